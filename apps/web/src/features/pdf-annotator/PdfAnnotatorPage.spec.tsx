import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { renderAt } from '@/testing/render-with-providers';
import { openPdf } from './lib/open-pdf';
import { PdfAnnotatorPage } from './PdfAnnotatorPage';
import { downloadBlob } from '@/lib/download';
import { writeAnnotatedPdf } from './lib/save-pdf';
import { PAGE_SIZES } from './testing/annotator-fixtures';

jest.mock('./lib/open-pdf', () => ({ ...jest.requireActual('./lib/open-pdf'), openPdf: jest.fn() }));
jest.mock('./lib/save-pdf', () => ({
  ...jest.requireActual('./lib/save-pdf'),
  writeAnnotatedPdf: jest.fn(),
}));
jest.mock('@/lib/download', () => ({ downloadBlob: jest.fn() }));

// jsdom has neither pointer events nor Blob.arrayBuffer; the browser has both.
class FakePointerEvent extends MouseEvent {
  pointerId: number;
  pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'mouse';
  }
}
if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: FakePointerEvent });
if (!Blob.prototype.arrayBuffer) {
  Blob.prototype.arrayBuffer = function read(this: Blob) {
    return new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(this);
    });
  };
}

const PDF_BYTES = '%PDF-1.7\n% a three-page test document';
/** pdf.js stand-in: pages never render in jsdom, the annotation layers are what these tests use. */
const fakeDoc = {
  numPages: 3,
  getPage: () => Promise.reject(new Error('no canvas in jsdom')),
  destroy: jest.fn(),
};

async function openDocument() {
  jest
    .mocked(openPdf)
    .mockResolvedValue({ doc: fakeDoc as unknown as PDFDocumentProxy, pageSizes: PAGE_SIZES });
  renderAt(<PdfAnnotatorPage />, '/pdf-editor');
  choosePdf(new File([PDF_BYTES], 'sheet.pdf', { type: 'application/pdf' }));
  return layer(1);
}

function choosePdf(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type=file][accept="application/pdf"]')!;
  fireEvent.change(input, { target: { files: [file] } });
}

/** The page's annotation layer, shown 1:1 at (0, 0) so screen and page units agree. */
async function layer(pageNumber: number) {
  const svg = await screen.findByLabelText(`Page ${pageNumber} annotations`);
  svg.getBoundingClientRect = () =>
    ({
      left: 0,
      top: 0,
      width: PAGE_SIZES[pageNumber - 1]!.width,
      height: PAGE_SIZES[pageNumber - 1]!.height,
    }) as DOMRect;
  return svg;
}

function dragOn(svg: Element, from: [number, number], to: [number, number]) {
  fireEvent.pointerDown(svg, { clientX: from[0], clientY: from[1], button: 0, pointerId: 1 });
  fireEvent.pointerMove(svg, { clientX: to[0], clientY: to[1], pointerId: 1 });
  fireEvent.pointerUp(svg, { clientX: to[0], clientY: to[1], pointerId: 1 });
}

const tab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));

