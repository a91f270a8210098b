import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/** Postgres full-text ranking of texts that are not rows of their own (hints, mark-scheme points, note sections). */
@Injectable()
export class ChatSourcesRepository {
  constructor(private readonly db: DataSource) {}

  /** Indexes into `texts` of those matching `query` (websearch syntax), best first, at most `limit`. */
  async rank(texts: string[], query: string, limit: number): Promise<number[]> {
    if (!texts.length || !query.trim()) return [];
    const rows: Array<{ i: number }> = await this.db.query(
      `SELECT (s.i - 1)::int AS i
       FROM unnest($1::text[]) WITH ORDINALITY AS s(t, i), websearch_to_tsquery('english', $2) AS q
       WHERE to_tsvector('english', s.t) @@ q
       ORDER BY ts_rank(to_tsvector('english', s.t), q) DESC, s.i
       LIMIT $3`,
      [texts, query, limit],
    );
    return rows.map((r) => r.i);
  }
}
