import { z } from 'zod';
import { REPORT_REASONS } from './question-attempts';

/**
 * The problem reports of the exam question page, as the admins' review queue works them (issue 16):
 *   GET  /api/questions/reports?status=open|all   (admin) → { items: QuestionReport[] } (open: oldest first)
 *   POST /api/questions/reports/:id/resolve       (admin) { outcome, note? } → QuestionReport
 * A report is resolved as fixed (status resolved) or dismissed; either is an audit_log entry.
 */

export const REPORT_OUTCOMES = ['fixed', 'dismissed'] as const;
export type ReportOutcome = (typeof REPORT_OUTCOMES)[number];
export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];
export const RESOLUTION_NOTE_MAX_CHARS = 2000;

export const ZReportListQuerySchema = z.strictObject(
  {
    status: z
      .enum(['open', 'all'], { error: 'status must be open or all.' })
      .optional()
      .transform((s) => s ?? 'open'),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown filter ${issue.keys.join(', ')}: use status.` : undefined,
  },
);
export type ReportListQuery = z.output<typeof ZReportListQuerySchema>;

export const ZResolveReportRequestSchema = z.strictObject(
  {
    outcome: z.enum(REPORT_OUTCOMES, { error: 'outcome must be fixed or dismissed.' }),
    note: z
      .string({ error: 'note must be text.' })
      .trim()
      .max(RESOLUTION_NOTE_MAX_CHARS, `note must be at most ${RESOLUTION_NOTE_MAX_CHARS} characters.`)
      .optional()
      .transform((n) => n || null),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}.` : undefined,
  },
);
export type ResolveReportRequest = z.output<typeof ZResolveReportRequestSchema>;
/** What a client sends (note may be left out). */
export type ResolveReportBody = z.input<typeof ZResolveReportRequestSchema>;

export const ZQuestionReportSchema = z.object({
  id: z.uuid(),
  questionId: z.uuid(),
  questionTitle: z.string(),
  reason: z.enum(REPORT_REASONS),
  details: z.string(),
  /** null once the reporter's account is gone; "Guest" for a guest session. */
  reporterName: z.string().nullable(),
  status: z.enum(REPORT_STATUSES),
  createdAt: z.string(),
  resolvedAt: z.string().nullable(),
  resolverName: z.string().nullable(),
  resolutionNote: z.string().nullable(),
});
export type QuestionReport = z.infer<typeof ZQuestionReportSchema>;
export const ZQuestionReportListSchema = z.object({ items: z.array(ZQuestionReportSchema) });
export type QuestionReportList = z.infer<typeof ZQuestionReportListSchema>;
