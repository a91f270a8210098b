import { AppError } from '../../common/app-error';

export const CompileErrors = {
  noWorker: () =>
    new AppError(
      503,
      'COMPILE_NO_WORKER',
      'No compile worker is running, so nothing can be compiled right now. Start one (npm start does) and try again.',
    ),
  timedOut: (seconds: number) =>
    new AppError(
      504,
      'COMPILE_TIMEOUT',
      `The compile service did not answer within ${seconds} s (it may be busy). Please try again in a minute.`,
    ),
  workerFailed: (reason: string) =>
    new AppError(503, 'COMPILE_WORKER_FAILED', `The compile worker could not run the job: ${reason}`),
  plotFailed: (detail: string) => new AppError(422, 'PLOT_FAILED', detail),
  rateLimited: (perMinute: number) =>
    new AppError(
      429,
      'COMPILE_RATE_LIMITED',
      `Too many compiles: at most ${perMinute} a minute. Please wait a moment and try again.`,
    ),
};

/** A document that does not compile: answered as a text body naming the first error and its line. */
export class LatexCompileFailure extends Error {
  constructor(readonly text: string) {
    super(text);
    this.name = 'LatexCompileFailure';
  }
}
