import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The student feedback generator (issue 17, item 6): a teacher's batch of a class's answers marked
 * against a bank question or the teacher's own rubric, and each student's marks and comment.
 */
export class FeedbackBatches1733400000000 implements MigrationInterface {
  name = 'FeedbackBatches1733400000000';

  async up(q: QueryRunner): Promise<void> {
    // The scheme is copied into the batch: a later edit of the bank question does not change marks given.
    await q.query(`
      CREATE TABLE feedback_batches (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        question text NOT NULL,
        question_id uuid REFERENCES questions (id) ON DELETE SET NULL,
        part_id uuid REFERENCES question_parts (id) ON DELETE SET NULL,
        rubric jsonb NOT NULL,
        engine text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX feedback_batches_owner_idx ON feedback_batches (owner_id, created_at DESC)`);
    await q.query(`
      CREATE TABLE feedback_students (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        batch_id uuid NOT NULL REFERENCES feedback_batches (id) ON DELETE CASCADE,
        position integer NOT NULL,
        name text NOT NULL,
        answer text NOT NULL,
        marks jsonb NOT NULL,
        score integer NOT NULL,
        max_score integer NOT NULL,
        comment text NOT NULL,
        borderline boolean NOT NULL,
        flags text[] NOT NULL DEFAULT '{}',
        edited boolean NOT NULL DEFAULT false,
        UNIQUE (batch_id, position)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE feedback_students`);
    await q.query(`DROP TABLE feedback_batches`);
  }
}
