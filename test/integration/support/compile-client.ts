import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import request from 'supertest';
import { tokenCookieOf, type TestApp } from './test-app';

export type Agent = ReturnType<typeof request.agent>;

export interface RawResponse {
  status: number;
  type: string;
  body: Buffer;
  /** The body as text (latin1 keeps every byte, so binary PDFs can be searched too). */
  text: string;
  headers: Record<string, string>;
}

/** A guest session is all the compile routes need; the cookie is for plain-HTTP clients (SSE). */
export async function guestSession(t: TestApp): Promise<{ agent: Agent; cookie: string; userId: string }> {
  const agent = request.agent(t.http);
  const res = await agent.post('/api/guest-login');
  const cookie = tokenCookieOf(res)?.split(';')[0];
  if (res.status !== 200 || !cookie) throw new Error(`guest login failed: ${res.status} ${res.text}`);
  return { agent, cookie, userId: res.body.user.id as string };
}

export const guestAgent = async (t: TestApp) => (await guestSession(t)).agent;

/** POSTs a JSON body (or a raw string, sent as is) and keeps the answer's bytes whatever its type. */
export async function post(
  agent: Agent,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<RawResponse> {
  const req = agent.post(url).set('Content-Type', 'application/json');
  for (const [name, value] of Object.entries(headers)) req.set(name, value);
  const res = await req
    .send(typeof body === 'string' ? body : JSON.stringify(body))
    .buffer(true)
    .parse((stream, done) => {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => done(null, Buffer.concat(chunks)));
    });
  const raw = res.body as Buffer;
  return {
    status: res.status,
    type: String(res.headers['content-type'] ?? ''),
    body: raw,
    text: raw.toString('latin1'),
    headers: res.headers as Record<string, string>,
  };
}

export const compile = (agent: Agent, body: unknown, headers?: Record<string, string>) =>
  post(agent, '/api/compile', body, headers);
export const plot = (agent: Agent, code: string, headers?: Record<string, string>) =>
  post(agent, '/api/python-image-generator', { code }, headers);

const RUN = randomBytes(6).toString('hex');

/**
 * The source made unique to this test run by a trailing comment: the cache lives in Postgres, and a
 * database kept between runs (DATABASE_URL) would otherwise answer from the cache instead of a worker.
 */
export function fresh(source: string, kind: 'latex' | 'python' = 'latex'): string {
  return `${source.replace(/\n*$/, '')}\n${kind === 'latex' ? '%' : '#'} test run ${RUN}\n`;
}

export function isPdf(body: Buffer): boolean {
  return body.subarray(0, 5).toString('latin1') === '%PDF-';
}

/** Runs a poppler tool (pdftotext, pdfimages, pdfinfo) on the PDF; returns its stdout. */
export function poppler(tool: string, pdf: Buffer, args: string[] = []): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-int-pdf-'));
  try {
    const file = path.join(dir, 'doc.pdf');
    fs.writeFileSync(file, pdf);
    const out = tool === 'pdftotext' ? [file, '-'] : [file];
    return execFileSync(tool, [...args, ...out], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** The PDF's text with whitespace runs made single spaces, so phrases broken over lines still match. */
export function pdfText(pdf: Buffer): string {
  return poppler('pdftotext', pdf, ['-layout']).replace(/\s+/g, ' ');
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from the IHDR chunk, or null when the bytes are not a PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.length < 24 || !png.subarray(0, 8).equals(PNG_SIGNATURE)) return null;
  if (png.subarray(12, 16).toString('latin1') !== 'IHDR') return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

/** A small solid-colour RGB PNG, built by hand so the test needs no image library. */
export function makePng(width: number, height: number, rgb: [number, number, number]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(body.length + 8);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(zlib.crc32(body), body.length + 4);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.concat([Buffer.from([0]), Buffer.from(Array.from({ length: width }, () => rgb).flat())]);
  const pixels = zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row)));
  return Buffer.concat([
    PNG_SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', pixels),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
