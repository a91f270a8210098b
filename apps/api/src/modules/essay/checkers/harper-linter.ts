import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

/** One harper.js finding, as plain data (character offsets in the linted text). */
export interface HarperLint {
  kind: string;
  message: string;
  start: number;
  end: number;
  /** The text to put in place of [start, end); null when harper offers no fix. */
  replacement: string | null;
}

/**
 * harper.js is an ES module with an `import`-only export map, which neither our CommonJS build nor
 * jest's module system can load; a worker thread is plain Node, so it imports the package natively
 * and keeps the 2 s WASM start-up off the request path. The WASM is read from node_modules (harper
 * turns the file URL into a local read), never fetched.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const ready = (async () => {
  const { LocalLinter, Dialect } = await import(workerData.indexUrl);
  const { binary } = await import(workerData.binaryUrl);
  const linter = new LocalLinter({ binary, dialect: Dialect.American });
  await linter.setup();
  // Spell checking takes half of harper's time and flags the names essays are full of; its
  // findings are not reported, so it is switched off. So are rules that, on WordNet's 30,000
  // example sentences (bench/essay), fired only wrongly: rare words read as a typo of a negative
  // ("nonstops", "unposed"), words taken for curses, old place names, "be" wanted after a modal
  // ("you can wet the bed"), "let's" wanted for "let" ("she let out a sigh"), "too" wanted for "to"
  // ("varied from acceptable to excellent"); and a comma wanted after an opening "Meanwhile" or
  // "Therefore", which is a choice of style, not grammar.
  const config = await linter.getLintConfig();
  await linter.setLintConfig({
    ...config,
    SpellCheck: false,
    WrongNegative: false,
    AvoidCurses: false,
    UpdatePlaceNames: false,
    ModalBeAdjective: false,
    LetsConfusion: false,
    ToTwoToo: false,
    DiscourseMarkers: false,
  });
  return linter;
})();
ready.catch(() => {});
parentPort.on('message', async ({ id, text }) => {
  try {
    const linter = await ready;
    const lints = (await linter.lint(text)).map((lint) => {
      const span = lint.span();
      const first = lint.suggestions()[0];
      const replacement = first === undefined ? null : first.kind() === 1 ? '' : first.kind() === 2
        ? text.slice(span.start, span.end) + first.get_replacement_text() : first.get_replacement_text();
      return { kind: lint.lint_kind(), message: lint.message(), start: span.start, end: span.end, replacement };
    });
    parentPort.postMessage({ id, lints });
  } catch (error) {
    parentPort.postMessage({ id, error: String((error && error.message) || error) });
  }
});
`;

function harperDirectory(): string {
  for (const dir of require.resolve.paths('harper.js') ?? []) {
    const candidate = path.join(dir, 'harper.js');
    if (fs.existsSync(path.join(candidate, 'dist', 'index.js'))) return candidate;
  }
  throw new Error('harper.js is not installed');
}

interface Pending {
  resolve: (lints: HarperLint[]) => void;
  reject: (error: Error) => void;
}

interface Running {
  worker: Worker;
  /** Requests this worker has not answered yet. */
  pending: Map<number, Pending>;
}

/** harper.js's local linter (American English) in a lazily started worker thread. */
export class HarperLinter {
  private running: Running | null = null;
  private nextId = 1;

  /** The first lint includes the WASM start-up (about 2 s alone, more on a busy machine). */
  constructor(private readonly timeoutMs = 30_000) {}

  lint(text: string): Promise<HarperLint[]> {
    const running = this.start();
    const id = this.nextId++;
    return new Promise<HarperLint[]>((resolve, reject) => {
      // A wedged worker must not hold requests forever: give up on it and start afresh next time.
      const timer = setTimeout(() => {
        running.pending.get(id)?.reject(new Error(`harper: no answer within ${this.timeoutMs} ms`));
        void this.stop(running);
      }, this.timeoutMs);
      timer.unref();
      running.pending.set(id, {
        resolve: (lints) => (clearTimeout(timer), resolve(lints)),
        reject: (error) => (clearTimeout(timer), reject(error)),
      });
      // Only a request in flight keeps the process alive; an idle linter must not block exit.
      running.worker.ref();
      running.worker.postMessage({ id, text: toBmpSafe(text) });
    });
  }

  /** Stops the worker; the next lint starts a new one. */
  async close(): Promise<void> {
    const running = this.running;
    if (running) await this.stop(running);
  }

  private stop(running: Running): Promise<number> {
    if (this.running === running) this.running = null;
    return running.worker.terminate();
  }

  private start(): Running {
    if (this.running) return this.running;
    const dir = harperDirectory();
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        indexUrl: pathToFileURL(path.join(dir, 'dist', 'index.js')).href,
        binaryUrl: pathToFileURL(path.join(dir, 'dist', 'binary.js')).href,
      },
    });
    worker.unref();
    const running: Running = { worker, pending: new Map() };
    const settle = (id: number) => {
      const waiting = running.pending.get(id);
      running.pending.delete(id);
      if (running.pending.size === 0) worker.unref();
      return waiting;
    };
    worker.on('message', (msg: { id: number; lints?: HarperLint[]; error?: string }) => {
      if (msg.error === undefined) {
        settle(msg.id)?.resolve(msg.lints ?? []);
        return;
      }
      // A Rust panic leaves the WASM instance unusable; the next lint starts a fresh worker.
      settle(msg.id)?.reject(new Error(`harper: ${msg.error}`));
      void this.stop(running);
    });
    const failAll = (error: Error) => {
      if (this.running === running) this.running = null;
      for (const id of [...running.pending.keys()]) settle(id)?.reject(error);
    };
    worker.on('error', failAll);
    worker.on('exit', (code) => failAll(new Error(`harper worker exited (${code})`)));
    this.running = running;
    return running;
  }
}

/**
 * Harper counts offsets in Unicode scalar values, JavaScript in UTF-16 units; replacing each unit of
 * a character outside the Basic Multilingual Plane (emoji) with a placeholder keeps both the same.
 */
function toBmpSafe(text: string): string {
  return text
    .replace(/[\ud800-\udbff][\udc00-\udfff]/g, '\u2022\u2022')
    .replace(/[\ud800-\udfff]/g, '\u2022');
}
