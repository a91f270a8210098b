import {
  PDFArray,
  PDFDict,
  PDFDocument,
  PDFName,
  PDFRawStream,
  PDFRef,
  StandardFonts,
} from '@cantoo/pdf-lib';
import { emptyPageAnnotations, type PageAnnotations } from './model';
import { saveAnnotatedPdf } from './save-annotated-pdf';
import { loadFontFromNodeModules } from './testing/fixtures';
import { inspectPdf } from './testing/inspect-pdf';

const A4: [number, number] = [595.28, 841.89];

/** A white-out and a stroke, both easy to find again with pdf.js. */
const annotations = (): PageAnnotations => ({
  ...emptyPageAnnotations(),
  deletions: [{ x: 100, y: 100, width: 50, height: 20, opacity: 1 }],
  drawings: [
    {
      color: '#000000',
      size: 2,
      points: [
        { x: 200, y: 300 },
        { x: 260, y: 300 },
      ],
    },
  ],
});

/**
 * A document whose pages draw text with content streams built by hand: `contents(font)` gives each
 * page's streams as [content, filter] pairs, or a number to reuse the streams of an earlier page.
 */
async function original(
  pages: ((font: string) => [string, 'FlateDecode' | 'ASCIIHexDecode' | null][] | number)[],
) {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const refs: PDFRef[][] = [];
  for (const make of pages) {
    const page = doc.addPage(A4);
    page.node.setFontDictionary(PDFName.of('F0'), font.ref);
    const streams = make('F0');
    const pageRefs =
      typeof streams === 'number'
        ? refs[streams]
        : streams.map(([content, filter]) =>
            doc.context.register(
              filter === 'FlateDecode'
                ? doc.context.flateStream(content)
                : filter === 'ASCIIHexDecode'
                  ? doc.context.stream(`${Buffer.from(content).toString('hex')}>`, {
                      Filter: 'ASCIIHexDecode',
                    })
                  : doc.context.stream(content),
            ),
          );
    refs.push(pageRefs);
    page.node.set(PDFName.of('Contents'), doc.context.obj(pageRefs));
  }
  return { bytes: await doc.save(), refs };
}

const text = (font: string, words: string) => `BT /${font} 12 Tf 1 0 0 1 60 700 Tm (${words}) Tj ET`;

const save = (bytes: Uint8Array, byPage: Record<number, PageAnnotations>) =>
  saveAnnotatedPdf(bytes, byPage, { loadFont: loadFontFromNodeModules });

const contentsOf = async (bytes: Uint8Array) =>
  (await PDFDocument.load(bytes)).getPages().map((page) => page.node.get(PDFName.of('Contents')));

