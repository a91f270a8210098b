import { ReadableStream } from 'node:stream/web';
import { readSseEvents, parseEvent, readableHttpError, type SseEvent } from './sse';

/** A response body that delivers `chunks` one read at a time, as a network would. */
function bodyOf(chunks: string[]): globalThis.ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) controller.enqueue(encoder.encode(chunks[next++]));
      else controller.close();
    },
  }) as unknown as globalThis.ReadableStream<Uint8Array>;
}

async function collect(chunks: string[]): Promise<SseEvent[]> {
  const events: SseEvent[] = [];
  for await (const event of readSseEvents(bodyOf(chunks))) events.push(event);
  return events;
}

describe('readSseEvents', () => {
  it('reads events split by blank lines, with their names and data', async () => {
    expect(
      await collect(['event: start\ndata: {"a":1}\n\n', 'data: {"b":2}\n\n', 'event: delta\ndata: x\n\n']),
    ).toEqual([
      { event: 'start', data: '{"a":1}' },
      { event: 'message', data: '{"b":2}' },
      { event: 'delta', data: 'x' },
    ]);
  });

  it('joins an event cut anywhere across chunks, even inside a multi-byte character', async () => {
    const whole = 'data: {"text":"∫ x dx = x²/2"}\n\n';
    const bytes = new TextEncoder().encode(whole);
    const cut = bytes.indexOf(0x88); // the middle byte of ∫
    const pieces = [bytes.slice(0, cut), bytes.slice(cut, cut + 9), bytes.slice(cut + 9)];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(piece);
        controller.close();
      },
    }) as unknown as globalThis.ReadableStream<Uint8Array>;
    const events: SseEvent[] = [];
    for await (const event of readSseEvents(stream)) events.push(event);
    expect(events).toEqual([{ event: 'message', data: '{"text":"∫ x dx = x²/2"}' }]);
  });

  it('accepts CRLF and CR line ends, including a CRLF cut between two chunks', async () => {
    expect(await collect(['data: one\r', '\n\r\n', 'data: two\r\rdata: three\n\n'])).toEqual([
      { event: 'message', data: 'one' },
      { event: 'message', data: 'two' },
      { event: 'message', data: 'three' },
    ]);
  });

  it('joins several data lines with a newline and drops one leading space only', async () => {
    expect(await collect(['data:  indented\ndata:second\n\n'])).toEqual([
      { event: 'message', data: ' indented\nsecond' },
    ]);
  });

  it('skips comments (keep-alives), unknown fields and an event the body ends in the middle of', async () => {
    expect(await collect([': ping\n\nid: 4\nretry: 10\ndata: kept\n\n', 'data: cut off'])).toEqual([
      { event: 'message', data: 'kept' },
    ]);
  });
});

describe('parseEvent', () => {
  it('reads a chat event and ignores data that is not one', () => {
    expect(parseEvent({ event: 'delta', data: '{"type":"delta","text":"Hi"}' })).toEqual({
      type: 'delta',
      text: 'Hi',
    });
    expect(parseEvent({ event: 'message', data: 'not json' })).toBeNull();
    expect(parseEvent({ event: 'message', data: '{"type":"delta"}' })).toBeNull();
  });
});

describe('readableHttpError', () => {
  const response = (status: number, text: string) => ({ status, text: async () => text }) as Response;

  it("uses the server's own sentence when the body is an API error", async () => {
    const error = await readableHttpError(
      response(429, JSON.stringify({ error: 'Too many AI requests. Try again in 40 seconds.', code: 'R' })),
    );
    expect(error.message).toBe('Too many AI requests. Try again in 40 seconds.');
    expect(error.status).toBe(429);
  });

  it('falls back to a sentence for the status when the body is not an API error', async () => {
    expect((await readableHttpError(response(413, '<html>Too large</html>'))).message).toMatch(
      /too large to send/,
    );
    expect((await readableHttpError(response(502, ''))).message).toMatch(/HTTP 502/);
  });
});
