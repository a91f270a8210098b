import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { QuestionReport, ReportStatus } from '@eps/contracts';
import type { Transaction } from '../../../database/transactions';

interface ReportRow extends Omit<QuestionReport, 'createdAt' | 'resolvedAt'> {
  createdAt: Date;
  resolvedAt: Date | null;
}

const nameOf = (alias: string) =>
  `CASE WHEN ${alias}.is_guest THEN 'Guest' ELSE nullif(coalesce(nullif(${alias}.full_name, ''), ${alias}.username), '') END`;

const REPORT_SELECT = `
  SELECT r.id, r.question_id AS "questionId", q.title AS "questionTitle", r.reason, r.details,
         ${nameOf('rp')} AS "reporterName", r.status, r.created_at AS "createdAt",
         r.resolved_at AS "resolvedAt", ${nameOf('rs')} AS "resolverName", r.resolution_note AS "resolutionNote"
  FROM question_reports r
  JOIN questions q ON q.id = r.question_id
  LEFT JOIN users rp ON rp.id = r.reporter_id
  LEFT JOIN users rs ON rs.id = r.resolver_id`;

const toReport = (row: ReportRow): QuestionReport => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  resolvedAt: row.resolvedAt?.toISOString() ?? null,
});

/** question_reports as the review queue reads and resolves them. */
@Injectable()
export class QuestionReportsRepository {
  constructor(private readonly db: DataSource) {}

  /** Open reports oldest first (the queue's order); with `all`, every report newest first. */
  async list(status: 'open' | 'all'): Promise<QuestionReport[]> {
    const rows: ReportRow[] = await this.db.query(
      status === 'open'
        ? `${REPORT_SELECT} WHERE r.status = 'open' ORDER BY r.created_at, r.id`
        : `${REPORT_SELECT} ORDER BY r.created_at DESC, r.id LIMIT 500`,
    );
    return rows.map(toReport);
  }

  async find(id: string, tx: Transaction | DataSource = this.db): Promise<QuestionReport | null> {
    const [row]: ReportRow[] = await tx.query(`${REPORT_SELECT} WHERE r.id = $1`, [id]);
    return row ? toReport(row) : null;
  }

  /** Closes the report if it is still open; false when someone else resolved it first. */
  async resolve(
    tx: Transaction,
    id: string,
    resolution: { status: Exclude<ReportStatus, 'open'>; resolverId: string; note: string | null },
  ): Promise<boolean> {
    const [, affected] = await tx.query(
      `UPDATE question_reports SET status = $2, resolver_id = $3, resolution_note = $4, resolved_at = now()
       WHERE id = $1 AND status = 'open'`,
      [id, resolution.status, resolution.resolverId, resolution.note],
    );
    return affected > 0;
  }

  async audit(
    tx: Transaction,
    entry: { reportId: string; action: string; actorId: string; details: Record<string, unknown> },
  ): Promise<void> {
    await tx.query(
      `INSERT INTO audit_log (entity_type, entity_id, action, actor_id, details)
       VALUES ('question-report', $1, $2, $3, $4)`,
      [entry.reportId, entry.action, entry.actorId, JSON.stringify(entry.details)],
    );
  }
}
