import fs from 'node:fs';
import path from 'node:path';
import type { CompileAsset } from '@eps/contracts';
import type { Logger } from '../logger';
import { makeJobDir } from '../sandbox/sandbox';
import type { SandboxUsers } from '../sandbox/sandbox-users';
import { readSandboxOutput } from '../sandbox/safe-read';
import { runTex, TEX_FILE_LIMIT_BYTES } from './tex-sandbox';
import { writeJobFiles } from './job-files';

const FORMAT_BUILD_TIMEOUT_MS = 60_000;
/** Preambles whose compiles are counted; past this the count starts again (a bound, not a cache). */
const MAX_TRACKED = 10_000;

/**
 * Precompiled preambles (mylatexformat): loading \documentclass and the packages is most of a short
 * document's compile time, so a preamble that keeps being compiled is dumped to a format and
 * later compiles load that instead. Keyed by owner, preamble and assets, so a format never carries one
 * user's files into another's document. Built in the background, one at a time, after the answer went
 * out, once a preamble has compiled twice.
 */
export class PreambleFormats {
  private readonly dir: string;
  private readonly failed = new Set<string>();
  private readonly compiles = new Map<string, number>();
  private readonly queue: Array<() => Promise<void>> = [];
  private building = false;

  constructor(
    workDir: string,
    private readonly users: SandboxUsers,
    private readonly log: Logger,
    private readonly capacity = 24,
  ) {
    this.dir = path.join(workDir, 'formats');
    // Traversable but not listable: the sandbox user opens its format by a path it must be able to reach.
    fs.mkdirSync(this.dir, { recursive: true, mode: 0o711 });
    fs.chmodSync(this.dir, 0o711);
  }

  /** Host path of the format file without its .fmt extension (pdflatex -fmt adds it), or null. */
  find(key: string): string | null {
    const file = this.fileOf(key);
    if (!fs.existsSync(file)) return null;
    const now = new Date();
    fs.utimesSync(file, now, now); // recency for eviction
    return file;
  }

  /** A format that made a compile fail is dropped and not built again for this key. */
  discard(key: string): void {
    this.failed.add(key);
    fs.rmSync(this.fileOf(key), { force: true });
  }

  /**
   * Called after each successful compile without a format. The format is built from the second one
   * on: a document compiled once (a class each compiling a worksheet) is not worth the CPU of a dump.
   */
  scheduleBuild(key: string, preamble: string, assets: CompileAsset[]): void {
    if (this.failed.has(key) || fs.existsSync(this.fileOf(key))) return;
    const compiles = (this.compiles.get(key) ?? 0) + 1;
    if (this.compiles.size >= MAX_TRACKED) this.compiles.clear();
    this.compiles.set(key, compiles);
    if (compiles < 2) return;
    this.queue.push(() => this.build(key, preamble, assets));
    void this.drain();
  }

  private async drain(): Promise<void> {
    if (this.building) return;
    this.building = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) await next();
    } finally {
      this.building = false;
    }
  }

  private async build(key: string, preamble: string, assets: CompileAsset[]): Promise<void> {
    if (fs.existsSync(this.fileOf(key))) return;
    const work = path.join(this.dir, `build-${process.pid}-${key.slice(0, 16)}`);
    fs.rmSync(work, { recursive: true, force: true });
    const user = this.users.acquire();
    makeJobDir(work, user);
    try {
      writeJobFiles(work, `${preamble}\\begin{document}\\end{document}\n`, assets);
      const outcome = await runTex({
        dir: work,
        command: [
          'pdflatex',
          '-ini',
          '-interaction=nonstopmode',
          '-halt-on-error',
          '-no-shell-escape',
          '-jobname=preamble',
          '&pdflatex',
          'mylatexformat.ltx',
          'main.tex',
        ],
        timeoutMs: FORMAT_BUILD_TIMEOUT_MS,
        user,
      });
      const format =
        outcome.code === 0 ? readSandboxOutput(work, 'preamble.fmt', TEX_FILE_LIMIT_BYTES) : null;
      if (!format) {
        this.failed.add(key);
        this.log.debug({ key }, 'preamble format could not be built; this preamble compiles without one');
        return;
      }
      const partial = `${this.fileOf(key)}.${process.pid}.part`;
      fs.writeFileSync(partial, format, { mode: 0o644 });
      fs.renameSync(partial, this.fileOf(key));
      this.evict();
    } catch (err) {
      this.failed.add(key);
      this.log.warn({ err: String(err) }, 'preamble format build failed');
    } finally {
      this.users.release(user);
      fs.rmSync(work, { recursive: true, force: true });
    }
  }

  private fileOf(key: string): string {
    return path.join(this.dir, `${key}.fmt`);
  }

  private evict(): void {
    const formats = fs
      .readdirSync(this.dir)
      .filter((n) => n.endsWith('.fmt'))
      .map((n) => ({ file: path.join(this.dir, n), used: fs.statSync(path.join(this.dir, n)).mtimeMs }))
      .sort((a, b) => b.used - a.used);
    for (const old of formats.slice(this.capacity)) fs.rmSync(old.file, { force: true });
  }
}
