/**
 * Where user files (drive files and their versions, uploaded papers) keep their bytes. Rows in Postgres
 * hold the metadata and the storage key; the bytes live behind this interface so a school can move them
 * from the local disk to S3-compatible storage by adding one implementation, without touching a module.
 */
export interface FileStorage {
  /** Stores the bytes under the key, replacing what was there; atomic for readers. */
  put(key: string, data: Buffer): Promise<void>;
  /** The bytes under the key; throws StoredFileMissingError when there are none. */
  get(key: string): Promise<Buffer>;
  /** Removes the key; removing a missing key is not an error (deletes are retried after crashes). */
  delete(key: string): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');

export class StoredFileMissingError extends Error {
  constructor(readonly key: string) {
    super(`No stored file under '${key}'.`);
  }
}

/** Keys are made by the server (ids joined by '/'); anything else is a bug or an attack. */
const KEY_PATTERN = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

export function assertStorageKey(key: string): void {
  if (!KEY_PATTERN.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key '${key}'.`);
  }
}
