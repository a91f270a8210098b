import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The quiz generator and spaced review (issue 17): quizzes with their items (a bank question part, or
 * content generated from a document or notes) and one answer per item; review cards per user with their
 * FSRS memory state, the log of every rating (from a quiz answer or a review), and each user's exam date
 * and daily limit. Mastery reads question_attempts and review_logs.
 */
export class QuizzesAndReview1733300000000 implements MigrationInterface {
  name = 'QuizzesAndReview1733300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE quizzes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        title text NOT NULL,
        source text NOT NULL CHECK (source IN ('topics', 'questions', 'document', 'notes')),
        difficulty text NOT NULL CHECK (difficulty IN ('easy', 'medium', 'hard', 'mixed')),
        notice text,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quizzes_owner_idx ON quizzes (owner_id, created_at)`);

    // check_type and answer are what the questions module's answer checker reads; mark_scheme is what
    // the short-answer marker reads. A bank item keeps its part's id (for review cards and mastery).
    await q.query(`
      CREATE TABLE quiz_items (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        quiz_id uuid NOT NULL REFERENCES quizzes (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        type text NOT NULL
          CHECK (type IN ('multiple-choice', 'numeric', 'algebraic', 'true-false', 'short-answer')),
        prompt text NOT NULL,
        choices jsonb,
        units text,
        marks integer NOT NULL CHECK (marks > 0),
        check_type text NOT NULL
          CHECK (check_type IN ('numeric', 'algebraic', 'multiple-choice', 'short-text', 'extended')),
        answer jsonb,
        mark_scheme jsonb NOT NULL DEFAULT '[]',
        expected_answer text,
        worked_solution text,
        hints jsonb NOT NULL DEFAULT '[]',
        source_title text NOT NULL,
        question_id uuid REFERENCES questions (id) ON DELETE SET NULL,
        part_id uuid REFERENCES question_parts (id) ON DELETE SET NULL,
        UNIQUE (quiz_id, position)
      )`);

    // One answer per item: the unique item_id makes a second answer a conflict, not a silent overwrite.
    await q.query(`
      CREATE TABLE quiz_answers (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        item_id uuid NOT NULL UNIQUE REFERENCES quiz_items (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        answer text NOT NULL,
        verdict text NOT NULL CHECK (verdict IN ('correct', 'partly', 'incorrect')),
        score real NOT NULL CHECK (score >= 0),
        max_score real NOT NULL CHECK (max_score > 0),
        feedback text NOT NULL,
        marked_by text NOT NULL,
        card_id uuid,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX quiz_answers_user_idx ON quiz_answers (user_id, created_at)`);

    await q.query(`
      CREATE TABLE review_settings (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        exam_date date,
        daily_limit integer NOT NULL CHECK (daily_limit > 0),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // The FSRS card (ts-fsrs's Card fields) and what it shows: content is the item as last answered.
    await q.query(`
      CREATE TABLE review_cards (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        item_key text NOT NULL,
        part_id uuid REFERENCES question_parts (id) ON DELETE CASCADE,
        content jsonb NOT NULL,
        due timestamptz NOT NULL,
        stability double precision NOT NULL,
        difficulty double precision NOT NULL,
        elapsed_days integer NOT NULL,
        scheduled_days integer NOT NULL,
        learning_steps integer NOT NULL,
        reps integer NOT NULL,
        lapses integer NOT NULL,
        state smallint NOT NULL CHECK (state BETWEEN 0 AND 3),
        last_review timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (user_id, item_key)
      )`);
    await q.query(`CREATE INDEX review_cards_due_idx ON review_cards (user_id, due)`);

    await q.query(`
      CREATE TABLE review_logs (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        card_id uuid NOT NULL REFERENCES review_cards (id) ON DELETE CASCADE,
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        part_id uuid REFERENCES question_parts (id) ON DELETE CASCADE,
        rating smallint NOT NULL CHECK (rating BETWEEN 1 AND 4),
        source text NOT NULL CHECK (source IN ('quiz', 'review')),
        reviewed_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX review_logs_user_idx ON review_logs (user_id, reviewed_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE review_logs`);
    await q.query(`DROP TABLE review_cards`);
    await q.query(`DROP TABLE review_settings`);
    await q.query(`DROP TABLE quiz_answers`);
    await q.query(`DROP TABLE quiz_items`);
    await q.query(`DROP TABLE quizzes`);
  }
}
