import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { CompileAsset, LatexError } from '@eps/contracts';
import type { Logger } from '../logger';
import { chownTree, type SandboxUsers } from '../sandbox/sandbox-users';
import type { SandboxUser } from '../sandbox/sandbox';
import { readSandboxOutput, UnsafeOutputError } from '../sandbox/safe-read';
import { terminatingSignal, type SandboxOutcome } from '../sandbox/run';
import { writeJobFiles } from './job-files';
import { pageCountOf, parseLatexLog, passNumberOf } from './latex-log';
import { PreambleFormats } from './preamble-formats';
import { pdflatexCommand, runTex, TEX_FILE_LIMIT_BYTES } from './tex-sandbox';
import { LatexWorkspaces } from './workspaces';

export const MAX_PDF_BYTES = 20 * 1024 * 1024;
export const MAX_PAGES = 500;
/** Only the start of a huge log is parsed: the first errors are there. */
const MAX_LOG_BYTES = TEX_FILE_LIMIT_BYTES;
const FORMAT_MOUNT = '/fmt/preamble.fmt';

export interface LatexInput {
  ownerId: string;
  latexCode: string;
  assets: CompileAsset[];
}

export type LatexOutput =
  | { ok: true; pdf: Buffer; pages: number; passes: number; warm: boolean }
  | { ok: false; errors: LatexError[] };

export interface LatexProgress {
  message: string;
  percent?: number;
}

const sha = (...parts: string[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part).update('\0');
  return hash.digest('hex');
};

function splitPreamble(latexCode: string): string | null {
  const at = latexCode.indexOf('\\begin{document}');
  return at < 0 ? null : latexCode.slice(0, at);
}

/**
 * latexmk remembers a failed run and, given the same files again, repeats its verdict without running
 * pdflatex (so without a log to read the error from, and without trying again without the format).
 */
function forgetFailedRun(dir: string): void {
  fs.rmSync(path.join(dir, 'main.fdb_latexmk'), { force: true });
}

const fail = (message: string): LatexOutput => ({ ok: false, errors: [{ line: null, message }] });

/**
 * Compiles one document with latexmk inside the sandbox. Incremental where the input allows it: a
 * warm directory keeps the last run's auxiliary files (usually one pdflatex pass instead of two or
 * three), and a precompiled preamble skips loading the packages.
 */
export class LatexCompiler {
  private readonly workspaces: LatexWorkspaces;
  private readonly formats: PreambleFormats;

  constructor(
    private readonly options: { workDir: string; timeoutMs: number; users: SandboxUsers },
    private readonly log: Logger,
  ) {
    this.workspaces = new LatexWorkspaces(options.workDir);
    this.formats = new PreambleFormats(options.workDir, options.users, log);
  }

  async compile(input: LatexInput, onProgress: (p: LatexProgress) => void): Promise<LatexOutput> {
    const preamble = splitPreamble(input.latexCode);
    const assetsHash = sha(...input.assets.flatMap((a) => [a.name, a.base64]));
    const formatKey = preamble === null ? null : sha(input.ownerId, preamble, assetsHash);
    const workspace = this.workspaces.acquire(sha(input.ownerId, preamble ?? input.latexCode.slice(0, 200)));
    const user = this.options.users.acquire();
    try {
      writeJobFiles(workspace.dir, input.latexCode, input.assets);
      chownTree(workspace.dir, user);
      const format = formatKey ? this.formats.find(formatKey) : null;
      let result = await this.run(workspace.dir, format, user, onProgress);
      if (!result.ok && format && formatKey) {
        // A preamble that dumps into a format does not always behave the same when loaded from it.
        this.formats.discard(formatKey);
        forgetFailedRun(workspace.dir);
        onProgress({ message: 'Compiling again without the cached preamble' });
        result = await this.run(workspace.dir, null, user, onProgress);
      }
      if (!result.ok) forgetFailedRun(workspace.dir);
      if (result.ok && !format && formatKey && preamble !== null)
        this.formats.scheduleBuild(formatKey, preamble, input.assets);
      return result.ok ? { ...result, warm: workspace.warm || Boolean(format) } : result;
    } finally {
      this.options.users.release(user);
      workspace.release();
    }
  }

  dispose(): void {
    this.workspaces.dispose();
  }

