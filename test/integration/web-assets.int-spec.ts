import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { precompressDirectory } from '../../apps/web/vite-plugins/precompress';
import { startTestApp, type TestApp } from './support/test-app';

/** Text that compresses well and is far above the 1 KB below which the build makes no copies. */
const script = Array.from({ length: 400 }, (_, i) => `export const value${i} = ${i} * 2;`).join('\n');
const page = `<!doctype html><html><head><title>Exam Prep Studio</title>
<script type="module" src="/assets/app-1a2b.js"></script></head><body>${'<p>landing</p>'.repeat(200)}</body></html>`;
const small = 'console.log(1);';

describe('built web assets, precompressed', () => {
  let t: TestApp;
  let webDir: string;
  const sizeOf = (file: string) => String(fs.statSync(path.join(webDir, file)).size);

  beforeAll(async () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-web-'));
    fs.mkdirSync(path.join(webDir, 'assets'));
    fs.writeFileSync(path.join(webDir, 'index.html'), page);
    fs.writeFileSync(path.join(webDir, 'assets', 'app-1a2b.js'), script);
    fs.writeFileSync(path.join(webDir, 'assets', 'tiny-3c4d.js'), small);
    // The web build's own step makes the copies, so the server is tested on what the build writes.
    await precompressDirectory(webDir);
    t = await startTestApp({ WEB_DIST_DIR: webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  it('makes brotli and gzip copies of text assets over 1 KB only', () => {
    const made = fs.readdirSync(path.join(webDir, 'assets')).sort();
    expect(made).toEqual(['app-1a2b.js', 'app-1a2b.js.br', 'app-1a2b.js.gz', 'tiny-3c4d.js']);
    expect(fs.existsSync(path.join(webDir, 'index.html.br'))).toBe(true);
  });

  it.each([
    ['br', 'br', 'app-1a2b.js.br'],
    ['gzip, deflate, br, zstd', 'br', 'app-1a2b.js.br'],
    ['br;q=0, gzip', 'gzip', 'app-1a2b.js.gz'],
    ['gzip;q=1, br;q=0.5', 'gzip', 'app-1a2b.js.gz'],
    ['identity', undefined, 'app-1a2b.js'],
    ['br;q=0, gzip;q=0', undefined, 'app-1a2b.js'],
  ])('answers Accept-Encoding "%s" with %s', async (accept, coding, sent) => {
    const res = await request(t.http).get('/assets/app-1a2b.js').set('Accept-Encoding', accept);
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-length']).toBe(sizeOf(`assets/${sent}`));
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // supertest decodes br and gzip: what the browser gets after decoding is the original file.
    expect(res.text).toBe(script);
  });

  it('sends index.html compressed for client-side routes, still never cached', async () => {
    const res = await request(t.http).get('/profile?tab=password').set('Accept-Encoding', 'gzip, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-length']).toBe(sizeOf('index.html.br'));
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.text).toBe(page);

    const plain = await request(t.http).get('/').set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(plain.text).toBe(page);
  });

  it('answers HEAD with the headers of the copy and no body', async () => {
    const res = await request(t.http).head('/assets/app-1a2b.js').set('Accept-Encoding', 'gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-length']).toBe(sizeOf('assets/app-1a2b.js.gz'));
    expect(res.text ?? '').toBe('');
  });

  it('answers range requests on the bytes of the representation sent', async () => {
    const part = await request(t.http)
      .get('/assets/app-1a2b.js')
      .set('Accept-Encoding', 'identity')
      .set('Range', 'bytes=0-19');
    expect(part.status).toBe(206);
    expect(part.text).toBe(script.slice(0, 20));

    const brPart = await request(t.http)
      .head('/assets/app-1a2b.js')
      .set('Accept-Encoding', 'br')
      .set('Range', 'bytes=0-19');
    expect(brPart.status).toBe(206);
    expect(brPart.headers['content-encoding']).toBe('br');
    expect(brPart.headers['content-range']).toBe(`bytes 0-19/${sizeOf('assets/app-1a2b.js.br')}`);

    const outside = await request(t.http)
      .get('/assets/app-1a2b.js')
      .set('Accept-Encoding', 'br')
      .set('Range', 'bytes=999999-');
    expect(outside.status).toBe(416);
    expect(outside.headers['content-encoding']).toBeUndefined();
  });

  it('answers a conditional request for the copy with 304', async () => {
    const first = await request(t.http).get('/assets/app-1a2b.js').set('Accept-Encoding', 'br');
    const again = await request(t.http)
      .get('/assets/app-1a2b.js')
      .set('Accept-Encoding', 'br')
      .set('If-None-Match', first.headers['etag']);
    expect(again.status).toBe(304);
    // Each representation has its own validator, so a cache never mixes them up.
    const plain = await request(t.http).get('/assets/app-1a2b.js').set('Accept-Encoding', 'identity');
    expect(plain.headers['etag']).not.toBe(first.headers['etag']);
  });

  it('sends files without copies as they are, with no Vary', async () => {
    const res = await request(t.http).get('/assets/tiny-3c4d.js').set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['vary']).toBeUndefined();
    expect(res.text).toBe(small);
  });
});
