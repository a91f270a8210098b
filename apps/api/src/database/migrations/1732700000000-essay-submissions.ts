import { MigrationInterface, QueryRunner } from 'typeorm';

/** Essays a student checked or generated, with their results (feeds the history and statistics). */
export class EssaySubmissions1732700000000 implements MigrationInterface {
  name = 'EssaySubmissions1732700000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE essay_submissions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('checked', 'generated')),
        question_id text NULL,
        question text NOT NULL,
        essay text NOT NULL,
        analysis_type text NULL CHECK (analysis_type IN ('grammar', 'style', 'comprehensive')),
        result jsonb NOT NULL,
        overall_score real NULL,
        engine text NOT NULL CHECK (engine IN ('offline', 'openai')),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // The history, newest first; also serves the cascade from users.
    await q.query(
      `CREATE INDEX essay_submissions_owner_created_idx ON essay_submissions (owner_id, created_at DESC)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE essay_submissions`);
  }
}
