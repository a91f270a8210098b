import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFString,
  StandardFonts,
  decodePDFRawStream,
  degrees,
  rgb,
  type PDFFont,
} from '@cantoo/pdf-lib';
import fontkit from '@cantoo/fontkit';
import { EMBEDDED_FONTS } from '../fonts';
import type { AnnotationsByPage, Deletion } from '../model';
import { saveRedactedPdf } from '../save-annotated-pdf';
import { loadFontFromNodeModules, makeImage } from '../testing/fixtures';
import { parseContent, type Operand } from './content-syntax';

/**
 * "Delete Content" as a redaction, read back with poppler's pdftotext and pdfimages: what an area covers
 * is gone from the saved file, what lies outside it is still there.
 */

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'redaction-'));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

function poppler(tool: 'pdftotext' | 'pdfimages', bytes: Uint8Array, ...args: string[]): string {
  const file = path.join(work, `${tool}-${Math.random().toString(36).slice(2)}.pdf`);
  fs.writeFileSync(file, bytes);
  const out = tool === 'pdftotext' ? ['-'] : [];
  return execFileSync(tool, [...args, file, ...out], { encoding: 'utf8' });
}
const textOf = (bytes: Uint8Array, page?: number) =>
  poppler('pdftotext', bytes, ...(page ? ['-f', String(page), '-l', String(page)] : [])).replace(/\s+/g, ' ');
/** pdfimages -list: one row per image painted, "page num type width height …". */
const imagesOf = (bytes: Uint8Array) =>
  poppler('pdfimages', bytes, '-list')
    .split('\n')
    .slice(2)
    .filter((row) => row.trim() !== '')
    .map((row) => row.trim().split(/\s+/));

const stringsOf = (operand: Operand): string[] =>
  operand.kind === 'string'
    ? [Buffer.from(operand.bytes).toString('latin1')]
    : operand.kind === 'array'
      ? operand.items.flatMap(stringsOf)
      : [];

/** Every string shown by any stream in the file, kerned pieces joined: what any tool could still read. */
async function shownStrings(bytes: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(([, object]) => object instanceof PDFRawStream)
    .flatMap(([, stream]) => {
      try {
        return parseContent(decodePDFRawStream(stream as PDFRawStream).decode());
      } catch {
        return [];
      }
    })
    .flatMap((op) => op.operands.flatMap(stringsOf))
    .join('');
}

const deletion = (x: number, y: number, width: number, height: number): Deletion => ({
  x,
  y,
  width,
  height,
  opacity: 1,
});
const only = (deletions: Deletion[]) => ({ drawings: [], texts: [], images: [], deletions });
const save = (original: Uint8Array, annotations: AnnotationsByPage) =>
  saveRedactedPdf(original, annotations, { loadFont: loadFontFromNodeModules });

/** The box (page units, top-left origin) around `word` in `line` drawn at baseline (x, y) of a page `height` tall. */
function wordBox(
  font: PDFFont,
  size: number,
  line: string,
  word: string,
  x: number,
  y: number,
  height: number,
) {
  const left = x + font.widthOfTextAtSize(line.slice(0, line.indexOf(word)), size);
  const width = font.widthOfTextAtSize(word, size);
  return deletion(left - 1, height - y - size, width + 2, size * 1.3);
}

