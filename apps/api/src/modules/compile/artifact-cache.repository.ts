import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';

export type ArtifactKind = 'pdf' | 'png';

/**
 * Finished artifacts by the content hash of their input, in Postgres so that every API instance
 * shares them and they survive restarts. Bounded by COMPILE_CACHE_MB: the least recently used go first.
 */
@Injectable()
export class ArtifactCacheRepository {
  constructor(
    private readonly db: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(key: string): Promise<Buffer | null> {
    // Wrapped in a SELECT: TypeORM answers a bare UPDATE … RETURNING with [rows, count], not rows.
    const rows: Array<{ body: Buffer }> = await this.db.query(
      `WITH hit AS (
         UPDATE compile_artifacts SET last_used_at = now() WHERE cache_key = $1 RETURNING body
       ) SELECT body FROM hit`,
      [key],
    );
    return rows[0]?.body ?? null;
  }

  async put(key: string, kind: ArtifactKind, body: Buffer): Promise<void> {
    if (body.length > this.config.compileCacheBytes) return;
    await this.db.query(
      `INSERT INTO compile_artifacts (cache_key, kind, body, bytes) VALUES ($1, $2, $3, $4)
       ON CONFLICT (cache_key) DO UPDATE SET last_used_at = now()`,
      [key, kind, body, body.length],
    );
    await this.evict();
  }

  /**
   * Deletes the least recently used rows beyond the size bound. The ranking sorts the whole table, so
   * it runs only when the total is over the bound (Postgres checks that one-time filter first).
   */
  private async evict(): Promise<void> {
    await this.db.query(
      `DELETE FROM compile_artifacts
       WHERE (SELECT COALESCE(SUM(bytes), 0) FROM compile_artifacts) > $1
         AND cache_key IN (
           SELECT cache_key FROM (
             SELECT cache_key, SUM(bytes) OVER (ORDER BY last_used_at DESC, cache_key) AS running
             FROM compile_artifacts
           ) ranked WHERE running > $1
         )`,
      [this.config.compileCacheBytes],
    );
  }
}
