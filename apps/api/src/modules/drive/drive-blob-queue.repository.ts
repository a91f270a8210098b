import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * drive_deleted_blobs: the storage keys of deleted drive versions, queued by a trigger in the same
 * transaction as the delete, until DriveBlobSweeper has removed their bytes.
 */
@Injectable()
export class DriveBlobQueue {
  constructor(private readonly db: DataSource) {}

  /** Storage keys whose versions are gone, oldest first; only those under `prefix` when given. */
  async queuedBlobs(limit: number, prefix?: string): Promise<string[]> {
    const rows: Array<{ storage_key: string }> = await this.db.query(
      `SELECT storage_key FROM drive_deleted_blobs
       WHERE $1::text IS NULL OR starts_with(storage_key, $1)
       ORDER BY queued_at LIMIT $2`,
      [prefix ?? null, limit],
    );
    return rows.map((r) => r.storage_key);
  }

  async dequeueBlobs(keys: string[]): Promise<void> {
    await this.db.query(`DELETE FROM drive_deleted_blobs WHERE storage_key = ANY($1)`, [keys]);
  }
}
