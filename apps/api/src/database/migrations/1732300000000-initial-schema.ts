import { MigrationInterface, QueryRunner } from 'typeorm';

/** Users, sessions, teacher access codes, password resets, the dev mail outbox and sidebar preferences. */
export class InitialSchema1732300000000 implements MigrationInterface {
  name = 'InitialSchema1732300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        username text NOT NULL,
        email text,
        password_hash text,
        full_name text NOT NULL,
        role text NOT NULL CHECK (role IN ('student', 'teacher', 'admin')),
        is_guest boolean NOT NULL DEFAULT false,
        avatar bytea,
        avatar_mime text,
        avatar_updated_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_username_lower CHECK (username = lower(username)),
        CONSTRAINT users_email_lower CHECK (email = lower(email))
      )`);
    await q.query(`CREATE UNIQUE INDEX users_username_key ON users (username)`);
    await q.query(`CREATE UNIQUE INDEX users_email_key ON users (email)`);
    // The guest sweep scans inactive guests only.
    await q.query(`CREATE INDEX users_guest_last_seen_idx ON users (last_seen_at) WHERE is_guest`);

    await q.query(`
      CREATE TABLE sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        remember_me boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        last_seen_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        revoked_at timestamptz,
        user_agent text,
        ip text
      )`);
    await q.query(`CREATE INDEX sessions_user_id_idx ON sessions (user_id)`);

    await q.query(`
      CREATE TABLE teacher_access_codes (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        code text NOT NULL,
        label text NOT NULL DEFAULT '',
        max_uses integer CHECK (max_uses IS NULL OR max_uses > 0),
        uses integer NOT NULL DEFAULT 0,
        expires_at timestamptz,
        revoked_at timestamptz,
        created_by uuid REFERENCES users (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX teacher_access_codes_code_key ON teacher_access_codes (code)`);

    await q.query(`
      CREATE TABLE password_reset_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX password_reset_tokens_hash_key ON password_reset_tokens (token_hash)`);
    await q.query(`CREATE INDEX password_reset_tokens_user_idx ON password_reset_tokens (user_id)`);

    await q.query(`
      CREATE TABLE mail_outbox (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        to_address text NOT NULL,
        subject text NOT NULL,
        body text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX mail_outbox_created_idx ON mail_outbox (created_at DESC)`);

    await q.query(`
      CREATE TABLE user_preferences (
        user_id uuid PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
        sidebar jsonb NOT NULL
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    for (const table of [
      'user_preferences',
      'mail_outbox',
      'password_reset_tokens',
      'teacher_access_codes',
      'sessions',
      'users',
    ]) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
  }
}
