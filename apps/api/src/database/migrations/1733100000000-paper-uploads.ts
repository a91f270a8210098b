import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Whole papers uploaded for review (issue 16, item 7): the live metadata and PDFs' storage keys in
 * paper_uploads, every submitted version in paper_upload_versions (what a reviewer's diff compares), and
 * who resolved a question report and why (the reports wait in the same review queue).
 */
export class PaperUploads1733100000000 implements MigrationInterface {
  name = 'PaperUploads1733100000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE paper_uploads (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        uploader_id uuid REFERENCES users (id) ON DELETE SET NULL,
        syllabus_id text NOT NULL REFERENCES syllabuses (id),
        year integer NOT NULL,
        session text NOT NULL,
        paper_number integer NOT NULL,
        title text,
        time_allowed_minutes integer,
        total_marks integer,
        notes text,
        qp_key text NOT NULL,
        qp_pages integer NOT NULL,
        qp_bytes integer NOT NULL,
        ms_key text NOT NULL,
        ms_pages integer NOT NULL,
        ms_bytes integer NOT NULL,
        status text NOT NULL CHECK (status IN ('pending', 'approved', 'rejected', 'changes_requested')),
        suggestion boolean NOT NULL DEFAULT false,
        version integer NOT NULL DEFAULT 1,
        review_decision text CHECK (review_decision IN ('approve', 'reject', 'changes')),
        review_reason text,
        reviewer_id uuid REFERENCES users (id) ON DELETE SET NULL,
        reviewed_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX paper_uploads_uploader_idx ON paper_uploads (uploader_id, updated_at)`);
    await q.query(`CREATE INDEX paper_uploads_status_idx ON paper_uploads (status, updated_at)`);

    // The snapshot is the version's metadata and file facts (keys, pages, bytes, sha256) as submitted.
    await q.query(`
      CREATE TABLE paper_upload_versions (
        upload_id uuid NOT NULL REFERENCES paper_uploads (id) ON DELETE CASCADE,
        version integer NOT NULL,
        snapshot jsonb NOT NULL,
        author_id uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY (upload_id, version)
      )`);

    await q.query(`
      ALTER TABLE question_reports
        ADD COLUMN resolver_id uuid REFERENCES users (id) ON DELETE SET NULL,
        ADD COLUMN resolution_note text`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE question_reports DROP COLUMN resolver_id, DROP COLUMN resolution_note`);
    await q.query(`DROP TABLE paper_upload_versions`);
    await q.query(`DROP TABLE paper_uploads`);
  }
}
