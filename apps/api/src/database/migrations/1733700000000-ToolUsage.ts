import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * User statistics (issue 20, item 5): every use of a tool the server saw (a route marked
 * @RecordsToolUse) and every visit of a tool page the web app reported with its length. The rest of the
 * statistics read the tables that already hold attempts, quiz answers, graded answers and review cards.
 */
export class ToolUsage1733700000000 implements MigrationInterface {
  name = 'ToolUsage1733700000000';

  async up(q: QueryRunner): Promise<void> {
    // tool is checked by the contracts' STAT_TOOL_IDS in the application, not here, so a new tool needs
    // no migration. duration_ms: a visit's time on the page, or how long a use's request took.
    await q.query(`
      CREATE TABLE tool_events (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        tool text NOT NULL,
        kind text NOT NULL CHECK (kind IN ('open', 'use')),
        duration_ms integer CHECK (duration_ms >= 0),
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX tool_events_user_idx ON tool_events (user_id, created_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE tool_events`);
  }
}
