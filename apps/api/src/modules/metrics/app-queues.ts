import { getQueueToken } from '@nestjs/bullmq';
import type { ModuleRef } from '@nestjs/core';
import type { Queue } from 'bullmq';
import { COMPILE_QUEUE } from '@eps/contracts';

/**
 * Every BullMQ queue of the API, for the queue dashboard and the queue metrics. Today there is one:
 * compile and plot jobs share the compile queue (see libs/contracts/src/queues.ts); generation, OCR
 * and grading run in the API process, not on a queue. A new queue is one name here.
 */
export const APP_QUEUES = [COMPILE_QUEUE] as const;

/** The queue instances the modules registered (BullModule.registerQueue), not new connections. */
export function appQueues(moduleRef: Pick<ModuleRef, 'get'>): Queue[] {
  return APP_QUEUES.map((name) => moduleRef.get<Queue>(getQueueToken(name), { strict: false }));
}
