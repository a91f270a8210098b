import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Marked exemplars (issue 17): answers whose per-point verdicts a teacher confirmed or corrected, keyed
 * by the bank question and part they answer (or, for one's own scheme, a hash of it). The offline
 * engine compares a new answer to the same scheme with them.
 */
export class MarkingExemplars1733250000000 implements MigrationInterface {
  name = 'MarkingExemplars1733250000000';

  async up(q: QueryRunner): Promise<void> {
    // points: [{ point, awarded }] in the scheme's order; the point's text is what a later marking matches.
    await q.query(`
      CREATE TABLE marking_exemplars (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        graded_answer_id uuid UNIQUE REFERENCES graded_answers (id) ON DELETE SET NULL,
        question_id uuid REFERENCES questions (id) ON DELETE CASCADE,
        part_id uuid REFERENCES question_parts (id) ON DELETE CASCADE,
        scheme_hash text,
        answer text NOT NULL,
        points jsonb NOT NULL,
        source text NOT NULL CHECK (source IN ('teacher', 'import')),
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CHECK (question_id IS NOT NULL OR scheme_hash IS NOT NULL)
      )`);
    await q.query(`CREATE INDEX marking_exemplars_question_idx ON marking_exemplars (question_id, part_id)`);
    await q.query(`CREATE INDEX marking_exemplars_scheme_idx ON marking_exemplars (scheme_hash)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE marking_exemplars`);
  }
}
