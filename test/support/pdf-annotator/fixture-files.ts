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
