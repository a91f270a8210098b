import { PDFDocument } from '@cantoo/pdf-lib';
import { checkPdf } from './pdf-check';

async function pdfOf(pages: number): Promise<Buffer> {
  const doc = await PDFDocument.create();
  for (let i = 0; i < pages; i += 1) doc.addPage();
  return Buffer.from(await doc.save());
}

describe('checkPdf', () => {
  it('accepts a PDF and counts its pages, also after a few bytes of junk before the header', async () => {
    await expect(checkPdf(await pdfOf(3))).resolves.toEqual({ ok: true, pages: 3 });
    const prefixed = Buffer.concat([Buffer.from('\r\n\r\n'), await pdfOf(1)]);
    await expect(checkPdf(prefixed)).resolves.toEqual({ ok: true, pages: 1 });
  });

  it.each([
    ['an empty file', Buffer.alloc(0), 'the file is empty'],
    ['a text file', Buffer.from('Question 1: state Newton’s laws.'), 'it does not start like a PDF'],
    [
      'a PNG named .pdf',
      Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'),
      'it does not start like a PDF',
    ],
    [
      'a header and nothing else',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(500, 'x')]),
      'it is damaged or incomplete',
    ],
  ])('refuses %s', async (_name, bytes, why) => {
    await expect(checkPdf(bytes)).resolves.toEqual({ ok: false, why });
  });
});
