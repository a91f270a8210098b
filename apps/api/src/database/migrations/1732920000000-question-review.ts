import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Writing and reviewing questions: who suggested an item, the last review decision and its reason (what
 * the author reads), and a revision of an approved question waiting in question_versions while the
 * approved content stays live and searchable.
 */
export class QuestionReview1732920000000 implements MigrationInterface {
  name = 'QuestionReview1732920000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      ALTER TABLE questions
        ADD COLUMN suggestion boolean NOT NULL DEFAULT false,
        ADD COLUMN review_decision text CHECK (review_decision IN ('approve', 'reject', 'changes')),
        ADD COLUMN review_reason text,
        ADD COLUMN reviewed_at timestamptz,
        ADD COLUMN revision_version integer,
        ADD COLUMN revision_status text CHECK (revision_status IN ('draft', 'pending')),
        ADD CONSTRAINT questions_revision_check CHECK ((revision_version IS NULL) = (revision_status IS NULL))`);
    await q.query(
      `CREATE INDEX questions_review_queue_idx ON questions (updated_at)
       WHERE status = 'pending' OR revision_status = 'pending'`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX questions_review_queue_idx`);
    await q.query(`
      ALTER TABLE questions DROP CONSTRAINT questions_revision_check, DROP COLUMN suggestion,
        DROP COLUMN review_decision, DROP COLUMN review_reason, DROP COLUMN reviewed_at,
        DROP COLUMN revision_version, DROP COLUMN revision_status`);
  }
}
