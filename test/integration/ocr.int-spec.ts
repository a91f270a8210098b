import request from 'supertest';
import { IMAGE_TO_TEXT_MAX_BYTES, ZImageToTextResponseSchema } from '@eps/contracts';
import { LINE_PAGES } from '../fixtures/ocr/line-pages';
import { PARAGRAPHS } from '../fixtures/ocr/paragraphs';
import {
  blankImage,
  characterErrorRate,
  expectedText,
  noiseImage,
  renderLines,
  renderParagraph,
  toBmp,
} from '../fixtures/ocr/text-images';
import { startTestApp, type TestApp } from './support/test-app';

const NOT_AN_IMAGE =
  'This file is not an image we can read. Please upload a PNG, JPEG, WebP, GIF or BMP image.';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG that is only its signature and a header claiming `width` × `height` pixels. */
function pngHeader(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(25);
  ihdr.writeUInt32BE(13, 0);
  ihdr.write('IHDR', 4, 'latin1');
  ihdr.writeUInt32BE(width, 8);
  ihdr.writeUInt32BE(height, 12);
  ihdr.set([8, 2, 0, 0, 0], 16);
  return Buffer.concat([PNG_SIGNATURE, ihdr]);
}

const SAMPLES = [
  {
    name: 'a PNG in a sans-serif font',
    reference: PARAGRAPHS[0],
    image: () => renderParagraph(PARAGRAPHS[0]).toBuffer('image/png'),
  },
  {
    name: 'a JPEG in a serif font',
    reference: PARAGRAPHS[1],
    image: () => renderParagraph(PARAGRAPHS[1], { serif: true, size: 22 }).toBuffer('image/jpeg', 90),
  },
  {
    name: 'a WebP in a smaller font',
    reference: PARAGRAPHS[2],
    image: () => renderParagraph(PARAGRAPHS[2], { size: 18 }).toBuffer('image/webp'),
  },
  {
    name: 'a BMP',
    reference: PARAGRAPHS[0],
    image: () => toBmp(renderParagraph(PARAGRAPHS[0], { serif: true })),
  },
];

