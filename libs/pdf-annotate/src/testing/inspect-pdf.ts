/**
 * Reads a PDF back with pdf.js (the same reader the annotator displays it with), for tests: each page's
 * size and rotation, its text with positions, the images it paints and the paths it draws, all in the
 * annotator's unscaled page units (top-left origin, y down, after /Rotate). Node only; not part of the
 * lib's index. Import it as `@eps/pdf-annotate/dist/testing/inspect-pdf` or from this source file.
 */
import path from 'node:path';
import type { PDFPageProxy, PageViewport } from 'pdfjs-dist/legacy/build/pdf.mjs';

type Pdfjs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');

/** [left, top, right, bottom] in page units. */
export type PageRect = [number, number, number, number];

export interface InspectedText {
  str: string;
  /** Left end of the baseline, in page units. */
  x: number;
  y: number;
  fontSize: number;
  /** Reading direction on screen in degrees, clockwise from left-to-right: 0 for upright text. */
  angle: number;
  /** The font's PDF name without a subset tag or pdf-lib's numeric suffix ('Helvetica', 'Gelasio-Regular'). */
  font: string;
}

export interface InspectedPath {
  /** The painting operator: 'stroke', 'fill', 'fillStroke' or 'endPath' (a clipping path only). */
  paint: string;
  box: PageRect;
  /** The fill alpha in force (ExtGState /ca), 1 when none was set. */
  fillAlpha: number;
  lineWidth: number;
}

export interface InspectedPage {
  /** pdf.js's page.view: the crop box clipped to the media box, in PDF user space. */
  view: number[];
  rotation: number;
  /** The displayed size (after rotation). */
  width: number;
  height: number;
  texts: InspectedText[];
  /** Where each image XObject is painted. */
  images: PageRect[];
  paths: InspectedPath[];
}

export interface InspectedPdf {
  pageCount: number;
  pages: InspectedPage[];
}

let pdfjsLoading: Promise<Pdfjs> | undefined;

/** pdf.js's legacy build (the one for Node), with its worker running in this thread. */
export function loadPdfjs(): Promise<Pdfjs> {
  pdfjsLoading ??= (async () => {
    const worker = await import('pdfjs-dist/legacy/build/pdf.worker.mjs');
    (globalThis as { pdfjsWorker?: unknown }).pdfjsWorker = worker;
    return import('pdfjs-dist/legacy/build/pdf.mjs');
  })();
  return pdfjsLoading;
}

const standardFontDataUrl = () =>
  `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`;

type Matrix = [number, number, number, number, number, number];

const multiply = (m: Matrix, n: Matrix): Matrix => [
  m[0] * n[0] + m[2] * n[1],
  m[1] * n[0] + m[3] * n[1],
  m[0] * n[2] + m[2] * n[3],
  m[1] * n[2] + m[3] * n[3],
  m[0] * n[4] + m[2] * n[5] + m[4],
  m[1] * n[4] + m[3] * n[5] + m[5],
];

/** The box in page units covering the user-space rectangle [x0, y0, x1, y1] under `ctm`. */
function toPageRect(viewport: PageViewport, ctm: Matrix, [x0, y0, x1, y1]: number[]): PageRect {
  const corners = [
    [x0, y0],
    [x1, y0],
    [x0, y1],
    [x1, y1],
  ].map(([x, y]) =>
    viewport.convertToViewportPoint(ctm[0] * x + ctm[2] * y + ctm[4], ctm[1] * x + ctm[3] * y + ctm[5]),
  );
  const xs = corners.map(([x]) => x);
  const ys = corners.map(([, y]) => y);
  return [Math.min(...xs), Math.min(...ys), Math.max(...xs), Math.max(...ys)];
}

interface GraphicsState {
  ctm: Matrix;
  fillAlpha: number;
  lineWidth: number;
}

