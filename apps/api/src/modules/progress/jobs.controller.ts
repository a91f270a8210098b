import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { isFinalStage, ZJobIdSchema, type JobEvent } from '@eps/contracts';
import type { AuthContext } from '../auth/auth.types';
import { CurrentAuth } from '../auth/decorators';
import { JobEventsService } from './job-events.service';
import { ProgressErrors } from './progress.errors';

/** A client opens the stream just before it sends the request, so the job may not exist yet. */
const OWNER_WAIT_MS = 10_000;
const KEEPALIVE_MS = 15_000;

/** GET /api/jobs/:id/events: a job's real progress as server-sent events, for its owner only. */
@Controller('jobs')
export class JobsController {
  constructor(private readonly events: JobEventsService) {}

  @Get(':id/events')
  async stream(
    @CurrentAuth() auth: AuthContext,
    @Param('id') id: string,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    if (!ZJobIdSchema.safeParse(id).success) throw ProgressErrors.badJobId();
    const jobId = id.toLowerCase();
    if ((await this.ownerOf(jobId, res)) !== auth.user.id) throw ProgressErrors.jobNotFound();

    res.status(200).set({
      'Content-Type': 'text/event-stream',
      'Cache-Control': 'no-cache, no-transform',
      Connection: 'keep-alive',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    let closed = false;
    const sent = new Set<string>();
    const send = (event: JobEvent) => {
      const data = JSON.stringify(event);
      if (closed || sent.has(data)) return; // an event both replayed and received live goes out once
      sent.add(data);
      res.write(`data: ${data}\n\n`);
      if (isFinalStage(event.stage)) close();
    };
    // Subscribe first, then replay the history: nothing published in between is lost. Live events
    // wait until the replay is out, so the stream keeps the order in which the stages happened.
    let live: JobEvent[] | null = [];
    const unsubscribe = await this.events.subscribe(jobId, (event) =>
      live ? live.push(event) : send(event),
    );
    const keepalive = setInterval(() => res.write(': keep-alive\n\n'), KEEPALIVE_MS);
    const close = () => {
      if (closed) return;
      closed = true;
      clearInterval(keepalive);
      unsubscribe();
      res.end();
    };
    req.on('close', close);
    for (const event of await this.events.history(jobId)) send(event);
    const early = live;
    live = null;
    for (const event of early) send(event);
  }

  /** The job's owner, once it is claimed (or null when the wait ends or the client goes away). */
  private async ownerOf(jobId: string, res: Response): Promise<string | null> {
    const gone = new AbortController();
    const onClose = () => gone.abort();
    res.on('close', onClose); // before the answer starts, only the client leaving closes it
    try {
      return await this.events.ownerOnceClaimed(jobId, OWNER_WAIT_MS, gone.signal);
    } finally {
      res.off('close', onClose);
    }
  }
}
