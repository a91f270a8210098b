import fs from 'node:fs';
import path from 'node:path';
import { makeJobDir } from '../sandbox/sandbox';

/**
 * What a later run of the same document may reuse: TeX's auxiliary files (labels, table of contents,
 * beamer navigation) and latexmk's record of the last run, so an edit usually needs one pdflatex pass.
 */
const KEPT_FILE =
  /^main\.(aux|toc|lof|lot|out|nav|snm|vrb|bbl|blg|fdb_latexmk|fls|idx|ind|ilg|bcf|run\.xml)$/;

export interface Workspace {
  dir: string;
  /** The directory holds a previous run of this document. */
  warm: boolean;
  release(): void;
}

interface Entry {
  dir: string;
  busy: boolean;
  runs: number;
}

/**
 * Warm directories, one per (owner, preamble), least recently used dropped first. A directory only ever
 * serves one owner, so one user's job never sees another's files. A document whose directory is busy
 * (two compiles at once) gets a throw-away one.
 */
export class LatexWorkspaces {
  private readonly entries = new Map<string, Entry>();
  private readonly root: string;
  private scratch = 0;

  constructor(
    workDir: string,
    private readonly capacity = 32,
  ) {
    this.root = path.join(workDir, `warm-${process.pid}`);
    removeStaleRoots(workDir);
    fs.rmSync(this.root, { recursive: true, force: true });
    // Traversable but not listable: bwrap binds a job directory as the sandbox user.
    fs.mkdirSync(this.root, { recursive: true, mode: 0o711 });
    fs.chmodSync(this.root, 0o711);
  }

  acquire(key: string): Workspace {
    const entry = this.entries.get(key);
    if (entry && !entry.busy) {
      this.entries.delete(key);
      this.entries.set(key, entry); // most recently used last
      entry.busy = true;
      clearForNextRun(entry.dir);
      return { dir: entry.dir, warm: entry.runs > 0, release: () => this.release(entry) };
    }
    if (entry) return this.throwAway();
    const fresh: Entry = { dir: path.join(this.root, key.slice(0, 32)), busy: true, runs: 0 };
    makeJobDir(fresh.dir);
    this.entries.set(key, fresh);
    this.evict();
    return { dir: fresh.dir, warm: false, release: () => this.release(fresh) };
  }

  dispose(): void {
    fs.rmSync(this.root, { recursive: true, force: true });
  }

  private release(entry: Entry): void {
    entry.busy = false;
    entry.runs += 1;
  }

  private throwAway(): Workspace {
    const dir = path.join(this.root, `scratch-${++this.scratch}`);
    makeJobDir(dir);
    return { dir, warm: false, release: () => fs.rmSync(dir, { recursive: true, force: true }) };
  }

  private evict(): void {
    for (const [key, entry] of this.entries) {
      if (this.entries.size <= this.capacity) return;
      if (entry.busy) continue;
      this.entries.delete(key);
      fs.rmSync(entry.dir, { recursive: true, force: true });
    }
  }
}

/** Everything but the kept auxiliary files goes, links included (rm never follows them). */
function clearForNextRun(dir: string): void {
  for (const name of fs.readdirSync(dir)) {
    if (KEPT_FILE.test(name) && fs.lstatSync(path.join(dir, name)).isFile()) continue;
    fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  }
}

/** Warm roots of worker processes that are gone (killed, crashed) are removed at start. */
function removeStaleRoots(workDir: string): void {
  if (!fs.existsSync(workDir)) return;
  for (const name of fs.readdirSync(workDir)) {
    const m = /^warm-(\d+)$/.exec(name);
    if (!m || isAlive(Number(m[1]))) continue;
    fs.rmSync(path.join(workDir, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
