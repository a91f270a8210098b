import type { NextFunction, Request, Response } from 'express';
import fs from 'node:fs';
import path from 'node:path';

/** The content codings the web build makes copies in, in the order the server prefers them. */
const CODINGS = [
  { coding: 'br', suffix: '.br' },
  { coding: 'gzip', suffix: '.gz' },
] as const;

export type ContentCoding = (typeof CODINGS)[number]['coding'];

/**
 * The qvalue the Accept-Encoding header gives each coding it names (RFC 9110 12.5.3), `x-gzip` read as
 * gzip. An unreadable qvalue counts as 0.
 */
function namedQualities(header: string): Map<string, number> {
  const named = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    named.set(name === 'x-gzip' ? 'gzip' : name, Number.isFinite(q) ? q : 0);
  }
  return named;
}

/**
 * The coding to send among those a file has copies in, or null for the original file. A coding must be
 * accepted (named or covered by `*`, with q > 0); the one the client rates highest wins, the server's
 * order (brotli, then gzip) breaking ties. The original is the fallback: it wins only when the client
 * rates `identity` above every coding, and it is sent even when refused (every client reads it), rather
 * than a 406. No header means the original, which is what a client that asks for nothing understands.
 */
export function chooseCoding(
  acceptEncoding: string | undefined,
  available: readonly ContentCoding[],
): ContentCoding | null {
  const named = namedQualities(acceptEncoding ?? '');
  let best: ContentCoding | null = null;
  let bestQ = named.get('identity') ?? 0;
  for (const { coding } of CODINGS) {
    const q = named.get(coding) ?? named.get('*') ?? 0;
    if (available.includes(coding) && q > 0 && (q > bestQ || (q === bestQ && best === null))) {
      best = coding;
      bestQ = q;
    }
  }
  return best;
}

/** The built files that have compressed copies, by URL path ('/assets/index-abc.js'), with their codings. */
function findPrecompressed(root: string): Map<string, ContentCoding[]> {
  const files = new Set(
    fs
      .readdirSync(root, { withFileTypes: true, recursive: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name)),
  );
  const found = new Map<string, ContentCoding[]>();
  for (const file of files) {
    const codings = CODINGS.filter(({ suffix }) => files.has(file + suffix)).map((c) => c.coding);
    if (codings.length) found.set(`/${path.relative(root, file).split(path.sep).join('/')}`, codings);
  }
  return found;
}

/**
 * The web build's brotli and gzip copies (made by apps/web/vite-plugins/precompress.ts), listed once at
 * start: the built app does not change while the server runs.
 */
export class PrecompressedFiles {
  private readonly codings: Map<string, ContentCoding[]>;

  constructor(private readonly root: string) {
    this.codings = findPrecompressed(root);
  }

  /**
   * For a file with compressed copies: marks the response as depending on Accept-Encoding and sends the
   * copy the client accepts with the original's Content-Type, or calls `sendOriginal` when the client
   * takes none. Files without copies go to `sendOriginal` untouched. Range and conditional requests and
   * HEAD work as for any file (on the copy's bytes, which is what a range of an encoded response means).
   */
  send(
    req: Request,
    res: Response,
    next: NextFunction,
    urlPath: string,
    options: { cacheControl?: string; sendOriginal: () => void },
  ): void {
    let file: string;
    try {
      file = decodeURIComponent(urlPath);
    } catch {
      return options.sendOriginal();
    }
    const available = this.codings.get(file);
    if (!available) return options.sendOriginal();
    res.vary('Accept-Encoding');
    const coding = chooseCoding(req.get('accept-encoding'), available);
    if (!coding) return options.sendOriginal();

    const suffix = CODINGS.find((c) => c.coding === coding)!.suffix;
    res.type(path.extname(file));
    res.setHeader('Content-Encoding', coding);
    if (options.cacheControl) res.setHeader('Cache-Control', options.cacheControl);
    const copy = file.slice(1) + suffix;
    res.sendFile(copy, { root: this.root }, (err?: NodeJS.ErrnoException & { status?: number }) => {
      // A client that went away mid-answer is no error of ours (as in Express's own sendFile).
      if (!err || res.headersSent || err.code === 'ECONNABORTED' || err.syscall === 'write') return;
      res.removeHeader('Content-Encoding');
      // The copy went away (a rebuild while running): the original may still be there.
      if (err.status === 404) return options.sendOriginal();
      // The 412 and 416 answers of conditional and range requests carry no body.
      if (err.status && err.status < 500) return void res.status(err.status).end();
      next(err);
    });
  }
}
