import { createCanvas } from '@napi-rs/canvas';
import type { Worker as WorkerThread } from 'node:worker_threads';
import { readableText, type RecognisedPage } from './recognised-text';
import { TesseractOcrEngine } from './tesseract-ocr.engine';

function textImage(text: string): Buffer {
  const canvas = createCanvas(640, 90);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = 'white';
  ctx.fillRect(0, 0, canvas.width, canvas.height);
  ctx.fillStyle = 'black';
  ctx.font = '28px sans-serif';
  ctx.fillText(text, 24, 56);
  return canvas.toBuffer('image/png');
}

/** The engine's current worker thread (private: the tests need to crash and watch it). */
async function threadOf(engine: TesseractOcrEngine): Promise<WorkerThread> {
  const live = await (engine as unknown as { worker: Promise<{ tesseract: { worker: WorkerThread } }> })
    .worker;
  return live.tesseract.worker;
}

const textOf = (page: RecognisedPage) => readableText(page).text;

describe('TesseractOcrEngine', () => {
  let engine: TesseractOcrEngine;
  beforeEach(() => (engine = new TesseractOcrEngine()));
  afterEach(() => engine.onModuleDestroy());

  it('answers images queued at once, each with its own text', async () => {
    const texts = ['First image here', 'Second image here', 'Third image here'];
    const pages = await Promise.all(texts.map((t) => engine.recognize(textImage(t))));
    expect(pages.map(textOf)).toEqual(texts);
  });

  it('starts a new worker when the old one has died', async () => {
    expect(textOf(await engine.recognize(textImage('Before the crash')))).toBe('Before the crash');
    const first = await threadOf(engine);
    await first.terminate();
    expect(textOf(await engine.recognize(textImage('After the crash')))).toBe('After the crash');
    expect(await threadOf(engine)).not.toBe(first);
  });

  it('ends its worker thread with the module', async () => {
    await engine.recognize(textImage('Goodbye'));
    const thread = await threadOf(engine);
    const exited = new Promise((resolve) => thread.once('exit', resolve));
    await engine.onModuleDestroy();
    await exited;
  });
});
