import { z } from 'zod';

/** Every error body the API sends: `error` is the sentence a person reads, `code` is stable for programs. */
export const ZApiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ZApiErrorSchema>;

export const ZMessageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof ZMessageResponseSchema>;
