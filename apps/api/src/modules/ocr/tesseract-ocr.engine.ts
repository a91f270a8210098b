import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { dirname, join } from 'node:path';
import type { Worker as WorkerThread } from 'node:worker_threads';
import { createWorker, OEM, PSM, type Block, type Worker } from 'tesseract.js';
import { OcrErrors } from './ocr.errors';
import type { RecognisedPage } from './recognised-text';

/**
 * The English model from the npm package (the integerised "best" model tesseract.js itself picks for
 * its LSTM engine), read from disk: nothing is fetched at run time. The worker script and the wasm core
 * come from node_modules too.
 */
const ENGLISH_MODEL_DIR = join(
  dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

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
  await tesseract.setParameters({
    // Screenshots and photos have columns, captions and pictures: let tesseract find the text blocks.
    tessedit_pageseg_mode: PSM.AUTO,
    // Its diagnostics ("Estimating resolution as 186") would otherwise go to the server's stdout.
    debug_file: '/dev/null',
  });
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
      paragraph.lines.map((line) => ({ text: line.text, confidence: line.confidence })),
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

  recognize(image: Buffer): Promise<RecognisedPage> {
    const result = this.queue.then(() => this.recognizeNow(image));
    this.queue = result.catch(() => undefined);
    return result;
  }

  async onModuleDestroy(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    const live = await worker?.catch(() => null);
    await live?.tesseract.terminate();
  }

  private async recognizeNow(image: Buffer): Promise<RecognisedPage> {
    let live = await this.liveWorker();
    if (!live.alive) {
      // It died while idle: start a new one rather than fail this image.
      this.worker = null;
      live = await this.liveWorker();
    }
    try {
      const { data } = await Promise.race([live.tesseract.recognize(image, {}, { blocks: true }), live.died]);
      return pageOf(data.blocks);
    } catch (error) {
      if (isUnreadableImage(error)) throw OcrErrors.unreadable();
      this.logger.error(`tesseract failed (${String(error)}); the next image gets a new worker`);
      this.worker = null;
      await live.tesseract.terminate().catch(() => undefined);
      throw OcrErrors.engineFailed();
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
