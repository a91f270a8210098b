import { Column, CreateDateColumn, Entity, Index, PrimaryColumn } from 'typeorm';

/** What the compile cache stores: a PDF or plot PNG by the content hash of its input. */
export type ArtifactKind = 'pdf' | 'png';

/** The compile service's cache (migration 1732400000000); bounded by COMPILE_CACHE_MB, LRU first out. */
@Entity('compile_artifacts')
export class CompileArtifactEntity {
  @PrimaryColumn({ name: 'cache_key', type: 'text' })
  cacheKey: string;

  /** The table also allows 'error', which the API has never stored. */
  @Column({ type: 'text' })
  kind: ArtifactKind;

  @Column({ type: 'bytea' })
  body: Buffer;

  @Column({ type: 'integer' })
  bytes: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Index('compile_artifacts_last_used_idx')
  @Column({ name: 'last_used_at', type: 'timestamptz', default: () => 'now()' })
  lastUsedAt: Date;
}
