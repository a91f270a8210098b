import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { StoredFileMissingError } from './file-storage';
import { LocalDiskFileStorage } from './local-disk-file-storage';

describe('LocalDiskFileStorage', () => {
  let root: string;
  let storage: LocalDiskFileStorage;

  beforeEach(async () => {
    root = await mkdtemp(path.join(os.tmpdir(), 'eps-storage-'));
    storage = new LocalDiskFileStorage(root);
  });
  afterEach(() => rm(root, { recursive: true, force: true }));

  it('stores, replaces and returns bytes under nested keys', async () => {
    await storage.put('user-1/file-2/v1', Buffer.from('first'));
    await storage.put('user-1/file-2/v1', Buffer.from('second'));
    expect((await storage.get('user-1/file-2/v1')).toString()).toBe('second');
    // No temporary files are left beside the target.
    expect(await readdir(path.join(root, 'user-1', 'file-2'))).toEqual(['v1']);
  });

  it('reports a missing key with a typed error and deletes idempotently', async () => {
    await expect(storage.get('nobody/here')).rejects.toBeInstanceOf(StoredFileMissingError);
    await storage.put('a/b', Buffer.from('x'));
    await storage.delete('a/b');
    await storage.delete('a/b');
    await expect(storage.get('a/b')).rejects.toBeInstanceOf(StoredFileMissingError);
  });

  it.each(['../escape', 'a/../../b', '/absolute', 'a//b', 'a/./b', ''])('refuses the key %p', async (key) => {
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
  });
});
