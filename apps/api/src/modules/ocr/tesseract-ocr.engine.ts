import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { dirname, join } from 'node:path';
import type { Worker as WorkerThread } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Block, type Worker } from 'tesseract.js';
import { GlyphCrops } from './glyph-crops';
import { OcrErrors } from './ocr.errors';
import { applyReading, raisedRuns, SUPERSCRIPT_READABLE, type RunReading } from './raised-glyphs';
import type { RecognisedLine, RecognisedPage } from './recognised-text';

/**
 * The English model from the npm package (the integerised "best" model tesseract.js itself picks for
 * its LSTM engine), read from disk: nothing is fetched at run time. The worker script and the wasm core
 * come from node_modules too.
 */
const ENGLISH_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

/** Its diagnostics ("Estimating resolution as 186") would otherwise go to the server's stdout. */
const PAGE_PARAMETERS = {
  // Screenshots and photos have columns, captions and pictures: let tesseract find the text blocks.
  tessedit_pageseg_mode: PSM.AUTO,
  tessedit_char_whitelist: '',
};
/** A raised run (an exponent) is one short line of characters that have superscript forms. */
const RAISED_RUN_PARAMETERS = {
  tessedit_pageseg_mode: PSM.SINGLE_LINE,
  tessedit_char_whitelist: SUPERSCRIPT_READABLE,
};

interface LiveWorker {
  tesseract: Worker;
  /** Rejects when the worker thread crashes or exits. */
  died: Promise<never>;
  alive: boolean;
}

async function startWorker(): Promise<LiveWorker> {
  const tesseract = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: ENGLISH_MODEL_DIR,
    gzip: true,
    cacheMethod: 'none',
    // Without a handler tesseract.js rethrows a failed job inside its message listener, which would
    // take the whole API process down; the job's own promise rejects either way.
    errorHandler: () => undefined,
  });
  await tesseract.setParameters({ ...PAGE_PARAMETERS, debug_file: '/dev/null' });
  // tesseract.js keeps the thread on `worker` but does not type it. An 'error' event without a listener
  // would be rethrown in this process.
  const thread = (tesseract as unknown as { worker: WorkerThread }).worker;
  const died = new Promise<never>((_, reject) => {
    thread.once('error', reject);
    thread.once('exit', (code) => reject(new Error(`the tesseract worker exited with code ${code}`)));
  });
  const live: LiveWorker = { tesseract, died, alive: true };
  died.catch(() => (live.alive = false));
  return live;
}

function pageOf(blocks: Block[] | null): RecognisedPage {
  return (blocks ?? []).flatMap((block) =>
    block.paragraphs.map((paragraph) =>
      paragraph.lines.map((line): RecognisedLine => ({
        words: line.words.map((word) => ({
          confidence: word.confidence,
          symbols: word.symbols.map(({ text, confidence, bbox }) => ({ text, confidence, bbox })),
        })),
        confidence: line.confidence,
        bbox: line.bbox,
        baseline: line.baseline,
        rowHeight: line.rowAttributes.rowHeight,
        descenders: line.rowAttributes.descenders,
      })),
    ),
  );
}

/** tesseract.js rejects a job with the worker's error as a string. */
function isUnreadableImage(error: unknown): boolean {
  return String(error).includes('Error attempting to read image');
}

/**
 * One tesseract worker per API process, started on the first image and ended with the module. Images
 * are recognised one at a time: a recognition keeps a core busy, and the server has few.
 */
@Injectable()
export class TesseractOcrEngine implements OnModuleDestroy {
  private readonly logger = new Logger('Ocr');
  private worker: Promise<LiveWorker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  /**
   * The page in `image` (bytes tesseract decodes). Raised glyphs are cut from `original` (the upload, in
   * a format the canvas decodes) and read again on their own.
   */
  recognize(image: Buffer, original: Buffer = image): Promise<RecognisedPage> {
    const result = this.queue.then(() => this.recognizeNow(image, original));
    this.queue = result.catch(() => undefined);
    return result;
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    const live = await worker?.catch(() => null);
    await live?.tesseract.terminate();
  }

  private async recognizeNow(image: Buffer, original: Buffer): Promise<RecognisedPage> {
    let live = await this.liveWorker();
    if (!live.alive) {
      // It died while idle: start a new one rather than fail this image.
      this.worker = null;
      live = await this.liveWorker();
    }
    try {
      const { data } = await Promise.race([live.tesseract.recognize(image, {}, { blocks: true }), live.died]);
      const page = pageOf(data.blocks);
      await this.readRaisedGlyphs(live, page, original);
      return page;
    } catch (error) {
      if (isUnreadableImage(error)) throw OcrErrors.unreadable();
      this.logger.error(`tesseract failed (${String(error)}); the next image gets a new worker`);
      this.worker = null;
      await live.tesseract.terminate().catch(() => undefined);
      throw OcrErrors.engineFailed();
    }
  }

  /** Reads each run of raised glyphs again from a scaled-up crop, and puts superscripts in its place. */
  private async readRaisedGlyphs(live: LiveWorker, page: RecognisedPage, original: Buffer): Promise<void> {
    const lines = page.flat();
    const runs = lines.flatMap((line) => raisedRuns(line).map((run) => ({ line, run })));
    if (runs.length === 0) return;
    const crops = await GlyphCrops.of(original);
    await live.tesseract.setParameters(RAISED_RUN_PARAMETERS);
    try {
      // Last first, so a replaced run does not shift the symbols of the runs before it.
      for (const { line, run } of runs.reverse()) {
        let reading: RunReading | null = null;
        if (crops) {
          const job = live.tesseract.recognize(crops.crop(run.bbox), {}, { text: true });
          const { data } = await Promise.race([job, live.died]);
          reading = { text: data.text, confidence: data.confidence };
        }
        applyReading(line, run, reading);
      }
    } finally {
      await live.tesseract.setParameters(PAGE_PARAMETERS);
    }
  }

  private liveWorker(): Promise<LiveWorker> {
    this.worker ??= startWorker().catch((error: unknown) => {
      this.logger.error(`tesseract could not start: ${String(error)}`);
      this.worker = null;
      throw OcrErrors.engineFailed();
    });
    return this.worker;
  }
}
