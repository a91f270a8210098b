import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { StatToolId } from '@eps/contracts';

export type ToolEventKind = 'open' | 'use';

export interface ToolUsageRow {
  tool: StatToolId;
  uses: number;
  visits: number;
  seconds: number;
}

/** The tool_events table: what the server saw of each user's tools (stats' own table). */
@Injectable()
export class ToolEventsRepository {
  constructor(private readonly db: DataSource) {}

  async record(userId: string, tool: StatToolId, kind: ToolEventKind, durationMs: number): Promise<void> {
    await this.db.query(
      `INSERT INTO tool_events (user_id, tool, kind, duration_ms) VALUES ($1, $2, $3, $4)`,
      [userId, tool, kind, Math.max(0, Math.round(durationMs))],
    );
  }

  /** Per tool: uses, visits and the seconds the visits lasted, the most used first. */
  async usage(userId: string): Promise<ToolUsageRow[]> {
    const rows: Array<{ tool: StatToolId; uses: string; visits: string; ms: string | null }> =
      await this.db.query(
        `SELECT tool,
                count(*) FILTER (WHERE kind = 'use') AS uses,
                count(*) FILTER (WHERE kind = 'open') AS visits,
                sum(duration_ms) FILTER (WHERE kind = 'open') AS ms
           FROM tool_events WHERE user_id = $1
          GROUP BY tool
          ORDER BY count(*) FILTER (WHERE kind = 'use') DESC, sum(duration_ms) FILTER (WHERE kind = 'open') DESC NULLS LAST, tool`,
        [userId],
      );
    return rows.map((r) => ({
      tool: r.tool,
      uses: Number(r.uses),
      visits: Number(r.visits),
      seconds: Math.round(Number(r.ms ?? 0) / 1000),
    }));
  }
}
