import { MigrationInterface, QueryRunner } from 'typeorm';

/** The compile service's cache: PDFs, plot PNGs and compile errors by the content hash of their input. */
export class CompileArtifacts1732400000000 implements MigrationInterface {
  name = 'CompileArtifacts1732400000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE compile_artifacts (
        cache_key text PRIMARY KEY,
        kind text NOT NULL CHECK (kind IN ('pdf', 'png', 'error')),
        body bytea NOT NULL,
        bytes integer NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_used_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Eviction walks the least recently used first.
    await q.query(`CREATE INDEX compile_artifacts_last_used_idx ON compile_artifacts (last_used_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE compile_artifacts`);
  }
}
