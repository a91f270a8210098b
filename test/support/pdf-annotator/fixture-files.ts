import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import { PageSizes, PDFDocument, StandardFonts, degrees } from '@cantoo/pdf-lib';

/**
 * Files the PDF annotator's end-to-end test opens: a small text document whose pages differ in size and
 * rotation, the PNG it places, and the bad files it must refuse with a clear message.
 */

export interface FixturePage {
  /** [width, height] of the MediaBox in points, before /Rotate. */
  size: [number, number];
  rotate: 0 | 90;
  lines: string[];
}

export const FIXTURE_PAGES: readonly FixturePage[] = [
  {
    size: PageSizes.A4,
    rotate: 0,
    lines: ['Cell biology revision sheet', 'Mitochondria release energy by aerobic respiration.'],
  },
  {
    size: PageSizes.Letter,
    rotate: 90,
    lines: ['Kinematics revision sheet', 'Velocity is the rate of change of displacement.'],
  },
  {
    size: [PageSizes.A4[1], PageSizes.A4[0]],
    rotate: 0,
    lines: ['Organic chemistry revision sheet', 'Alkenes decolourise bromine water.'],
  },
];

const MARGIN = 56;
const LINE_HEIGHT = 22;

/** The three-page text document (real text in Helvetica, so it stays extractable). */
export async function textDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const spec of FIXTURE_PAGES) {
    const page = doc.addPage(spec.size);
    page.setRotation(degrees(spec.rotate));
    spec.lines.forEach((line, i) =>
      page.drawText(line, { x: MARGIN, y: page.getHeight() - MARGIN - i * LINE_HEIGHT, size: 14, font }),
    );
  }
  return doc.save();
}

/** A valid document locked with a user password: pdf.js cannot open it without one. */
export async function encryptedDocument(): Promise<Uint8Array> {
  const doc = await PDFDocument.load(await textDocument());
  doc.encrypt({ userPassword: 'open-sesame', ownerPassword: 'owner-secret' });
  return doc.save();
}

/** A PDF header followed by bytes that are no PDF structure at all. */
export function corruptDocument(): Buffer {
  return Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(4096, 'not an object stream ')]);
}

/** Plain text under a .pdf name, as a browser reports it. */
export const notAPdf = () => Buffer.from('Lecture notes, week 3: this is plain text, not a PDF.\n');

/**
 * A 200 MB file starting like a PDF, written sparse (a hole, no 200 MB of disk) in a temp directory.
 * Returns its path and a function that removes it.
 */
export function hugeDocument(sizeBytes = 200 * 1024 * 1024): { file: string; remove: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'eps-pdf-annotator-'));
  const file = path.join(dir, 'huge-scan.pdf');
  fs.writeFileSync(file, '%PDF-1.7\n');
  fs.truncateSync(file, sizeBytes);
  return { file, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

/** A 160 × 120 PNG: two colour bands, so a placed copy is easy to tell from the page. */
export function bandedPng(): Buffer {
  const canvas = createCanvas(160, 120);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#1d4ed8';
  ctx.fillRect(0, 0, 160, 60);
  ctx.fillStyle = '#f59e0b';
  ctx.fillRect(0, 60, 160, 60);
  return canvas.toBuffer('image/png');
}

/** Where the redaction document's words and image are, in page units (top-left origin) of its A4 page. */
export const REDACTION_PAGE = {
  size: PageSizes.A4,
  /** [text, left, baseline from the top] in Helvetica 14. */
  lines: [
    ['Candidate Ravensworth scored 17 marks in the mock.', 56, 100],
    ['Moderated by the head of science.', 56, 130],
  ] as const,
  /** The banded PNG, [left, top, width, height]. */
  image: [56, 200, 160, 120] as const,
  fontSize: 14,
};

/** One A4 page of real text and a flate-encoded PNG, for "Delete Content" to redact. */
export async function redactionDocument(): Promise<{
  bytes: Uint8Array;
  wordBox: (word: string) => number[];
}> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const page = doc.addPage(REDACTION_PAGE.size);
  const height = page.getHeight();
  for (const [text, x, y] of REDACTION_PAGE.lines) {
    page.drawText(text, { x, y: height - y, size: REDACTION_PAGE.fontSize, font });
  }
  const [left, top, width, imageHeight] = REDACTION_PAGE.image;
  page.drawImage(await doc.embedPng(bandedPng()), {
    x: left,
    y: height - top - imageHeight,
    width,
    height: imageHeight,
  });
  /** [left, top, right, bottom] around a word of the first line. */
  const wordBox = (word: string) => {
    const [text, x, y] = REDACTION_PAGE.lines[0];
    const start = x + font.widthOfTextAtSize(text.slice(0, text.indexOf(word)), REDACTION_PAGE.fontSize);
    const end = start + font.widthOfTextAtSize(word, REDACTION_PAGE.fontSize);
    return [start, y - REDACTION_PAGE.fontSize, end, y + 4];
  };
  return { bytes: await doc.save(), wordBox };
}
