import type { Request, RequestHandler } from 'express';
import { FORWARDING_HEADERS, judgeScrape } from '@eps/contracts';
import type { ApiMetrics } from './api-metrics';
import { routeLabel } from './route-label';

/**
 * Counts every request and times it, labelled when it ends (only then is the answering route known).
 * A request the client abandoned ends with 'close' and no 'finish'; it counts once all the same.
 */
export function recordHttpMetrics(metrics: ApiMetrics): RequestHandler {
  return (req, res, next) => {
    const started = process.hrtime.bigint();
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      const labels = { method: req.method, route: routeLabel(req), status: String(res.statusCode) };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
    };
    res.once('finish', record);
    res.once('close', record);
    next();
  };
}

/** The socket's peer and the proxy headers: what judgeScrape decides on (never req.ip, see there). */
export function scrapeRequestOf(req: Request) {
  return {
    authorization: req.headers.authorization,
    peerAddress: req.socket.remoteAddress,
    forwarded: FORWARDING_HEADERS.some((name) => req.headers[name] !== undefined),
  };
}

/**
 * GET /metrics in Prometheus text format, for a bearer of METRICS_TOKEN or a direct caller on this
 * machine. A refusal is 401 with the reason in the usual error body, so an operator setting up a
 * scrape sees what to change.
 */
export function serveMetrics(metrics: ApiMetrics, token: string | undefined): RequestHandler {
  return (req, res, next) => {
    const verdict = judgeScrape(scrapeRequestOf(req), token);
    if (!verdict.ok) {
      res
        .status(401)
        .set('WWW-Authenticate', 'Bearer realm="metrics"')
        .json({ error: verdict.reason, code: 'METRICS_UNAUTHORIZED' });
      return;
    }
    metrics.registry
      .metrics()
      .then((text) => {
        res.set('Content-Type', metrics.registry.contentType).set('Cache-Control', 'no-store').send(text);
      })
      .catch(next);
  };
}
