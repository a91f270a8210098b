/**
 * Who may read Prometheus metrics (the API's /metrics and the compile worker's metrics port): a caller
 * with `Authorization: Bearer <METRICS_TOKEN>`, or a process on the same machine. Server-side only; it
 * lives here because the API and the worker apply the same rule.
 */
export interface ScrapeRequest {
  /** The Authorization header as sent. */
  authorization: string | undefined;
  /** The TCP peer's address (the socket's, never one taken from a header). */
  peerAddress: string | undefined;
  /** Whether the request names a client behind a proxy (X-Forwarded-For, Forwarded, X-Real-IP). */
  forwarded: boolean;
}

export type ScrapeVerdict = { ok: true; via: 'token' | 'loopback' } | { ok: false; reason: string };

export const FORWARDING_HEADERS = ['x-forwarded-for', 'forwarded', 'x-real-ip'] as const;

export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** Compares without stopping at the first difference, so the time taken does not leak the token. */
function sameSecret(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) {
    difference |= (given.charCodeAt(i % Math.max(given.length, 1)) || 0) ^ expected.charCodeAt(i);
  }
  return difference === 0;
}

/**
 * A reverse proxy on the same machine makes every client's socket a loopback one, so a request that
 * names a forwarded client is judged as remote: a proxied scrape needs the token.
 */
export function judgeScrape(req: ScrapeRequest, token: string | undefined): ScrapeVerdict {
  const match = req.authorization ? /^Bearer\s+(\S+)\s*$/i.exec(req.authorization) : null;
  if (match) {
    if (token && sameSecret(match[1], token)) return { ok: true, via: 'token' };
    return {
      ok: false,
      reason: token
        ? 'The bearer token is not this server’s METRICS_TOKEN.'
        : 'METRICS_TOKEN is not set on this server, so no token is accepted: set it, or scrape from this machine.',
    };
  }
  if (isLoopbackAddress(req.peerAddress) && !req.forwarded) return { ok: true, via: 'loopback' };
  return {
    ok: false,
    reason: token
      ? 'Metrics need the header Authorization: Bearer <METRICS_TOKEN> (only a direct request from this machine may leave it out).'
      : 'Metrics are served only to this machine: set METRICS_TOKEN on the server and send Authorization: Bearer <METRICS_TOKEN> to scrape from elsewhere.',
  };
}
