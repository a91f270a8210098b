import fs from 'node:fs';
import path from 'node:path';
import type { SandboxUser } from './sandbox';

const BLOCK = 64;

/**
 * Each running sandbox gets a user id of its own (ids need no /etc/passwd entry), so that the process
 * limit caps that sandbox alone: one script's fork bomb cannot use up the processes another job needs.
 * Only when the worker runs as root; otherwise every sandbox runs as the worker's own user.
 */
export class SandboxUsers {
  private readonly free: number[] = [];

  constructor(
    private readonly enabled: boolean,
    base: number,
  ) {
    if (!enabled) return;
    // Several worker processes on one host each take their own block of ids.
    const first = base + BLOCK * (process.pid % 1000);
    for (let id = first; id < first + BLOCK; id++) this.free.push(id);
  }

  /** undefined: run as the worker's own user (the worker is not root). */
  acquire(): SandboxUser | undefined {
    if (!this.enabled) return undefined;
    const id = this.free.shift();
    if (id === undefined) throw new Error('no free sandbox user id (more than 64 sandboxes at once)');
    return { uid: id, gid: id };
  }

  release(user: SandboxUser | undefined): void {
    if (user) this.free.push(user.uid);
  }
}

/** Gives a job directory (and what a previous run left in it) to the sandbox user about to use it. */
export function chownTree(dir: string, user: SandboxUser | undefined): void {
  if (!user) return;
  fs.chownSync(dir, user.uid, user.gid);
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (fs.lstatSync(file).isSymbolicLink()) continue;
    fs.chownSync(file, user.uid, user.gid);
  }
}