async function readDrawing(pdfjs: Pdfjs, page: PDFPageProxy, viewport: PageViewport) {
  const { OPS } = pdfjs;
  const paintNames = new Map<number, string>([
    [OPS.stroke, 'stroke'],
    [OPS.closeStroke, 'stroke'],
    [OPS.fill, 'fill'],
    [OPS.eoFill, 'fill'],
    [OPS.fillStroke, 'fillStroke'],
    [OPS.eoFillStroke, 'fillStroke'],
    [OPS.closeFillStroke, 'fillStroke'],
    [OPS.closeEOFillStroke, 'fillStroke'],
    [OPS.endPath, 'endPath'],
  ]);
  const { fnArray, argsArray } = await page.getOperatorList();
  const images: PageRect[] = [];
  const paths: InspectedPath[] = [];
  const stack: GraphicsState[] = [];
  let state: GraphicsState = { ctm: [1, 0, 0, 1, 0, 0], fillAlpha: 1, lineWidth: 1 };
  fnArray.forEach((fn, index) => {
    const args = argsArray[index];
    if (fn === OPS.save) stack.push({ ...state });
    else if (fn === OPS.restore) state = stack.pop() ?? state;
    else if (fn === OPS.transform) state.ctm = multiply(state.ctm, args as Matrix);
    else if (fn === OPS.paintFormXObjectBegin) {
      stack.push({ ...state });
      state.ctm = multiply(state.ctm, args[0] as Matrix);
    } else if (fn === OPS.paintFormXObjectEnd) state = stack.pop() ?? state;
    else if (fn === OPS.setLineWidth) state.lineWidth = args[0];
    else if (fn === OPS.setGState) {
      for (const [key, value] of args[0] as [string, unknown][])
        if (key === 'ca') state.fillAlpha = value as number;
    } else if (fn === OPS.paintImageXObject || fn === OPS.paintInlineImageXObject) {
      images.push(toPageRect(viewport, state.ctm, [0, 0, 1, 1]));
    } else if (fn === OPS.constructPath && args[2]) {
      paths.push({
        paint: paintNames.get(args[0]) ?? String(args[0]),
        box: toPageRect(viewport, state.ctm, Array.from(args[2] as ArrayLike<number>)),
        fillAlpha: state.fillAlpha,
        lineWidth: state.lineWidth,
      });
    }
  });
  return { images, paths };
}

/** The PDF name of a font pdf.js loaded while building the operator list (the text layer only has ids). */
function fontNameOf(page: PDFPageProxy, loadedName: string): string {
  const font = page.commonObjs.has(loadedName) ? (page.commonObjs.get(loadedName) as { name?: string }) : {};
  return (font.name ?? loadedName).replace(/^[A-Z]{6}\+/, '').replace(/-\d{4}$/, '');
}

/** Call after readDrawing: pdf.js knows the fonts' names once it has built the operator list. */
async function readTexts(page: PDFPageProxy, viewport: PageViewport): Promise<InspectedText[]> {
  const content = await page.getTextContent();
  const [va, vb, vc, vd] = viewport.transform;
  return content.items.flatMap((item) => {
    if (!('str' in item)) return [];
    const [a, b, , , e, f] = item.transform as number[];
    const [x, y] = viewport.convertToViewportPoint(e, f);
    const angle = (Math.atan2(vb * a + vd * b, va * a + vc * b) * 180) / Math.PI;
    const font = fontNameOf(page, item.fontName);
    return [
      { str: item.str, x, y, fontSize: Math.hypot(a, b), angle: Math.round(angle * 1000) / 1000, font },
    ];
  });
}

export async function inspectPdf(bytes: Uint8Array): Promise<InspectedPdf> {
  const pdfjs = await loadPdfjs();
  const pdf = await pdfjs.getDocument({
    data: bytes.slice(),
    standardFontDataUrl: standardFontDataUrl(),
    verbosity: pdfjs.VerbosityLevel.ERRORS,
  }).promise;
  try {
    const pages: InspectedPage[] = [];
    for (let number = 1; number <= pdf.numPages; number += 1) {
      const page = await pdf.getPage(number);
      const viewport = page.getViewport({ scale: 1 });
      const { images, paths } = await readDrawing(pdfjs, page, viewport);
      pages.push({
        view: [...page.view],
        rotation: page.rotate,
        width: viewport.width,
        height: viewport.height,
        texts: await readTexts(page, viewport),
        images,
        paths,
      });
    }
    return { pageCount: pdf.numPages, pages };
  } finally {
    await pdf.destroy();
  }
}