describe('Delete Content redacts', () => {
  it('takes the covered words out of standard-font and embedded-font text; the rest of the line stays', async () => {
    const doc = await PDFDocument.create();
    doc.registerFontkit(fontkit);
    const helvetica = await doc.embedFont(StandardFonts.Helvetica);
    const dejavu = await doc.embedFont(fs.readFileSync(require.resolve(EMBEDDED_FONTS.DejaVuSans)));
    const page = doc.addPage([595, 842]);
    const lines = [
      { font: helvetica, text: 'Candidate Ravensworth scored 17 marks', word: 'Ravensworth', y: 700 },
      { font: dejavu, text: 'Examiner Quillfeather signed the form', word: 'Quillfeather', y: 640 },
    ];
    for (const { font, text, y } of lines) page.drawText(text, { x: 72, y, size: 14, font });
    page.drawText('A line far from the box stays whole.', { x: 72, y: 500, size: 12, font: helvetica });
    // A sticky note on the name, and a link far from it.
    const note = (rect: number[], contents: string) =>
      doc.context.register(
        doc.context.obj({ Type: 'Annot', Subtype: 'Text', Rect: rect, Contents: PDFString.of(contents) }),
      );
    page.node.addAnnot(note([150, 700, 170, 720], 'Note on Ravensworth'));
    page.node.addAnnot(note([72, 100, 92, 120], 'Note far away'));
    const original = await doc.save();
    expect(textOf(original)).toContain('Ravensworth');

    const boxes = lines.map(({ font, text, word, y }) => wordBox(font, 14, text, word, 72, y, 842));
    const { bytes, redactions } = await save(original, { 1: only(boxes) });
    const text = textOf(bytes);
    expect(text).not.toMatch(/Ravensworth|Quillfeather|Raven|feather/);
    expect(text).toMatch(/Candidate +scored 17 marks/);
    expect(text).toMatch(/Examiner +signed the form/);
    expect(text).toContain('A line far from the box stays whole.');
    // The two words, and the spaces either side that the boxes reach over.
    expect(redactions).toHaveLength(1);
    expect(redactions[0].glyphs).toBeGreaterThanOrEqual('RavensworthQuillfeather'.length);
    expect(redactions[0].glyphs).toBeLessThanOrEqual('RavensworthQuillfeather'.length + 4);
    // The old content is not in the file either (nothing left to recover).
    expect(await shownStrings(original)).toContain('Ravensworth');
    expect(await shownStrings(bytes)).not.toContain('Ravensworth');
    // The note on the name went with it; the other stays.
    expect(redactions[0].annotations).toBe(1);
    const notes = (await PDFDocument.load(bytes)).context
      .enumerateIndirectObjects()
      .map(([, object]) =>
        object instanceof PDFDict && object.get(PDFName.of('Type')) === PDFName.of('Annot')
          ? object.lookupMaybe(PDFName.of('Contents'), PDFString)
          : undefined,
      )
      .filter((contents) => contents !== undefined)
      .map((contents) => contents.decodeText());
    expect(notes).toEqual(['Note far away']);
  });

  it('blanks a covered part of an image it can rewrite, removes one it cannot, and takes out covered shapes', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const png = await doc.embedPng((await makeImage('image/png', 40, 40)).bytes);
    const jpeg = await doc.embedJpg((await makeImage('image/jpeg', 40, 40)).bytes);
    const page = doc.addPage([600, 800]);
    page.drawImage(png, { x: 100, y: 500, width: 200, height: 200 }); // page units x 100–300, y 100–300
    page.drawImage(jpeg, { x: 350, y: 500, width: 100, height: 100 }); // x 350–450, y 200–300
    page.drawImage(png, { x: 100, y: 100, width: 100, height: 100 }); // far from the box
    page.drawRectangle({ x: 360, y: 660, width: 20, height: 20, color: rgb(1, 0, 0) }); // y 120–140
    page.drawLine({ start: { x: 50, y: 650 }, end: { x: 550, y: 650 }, thickness: 2 }); // crosses the box
    page.drawText('Outside text', { x: 100, y: 300, size: 12, font });
    const original = await doc.save();
    expect(imagesOf(original)).toHaveLength(3);

    const { bytes, redactions } = await save(original, { 1: only([deletion(250, 110, 220, 140)]) });
    const images = imagesOf(bytes);
    // The covered PNG is still painted, blanked under the box; the JPEG is gone; the far PNG untouched.
    expect(images.map((row) => row[2])).toEqual(['image', 'image']);
    expect(redactions).toEqual([
      expect.objectContaining({ imagesBlanked: 1, imagesRemoved: 1, paths: 1, pathsClipped: 1 }),
    ]);
    expect(textOf(bytes)).toContain('Outside text');

    // Rendered, the blanked image is white under the box and still blue beside it.
    const ppm = path.join(work, 'render');
    fs.writeFileSync(`${ppm}.pdf`, bytes);
    execFileSync('pdftoppm', ['-r', '72', '-gray', '-singlefile', `${ppm}.pdf`, ppm]);
    const pixels = fs.readFileSync(`${ppm}.pgm`);
    const header = pixels.indexOf('\n255\n') + 5;
    const grey = (x: number, y: number) => pixels[header + y * 600 + x];
    expect(grey(280, 200)).toBe(255);
    expect(grey(150, 200)).toBeLessThan(200);
    expect(grey(370, 130)).toBe(255);
  });

  it('redacts on a rotated page with an offset crop box, where the box is drawn in view coordinates', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Helvetica);
    const page = doc.addPage([612, 792]);
    page.setCropBox(36, 48, 500, 700);
    page.setRotation(degrees(90));
    page.drawText('Secretword', { x: 100, y: 200, size: 14, font });
    page.drawText('Keepword', { x: 100, y: 400, size: 14, font });
    const original = await doc.save();
    // /Rotate 90: page units x = pdf y - 48, y = pdf x - 36. "Secretword" runs up the page at x ≈ 152.
    const { bytes } = await save(original, { 1: only([deletion(140, 50, 30, 100)]) });
    const text = textOf(bytes);
    expect(text).not.toContain('Secret');
    expect(text).toContain('Keepword');
  });

  it('takes text out of a LaTeX document (embedded Type 1 fonts, kerned TJ arrays) and out of a form XObject', async () => {
    const tex = path.join(work, 'notes.tex');
    fs.writeFileSync(
      tex,
      String.raw`\documentclass{article}\pagestyle{empty}\begin{document}
\noindent The student Wolverhampton answered every question.\par
\noindent\fbox{Boxed reference Kittiwake number 42.}\par
\noindent A final sentence stays in the notes.
\end{document}`,
    );
    execFileSync('pdflatex', ['-interaction=nonstopmode', '-output-directory', work, tex], {
      stdio: 'ignore',
    });
    const latex = new Uint8Array(fs.readFileSync(path.join(work, 'notes.pdf')));
    // Embed the LaTeX page as a form XObject on a second page too.
    const doc = await PDFDocument.load(latex);
    const [embedded] = await doc.embedPdf(latex);
    doc.addPage([embedded.width, embedded.height]).drawPage(embedded, { x: 0, y: 0 });
    const original = await doc.save();
    const bbox = poppler('pdftotext', original, '-bbox', '-f', '1', '-l', '1');
    const box = (word: string) => {
      const match = new RegExp(
        `xMin="([\\d.]+)" yMin="([\\d.]+)" xMax="([\\d.]+)" yMax="([\\d.]+)">${word}<`,
      ).exec(bbox);
      const [x0, y0, x1, y1] = match!.slice(1).map(Number);
      return deletion(x0 - 0.5, y0 - 0.5, x1 - x0 + 1, y1 - y0 + 1);
    };
    const boxes = [box('Wolverhampton'), box('Kittiwake')];
    const { bytes } = await save(original, { 1: only(boxes), 2: only(boxes) });
    for (const pageNumber of [1, 2]) {
      const text = textOf(bytes, pageNumber);
      expect(text).not.toMatch(/Wolverhampton|Kittiwake/);
      expect(text).toMatch(/The student +answered every question\./);
      expect(text).toMatch(/Boxed reference +number 42\./);
      expect(text).toContain('A final sentence stays in the notes.');
    }
    // Nor in any stream of the file, such as the form XObject the second page used to paint.
    expect(await shownStrings(original)).toMatch(/Kittiw/);
    expect(await shownStrings(bytes)).not.toMatch(/Kittiw|erhampton/);
  });
});
