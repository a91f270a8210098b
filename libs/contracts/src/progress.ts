import { z } from 'zod';

/**
 * The progress of a request, streamed on GET /api/jobs/:id/events. Any route may report progress: the
 * client makes a job id, opens the stream, then sends the request with the id in this header.
 */
export const JOB_ID_HEADER = 'x-job-id';
export const ZJobIdSchema = z.uuid({ error: 'Job ids are UUIDs.' });

export const JOB_STAGES = ['queued', 'started', 'running', 'cached', 'completed', 'failed'] as const;
export type JobStage = (typeof JOB_STAGES)[number];

export const ZJobEventSchema = z.object({
  jobId: z.string(),
  /** What the job is: 'compile', 'plot', 'essay-check', 'notes' … (each route names its own). */
  kind: z.string().min(1),
  stage: z.enum(JOB_STAGES),
  /**
   * Which of the route's own steps is running (with stage 'running'), for a page that lists the steps:
   * the essay check's 'grammar', 'style', 'rubric' … Absent on the generic stages.
   */
  step: z.string().min(1).optional(),
  /** What is happening, for people: 'Waiting for a free compile worker', 'LaTeX pass 2'. */
  message: z.string(),
  /** 0–100 when the stage knows how far it is. */
  percent: z.number().min(0).max(100).optional(),
  at: z.string(),
});
export type JobEvent = z.infer<typeof ZJobEventSchema>;
export const isFinalStage = (stage: JobStage) => stage === 'completed' || stage === 'failed';
