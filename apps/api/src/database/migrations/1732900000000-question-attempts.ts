import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The exam question page's records (issue 16): every checked answer per user (guests too), which later
 * issues turn into mastery, and the problem reports users send, which wait in the review queue.
 */
export class QuestionAttempts1732900000000 implements MigrationInterface {
  name = 'QuestionAttempts1732900000000';

  async up(q: QueryRunner): Promise<void> {
    // correct is null for a part that is not marked automatically (short text, extended writing).
    await q.query(`
      CREATE TABLE question_attempts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
        part_id uuid NOT NULL REFERENCES question_parts (id) ON DELETE CASCADE,
        answer text NOT NULL,
        correct boolean,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX question_attempts_user_idx ON question_attempts (user_id, question_id, created_at)`,
    );
    await q.query(`CREATE INDEX question_attempts_question_idx ON question_attempts (question_id)`);

    await q.query(`
      CREATE TABLE question_reports (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
        reporter_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reason text NOT NULL,
        details text NOT NULL DEFAULT '',
        status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'resolved', 'dismissed')),
        created_at timestamptz NOT NULL DEFAULT now(),
        resolved_at timestamptz
      )`);
    await q.query(`CREATE INDEX question_reports_status_idx ON question_reports (status, created_at)`);
    await q.query(`CREATE INDEX question_reports_question_idx ON question_reports (question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE question_reports`);
    await q.query(`DROP TABLE question_attempts`);
  }
}
