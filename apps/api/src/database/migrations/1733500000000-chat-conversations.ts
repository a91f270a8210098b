import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The AI chatbox (issue 18): a user's conversations and their messages. Both go with the user (ON DELETE
 * CASCADE), so a guest's chats expire with the guest account.
 */
export class ChatConversations1733500000000 implements MigrationInterface {
  name = 'ChatConversations1733500000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE chat_conversations (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        -- NULL until the first message names it (or the user does).
        title text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(
      `CREATE INDEX chat_conversations_owner_idx ON chat_conversations (owner_id, updated_at DESC)`,
    );
    await q.query(`
      CREATE TABLE chat_messages (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        conversation_id uuid NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
        role text NOT NULL CHECK (role IN ('user', 'assistant')),
        content text NOT NULL,
        mode text NOT NULL CHECK (mode IN ('hint', 'answer')),
        attachments jsonb NOT NULL DEFAULT '[]',
        citations jsonb NOT NULL DEFAULT '[]',
        engine text,
        check_question text,
        status text NOT NULL DEFAULT 'complete' CHECK (status IN ('complete', 'stopped', 'failed')),
        created_at timestamptz NOT NULL DEFAULT clock_timestamp()
      )`);
    await q.query(
      `CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, created_at, id)`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE chat_messages`);
    await q.query(`DROP TABLE chat_conversations`);
  }
}
