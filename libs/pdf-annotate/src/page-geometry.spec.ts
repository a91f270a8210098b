import { PDFDocument, degrees } from '@cantoo/pdf-lib';
import {
  applyMatrix,
  normalizeRotation,
  pageToPdfMatrix,
  pdfToPageMatrix,
  uprightToPdfMatrix,
  viewBox,
} from './page-geometry';
import { loadPdfjs } from './testing/inspect-pdf';
import { geometryOf } from './upright-canvas';

type Rect = [number, number, number, number];

/** Media box and optional crop box, as [x, y, width, height]. */
const PAGES: Record<string, { media: Rect; crop?: Rect }> = {
  'A4 at the origin': { media: [0, 0, 595.28, 841.89] },
  'crop box off the origin': { media: [0, 0, 612, 792], crop: [36, 48, 500, 700] },
  'media box with a negative origin': { media: [-120, -40, 420, 540] },
  'crop box partly outside the media box': { media: [0, 0, 400, 500], crop: [-20, 100, 300, 600] },
};
const ROTATIONS = [0, 90, 180, 270];
const CASES = Object.entries(PAGES).flatMap(([name, boxes]) =>
  ROTATIONS.map((rotation) => ({ name, boxes, rotation })),
);
const POINTS = [
  [0, 0],
  [10, 20],
  [123.4, 456.7],
  [300, 5],
];

/** One page per case, made with pdf-lib and read back with both pdf-lib and pdf.js. */
async function pagesOfBothReaders() {
  const doc = await PDFDocument.create();
  for (const { boxes, rotation } of CASES) {
    const page = doc.addPage();
    page.setMediaBox(...boxes.media);
    if (boxes.crop) page.setCropBox(...boxes.crop);
    page.setRotation(degrees(rotation));
  }
  const pdfjs = await loadPdfjs();
  const pdf = await pdfjs.getDocument({ data: await doc.save(), verbosity: 0 }).promise;
  const viewports = await Promise.all(
    CASES.map(async (_, index) => (await pdf.getPage(index + 1)).getViewport({ scale: 1 })),
  );
  return { libPages: doc.getPages(), viewports, close: () => pdf.destroy() };
}

describe('page geometry against pdf.js', () => {
  let readers: Awaited<ReturnType<typeof pagesOfBothReaders>>;
  beforeAll(async () => {
    readers = await pagesOfBothReaders();
  });
  afterAll(() => readers.close());

  CASES.forEach(({ name, rotation }, index) => {
    it(`maps page units like viewport.convertToPdfPoint: ${name}, /Rotate ${rotation}`, () => {
      const viewport = readers.viewports[index];
      const geometry = geometryOf(readers.libPages[index]);
      expect([...geometry.view]).toEqual(viewport.viewBox);
      expect([geometry.width, geometry.height]).toEqual([viewport.width, viewport.height]);
      for (const [x, y] of POINTS) {
        const [expectedX, expectedY] = viewport.convertToPdfPoint(x, y);
        const [pdfX, pdfY] = applyMatrix(pageToPdfMatrix(geometry), x, y);
        expect(pdfX).toBeCloseTo(expectedX, 6);
        expect(pdfY).toBeCloseTo(expectedY, 6);
        const [backX, backY] = applyMatrix(pdfToPageMatrix(geometry), pdfX, pdfY);
        expect(backX).toBeCloseTo(x, 6);
        expect(backY).toBeCloseTo(y, 6);
      }
    });
  });

  it('puts the upright (y-up) space on the displayed page: its origin is the bottom-left corner', () => {
    const geometry = geometryOf(readers.libPages[5]);
    const upright = uprightToPdfMatrix(geometry);
    for (const [x, y] of POINTS) {
      const viaUpright = applyMatrix(upright, x, geometry.height - y);
      const direct = applyMatrix(pageToPdfMatrix(geometry), x, y);
      expect(viaUpright[0]).toBeCloseTo(direct[0], 6);
      expect(viaUpright[1]).toBeCloseTo(direct[1], 6);
    }
  });
});

describe('viewBox', () => {
  it('clips the crop box to the media box, as pdf.js page.view does', () => {
    const media = { x: 0, y: 0, width: 612, height: 792 };
    expect(viewBox(media, { x: 36, y: 48, width: 500, height: 700 })).toEqual([36, 48, 536, 748]);
    expect(viewBox(media, { x: -10, y: 700, width: 700, height: 200 })).toEqual([0, 700, 612, 792]);
  });

  it('falls back to the media box when the crop box lies outside it', () => {
    expect(
      viewBox({ x: 0, y: 0, width: 100, height: 100 }, { x: 200, y: 200, width: 50, height: 50 }),
    ).toEqual([0, 0, 100, 100]);
  });

  it('normalizes boxes given corner-first with negative sizes', () => {
    expect(
      viewBox({ x: 100, y: 100, width: -100, height: -100 }, { x: 100, y: 100, width: -100, height: -100 }),
    ).toEqual([0, 0, 100, 100]);
  });
});

describe('normalizeRotation', () => {
  it.each([
    [0, 0],
    [90, 90],
    [-90, 270],
    [450, 90],
    [-540, 180],
    [45, 0],
  ])('reads /Rotate %p as %p', (degrees, expected) => {
    expect(normalizeRotation(degrees)).toBe(expected);
  });
});