describe('PdfAnnotatorPage', () => {
  // jsdom lays nothing out; the document area needs a width to fit its pages to.
  const clientWidth = Object.getOwnPropertyDescriptor(Element.prototype, 'clientWidth')!;
  beforeAll(() =>
    Object.defineProperty(Element.prototype, 'clientWidth', { configurable: true, get: () => 900 }),
  );
  afterAll(() => Object.defineProperty(Element.prototype, 'clientWidth', clientWidth));
  afterEach(() => jest.clearAllMocks());

  it('asks for a PDF first, with saving disabled', () => {
    renderAt(<PdfAnnotatorPage />, '/pdf-editor');
    expect(screen.getByText('No PDF file selected')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Open PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save PDF with Changes' })).toBeDisabled();
  });

  it('refuses a file that is not a PDF, whatever its name, and keeps the tool usable', async () => {
    renderAt(<PdfAnnotatorPage />, '/pdf-editor');
    choosePdf(new File(['<html>not a pdf</html>'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a PDF.');
    expect(openPdf).not.toHaveBeenCalled();
    expect(screen.getByText('No PDF file selected')).toBeInTheDocument();
  });

  it('opens a PDF dropped on the document area', async () => {
    jest
      .mocked(openPdf)
      .mockResolvedValue({ doc: fakeDoc as unknown as PDFDocumentProxy, pageSizes: PAGE_SIZES });
    renderAt(<PdfAnnotatorPage />, '/pdf-editor');
    const file = new File([PDF_BYTES], 'dropped.pdf', { type: 'application/pdf' });
    fireEvent.drop(screen.getByRole('region', { name: 'PDF document' }), {
      dataTransfer: { files: [file], types: ['Files'] },
    });
    expect(await screen.findByLabelText('Page 1 annotations')).toBeInTheDocument();
    expect(screen.queryByText('No PDF file selected')).not.toBeInTheDocument();
  });

  it('shows a page with its navigation, zoom and the Scroll View count', async () => {
    await openDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Previous/ })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: /Next/ }));
    expect(await layer(2)).toBeInTheDocument();
    expect(screen.getByText('2 / 3')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(screen.getByText('110%')).toBeInTheDocument();

    fireEvent.click(screen.getByText('Scroll View'));
    expect(screen.getByText('3 Pages')).toBeInTheDocument();
    expect(screen.getAllByLabelText(/^Page \d annotations$/)).toHaveLength(3);
  });

  it('draws with the pen and Ctrl+Z takes the stroke back', async () => {
    const page1 = await openDocument();
    tab('Draw');
    const panel = screen.getByRole('tabpanel', { name: 'Draw' });
    expect(within(panel).getByText('Press Ctrl+Z (or Cmd+Z on Mac) to undo any action.')).toBeInTheDocument();
    expect(within(panel).getByRole('combobox', { name: 'Stroke width' })).toHaveValue('2');
    dragOn(page1, [10, 20], [110, 120]);
    expect(page1.querySelector('path')).toHaveAttribute('d', 'M10 20 L110 120');
    expect(page1.querySelector('path')).toHaveAttribute('stroke-width', '2');

    fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    expect(page1.querySelector('path')).toBeNull();
  });

  it('adds a text where the page was clicked, then selects it and deletes it with Backspace', async () => {
    const page1 = await openDocument();
    tab('Add Text');
    fireEvent.click(page1, { clientX: 100, clientY: 200 });
    expect(within(page1).getByText('will appear here')).toBeInTheDocument();

    const input = screen.getByRole('textbox', { name: 'Text or LaTeX' });
    expect(input).toHaveAttribute('placeholder', 'Enter text or LaTeX...');
    fireEvent.change(input, { target: { value: 'Hello annotator' } });
    expect(screen.getByText('Text Preview')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Add Text' }));
    const placed = within(page1).getByText('Hello annotator');
    expect(placed).toHaveAttribute('x', '100');
    expect(placed).toHaveAttribute('y', '200');
    expect(input).toHaveValue('');

    fireEvent.click(placed, { clientX: 110, clientY: 195 });
    expect(screen.getByText('Text selected. Press Backspace to delete.')).toBeInTheDocument();
    fireEvent.keyDown(document.body, { key: 'Backspace' });
    expect(within(page1).queryByText('Hello annotator')).not.toBeInTheDocument();
  });

  it('previews LaTeX with KaTeX and shows its error', async () => {
    await openDocument();
    tab('Add Text');
    fireEvent.click(screen.getByRole('checkbox', { name: 'LaTeX' }));
    const input = screen.getByRole('textbox', { name: 'Text or LaTeX' });
    fireEvent.change(input, { target: { value: '\\frac{a}{b}' } });
    const preview = screen.getByRole('region', { name: 'LaTeX Preview' });
    expect(preview.querySelector('.katex')).not.toBeNull();
    fireEvent.change(input, { target: { value: '\\frac{a' } });
    expect(within(preview).getByRole('alert')).toHaveTextContent(/^LaTeX Error: /);
  });

  it('white-outs a dragged rectangle with the chosen opacity; Undo Last takes it back', async () => {
    const page1 = await openDocument();
    tab('Delete Content');
    expect(screen.getByText('Draw a rectangle over content to delete it')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Clear All Deletions' })).toBeDisabled();
    dragOn(page1, [50, 60], [250, 100]);
    const rect = page1.querySelector('rect[fill="white"]');
    expect(rect).toHaveAttribute('width', '200');
    expect(rect).toHaveAttribute('fill-opacity', '1');
    fireEvent.click(screen.getByRole('button', { name: 'Undo Last' }));
    expect(page1.querySelector('rect[fill="white"]')).toBeNull();
  });

  it('saves the original bytes with the annotations and downloads annotated-document.pdf', async () => {
    const page1 = await openDocument();
    tab('Draw');
    dragOn(page1, [10, 10], [20, 20]);
    let finish!: (written: { blob: Blob; redactions: [] }) => void;
    jest.mocked(writeAnnotatedPdf).mockReturnValue(new Promise((resolve) => (finish = resolve)));

    fireEvent.click(screen.getByRole('button', { name: 'Save PDF with Changes' }));
    expect(await screen.findByText('Generating PDF... This may take a moment.')).toBeInTheDocument();
    const [original, annotations] = jest.mocked(writeAnnotatedPdf).mock.calls[0]!;
    expect(new TextDecoder().decode(original)).toBe(PDF_BYTES);
    expect(annotations[1]!.drawings).toHaveLength(1);

    const blob = new Blob(['%PDF-1.7 saved']);
    await act(async () => finish({ blob, redactions: [] }));
    expect(downloadBlob).toHaveBeenCalledWith(blob, 'annotated-document.pdf');
    expect(screen.queryByText('Generating PDF... This may take a moment.')).not.toBeInTheDocument();
    expect(screen.getByText('1 / 3')).toBeInTheDocument();
  });

  it('says what the Delete Content areas removed from the saved file', async () => {
    await openDocument();
    const redactions = [
      { page: 1, glyphs: 11, imagesBlanked: 1, imagesRemoved: 0, paths: 2, pathsClipped: 0, annotations: 1 },
      { page: 3, glyphs: 0, imagesBlanked: 0, imagesRemoved: 0, paths: 0, pathsClipped: 0, annotations: 0 },
    ];
    jest.mocked(writeAnnotatedPdf).mockResolvedValue({ blob: new Blob(['%PDF']), redactions });

    fireEvent.click(screen.getByRole('button', { name: 'Save PDF with Changes' }));
    expect(
      await screen.findByText(
        'Deleted content was removed from the saved file, not just covered: page 1: 11 characters, 1 image blanked under the box, 2 shapes, 1 note or link. ' +
          'Nothing lay under the Delete Content box on page 3; only the white box was added.',
      ),
    ).toBeInTheDocument();
  });

  it("says so when saving fails, with the writer's reason", async () => {
    await openDocument();
    const reason = Object.assign(
      new Error('This PDF is password-protected, so it cannot be saved with changes.'),
      {
        name: 'PdfAnnotateError',
      },
    );
    jest.mocked(writeAnnotatedPdf).mockRejectedValue(reason);
    jest.spyOn(console, 'error').mockImplementation(() => {});

    fireEvent.click(screen.getByRole('button', { name: 'Save PDF with Changes' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'There was an error saving the PDF. Please try again. This PDF is password-protected',
      ),
    );
  });
});