  private async run(
    dir: string,
    format: string | null,
    user: SandboxUser | undefined,
    onProgress: (p: LatexProgress) => void,
  ): Promise<{ ok: true; pdf: Buffer; pages: number; passes: number } | { ok: false; errors: LatexError[] }> {
    let passes = 0;
    let shipped = 0;
    const tooLong = new AbortController();
    const outcome = await runTex({
      dir,
      command: [
        'latexmk',
        '-norc',
        '-pdf',
        `-pdflatex=${pdflatexCommand(format ? FORMAT_MOUNT.replace(/\.fmt$/, '') : undefined)}`,
        'main.tex',
      ],
      readOnly: format ? { [format]: FORMAT_MOUNT } : undefined,
      timeoutMs: this.options.timeoutMs,
      user,
      signal: tooLong.signal,
      onStdoutLine: (line) => {
        // The page cap stops a document as soon as one pass ships out more pages than allowed, rather
        // than letting a 20,000-page document run into the timeout first.
        shipped += shippedPagesIn(line);
        if (shipped > MAX_PAGES) tooLong.abort();
        const pass = passNumberOf(line);
        if (pass === null) return;
        passes = pass;
        shipped = 0;
        onProgress({ message: `LaTeX pass ${pass}`, percent: Math.min(90, pass * 30) });
      },
    });
    if (tooLong.signal.aborted)
      return fail(`The document has more than ${MAX_PAGES} pages; at most ${MAX_PAGES} are allowed.`);
    return this.collect(dir, outcome, passes);
  }

  private collect(dir: string, outcome: SandboxOutcome, passes: number) {
    const seconds = Math.round(this.options.timeoutMs / 1000);
    if (outcome.timedOut)
      return fail(`Compilation stopped after ${seconds} s: the document takes too long (an endless loop?).`);
    try {
      const log = readSandboxOutput(dir, 'main.log', MAX_LOG_BYTES)?.toString('utf8') ?? '';
      // pdflatex dies of SIGXFSZ at the file-size limit, but latexmk above it just reports a failure.
      if (terminatingSignal(outcome) === 'SIGXFSZ' || reachedFileLimit(dir))
        return fail('The document writes more than 64 MB (log or PDF); compilation was stopped.');
      const errors = parseLatexLog(log);
      if (outcome.code !== 0 || errors.length > 0) {
        if (errors.length > 0) return { ok: false as const, errors };
        // Fatal errors before TeX opens its log (a line longer than its buffer) reach only the terminal.
        const terminal = parseLatexLog(`${outcome.stdout}\n${outcome.stderr}`);
        if (terminal.length > 0) return { ok: false as const, errors: terminal };
        if (/^No pages of output\./m.test(log))
          return fail('LaTeX typeset nothing, so there is no PDF (is the document body empty?).');
        return fail(describeCrash(outcome));
      }
      const pages = pageCountOf(log);
      if (pages > MAX_PAGES) return fail(`The PDF has ${pages} pages; at most ${MAX_PAGES} are allowed.`);
      const pdf = readSandboxOutput(dir, 'main.pdf', MAX_PDF_BYTES);
      if (!pdf) return fail('LaTeX finished without writing a PDF (is the document empty?).');
      return { ok: true as const, pdf, pages, passes: Math.max(1, passes) };
    } catch (err) {
      if (err instanceof UnsafeOutputError) return fail(err.message);
      throw err;
    }
  }
}

function reachedFileLimit(dir: string): boolean {
  return ['main.log', 'main.pdf'].some((name) => {
    const stat = fs.lstatSync(path.join(dir, name), { throwIfNoEntry: false });
    return stat !== undefined && stat.size >= TEX_FILE_LIMIT_BYTES;
  });
}

/** pdflatex prints `[12]` (or `[12{pdftex.map}]`) on the terminal as it ships out each page. */
function shippedPagesIn(line: string): number {
  return line.match(/\[-?\d+[\]{<\s]/g)?.length ?? 0;
}

function describeCrash(outcome: SandboxOutcome): string {
  const tail = outcome.stderr.trim().split('\n').slice(-1)[0] ?? '';
  const signal = terminatingSignal(outcome);
  const how = signal ? `was stopped (${signal})` : `exited with code ${outcome.code}`;
  return `LaTeX ${how}${tail ? `: ${tail.slice(0, 200)}` : ''}.`;
}
