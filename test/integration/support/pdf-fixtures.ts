import { PDFDocument, StandardFonts } from '@cantoo/pdf-lib';

/** A real PDF of `pages` pages with `text` on each, so two fixtures with different text differ in bytes. */
export async function makePdf(text: string, pages = 1): Promise<Buffer> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let i = 0; i < pages; i += 1) {
    doc.addPage([595, 842]).drawText(`${text} (page ${i + 1})`, { x: 72, y: 760, size: 14, font });
  }
  return Buffer.from(await doc.save());
}
