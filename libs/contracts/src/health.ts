import { z } from 'zod';

export const ZHealthResponseSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.enum(['up', 'down']),
  redis: z.enum(['up', 'down']),
  compileWorkers: z.number(),
});
export type HealthResponse = z.infer<typeof ZHealthResponseSchema>;
