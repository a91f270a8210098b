import { Inject, Injectable } from '@nestjs/common';
import { createHash, randomUUID } from 'node:crypto';
import {
  parentFolder,
  ZDriveFileNameSchema,
  type DriveFile,
  type DriveFileUpdate,
  type DriveFileVersion,
  type DriveListQuery,
  type DriveOverview,
  type DriveUploadFields,
} from '@eps/contracts';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { isUniqueViolation } from '../../database/pg-errors';
import { FILE_STORAGE, type FileStorage } from '../file-storage/file-storage';
import { DriveBlobSweeper } from './drive-blob-sweeper.service';
import { classifyDriveContent } from './drive-content';
import { DriveErrors } from './drive.errors';
import { DriveRepository, type LockedDrive, type NewVersion } from './drive.repository';

/** An uploaded file as multer hands it over. */
export interface UploadedDriveFile {
  originalname: string;
  buffer: Buffer;
}

/** A version's bytes with what a download needs to label them. */
export interface DriveDownload {
  bytes: Buffer;
  mimeType: string;
  fileName: string;
}

/**
 * The Math Papers drive: uploads are classified by content, checked against the per-user quota under
 * the owner's lock and stored as version 1; a save adds a version unless the bytes are the current
 * ones; a restore adds a version that shares the old one's bytes. History is never rewritten.
 */
