import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The question bank (issue 16): syllabuses with their topic trees, questions with parts and point-based
 * mark schemes, their version history, and an audit log. Full-text search reads a generated, weighted
 * tsvector; pg_trgm (a trusted extension, so the database owner may create it; PGlite loads it too)
 * corrects misspelt query words against search_vocabulary.
 */
export class QuestionBank1732800000000 implements MigrationInterface {
  name = 'QuestionBank1732800000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`
      CREATE TABLE syllabuses (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'),
        board text NOT NULL,
        qualification text NOT NULL,
        subject text NOT NULL,
        title text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);

    // A specification point; code is the board's numbering, unique within its syllabus.
    await q.query(`
      CREATE TABLE topics (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        syllabus_id text NOT NULL REFERENCES syllabuses (id) ON DELETE CASCADE,
        parent_id uuid REFERENCES topics (id) ON DELETE CASCADE,
        code text NOT NULL,
        name text NOT NULL,
        description text NOT NULL DEFAULT '',
        depth integer NOT NULL CHECK (depth >= 0),
        position integer NOT NULL,
        UNIQUE (syllabus_id, code)
      )`);
    await q.query(`CREATE INDEX topics_parent_idx ON topics (parent_id)`);

    // Closure table: every (ancestor, descendant) pair incl. (t, t) at distance 0, so "questions under
    // this topic" is one join, whatever the depth of the tree.
    await q.query(`
      CREATE TABLE topic_closure (
        ancestor_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
        descendant_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
        distance integer NOT NULL CHECK (distance >= 0),
        PRIMARY KEY (ancestor_id, descendant_id)
      )`);
    await q.query(`CREATE INDEX topic_closure_descendant_idx ON topic_closure (descendant_id)`);

    // board/qualification/subject/answer_types are copied from the question's topics and parts when it
    // is saved, so filters and facets read one row per question instead of joining four tables.
    await q.query(`
      CREATE TABLE questions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        source_key text NOT NULL UNIQUE,
        title text NOT NULL,
        stem text NOT NULL DEFAULT '',
        command_word text,
        difficulty smallint CHECK (difficulty BETWEEN 1 AND 5),
        total_marks integer NOT NULL CHECK (total_marks >= 0),
        year integer CHECK (year BETWEEN 1900 AND 2200),
        hints jsonb NOT NULL DEFAULT '[]',
        source text NOT NULL CHECK (source IN ('oatutor', 'original', 'user')),
        source_url text,
        licence text NOT NULL,
        attribution text NOT NULL,
        status text NOT NULL CHECK (status IN ('draft', 'pending', 'approved', 'rejected')),
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        version integer NOT NULL DEFAULT 1 CHECK (version > 0),
        content_hash text NOT NULL,
        boards text[] NOT NULL DEFAULT '{}',
        qualifications text[] NOT NULL DEFAULT '{}',
        subjects text[] NOT NULL DEFAULT '{}',
        answer_types text[] NOT NULL DEFAULT '{}',
        parts_text text NOT NULL DEFAULT '',
        mark_scheme_text text NOT NULL DEFAULT '',
        search_document tsvector GENERATED ALWAYS AS (
          setweight(to_tsvector('english'::regconfig, title), 'A') ||
          setweight(to_tsvector('english'::regconfig, stem || ' ' || parts_text), 'B') ||
          setweight(to_tsvector('english'::regconfig, mark_scheme_text), 'C')
        ) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX questions_search_idx ON questions USING GIN (search_document)`);
    await q.query(`CREATE INDEX questions_status_idx ON questions (status, created_at)`);
    await q.query(`CREATE INDEX questions_author_idx ON questions (author_id)`);
    await q.query(`CREATE INDEX questions_subjects_idx ON questions USING GIN (subjects)`);
    // The ILIKE baseline of bench/questions and the admin's title lookups.
    await q.query(`CREATE INDEX questions_title_trgm_idx ON questions USING GIN (title gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE question_parts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        label text NOT NULL,
        prompt text NOT NULL,
        command_word text,
        marks integer NOT NULL CHECK (marks >= 0),
        answer_type text NOT NULL
          CHECK (answer_type IN ('numeric', 'algebraic', 'multiple-choice', 'short-text', 'extended')),
        answer jsonb,
        worked_solution text,
        hints jsonb NOT NULL DEFAULT '[]',
        UNIQUE (question_id, position)
      )`);

    await q.query(`
      CREATE TABLE mark_scheme_points (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        part_id uuid NOT NULL REFERENCES question_parts (id) ON DELETE CASCADE,
        position integer NOT NULL CHECK (position >= 0),
        point text NOT NULL,
        marks integer NOT NULL CHECK (marks >= 0),
        alternatives text[] NOT NULL DEFAULT '{}',
        reject text[] NOT NULL DEFAULT '{}',
        UNIQUE (part_id, position)
      )`);

    await q.query(`
      CREATE TABLE question_topics (
        question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
        topic_id uuid NOT NULL REFERENCES topics (id) ON DELETE CASCADE,
        PRIMARY KEY (question_id, topic_id)
      )`);
    await q.query(`CREATE INDEX question_topics_topic_idx ON question_topics (topic_id)`);

    // The whole question as it was at each version, so a reviewer can diff and an edit can be undone.
    await q.query(`
      CREATE TABLE question_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        question_id uuid NOT NULL REFERENCES questions (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version > 0),
        snapshot jsonb NOT NULL,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        change text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        UNIQUE (question_id, version)
      )`);

    // Append-only record of who did what to which entity (imports, edits, review decisions).
    await q.query(`
      CREATE TABLE audit_log (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        entity_type text NOT NULL,
        entity_id text NOT NULL,
        action text NOT NULL,
        actor_id uuid REFERENCES users (id) ON DELETE SET NULL,
        details jsonb NOT NULL DEFAULT '{}',
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX audit_log_entity_idx ON audit_log (entity_type, entity_id, created_at)`);

    // Words of approved questions, for correcting misspelt query words by trigram similarity.
    await q.query(`
      CREATE TABLE search_vocabulary (
        word text PRIMARY KEY,
        documents integer NOT NULL
      )`);
    // On lower(word), which is word itself, so that only the similarity lookups (written against
    // lower(word)) use it: a trigram index also answers `word = …`, far slower than the primary key.
    await q.query(
      `CREATE INDEX search_vocabulary_trgm_idx ON search_vocabulary USING GIN (lower(word) gin_trgm_ops)`,
    );

    // What the seed step last imported, so a start with unchanged data files skips the import.
    await q.query(`
      CREATE TABLE content_imports (
        name text PRIMARY KEY,
        fingerprint text NOT NULL,
        summary jsonb NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now()
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'content_imports',
      'search_vocabulary',
      'audit_log',
      'question_versions',
      'question_topics',
      'mark_scheme_points',
      'question_parts',
      'questions',
      'topic_closure',
      'topics',
      'syllabuses',
    ]) {
      await q.query(`DROP TABLE ${table}`);
    }
  }
}
