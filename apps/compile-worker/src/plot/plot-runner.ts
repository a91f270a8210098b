import { plotPreludeLineCount, preparePlotCode } from '@eps/contracts';
import { readSandboxOutput, UnsafeOutputError } from '../sandbox/safe-read';
import { terminatingSignal, type SandboxOutcome } from '../sandbox/run';
import { PLOT_LIMITS, type PlotSandboxPool } from './plot-pool';

export const MAX_PNG_BYTES = 10 * 1024 * 1024;
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const REPORT_MARK = '@@eps-plot-error@@';

export type PlotOutput = { ok: true; png: Buffer } | { ok: false; error: string };

interface RunnerReport {
  type: string;
  message: string;
  line: number | null;
}

/** Runs a user's plot script (prepared as spec section 5 says) and returns plot.png or a clear error. */
export class PlotRunner {
  constructor(
    private readonly pool: PlotSandboxPool,
    private readonly timeoutMs: number,
  ) {}

  async run(code: string): Promise<PlotOutput> {
    const run = await this.pool.run(preparePlotCode(code));
    try {
      if (!run.ready) throw new Error(`the Python sandbox did not start: ${lastLine(run.outcome.stderr)}`);
      const failure = this.describeFailure(run.outcome, plotPreludeLineCount(code));
      if (failure) return { ok: false, error: failure };
      const png = readSandboxOutput(run.dir, 'plot.png', MAX_PNG_BYTES);
      if (!png) return { ok: false, error: 'The script finished without saving plot.png.' };
      if (!png.subarray(0, 8).equals(PNG_SIGNATURE))
        return { ok: false, error: 'plot.png is not a PNG image.' };
      return { ok: true, png };
    } catch (err) {
      if (err instanceof UnsafeOutputError) return { ok: false, error: err.message };
      throw err;
    } finally {
      run.done();
    }
  }

  private describeFailure(outcome: SandboxOutcome, preludeLines: number): string | null {
    if (outcome.timedOut)
      return `The script ran for more than ${Math.round(this.timeoutMs / 1000)} s and was stopped.`;
    const signal = terminatingSignal(outcome);
    if (signal === 'SIGXCPU' || signal === 'SIGKILL')
      return `The script used more than ${PLOT_LIMITS.cpuSeconds} s of CPU time and was stopped.`;
    if (signal === 'SIGXFSZ') return 'The script wrote a file larger than 16 MB and was stopped.';
    if (outcome.code === 0) return null;
    const report = reportOf(outcome.stderr);
    if (!report) return `Python exited with ${signal ?? `code ${outcome.code}`}: ${lastLine(outcome.stderr)}`;
    const memory = report.type === 'MemoryError' ? ' (the limit is 1 GB)' : '';
    const text = `${report.type}: ${report.message}${memory}`;
    const line = report.line === null ? null : report.line - preludeLines;
    return line !== null && line > 0 ? `Line ${line}: ${text}` : text;
  }
}

function reportOf(stderr: string): RunnerReport | null {
  const at = stderr.lastIndexOf(REPORT_MARK);
  if (at < 0) return null;
  try {
    return JSON.parse(stderr.slice(at + REPORT_MARK.length).split('\n')[0]!) as RunnerReport;
  } catch {
    return null;
  }
}

function lastLine(text: string): string {
  return text.trim().split('\n').pop()?.slice(0, 300) ?? '';
}
