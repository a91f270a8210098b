import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertStorageKey, FileStorage, StoredFileMissingError } from './file-storage';

/** The default FileStorage: one file per key under a root directory (FILE_STORAGE_DIR). */
export class LocalDiskFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    const target = this.pathOf(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Write beside the target and rename: a reader never sees half a file, even after a crash.
    const temporary = `${target}.${randomBytes(6).toString('hex')}.part`;
    await writeFile(temporary, data);
    await rename(temporary, target);
  }

  async get(key: string): Promise<Buffer> {
    try {
      return await readFile(this.pathOf(key));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new StoredFileMissingError(key);
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertStorageKey(key);
    return path.join(this.root, ...key.split('/'));
  }
}
