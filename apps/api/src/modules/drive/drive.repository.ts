import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import {
  DRIVE_LIST_LIMIT,
  type DriveFile,
  type DriveFileKind,
  type DriveFileVersion,
  type DriveListQuery,
} from '@eps/contracts';

type Queryable = Pick<DataSource | EntityManager, 'query'>;

interface FileRow {
  id: string;
  name: string;
  folder: string;
  tags: string[];
  kind: DriveFileKind;
  mime_type: string;
  size_bytes: string;
  current_version: number;
  version_count: number;
  created_at: Date;
  updated_at: Date;
}

interface VersionRow {
  number: number;
  size_bytes: string;
  sha256: string;
  mime_type: string;
  note: string;
  created_at: Date;
}

/** Where a version's bytes are, and what they are. */
export interface StoredVersion {
  storageKey: string;
  mimeType: string;
  sha256: string;
  size: number;
}

export interface NewVersion extends StoredVersion {
  id: string;
  note: string;
}

/** The start of a .tex source that search reads; to_tsvector refuses documents past 1 MB. */
const SEARCH_TEXT_MAX_CHARS = 100_000;

const FILE_COLUMNS = `f.id, f.name, f.folder, f.tags, f.kind, f.mime_type, f.size_bytes, f.current_version,
  f.created_at, f.updated_at,
  (SELECT count(*)::int FROM drive_file_versions v WHERE v.file_id = f.id) AS version_count`;

