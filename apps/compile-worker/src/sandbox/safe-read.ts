import fs from 'node:fs';
import path from 'node:path';

export class UnsafeOutputError extends Error {}

/**
 * Reads a file a sandboxed program wrote, never following a link: a plot.png that is a symlink to
 * /etc/passwd would otherwise be read by the worker, outside the sandbox. Hard links are refused too
 * (a link count above 1), and so is anything larger than maxBytes. Returns null when the file is absent.
 */
export function readSandboxOutput(dir: string, name: string, maxBytes: number): Buffer | null {
  let fd: number;
  try {
    fd = fs.openSync(path.join(dir, name), fs.constants.O_RDONLY | fs.constants.O_NOFOLLOW);
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return null;
    if (code === 'ELOOP') throw new UnsafeOutputError(`${name} is a link, not a file.`);
    throw err;
  }
  try {
    const stat = fs.fstatSync(fd);
    if (!stat.isFile()) throw new UnsafeOutputError(`${name} is not a regular file.`);
    if (stat.nlink > 1) throw new UnsafeOutputError(`${name} is linked to another file.`);
    if (stat.size > maxBytes)
      throw new UnsafeOutputError(`${name} is ${mb(stat.size)}, more than the ${mb(maxBytes)} allowed.`);
    const buffer = Buffer.alloc(stat.size);
    let offset = 0;
    while (offset < stat.size) {
      const n = fs.readSync(fd, buffer, offset, stat.size - offset, offset);
      if (n === 0) break;
      offset += n;
    }
    return buffer.subarray(0, offset);
  } finally {
    fs.closeSync(fd);
  }
}

const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
