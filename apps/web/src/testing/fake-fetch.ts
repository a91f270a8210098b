/** A fake fetch for RTK Query's fetchBaseQuery in component tests (jsdom has none). Never imported by app code. */

const g = globalThis as unknown as Record<string, unknown>;

/** Just enough of Headers/Request/Response for RTK Query's fetchBaseQuery. */
class MiniHeaders {
  private map = new Map<string, string>();
  constructor(init?: Record<string, string> | MiniHeaders) {
    if (init instanceof MiniHeaders) init.forEach((v, k) => this.map.set(k, v));
    else if (init) for (const [k, v] of Object.entries(init)) this.map.set(k.toLowerCase(), String(v));
  }
  get(k: string) {
    return this.map.get(k.toLowerCase()) ?? null;
  }
  set(k: string, v: string) {
    this.map.set(k.toLowerCase(), v);
  }
  has(k: string) {
    return this.map.has(k.toLowerCase());
  }
  delete(k: string) {
    this.map.delete(k.toLowerCase());
  }
  forEach(fn: (v: string, k: string) => void) {
    this.map.forEach(fn);
  }
}
class MiniRequest {
  url: string;
  method: string;
  headers: MiniHeaders;
  body: unknown;
  constructor(url: string, init: { method?: string; headers?: MiniHeaders; body?: unknown } = {}) {
    this.url = url;
    this.method = (init.method ?? 'GET').toUpperCase();
    this.headers = new MiniHeaders(init.headers);
    this.body = init.body;
  }
  clone() {
    return this;
  }
}

export interface RecordedCall {
  method: string;
  url: string;
  body: unknown;
}
/** A JSON `body`, or a raw `text` body (a PDF, a plain-text error) with its `contentType`. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  text?: string;
  contentType?: string;
}
/** Answers one call; `headers` are the request's headers (such as x-job-id). */
export type FetchHandler = (
  call: RecordedCall,
  headers: { get(name: string): string | null },
) => FakeAnswer | Promise<FakeAnswer>;

/** Installs a fake fetch answering from `handler`; returns the list of calls made. */
export function installFetch(handler: FetchHandler): RecordedCall[] {
  g.Headers = MiniHeaders;
  g.Request = MiniRequest;
  const calls: RecordedCall[] = [];
  g.fetch = async (request: MiniRequest) => {
    const body = typeof request.body === 'string' ? JSON.parse(request.body) : request.body;
    const call = { method: request.method, url: request.url.replace(/^.*?\/api\//, '/api/'), body };
    calls.push(call);
    const answer = await handler(call, request.headers);
    const text = answer.text ?? (answer.body === undefined ? '' : JSON.stringify(answer.body));
    const contentType = answer.contentType ?? (answer.text === undefined ? 'application/json' : 'text/plain');
    const response = {
      status: answer.status,
      ok: answer.status >= 200 && answer.status < 300,
      headers: new MiniHeaders({ 'content-type': contentType }),
      clone: () => response,
      text: async () => text,
      json: async () => JSON.parse(text),
      blob: async () => new Blob([text], { type: contentType }),
    };
    return response;
  };
  return calls;
}
