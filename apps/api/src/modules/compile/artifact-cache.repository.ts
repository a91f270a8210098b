import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { CompileArtifactEntity, type ArtifactKind } from '../../database/entities';

export type { ArtifactKind };

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

  /** A hit counts as a use: it moves the artifact to the back of the eviction order. */
  async get(key: string): Promise<Buffer | null> {
    const result = await this.artifacts()
      .update()
      .set({ lastUsedAt: () => 'now()' })
      .where({ cacheKey: key })
      .returning('body')
      .execute();
    return (result.raw as Array<{ body: Buffer }>)[0]?.body ?? null;
  }

  async put(key: string, kind: ArtifactKind, body: Buffer): Promise<void> {
    if (body.length > this.config.compileCacheBytes) return;
    // The key is the content hash, so a conflicting row holds the same bytes: storing it is a use.
    await this.artifacts()
      .insert()
      .values({ cacheKey: key, kind, body, bytes: body.length })
      .orUpdate(['last_used_at'], ['cache_key'])
      .updateEntity(false)
      .execute();
    await this.evict();
  }

  /**
   * Deletes the least recently used rows beyond the size bound. The ranking sorts the whole table, so
   * it runs only when the total is over the bound (Postgres checks that one-time filter first).
   */
  private async evict(): Promise<void> {
    await this.artifacts()
      .delete()
      .where('(SELECT COALESCE(SUM(bytes), 0) FROM compile_artifacts) > :bound')
      .andWhere(
        `cache_key IN (
           SELECT cache_key FROM (
             SELECT cache_key, SUM(bytes) OVER (ORDER BY last_used_at DESC, cache_key) AS running
             FROM compile_artifacts
           ) ranked WHERE running > :bound
         )`,
      )
      .setParameters({ bound: this.config.compileCacheBytes })
      .execute();
  }

  private artifacts() {
    return this.db.getRepository(CompileArtifactEntity).createQueryBuilder();
  }
}
