import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import type { ChatStreamEvent } from '@eps/contracts';

export type EmitEvent = (event: ChatStreamEvent) => void;

const logger = new Logger('ChatStream');
/** A comment line now and then keeps proxies from closing a stream while the engine thinks. */
const KEEPALIVE_MS = 15_000;
const BROKEN = 'Something went wrong on our side while answering. Please try again.';

/**
 * Answers with server-sent events (`event: <type>` and `data: <the event's JSON>`), headers flushed at
 * once. Proxies are told not to buffer and nothing compresses the API's answers, so every piece goes out
 * as it is written. The client closing the connection before `run` ends aborts its signal: that is how a
 * reader stops a reply.
 */
export async function answerWithEvents(
  res: Response,
  run: (emit: EmitEvent, signal: AbortSignal) => Promise<void>,
): Promise<void> {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-cache, no-transform',
    Connection: 'keep-alive',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  res.socket?.setNoDelay(true);
  const stop = new AbortController();
  // Once the body has begun, 'close' before our end means the client went away.
  const onClose = () => {
    if (!res.writableEnded) stop.abort();
  };
  res.on('close', onClose);
  const emit: EmitEvent = (event) => {
    if (res.writableEnded || res.destroyed) return;
    res.write(`event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`);
  };
  const keepalive = setInterval(() => {
    if (!res.writableEnded && !res.destroyed) res.write(': keep-alive\n\n');
  }, KEEPALIVE_MS);
  try {
    await run(emit, stop.signal);
  } catch (err) {
    // The status line is out: the failure can only be told as an event.
    logger.error(err, 'a chat stream failed');
    emit({ type: 'error', message: BROKEN });
  } finally {
    clearInterval(keepalive);
    res.off('close', onClose);
    if (!res.writableEnded) res.end();
  }
}
