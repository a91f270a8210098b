import { PDFDocument, PDFName, PDFStream } from '@cantoo/pdf-lib';
import type { AnnotationImage, AnnotationsByPage } from './model';
import { saveAnnotatedPdf } from './save-annotated-pdf';
import {
  FIXTURE_PAGES,
  acceptanceAnnotations,
  loadFontFromNodeModules,
  makeFixturePdf,
  makeImage,
} from './testing/fixtures';
import { inspectPdf, type InspectedPage, type InspectedPdf, type PageRect } from './testing/inspect-pdf';

const options = { loadFont: loadFontFromNodeModules };

function expectRectNear(actual: PageRect | undefined, expected: PageRect): void {
  expect(actual).toBeDefined();
  actual!.forEach((value, index) => expect(Math.abs(value - expected[index])).toBeLessThanOrEqual(1));
}

const textsNamed = (page: InspectedPage, str: string) => page.texts.filter((text) => text.str === str);

async function imageXObjectCount(bytes: Uint8Array): Promise<number> {
  const doc = await PDFDocument.load(bytes);
  return doc.context
    .enumerateIndirectObjects()
    .filter(
      ([, object]) =>
        object instanceof PDFStream && object.dict.get(PDFName.of('Subtype')) === PDFName.of('Image'),
    ).length;
}

