import { PDFDocument } from '@cantoo/pdf-lib';
import { AppError } from '../../common/app-error';
import { classifyDriveContent } from './drive-content';
import { megabytes } from './drive.errors';
import { withAncestors } from './drive.service';

async function refusal(name: string, bytes: Buffer): Promise<AppError> {
  const error: unknown = await classifyDriveContent(name, bytes).then(
    () => new Error('accepted'),
    (e: unknown) => e,
  );
  if (!(error instanceof AppError)) throw error;
  return error;
}

describe('classifyDriveContent', () => {
  it('takes a PDF that opens, whatever it is called', async () => {
    const pdf = await PDFDocument.create();
    pdf.addPage();
    const bytes = Buffer.from(await pdf.save());
    await expect(classifyDriveContent('scan', bytes)).resolves.toEqual({
      kind: 'pdf',
      mimeType: 'application/pdf',
    });
  });

  it('takes images by their magic bytes and .tex files as UTF-8 text', async () => {
    const gif = Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1');
    await expect(classifyDriveContent('diagram.tex', gif)).resolves.toEqual({
      kind: 'image',
      mimeType: 'image/gif',
    });
    await expect(classifyDriveContent('Übung.TEX', Buffer.from('\\section{Ü}'))).resolves.toEqual({
      kind: 'tex',
      mimeType: 'text/x-tex',
      text: '\\section{Ü}',
    });
  });

  it.each([
    ['broken.pdf', Buffer.from('%PDF-1.4\n%%EOF'), 422, 'DRIVE_BROKEN_PDF'],
    ['letter.pdf', Buffer.from('Dear reader'), 415, 'DRIVE_NOT_A_PDF'],
    ['binary.tex', Buffer.from([0x41, 0x00, 0x42]), 415, 'DRIVE_TEX_NOT_TEXT'],
    ['cp1252.tex', Buffer.from([0x93, 0x71, 0x94]), 415, 'DRIVE_TEX_NOT_TEXT'],
    ['page.html', Buffer.from('<html></html>'), 415, 'DRIVE_UNSUPPORTED_TYPE'],
    ['vector.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 415, 'DRIVE_UNSUPPORTED_TYPE'],
  ])('refuses %s', async (name, bytes, status, code) => {
    const error = await refusal(name, bytes);
    expect([error.status, error.code]).toEqual([status, code]);
    expect(error.message).toContain(name);
  });
});

describe('drive helpers', () => {
  it('lists every folder with its ancestors, the top first', () => {
    expect(withAncestors(['/b/c', '/a', '/'])).toEqual(['/', '/a', '/b', '/b/c']);
    expect(withAncestors([])).toEqual(['/']);
  });

  it('reads sizes in megabytes with one decimal, rounding up', () => {
    expect(megabytes(200 * 1024 * 1024)).toBe('200');
    expect(megabytes(1)).toBe('0.1');
    expect(megabytes(1.25 * 1024 * 1024)).toBe('1.3');
  });
});
