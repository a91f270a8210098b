import { MigrationInterface, QueryRunner } from 'typeorm';

/** Generated notes and slides with their versions (an edit adds a version, undo removes the latest). */
export class GeneratedDocuments1732500000000 implements MigrationInterface {
  name = 'GeneratedDocuments1732500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE generated_documents (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        kind text NOT NULL CHECK (kind IN ('notes', 'slides')),
        title text NOT NULL,
        options jsonb NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // "My documents", newest first; also serves the cascade from users.
    await q.query(
      `CREATE INDEX generated_documents_owner_updated_idx ON generated_documents (owner_id, updated_at DESC)`,
    );

    await q.query(`
      CREATE TABLE document_versions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        document_id uuid NOT NULL REFERENCES generated_documents (id) ON DELETE CASCADE,
        version integer NOT NULL CHECK (version > 0),
        latex_code text NOT NULL,
        change text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    // Two saves can never get the same number; also the lookup of a document's latest version.
    await q.query(
      `CREATE UNIQUE INDEX document_versions_document_version_key ON document_versions (document_id, version)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE document_versions`);
    await q.query(`DROP TABLE generated_documents`);
  }
}
