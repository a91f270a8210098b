import { z } from 'zod';

export const ZCreateAccessCodeRequestSchema = z.object({
  label: z.string({ error: 'Label must be text.' }).trim().max(100).optional().default(''),
  maxUses: z
    .number({ error: 'maxUses must be a number.' })
    .int()
    .min(1)
    .max(10000)
    .nullable()
    .optional()
    .default(null),
  expiresAt: z.iso
    .datetime({ error: 'expiresAt must be an ISO date-time.' })
    .nullable()
    .optional()
    .default(null),
});
export type CreateAccessCodeRequest = z.input<typeof ZCreateAccessCodeRequestSchema>;

export const ZAccessCodeSchema = z.object({
  id: z.string(),
  code: z.string(),
  label: z.string(),
  maxUses: z.number().nullable(),
  uses: z.number(),
  expiresAt: z.string().nullable(),
  revokedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type AccessCode = z.infer<typeof ZAccessCodeSchema>;

/** GET /api/admin/access-codes, newest first. */
export const ZAccessCodeListResponseSchema = z.object({ codes: z.array(ZAccessCodeSchema) });
export type AccessCodeListResponse = z.infer<typeof ZAccessCodeListResponseSchema>;

/** A mail of the dev outbox (kept when no SMTP_URL is configured). */
export const ZOutboxMailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  body: z.string(),
  createdAt: z.string(),
});
export type OutboxMail = z.infer<typeof ZOutboxMailSchema>;

/** GET /api/admin/outbox: the latest 50 mails, newest first. */
export const ZOutboxResponseSchema = z.object({ mails: z.array(ZOutboxMailSchema) });
export type OutboxResponse = z.infer<typeof ZOutboxResponseSchema>;