describe('page contents', () => {
  it("adds to a page's one stream in place, keeping its object number and its compressed data as they were", async () => {
    const { bytes, refs } = await original([
      (font) => [[text(font, 'First page'), 'FlateDecode']],
      (font) => [[text(font, 'Second page'), 'FlateDecode']],
    ]);
    const saved = await save(bytes, { 1: annotations() });
    const [first] = await contentsOf(saved);
    expect((first as PDFArray).asArray()).toEqual([refs[0][0]]);
    // Past its first byte (the block header whose "final" bit is cleared), the original's deflate data is
    // in the new stream unchanged: it was not recompressed.
    const rawOf = async (pdf: Uint8Array) =>
      Buffer.from(((await PDFDocument.load(pdf)).context.lookup(refs[0][0]) as PDFRawStream).getContents());
    const before = await rawOf(bytes);
    expect((await rawOf(saved)).includes(before.subarray(3, before.length - 5))).toBe(true);
    const { pages } = await inspectPdf(saved);
    expect(pages[0].texts.map((item) => item.str)).toContain('First page');
    expect(pages[0].paths.map((path) => path.paint)).toEqual(['fill', 'stroke']);
    expect(pages[1].texts.map((item) => item.str)).toEqual(['Second page']);
  });

  it('joins a page of several streams, and keeps a stream two pages share for both of them', async () => {
    const { bytes } = await original([
      (font) => [
        ['q 1 0 0 1 0 0 cm', null],
        [`${text(font, 'Shared')} Q`, 'FlateDecode'],
      ],
      () => 0,
    ]);
    const saved = await save(bytes, { 1: annotations() });
    const { pages } = await inspectPdf(saved);
    for (const page of pages) expect(page.texts.map((item) => item.str)).toEqual(['Shared']);
    expect(pages[0].paths).toHaveLength(2);
    expect(pages[1].paths).toHaveLength(0);
  });

  it('wraps the original so a graphics state it leaves behind cannot move the annotations', async () => {
    // The original scales everything after it by 2 and never restores.
    const { bytes } = await original([(font) => [[`${text(font, 'Scaled')} 2 0 0 2 0 0 cm`, 'FlateDecode']]]);
    const { pages } = await inspectPdf(await save(bytes, { 1: annotations() }));
    expect(pages[0].texts.map((item) => item.str)).toEqual(['Scaled']);
    const stroke = pages[0].paths.find((path) => path.paint === 'stroke');
    expect(stroke?.box.map(Math.round)).toEqual([200, 300, 260, 300]);
  });

  it('appends after streams in a filter it does not decode, still wrapped', async () => {
    const { bytes } = await original([(font) => [[`${text(font, 'Hex')} 2 0 0 2 0 0 cm`, 'ASCIIHexDecode']]]);
    const saved = await save(bytes, { 1: annotations() });
    const [contents] = await contentsOf(saved);
    expect(contents).toBeInstanceOf(PDFArray);
    const { pages } = await inspectPdf(saved);
    expect(pages[0].texts.map((item) => item.str)).toEqual(['Hex']);
    expect(pages[0].paths.find((path) => path.paint === 'stroke')?.box.map(Math.round)).toEqual([
      200, 300, 260, 300,
    ]);
  });

  it('leaves streams of more than 4 MB of content as they are rather than recompress them all', async () => {
    const { bytes, refs } = await original([
      (font) => [
        [`${text(font, 'Busy')}\n${`%${'x'.repeat(99)}\n`.repeat(42_000)}`, 'FlateDecode'],
        ['% the second stream', 'FlateDecode'],
      ],
    ]);
    const saved = await save(bytes, { 1: annotations() });
    const [contents] = await contentsOf(saved);
    expect(contents).toBeInstanceOf(PDFArray);
    expect((contents as PDFArray).asArray()).toEqual(expect.arrayContaining(refs[0]));
    const { pages } = await inspectPdf(saved);
    expect(pages[0].texts.map((item) => item.str)).toEqual(['Busy']);
  });
});

describe('resource names', () => {
  it('are short, skip names the page already uses, and are shared by the pages of a shared dictionary', async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont(StandardFonts.Courier);
    const shared = doc.context.register(
      doc.context.obj({ ExtGState: { GS1: doc.context.obj({ ca: 0.2 }) } }),
    );
    for (let n = 0; n < 2; n += 1) {
      const page = doc.addPage(A4);
      page.node.set(PDFName.of('Resources'), shared);
      page.node.set(PDFName.of('Contents'), doc.context.register(doc.context.flateStream(text('F9', 'x'))));
    }
    (doc.context.lookup(shared) as PDFDict).set(PDFName.of('Font'), doc.context.obj({ F9: font.ref }));
    const whiteOut = (opacity: number): PageAnnotations => ({
      ...emptyPageAnnotations(),
      deletions: [{ x: 10, y: 10, width: 10, height: 10, opacity }],
    });
    const saved = await save(await doc.save(), { 1: whiteOut(0.5), 2: whiteOut(0.5) });
    const loaded = await PDFDocument.load(saved);
    const states = (loaded.context.lookup(shared) as PDFDict).lookup(PDFName.of('ExtGState'), PDFDict);
    expect(states.keys().map(String)).toEqual(['/GS1', '/GS2']);
    const { pages } = await inspectPdf(saved);
    for (const page of pages) expect(page.paths[0].fillAlpha).toBeCloseTo(0.5, 5);
  });
});