describe('POST /api/image-to-text', () => {
  let t: TestApp;
  let guest: request.Agent;
  beforeAll(async () => {
    t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '1000' });
    guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
  });
  afterAll(() => t.close());

  const upload = (image: Buffer, filename = 'image.png', contentType = 'image/png') =>
    guest.post('/api/image-to-text').attach('image', image, { filename, contentType });

  function expectFailure(res: request.Response, status: number, error?: string) {
    expect(res.status).toBe(status);
    expect(res.body).toEqual({
      success: false,
      error: error ?? expect.any(String),
      code: expect.any(String),
    });
  }

  it.each(SAMPLES)('reads $name with a character error rate of at most 2%', async ({ reference, image }) => {
    // The declared type and name are the client's guess; the server goes by the bytes.
    const res = await upload(image(), 'page', 'application/octet-stream');
    expect(res.status).toBe(200);
    const body = ZImageToTextResponseSchema.parse(res.body);
    expect(body.success).toBe(true);
    expect(characterErrorRate(reference, body.result ?? '')).toBeLessThanOrEqual(0.02);
  });

  it.each(LINE_PAGES)(
    'returns every line of $name; a superscript comes back as one or is marked',
    async ({ lines, style }) => {
      const res = await upload(renderLines(lines, style).toBuffer('image/png'));
      const body = ZImageToTextResponseSchema.parse(res.body);
      const result = (body.result ?? '').split('\n');
      const uncertainLines = new Set((body.uncertain ?? []).map((u) => u.line));
      // Line numbers of the answer's non-blank lines (a blank line separates paragraphs).
      const returned = result.flatMap((text, i) => (text.trim() === '' ? [] : [{ text, number: i + 1 }]));
      expect(returned.map((l) => l.text)).toHaveLength(lines.length);

      returned.forEach(({ text, number }, i) => {
        const expected = expectedText(lines[i]);
        expect(characterErrorRate(expected, text)).toBeLessThanOrEqual(0.25);
        const superscripts = expected.split(' ').filter((word) => /[⁰-⁹⁻⁺²³¹]/u.test(word));
        for (const word of superscripts) {
          if (!text.split(' ').includes(word))
            expect({ line: text, marked: uncertainLines.has(number) }).toEqual({ line: text, marked: true });
        }
        if (text.includes('?') && !expected.includes('?')) expect(uncertainLines).toContain(number);
      });
    },
  );

  it('answers 422 with the spec message for a blank image and for noise', async () => {
    expectFailure(await upload(blankImage()), 422, 'No text was found in the image.');
    expectFailure(await upload(noiseImage()), 422, 'No text was found in the image.');
  });

  it('refuses what is not an image by its bytes with 415, whatever its name and type', async () => {
    const pdf = Buffer.from(
      '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
    );
    expectFailure(await upload(pdf, 'image.png', 'image/png'), 415, NOT_AN_IMAGE);
    expectFailure(
      await upload(Buffer.from('Just some notes, not a picture.\n'), 'notes.txt', 'text/plain'),
      415,
      NOT_AN_IMAGE,
    );
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><text>Hi</text></svg>');
    expectFailure(await upload(svg, 'drawing.svg', 'image/svg+xml'), 415, NOT_AN_IMAGE);
  });

  it('answers 400 without a file, with an empty file or with the file in another field', async () => {
    const none = await guest.post('/api/image-to-text');
    expectFailure(none, 400);
    expect(none.body.error).toMatch(/form field "image"/);
    expectFailure(await upload(Buffer.alloc(0)), 400);
    const wrongField = await guest.post('/api/image-to-text').attach('file', blankImage(), 'image.png');
    expectFailure(wrongField, 400);
  });

  it('refuses a file over 10 MB and an image of too many pixels with 413', async () => {
    const elevenMegabytes = Buffer.concat([pngHeader(1000, 1000), Buffer.alloc(11 * 1024 * 1024)]);
    expect(elevenMegabytes.length).toBeGreaterThan(IMAGE_TO_TEXT_MAX_BYTES);
    expectFailure(
      await upload(elevenMegabytes),
      413,
      'The image must be at most 10 MB. Please use a smaller image.',
    );

    // 100 megapixels in a few bytes: refused from the header, never decoded.
    const bomb = await upload(pngHeader(10_000, 10_000));
    expectFailure(bomb, 413);
    expect(bomb.body.error).toMatch(/10000 × 10000 pixels; the limit is 40 million pixels/);
  });

  it('answers 422 for a damaged image and keeps working afterwards', async () => {
    const truncated = renderParagraph(PARAGRAPHS[2]).toBuffer('image/png').subarray(0, 300);
    expectFailure(
      await upload(truncated),
      422,
      'The image could not be read; the file may be damaged or incomplete. Please try another image.',
    );
    const next = await upload(renderParagraph('The recogniser is still working.').toBuffer('image/png'));
    expect(next.body).toEqual({ success: true, result: 'The recogniser is still working.', uncertain: [] });
  });

  it('needs a session (a guest one will do)', async () => {
    const res = await request(t.http).post('/api/image-to-text').attach('image', blankImage(), 'image.png');
    expectFailure(res, 401);
  });
});

describe('POST /api/image-to-text rate limit', () => {
  let t: TestApp;
  beforeAll(async () => (t = await startTestApp({ RATE_LIMIT_AI_PER_MINUTE: '2' })));
  afterAll(() => t.close());

  it("counts toward the per-user AI limit and answers 429 in this route's error shape", async () => {
    const guest = request.agent(t.http);
    await guest.post('/api/guest-login').expect(200);
    const send = () => guest.post('/api/image-to-text').attach('image', Buffer.from('not an image'), 'a.png');
    expect((await send()).status).toBe(415);
    expect((await send()).status).toBe(415);
    const limited = await send();
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      success: false,
      error: 'Too many AI requests: at most 2 a minute. Please wait a moment and try again.',
      code: 'AI_RATE_LIMITED',
    });
  });
});
