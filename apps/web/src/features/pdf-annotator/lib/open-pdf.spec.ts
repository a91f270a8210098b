import { hasPdfSignature, MAX_PDF_BYTES, OPEN_ERRORS, openErrorMessage, readPdfFile } from './open-pdf';

const bytes = (text: string) => new TextEncoder().encode(text);

/** A file as the browser hands it over (jsdom's Blob cannot be read), counting how often it is read. */
function fileOf(content: Uint8Array, size = content.length) {
  const reads = { count: 0 };
  const file = {
    size,
    slice: (start: number, end: number) => fileOf(content.slice(start, end)).file,
    arrayBuffer: async () => {
      reads.count++;
      return content.slice().buffer;
    },
  } as unknown as Blob;
  return { file, reads };
}

describe('open-pdf', () => {
  it('finds the %PDF- signature within the first 1024 bytes only', () => {
    expect(hasPdfSignature(bytes('%PDF-1.7\n'))).toBe(true);
    expect(hasPdfSignature(bytes(`${' '.repeat(500)}%PDF-1.4`))).toBe(true);
    expect(hasPdfSignature(bytes(`${' '.repeat(1020)}%PDF-1.4`))).toBe(false);
    expect(hasPdfSignature(bytes('PK\u0003\u0004 a zip named .pdf'))).toBe(false);
  });

  it('refuses a file over 100 MB before reading it, and a non-PDF whatever its name', async () => {
    const huge = fileOf(bytes('%PDF-1.7'), MAX_PDF_BYTES + 1);
    await expect(readPdfFile(huge.file)).rejects.toThrow(OPEN_ERRORS.tooLarge);
    expect(huge.reads.count).toBe(0);

    await expect(readPdfFile(fileOf(bytes('<html>')).file)).rejects.toThrow(OPEN_ERRORS.notPdf);
    await expect(readPdfFile(fileOf(bytes('%PDF-1.7 body')).file)).resolves.toEqual(bytes('%PDF-1.7 body'));
  });

  it("names pdf.js's failures the user can act on", () => {
    const named = (name: string) => Object.assign(new Error('x'), { name });
    expect(openErrorMessage(named('PasswordException'))).toBe(OPEN_ERRORS.encrypted);
    expect(openErrorMessage(named('InvalidPDFException'))).toBe(OPEN_ERRORS.corrupt);
    expect(openErrorMessage(new TypeError('boom'))).toBe(OPEN_ERRORS.unreadable);
  });
});
