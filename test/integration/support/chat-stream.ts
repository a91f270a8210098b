import http from 'node:http';
import { ZChatStreamEventSchema, type ChatStreamEvent } from '@eps/contracts';
import { baseUrl } from './sse';
import type { TestApp } from './test-app';

export interface ChatAnswer {
  status: number;
  contentType: string;
  /** The parsed events of a text/event-stream answer (each checked against the contract). */
  events: ChatStreamEvent[];
  /** The JSON body of any other answer. */
  json: unknown;
}

/**
 * POSTs to a chat streaming route as the page does (plain HTTP with the session cookie) and reads the
 * answer to its end. `stopAfterDeltas` closes the connection after that many `delta` events: how a
 * reader stops a reply.
 */
export async function postChat(
  t: TestApp,
  cookie: string,
  path: string,
  body: unknown,
  stopAfterDeltas?: number,
): Promise<ChatAnswer> {
  const url = `${await baseUrl(t)}${path}`;
  const payload = typeof body === 'string' ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(url, {
      method: 'POST',
      headers: {
        Cookie: cookie,
        'Content-Type': 'application/json',
        Accept: 'text/event-stream',
        'Content-Length': Buffer.byteLength(payload),
      },
    });
    req.on('error', (err) => (stopAfterDeltas ? undefined : reject(err)));
    req.on('response', (res) => {
      const contentType = String(res.headers['content-type'] ?? '');
      const events: ChatStreamEvent[] = [];
      let text = '';
      let buffer = '';
      const finish = () =>
        resolve({
          status: res.statusCode ?? 0,
          contentType,
          events,
          json: contentType.startsWith('application/json') ? JSON.parse(text) : null,
        });
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => {
        text += chunk;
        if (!contentType.startsWith('text/event-stream')) return;
        buffer += chunk;
        const blocks = buffer.split('\n\n');
        buffer = blocks.pop() ?? '';
        for (const block of blocks) {
          const type = /^event: (.+)$/m.exec(block)?.[1];
          const data = /^data: (.+)$/m.exec(block)?.[1];
          if (!data) continue;
          const event = ZChatStreamEventSchema.parse(JSON.parse(data));
          if (event.type !== type) throw new Error(`event: ${type} carries a ${event.type} event`);
          events.push(event);
          if (stopAfterDeltas && events.filter((e) => e.type === 'delta').length >= stopAfterDeltas) {
            req.destroy();
            finish();
          }
        }
      });
      res.on('end', finish);
      res.on('error', (err) => (stopAfterDeltas ? finish() : reject(err)));
    });
    req.end(payload);
  });
}

/** The event types in order, runs of deltas folded into one. */
export const eventTypes = (events: ChatStreamEvent[]) =>
  events.map((e) => e.type).filter((type, i, all) => type !== 'delta' || all[i - 1] !== 'delta');
