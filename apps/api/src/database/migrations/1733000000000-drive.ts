import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Math Papers: each user's drive files and their versions. The bytes live in FILE_STORAGE under each
 * version's storage_key; a version that copies another (a restore, or a save of bytes the file had
 * before) shares that version's key, so it costs no space. Deleting version rows, by hand or by the
 * cascade from a user (guest expiry), queues their keys in drive_deleted_blobs for the sweep that
 * removes the bytes.
 */
export class Drive1733000000000 implements MigrationInterface {
  name = 'Drive1733000000000';

  async up(q: QueryRunner): Promise<void> {
    // Generated columns need immutable expressions, and array_to_string is only stable (in general it
    // calls element output functions); for text[] it is immutable in fact, which this wrapper states.
    await q.query(`
      CREATE FUNCTION drive_search_vector(name text, tags text[], body text) RETURNS tsvector
      LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
        SELECT setweight(to_tsvector('english'::regconfig, translate(name, '._-', '   ')), 'A') ||
               setweight(to_tsvector('english'::regconfig, array_to_string(tags, ' ')), 'A') ||
               setweight(to_tsvector('english'::regconfig, body), 'B')
      $$`);
    await q.query(`
      CREATE TABLE drive_files (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        name text NOT NULL,
        folder text NOT NULL DEFAULT '/',
        tags text[] NOT NULL DEFAULT '{}',
        kind text NOT NULL CHECK (kind IN ('tex', 'pdf', 'image')),
        current_version integer NOT NULL CHECK (current_version > 0),
        mime_type text NOT NULL,
        size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
        -- The start of the current .tex source, for search ('' for PDFs and images).
        search_text text NOT NULL DEFAULT '',
        search_vector tsvector GENERATED ALWAYS AS (drive_search_vector(name, tags, search_text)) STORED,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    // One name per folder (ignoring case, as people read them); also the folder listing and the cascade.
    await q.query(
      `CREATE UNIQUE INDEX drive_files_owner_folder_name_key ON drive_files (owner_id, folder, lower(name))`,
    );
    await q.query(`CREATE INDEX drive_files_search_idx ON drive_files USING GIN (search_vector)`);
    await q.query(`CREATE INDEX drive_files_tags_idx ON drive_files USING GIN (tags)`);

    await q.query(`
      CREATE TABLE drive_file_versions (
        id uuid PRIMARY KEY,
        file_id uuid NOT NULL REFERENCES drive_files (id) ON DELETE CASCADE,
        number integer NOT NULL CHECK (number > 0),
        size_bytes bigint NOT NULL CHECK (size_bytes >= 0),
        sha256 text NOT NULL,
        mime_type text NOT NULL,
        storage_key text NOT NULL,
        note text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE UNIQUE INDEX drive_file_versions_file_number_key ON drive_file_versions (file_id, number)`,
    );
    await q.query(`CREATE INDEX drive_file_versions_file_sha_idx ON drive_file_versions (file_id, sha256)`);

    await q.query(`
      CREATE TABLE drive_deleted_blobs (
        storage_key text PRIMARY KEY,
        queued_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`
      CREATE FUNCTION drive_queue_deleted_blob() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        INSERT INTO drive_deleted_blobs (storage_key) VALUES (OLD.storage_key) ON CONFLICT DO NOTHING;
        RETURN OLD;
      END
      $$`);
    await q.query(`
      CREATE TRIGGER drive_file_versions_queue_blob AFTER DELETE ON drive_file_versions
      FOR EACH ROW EXECUTE FUNCTION drive_queue_deleted_blob()`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE drive_file_versions`);
    await q.query(`DROP FUNCTION drive_queue_deleted_blob()`);
    await q.query(`DROP TABLE drive_deleted_blobs`);
    await q.query(`DROP TABLE drive_files`);
    await q.query(`DROP FUNCTION drive_search_vector(text, text[], text)`);
  }
}
