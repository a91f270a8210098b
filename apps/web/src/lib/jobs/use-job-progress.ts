import { useCallback, useEffect, useRef, useState } from 'react';
import { isFinalStage, ZJobEventSchema, type JobEvent } from '@eps/contracts';
import { newJobId } from './job-id';

/** What the page shows about a running job: the latest event's message and, when known, how far it is. */
export type JobProgress = Pick<JobEvent, 'stage' | 'step' | 'message' | 'percent'>;

export interface JobProgressTracker {
  /** The latest progress of the followed job, or null before its first event. */
  progress: JobProgress | null;
  /** Starts following a new job (closing any previous one) and returns its id for the x-job-id header. */
  follow: () => string;
  /** Stops following: call it when the request that carries the job id has settled. */
  finish: () => void;
}

function parseJobEvent(data: unknown): JobProgress | null {
  if (typeof data !== 'string') return null;
  try {
    const parsed = ZJobEventSchema.safeParse(JSON.parse(data));
    if (!parsed.success) return null;
    const { stage, step, message, percent } = parsed.data;
    return {
      stage,
      message,
      ...(step === undefined ? {} : { step }),
      ...(percent === undefined ? {} : { percent }),
    };
  } catch {
    return null;
  }
}

/**
 * Follows a job (a compile, an essay check …) through the server-sent events of GET /api/jobs/:id/events. The events
 * are a courtesy: the request's own answer is what counts, so a stream that never opens (an old server,
 * a proxy that buffers, no EventSource at all) only means the page shows its generic busy text.
 */
export function useJobProgress(): JobProgressTracker {
  const [progress, setProgress] = useState<JobProgress | null>(null);
  const sourceRef = useRef<EventSource | null>(null);

  const close = useCallback(() => {
    sourceRef.current?.close();
    sourceRef.current = null;
  }, []);

  const follow = useCallback(() => {
    close();
    setProgress(null);
    const jobId = newJobId();
    if (typeof EventSource === 'undefined') return jobId;
    const source = new EventSource(`/api/jobs/${jobId}/events`, { withCredentials: true });
    sourceRef.current = source;
    source.onmessage = (message: MessageEvent) => {
      // A late event of a job this page no longer follows must not overwrite the current one.
      if (sourceRef.current !== source) return;
      const event = parseJobEvent(message.data);
      if (!event) return;
      setProgress(event);
      if (isFinalStage(event.stage)) close();
    };
    return jobId;
  }, [close]);

  const finish = useCallback(() => {
    close();
    setProgress(null);
  }, [close]);

  useEffect(() => close, [close]);

  return { progress, follow, finish };
}