function toFile(row: FileRow): DriveFile {
  return {
    id: row.id,
    name: row.name,
    folder: row.folder,
    tags: row.tags,
    kind: row.kind,
    mimeType: row.mime_type,
    size: Number(row.size_bytes),
    version: row.current_version,
    versionCount: row.version_count,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

async function selectFile(db: Queryable, ownerId: string, id: string): Promise<DriveFile | null> {
  const rows: FileRow[] = await db.query(
    `SELECT ${FILE_COLUMNS} FROM drive_files f WHERE f.id = $1 AND f.owner_id = $2`,
    [id, ownerId],
  );
  return rows[0] ? toFile(rows[0]) : null;
}

/**
 * One user's drive inside a transaction that holds that user's advisory lock, so two uploads can not
 * both pass the quota check, and version numbers of a file are handed out one at a time.
 */
export class LockedDrive {
  constructor(
    private readonly m: EntityManager,
    readonly ownerId: string,
  ) {}

  /** Bytes in use: each stored blob once, however many versions share it. */
  async usedBytes(): Promise<number> {
    const [row]: Array<{ used: string }> = await this.m.query(
      `SELECT COALESCE(SUM(size_bytes), 0) AS used FROM (
         SELECT DISTINCT ON (v.storage_key) v.size_bytes FROM drive_file_versions v
         JOIN drive_files f ON f.id = v.file_id WHERE f.owner_id = $1
       ) blobs`,
      [this.ownerId],
    );
    return Number(row!.used);
  }

  file(id: string): Promise<DriveFile | null> {
    return selectFile(this.m, this.ownerId, id);
  }

  async createFile(
    file: { id: string; name: string; folder: string; tags: string[]; kind: DriveFileKind; text?: string },
    version: NewVersion,
  ): Promise<void> {
    await this.m.query(
      `INSERT INTO drive_files (id, owner_id, name, folder, tags, kind, current_version, mime_type, size_bytes, search_text)
       VALUES ($1, $2, $3, $4, $5, $6, 1, $7, $8, $9)`,
      [
        file.id,
        this.ownerId,
        file.name,
        file.folder,
        file.tags,
        file.kind,
        version.mimeType,
        version.size,
        (file.text ?? '').slice(0, SEARCH_TEXT_MAX_CHARS),
      ],
    );
    await this.insertVersion(file.id, 1, version);
  }

  /** Adds the next version and makes it current; `text` is a .tex file's new source. */
  async addVersion(fileId: string, version: NewVersion, text?: string): Promise<void> {
    const [{ next }]: Array<{ next: number }> = await this.m.query(
      `SELECT COALESCE(MAX(number), 0) + 1 AS next FROM drive_file_versions WHERE file_id = $1`,
      [fileId],
    );
    await this.insertVersion(fileId, next, version);
    await this.m.query(
      `UPDATE drive_files SET current_version = $2, mime_type = $3, size_bytes = $4,
         search_text = COALESCE($5, search_text), updated_at = now()
       WHERE id = $1`,
      [fileId, next, version.mimeType, version.size, text?.slice(0, SEARCH_TEXT_MAX_CHARS) ?? null],
    );
  }

  /** A version of the file, by number, or by content when `sha256` is given (the oldest such). */
  async findVersion(
    fileId: string,
    by: { number: number } | { sha256: string },
  ): Promise<StoredVersion | null> {
    const [column, value] = 'number' in by ? ['number', by.number] : ['sha256', by.sha256];
    const rows: Array<{ storage_key: string; mime_type: string; sha256: string; size_bytes: string }> =
      await this.m.query(
        `SELECT storage_key, mime_type, sha256, size_bytes FROM drive_file_versions
         WHERE file_id = $1 AND ${column} = $2 ORDER BY number LIMIT 1`,
        [fileId, value],
      );
    const row = rows[0];
    return row
      ? {
          storageKey: row.storage_key,
          mimeType: row.mime_type,
          sha256: row.sha256,
          size: Number(row.size_bytes),
        }
      : null;
  }

  async updateDetails(
    fileId: string,
    details: { name?: string; folder?: string; tags?: string[] },
  ): Promise<void> {
    await this.m.query(
      `UPDATE drive_files SET name = COALESCE($2, name), folder = COALESCE($3, folder),
         tags = COALESCE($4, tags), updated_at = now()
       WHERE id = $1 AND owner_id = $5`,
      [fileId, details.name ?? null, details.folder ?? null, details.tags ?? null, this.ownerId],
    );
  }

  private async insertVersion(fileId: string, number: number, v: NewVersion): Promise<void> {
    await this.m.query(
      `INSERT INTO drive_file_versions (id, file_id, number, size_bytes, sha256, mime_type, storage_key, note)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
      [v.id, fileId, number, v.size, v.sha256, v.mimeType, v.storageKey, v.note],
    );
  }
}

/** Drive files and their versions in Postgres; every read is scoped to the owner. */
@Injectable()
export class DriveRepository {
  constructor(private readonly db: DataSource) {}

  /** Runs `work` in a transaction holding the owner's drive lock; a throw rolls it all back. */
  withDrive<T>(ownerId: string, work: (drive: LockedDrive) => Promise<T>): Promise<T> {
    return this.db.transaction(async (m) => {
      await m.query(`SELECT pg_advisory_xact_lock(hashtext('drive:' || $1))`, [ownerId]);
      return work(new LockedDrive(m, ownerId));
    });
  }

  find(ownerId: string, id: string): Promise<DriveFile | null> {
    return selectFile(this.db, ownerId, id);
  }

  async list(ownerId: string, query: DriveListQuery): Promise<DriveFile[]> {
    const q = query.q?.trim() || null;
    const rows: FileRow[] = await this.db.query(
      `SELECT ${FILE_COLUMNS} FROM drive_files f
       WHERE f.owner_id = $1
         AND ($2::text IS NULL OR f.folder = $2)
         AND ($3::text IS NULL OR f.tags @> ARRAY[$3::text])
         AND ($4::text IS NULL OR f.kind = $4)
         AND ($5::text IS NULL OR f.name ILIKE '%' || $6 || '%'
              OR f.search_vector @@ websearch_to_tsquery('english', $5))
       ORDER BY CASE WHEN $5::text IS NULL THEN 0
                     ELSE -ts_rank(f.search_vector, websearch_to_tsquery('english', $5)) END,
                f.folder, lower(f.name)
       LIMIT $7`,
      [
        ownerId,
        query.folder ?? null,
        query.tag ?? null,
        query.kind ?? null,
        q,
        q && escapeLike(q),
        DRIVE_LIST_LIMIT,
      ],
    );
    return rows.map(toFile);
  }

  async folders(ownerId: string): Promise<string[]> {
    const rows: Array<{ folder: string }> = await this.db.query(
      `SELECT DISTINCT folder FROM drive_files WHERE owner_id = $1`,
      [ownerId],
    );
    return rows.map((r) => r.folder);
  }

  async tags(ownerId: string): Promise<Array<{ name: string; count: number }>> {
    return this.db.query(
      `SELECT tag AS name, count(*)::int AS count FROM drive_files, unnest(tags) AS tag
       WHERE owner_id = $1 GROUP BY tag ORDER BY tag`,
      [ownerId],
    );
  }

  async usedBytes(ownerId: string): Promise<number> {
    return new LockedDrive(this.db.manager, ownerId).usedBytes();
  }

  /** Newest first; null when the owner has no such file. */
  async versions(ownerId: string, id: string): Promise<DriveFileVersion[] | null> {
    const rows: VersionRow[] = await this.db.query(
      `SELECT v.number, v.size_bytes, v.sha256, v.mime_type, v.note, v.created_at
       FROM drive_file_versions v JOIN drive_files f ON f.id = v.file_id
       WHERE f.id = $1 AND f.owner_id = $2 ORDER BY v.number DESC`,
      [id, ownerId],
    );
    if (rows.length === 0) return null;
    return rows.map((r) => ({
      number: r.number,
      size: Number(r.size_bytes),
      sha256: r.sha256,
      mimeType: r.mime_type,
      note: r.note,
      createdAt: r.created_at.toISOString(),
    }));
  }

  /** A version of the owner's file (the current one without a number); null when there is none. */
  async storedVersion(ownerId: string, id: string, number?: number): Promise<StoredVersion | null> {
    const rows: Array<{ storage_key: string; mime_type: string; sha256: string; size_bytes: string }> =
      await this.db.query(
        `SELECT v.storage_key, v.mime_type, v.sha256, v.size_bytes
         FROM drive_file_versions v JOIN drive_files f ON f.id = v.file_id
         WHERE f.id = $1 AND f.owner_id = $2 AND v.number = COALESCE($3, f.current_version)`,
        [id, ownerId, number ?? null],
      );
    const row = rows[0];
    return row
      ? {
          storageKey: row.storage_key,
          mimeType: row.mime_type,
          sha256: row.sha256,
          size: Number(row.size_bytes),
        }
      : null;
  }

  /** True when the owner had the file. Its versions go by cascade and queue their blobs for removal. */
  async delete(ownerId: string, id: string): Promise<boolean> {
    const result = await this.db
      .createQueryBuilder()
      .delete()
      .from('drive_files')
      .where('id = :id AND owner_id = :ownerId', { id, ownerId })
      .execute();
    return (result.affected ?? 0) > 0;
  }
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
