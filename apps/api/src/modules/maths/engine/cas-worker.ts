import { Worker } from 'node:worker_threads';

/**
 * nerdamer-prime's calls, run in a worker thread with a time limit. Symbolic algebra can take seconds on
 * an innocent-looking input ((x+1)^60 expanded, a limit it loops on); in the API's own thread that would
 * stall every other request, so each call gets `timeoutMs` and a worker that overruns is terminated and
 * replaced. The worker only runs single nerdamer operations on strings; the orchestration (systems,
 * checks, steps) stays in TypeScript in the API thread.
 */

export type CasOperation =
  | 'expression'
  | 'simplify'
  | 'expand'
  | 'factor'
  | 'solve'
  | 'diff'
  | 'integrate'
  | 'limit'
  | 'substitute'
  | 'coeffs';

/** nerdamer's answer had no meaning, or threw: its message, for the service to turn into a 400. */
export class CasError extends Error {}
export class CasTimeoutError extends Error {}

/** Plain JavaScript, because the worker is started from a string (works under ts-jest and in dist alike). */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const nerdamer = require(workerData.nerdamer);
require(workerData.algebra);
require(workerData.calculus);
require(workerData.solve);
const list = (symbol) => (symbol.symbol && symbol.symbol.elements ? symbol.symbol.elements : symbol.elements || []).map(String);
const ops = {
  expression: (e) => nerdamer(e).toString(),
  simplify: (e) => nerdamer.simplify(e).toString(),
  expand: (e) => nerdamer.expand(e).toString(),
  factor: (e) => nerdamer.factor(e).toString(),
  solve: (e, v) => list(nerdamer.solve(e, v)),
  diff: (e, v) => nerdamer.diff(e, v).toString(),
  integrate: (e, v) => nerdamer.integrate(e, v).toString(),
  limit: (e, v, a) => nerdamer.limit(e, v, a).toString(),
  substitute: (e, v, value) => nerdamer(e).sub(v, '(' + value + ')').toString(),
  coeffs: (e, v) => list(nerdamer.coeffs(e, v)),
};
parentPort.on('message', ({ op, args }) => {
  try {
    parentPort.postMessage({ result: ops[op](...args) });
  } catch (err) {
    parentPort.postMessage({ error: String((err && err.message) || err) });
  }
});
parentPort.postMessage({ ready: true });
`;

interface Reply {
  ready?: boolean;
  result?: string | string[];
  error?: string;
}

export class CasWorker {
  private worker: Promise<Worker> | null = null;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly timeoutMs: number) {}

  /** One nerdamer operation; calls are served one at a time, each within the time limit. */
  run(op: 'solve' | 'coeffs', ...args: string[]): Promise<string[]>;
  run(op: Exclude<CasOperation, 'solve' | 'coeffs'>, ...args: string[]): Promise<string>;
  run(op: CasOperation, ...args: string[]): Promise<string | string[]> {
    const job = this.queue.then(() => this.send(op, args));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    if (worker) await (await worker).terminate();
  }

  /** A worker that has loaded nerdamer (a few hundred ms): the time limit counts from then on. */
  private start(): Promise<Worker> {
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: {
        nerdamer: require.resolve('nerdamer-prime'),
        algebra: require.resolve('nerdamer-prime/Algebra'),
        calculus: require.resolve('nerdamer-prime/Calculus'),
        solve: require.resolve('nerdamer-prime/Solve'),
      },
    });
    // An idle worker must not keep the process (or a test run) alive.
    worker.unref();
    return new Promise((resolve, reject) => {
      worker.once('message', () => resolve(worker));
      worker.once('error', (err) => {
        this.worker = null;
        reject(new CasError(err.message));
      });
    });
  }

  private async send(op: CasOperation, args: string[]): Promise<string | string[]> {
    const worker = await (this.worker ??= this.start());
    return new Promise((resolve, reject) => {
      const finish = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
      };
      const onMessage = (reply: Reply) => {
        finish();
        if (reply.error !== undefined) reject(new CasError(reply.error));
        else resolve(reply.result!);
      };
      const onError = (err: Error) => {
        finish();
        this.worker = null;
        reject(new CasError(err.message));
      };
      const timer = setTimeout(() => {
        finish();
        this.worker = null;
        void worker.terminate();
        reject(new CasTimeoutError(`${op} took longer than ${this.timeoutMs} ms`));
      }, this.timeoutMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.postMessage({ op, args });
    });
  }
}
