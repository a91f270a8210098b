import { PDFDocument } from '@cantoo/pdf-lib';
import { PdfAnnotateError } from './errors';
import { emptyPageAnnotations, type AnnotationsByPage } from './model';
import { saveAnnotatedPdf } from './save-annotated-pdf';
import { loadFontFromNodeModules, makeFixturePdf } from './testing/fixtures';

const options = { loadFont: loadFontFromNodeModules };
const textOnPage1 = (fontFamily: 'Arial' | 'Georgia'): AnnotationsByPage => ({
  1: {
    ...emptyPageAnnotations(),
    texts: [{ id: 't', content: 'Hello', x: 10, y: 10, isLatex: false, fontFamily, fontSize: 12 }],
  },
});

async function saveError(original: Uint8Array, annotations = textOnPage1('Arial'), saveOptions = options) {
  try {
    await saveAnnotatedPdf(original, annotations, saveOptions);
  } catch (error) {
    return error;
  }
  throw new Error('the save succeeded');
}

describe('saveAnnotatedPdf on inputs it cannot save', () => {
  it('refuses a password-protected PDF with PDF_ENCRYPTED', async () => {
    const doc = await PDFDocument.load(await makeFixturePdf());
    doc.encrypt({ userPassword: 'secret', ownerPassword: 'owner-secret' });
    const error = await saveError(await doc.save());
    expect(error).toBeInstanceOf(PdfAnnotateError);
    expect(error).toMatchObject({
      code: 'PDF_ENCRYPTED',
      message: 'This PDF is password-protected, so it cannot be saved with changes.',
    });
  });

  it('refuses a damaged PDF with PDF_UNREADABLE', async () => {
    const header = new TextEncoder().encode(
      '%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj << /Type /Catalog /Pages 9 0 R',
    );
    const garbage = Uint8Array.from({ length: 2048 }, (_, index) => (index * 7919) % 251);
    const error = await saveError(new Uint8Array([...header, ...garbage]));
    expect(error).toMatchObject({ code: 'PDF_UNREADABLE', name: 'PdfAnnotateError' });
    expect((error as Error).message).toMatch(/damaged/);
  });

  it('refuses a PDF cut short in the middle of its page tree with PDF_UNREADABLE', async () => {
    const whole = await makeFixturePdf();
    const error = await saveError(whole.subarray(0, 400));
    expect(error).toMatchObject({ code: 'PDF_UNREADABLE' });
  });

  it('refuses a file that is not a PDF with NOT_A_PDF', async () => {
    const error = await saveError(new TextEncoder().encode('<html><body>not a pdf</body></html>'));
    expect(error).toMatchObject({ code: 'NOT_A_PDF' });
  });

  it('reports a font that cannot be fetched with FONT_UNAVAILABLE', async () => {
    const offline = { loadFont: () => Promise.reject(new Error('network down')) };
    const error = await saveError(await makeFixturePdf(), textOnPage1('Georgia'), offline);
    expect(error).toMatchObject({ code: 'FONT_UNAVAILABLE' });
  });

  it('reports an image whose bytes are not a PNG with IMAGE_UNREADABLE', async () => {
    const image = {
      mimeType: 'image/png' as const,
      bytes: new Uint8Array([1, 2, 3]),
      naturalWidth: 1,
      naturalHeight: 1,
    };
    const annotations = {
      1: {
        ...emptyPageAnnotations(),
        images: [{ id: 'i', image, x: 0, y: 0, width: 10, height: 10, shape: 'rectangle' as const }],
      },
    };
    const error = await saveError(await makeFixturePdf(), annotations);
    expect(error).toMatchObject({ code: 'IMAGE_UNREADABLE' });
  });
});