describe('saveAnnotatedPdf on a mixed 3-page document', () => {
  let original: Uint8Array;
  let image: AnnotationImage;
  let saved: Uint8Array;
  let before: InspectedPdf;
  let after: InspectedPdf;

  beforeAll(async () => {
    original = await makeFixturePdf();
    image = await makeImage('image/png');
    const annotations = acceptanceAnnotations(image);
    saved = await saveAnnotatedPdf(original, { 1: annotations, 2: annotations, 3: annotations }, options);
    [before, after] = await Promise.all([inspectPdf(original), inspectPdf(saved)]);
  });

  it('keeps every page with its size, view box and rotation', () => {
    expect(after.pageCount).toBe(FIXTURE_PAGES.length);
    after.pages.forEach((page, index) => {
      const { view, rotation, width, height } = before.pages[index];
      expect({ view: page.view, rotation: page.rotation, width: page.width, height: page.height }).toEqual({
        view,
        rotation,
        width,
        height,
      });
    });
    expect(after.pages[2]).toMatchObject({ rotation: 90, view: [36, 48, 536, 748], width: 700, height: 500 });
  });

  it("keeps the original's text where it was", () => {
    after.pages.forEach((page, index) => {
      const [originalText] = textsNamed(before.pages[index], FIXTURE_PAGES[index].text);
      const [kept] = textsNamed(page, FIXTURE_PAGES[index].text);
      expect(kept).toBeDefined();
      expectRectNear(
        [kept.x, kept.y, kept.x, kept.y],
        [originalText.x, originalText.y, originalText.x, originalText.y],
      );
    });
  });

  it("writes 'Hello annotator' as real, upright text at its baseline anchor on every page", () => {
    for (const page of after.pages) {
      const [hello] = textsNamed(page, 'Hello annotator');
      expect(hello).toMatchObject({ font: 'Helvetica', angle: 0 });
      expect(hello.fontSize).toBeCloseTo(16, 3);
      expectRectNear([hello.x, hello.y, hello.x, hello.y], [100, 200, 100, 200]);
    }
  });

  it('paints the image in its box, clipped to an ellipse inscribed in it', () => {
    for (const page of after.pages) {
      expect(page.images).toHaveLength(1);
      expectRectNear(page.images[0], [200, 100, 280, 160]);
      const clip = page.paths.find((path) => path.paint === 'endPath');
      expectRectNear(clip?.box, [200, 100, 280, 160]);
    }
  });

  it('draws the stroke and the one-point dot as stroked vector paths', () => {
    for (const page of after.pages) {
      const strokes = page.paths.filter((path) => path.paint === 'stroke');
      expect(strokes).toHaveLength(2);
      expectRectNear(strokes[0].box, [300, 300, 400, 320]);
      expect(strokes[0].lineWidth).toBe(4);
      expectRectNear(strokes[1].box, [450, 200, 450, 200]);
    }
  });

  it('fills the white-out rectangle with its opacity', () => {
    for (const page of after.pages) {
      const [whiteOut] = page.paths.filter((path) => path.paint === 'fill' && path.fillAlpha < 1);
      expectRectNear(whiteOut?.box, [40, 300, 160, 330]);
      expect(whiteOut.fillAlpha).toBeCloseTo(0.7, 5);
    }
  });

  it('typesets \\frac{a}{b} on the baseline: a and b as glyphs of the embedded formula font, the bar as a path', () => {
    for (const page of after.pages) {
      // MathJax's em is the font size (20): a sits above the baseline (y 400), b below it.
      const glyphs = page.texts.filter((text) => text.font === 'EpsMath');
      expect(glyphs.map((glyph) => glyph.str)).toEqual(['𝑎', '𝑏']);
      const [a, b] = glyphs;
      for (const glyph of glyphs) {
        expect(glyph.x).toBeGreaterThanOrEqual(100);
        expect(glyph.x).toBeLessThan(100 + 20);
      }
      expect(a.y).toBeLessThan(400);
      expect(b.y).toBeGreaterThan(400);
      const bar = page.paths.filter(
        (path) => path.paint === 'fill' && path.box[0] >= 99 && path.box[1] > 380,
      );
      expect(bar).toHaveLength(1);
      const [left, top, right, bottom] = bar[0].box;
      expect(left).toBeGreaterThanOrEqual(100);
      expect(right).toBeLessThan(100 + 20);
      expect(top).toBeGreaterThan(a.y);
      expect(bottom).toBeLessThan(400);
      expect(page.texts.map((text) => text.str).join(' ')).not.toMatch(/frac/);
    }
  });

  it('paints the layers in order: white-outs, images, drawings, texts', () => {
    const [page] = after.pages;
    const whiteOut = page.paths.findIndex((path) => path.fillAlpha < 1);
    const clip = page.paths.findIndex((path) => path.paint === 'endPath');
    const stroke = page.paths.findIndex((path) => path.paint === 'stroke');
    const formula = page.paths.findIndex((path) => path.paint === 'fill' && path.box[1] > 380);
    expect(whiteOut).toBeLessThan(clip);
    expect(clip).toBeLessThan(stroke);
    expect(stroke).toBeLessThan(formula);
  });

  it('embeds an image once however many pages and places show it', async () => {
    const twice = acceptanceAnnotations(image);
    twice.images.push({ ...twice.images[0], id: 'img-2', x: 20, y: 20, shape: 'roundedRect' });
    const jpeg = await makeImage('image/jpeg');
    twice.images.push({ ...twice.images[0], id: 'img-3', image: jpeg, x: 20, y: 500, shape: 'rectangle' });
    const annotations: AnnotationsByPage = { 1: twice, 2: twice, 3: twice };
    const output = await saveAnnotatedPdf(original, annotations, options);
    expect(await imageXObjectCount(output)).toBe(2);
    const { pages } = await inspectPdf(output);
    expectRectNear(pages[2].images[1], [20, 20, 100, 80]);
    expectRectNear(pages[2].images[2], [20, 500, 100, 560]);
  });

  it('saves its own output again, and the second save still opens with both sets of annotations', async () => {
    const more: AnnotationsByPage = {
      3: {
        drawings: [],
        images: [],
        deletions: [],
        texts: [
          {
            id: 't',
            content: 'Second pass',
            x: 50,
            y: 50,
            isLatex: false,
            fontFamily: 'Arial',
            fontSize: 12,
          },
        ],
      },
    };
    const again = await inspectPdf(await saveAnnotatedPdf(saved, more, options));
    expect(again.pageCount).toBe(3);
    expect(textsNamed(again.pages[2], 'Hello annotator')).toHaveLength(1);
    const [second] = textsNamed(again.pages[2], 'Second pass');
    expectRectNear([second.x, second.y, second.x, second.y], [50, 50, 50, 50]);
  });

  it('stays close to the input size (object streams on)', () => {
    // The fixture is tiny, so the fixed cost of the image and the fonts dominates; well under 10 KB.
    expect(saved.length - original.length).toBeLessThan(10_000);
  });
});