@Injectable()
export class DriveService {
  constructor(
    private readonly drive: DriveRepository,
    private readonly sweeper: DriveBlobSweeper,
    @Inject(FILE_STORAGE) private readonly storage: FileStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async overview(ownerId: string): Promise<DriveOverview> {
    const [folders, tags, usedBytes] = await Promise.all([
      this.drive.folders(ownerId),
      this.drive.tags(ownerId),
      this.drive.usedBytes(ownerId),
    ]);
    return {
      folders: withAncestors(folders),
      tags,
      usage: {
        usedBytes,
        quotaBytes: this.config.driveQuotaBytes,
        maxFileBytes: this.config.driveMaxFileBytes,
      },
    };
  }

  list(ownerId: string, query: DriveListQuery): Promise<DriveFile[]> {
    return this.drive.list(ownerId, query);
  }

  async get(ownerId: string, id: string): Promise<DriveFile> {
    return found(await this.drive.find(ownerId, id));
  }

  async upload(ownerId: string, upload: UploadedDriveFile, fields: DriveUploadFields): Promise<DriveFile> {
    const name = fields.name ?? nameOfUpload(upload.originalname);
    const content = await classifyDriveContent(name, upload.buffer);
    const fileId = randomUUID();
    return this.withBytesWritten(ownerId, async (drive, put) => {
      const version = await put(fileId, upload.buffer, content.mimeType, 'Uploaded');
      try {
        await drive.createFile(
          { id: fileId, name, folder: fields.folder, tags: fields.tags, ...content },
          version,
        );
      } catch (err) {
        if (isUniqueViolation(err)) throw DriveErrors.nameTaken(name, fields.folder);
        throw err;
      }
      return lockedFile(drive, fileId);
    });
  }

  /** A save: a new version with these bytes, or the file as it is when they are its current bytes. */
  async saveVersion(
    ownerId: string,
    id: string,
    upload: UploadedDriveFile,
    note?: string,
  ): Promise<DriveFile> {
    const file = await this.get(ownerId, id);
    const content = await classifyDriveContent(uploadNameFor(file), upload.buffer);
    if (content.kind !== file.kind) throw DriveErrors.kindChanged(file.kind, content.kind);
    const sha256 = sha256Of(upload.buffer);
    return this.withBytesWritten(ownerId, async (drive, put) => {
      const current = await drive.findVersion(id, { number: (await lockedFile(drive, id)).version });
      if (current?.sha256 === sha256) return lockedFile(drive, id);
      // Bytes an earlier version had are shared with it rather than stored again.
      const earlier = await drive.findVersion(id, { sha256 });
      const version: NewVersion = earlier
        ? { ...earlier, id: randomUUID(), note: note || 'Saved' }
        : await put(id, upload.buffer, content.mimeType, note || 'Saved');
      await drive.addVersion(id, version, content.text);
      return lockedFile(drive, id);
    });
  }

  /** Makes a copy of version `number` the newest version; its bytes are shared, not copied. */
  async restore(ownerId: string, id: string, number: number): Promise<DriveFile> {
    return this.drive.withDrive(ownerId, async (drive) => {
      const file = await lockedFile(drive, id);
      const old = await drive.findVersion(id, { number });
      if (!old) throw DriveErrors.versionNotFound();
      const text =
        file.kind === 'tex' ? (await this.storage.get(old.storageKey)).toString('utf8') : undefined;
      await drive.addVersion(id, { ...old, id: randomUUID(), note: `Restored from v${number}` }, text);
      return lockedFile(drive, id);
    });
  }

  async update(ownerId: string, id: string, change: DriveFileUpdate): Promise<DriveFile> {
    return this.drive.withDrive(ownerId, async (drive) => {
      const file = await lockedFile(drive, id);
      try {
        await drive.updateDetails(id, change);
      } catch (err) {
        if (isUniqueViolation(err)) {
          throw DriveErrors.nameTaken(change.name ?? file.name, change.folder ?? file.folder);
        }
        throw err;
      }
      return lockedFile(drive, id);
    });
  }

  async delete(ownerId: string, id: string): Promise<void> {
    if (!(await this.drive.delete(ownerId, id))) throw DriveErrors.notFound();
    await this.sweeper.removeQueued(fileKeyPrefix(ownerId, id));
  }

  async versions(ownerId: string, id: string): Promise<DriveFileVersion[]> {
    return found(await this.drive.versions(ownerId, id));
  }

  /** The bytes of version `number`, or of the current version. */
  async download(ownerId: string, id: string, number?: number): Promise<DriveDownload> {
    const [file, version] = await Promise.all([
      this.drive.find(ownerId, id),
      this.drive.storedVersion(ownerId, id, number),
    ]);
    if (!file) throw DriveErrors.notFound();
    if (!version) throw DriveErrors.versionNotFound();
    return {
      bytes: await this.storage.get(version.storageKey),
      mimeType: version.mimeType,
      fileName: file.name,
    };
  }

  /**
   * Runs `work` under the owner's drive lock with `put`, which checks the quota and writes bytes under a
   * new version's key. The bytes are written before the rows commit, and removed when they do not.
   */
  private async withBytesWritten(
    ownerId: string,
    work: (drive: LockedDrive, put: PutBytes) => Promise<DriveFile>,
  ): Promise<DriveFile> {
    const written: string[] = [];
    try {
      return await this.drive.withDrive(ownerId, (drive) =>
        work(drive, async (fileId, bytes, mimeType, note) => {
          const used = await drive.usedBytes();
          if (used + bytes.length > this.config.driveQuotaBytes) {
            throw DriveErrors.quotaExceeded(bytes.length, used, this.config.driveQuotaBytes);
          }
          const id = randomUUID();
          const storageKey = `${fileKeyPrefix(ownerId, fileId)}${id}`;
          written.push(storageKey);
          await this.storage.put(storageKey, bytes);
          return { id, storageKey, mimeType, sha256: sha256Of(bytes), size: bytes.length, note };
        }),
      );
    } catch (err) {
      await Promise.all(written.map((key) => this.storage.delete(key)));
      throw err;
    }
  }
}

type PutBytes = (fileId: string, bytes: Buffer, mimeType: string, note: string) => Promise<NewVersion>;

async function lockedFile(drive: LockedDrive, id: string): Promise<DriveFile> {
  return found(await drive.file(id));
}

function found<T>(value: T | null): T {
  if (value === null) throw DriveErrors.notFound();
  return value;
}

/** The uploaded file's own name, when no name field came with it; checked like any name. */
function nameOfUpload(originalName: string): string {
  const parsed = ZDriveFileNameSchema.safeParse(originalName);
  if (!parsed.success)
    throw DriveErrors.badName(parsed.error.issues[0]?.message ?? 'The file name is not valid.');
  return parsed.data;
}

function sha256Of(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A .tex file's new version is read as LaTeX whatever the upload was called. */
function uploadNameFor(file: DriveFile): string {
  return file.kind === 'tex' && !file.name.toLowerCase().endsWith('.tex') ? `${file.name}.tex` : file.name;
}

export function fileKeyPrefix(ownerId: string, fileId: string): string {
  return `drive/${ownerId}/${fileId}/`;
}

/** Every folder with all its ancestors, "/" first, then in path order. */
export function withAncestors(folders: string[]): string[] {
  const all = new Set<string>(['/']);
  for (const folder of folders) {
    for (let f: string | null = folder; f !== null; f = parentFolder(f)) all.add(f);
  }
  return [...all].sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)));
}
