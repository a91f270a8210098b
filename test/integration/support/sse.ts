import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Queue } from 'bullmq';
import { COMPILE_QUEUE, type JobEvent } from '@eps/contracts';
import type { TestApp } from './test-app';

/** supertest listens per request; a long-lived stream needs the server really listening. */
export async function baseUrl(t: TestApp): Promise<string> {
  const server = t.http as http.Server;
  if (!server.listening) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface EventStream {
  /** The response's status, once its head arrived (the server sends it when the job has an owner). */
  status: Promise<number>;
  /** Resolves with every event once the server ends the stream (after a final stage). */
  events: Promise<JobEvent[]>;
  close(): void;
}

/**
 * Opens GET /api/jobs/:id/events the way a browser's EventSource does (plain HTTP with the session
 * cookie) and collects the `data:` lines. Resolves once the request is sent, not when the answer
 * starts: the server holds the answer until the job exists, so the test sends the job's request next.
 */
export async function openEventStream(t: TestApp, cookie: string, jobId: string): Promise<EventStream> {
  const url = `${await baseUrl(t)}/api/jobs/${jobId}/events`;
  const req = http.get(url, { headers: { Cookie: cookie, Accept: 'text/event-stream' } });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    req.on('response', resolve);
    req.on('error', reject);
  });
  const events = response.then(
    (res) =>
      new Promise<JobEvent[]>((resolve, reject) => {
        let buffer = '';
        const collected: JobEvent[] = [];
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffer += chunk;
          const blocks = buffer.split('\n\n');
          buffer = blocks.pop() ?? '';
          for (const line of blocks.flatMap((b) => b.split('\n'))) {
            if (line.startsWith('data: ')) collected.push(JSON.parse(line.slice(6)) as JobEvent);
          }
        });
        res.on('end', () => resolve(collected));
        res.on('error', reject);
      }),
  );
  await new Promise<void>((resolve, reject) => {
    req.once('finish', resolve);
    req.once('error', reject);
  });
  return { status: response.then((r) => r.statusCode ?? 0), events, close: () => req.destroy() };
}

/** The stages in the order they came, repeats of one stage (several 'running' steps) folded into one. */
export function stagesOf(events: JobEvent[]): string[] {
  return events.map((e) => e.stage).filter((stage, i, all) => i === 0 || all[i - 1] !== stage);
}

/** A producer-side view of the test app's compile queue, to count the jobs that really ran. */
export function compileQueue(t: TestApp): Queue {
  return new Queue(COMPILE_QUEUE, {
    connection: { url: t.config.redisUrl, maxRetriesPerRequest: null },
    prefix: t.config.redisPrefix,
  });
}
