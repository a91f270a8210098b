import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The marking engine's record (issue 17): every graded answer per user (guests too), with the mark
 * scheme it was marked against and the full result, so later work (mastery per topic) can use it.
 */
export class GradedAnswers1733200000000 implements MigrationInterface {
  name = 'GradedAnswers1733200000000';

  async up(q: QueryRunner): Promise<void> {
    // A bank question or part may be deleted later: the graded answer stays, with its own copy of the scheme.
    await q.query(`
      CREATE TABLE graded_answers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        question_id uuid REFERENCES questions (id) ON DELETE SET NULL,
        part_id uuid REFERENCES question_parts (id) ON DELETE SET NULL,
        question text NOT NULL,
        answer text NOT NULL,
        mark_scheme jsonb NOT NULL,
        points jsonb NOT NULL,
        feedback text NOT NULL,
        flags text[] NOT NULL DEFAULT '{}',
        score integer NOT NULL,
        max_score integer NOT NULL,
        borderline boolean NOT NULL,
        engine text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX graded_answers_user_idx ON graded_answers (user_id, created_at DESC)`);
    await q.query(`CREATE INDEX graded_answers_question_idx ON graded_answers (question_id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE graded_answers`);
  }
}
