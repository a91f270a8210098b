/** Test inputs for the writer: a small mixed document and the annotations the tests place on it. */
import fs from 'node:fs';
import { PDFDocument, StandardFonts, degrees } from '@cantoo/pdf-lib';
import { EMBEDDED_FONTS, type EmbeddedFontName } from '../fonts';
import type { AnnotationImage, PageAnnotations } from '../model';

/** Each fixture page: its size, boxes and rotation as pdf.js will report them, and its own text. */
export const FIXTURE_PAGES = [
  { label: 'A4', size: [595.28, 841.89], text: 'Original text on the A4 page' },
  { label: 'US Letter landscape', size: [792, 612], text: 'Original text on the landscape page' },
  {
    label: 'rotated 90 with an offset crop box',
    size: [612, 792],
    cropBox: [36, 48, 500, 700],
    rotation: 90,
    text: 'Original text on the rotated page',
  },
] as const;

/** A 3-page text document: A4, US Letter landscape, and a /Rotate 90 page whose crop box is off the origin. */
export async function makeFixturePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (const fixture of FIXTURE_PAGES) {
    const page = doc.addPage([...fixture.size]);
    if ('cropBox' in fixture) {
      const [x, y, width, height] = fixture.cropBox;
      page.setCropBox(x, y, width, height);
      page.setRotation(degrees(fixture.rotation));
    }
    const { x, y } = 'cropBox' in fixture ? { x: fixture.cropBox[0], y: fixture.cropBox[1] } : { x: 0, y: 0 };
    page.drawText(fixture.text, { x: x + 60, y: y + 120, size: 14, font });
  }
  return doc.save();
}

/** A solid-colour image made with @napi-rs/canvas (a dev dependency of the repository). */
export async function makeImage(
  mimeType: AnnotationImage['mimeType'],
  width = 8,
  height = 6,
): Promise<AnnotationImage> {
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  const context = canvas.getContext('2d');
  context.fillStyle = '#2a6fdb';
  context.fillRect(0, 0, width, height);
  const bytes = mimeType === 'image/png' ? canvas.toBuffer('image/png') : canvas.toBuffer('image/jpeg');
  return { mimeType, bytes: new Uint8Array(bytes), naturalWidth: width, naturalHeight: height };
}

/** Font bytes from the npm packages, as the bench and the Node tests load them. */
export const loadFontFromNodeModules = async (name: EmbeddedFontName): Promise<Uint8Array> =>
  new Uint8Array(await fs.promises.readFile(require.resolve(EMBEDDED_FONTS[name])));

/** The acceptance set on one page: white-out, circle image, stroke, dot, text and LaTeX. */
export function acceptanceAnnotations(image: AnnotationImage): PageAnnotations {
  return {
    deletions: [{ x: 40, y: 300, width: 120, height: 30, opacity: 0.7 }],
    images: [{ id: 'img-1', image, x: 200, y: 100, width: 80, height: 60, shape: 'circle' }],
    drawings: [
      {
        color: '#e03131',
        size: 4,
        points: [
          { x: 300, y: 300 },
          { x: 350, y: 320 },
          { x: 400, y: 310 },
        ],
      },
      { color: '#000000', size: 6, points: [{ x: 450, y: 200 }] },
    ],
    texts: [
      {
        id: 't-1',
        content: 'Hello annotator',
        x: 100,
        y: 200,
        isLatex: false,
        fontFamily: 'Arial',
        fontSize: 16,
      },
      {
        id: 't-2',
        content: '\\frac{a}{b}',
        x: 100,
        y: 400,
        isLatex: true,
        fontFamily: 'Arial',
        fontSize: 20,
      },
    ],
  };
}
