import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  decodePDFRawStream,
  type PDFContext,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { PdfAnnotateError } from '../errors';
import { compose, type Box, type Matrix } from '../page-geometry';
import { parseContent } from './content-syntax';
import { blankedImage } from './blank-image';
import { intersects, mappedBox } from './boxes';
import { ContentRedactor, type ContentContext } from './redact-content';
import { textFont, type TextFont } from './text-fonts';

/** What was taken off one page. */
export interface PageRedaction {
  /** 1-based. */
  page: number;
  glyphs: number;
  /** Images whose pixels under the area were set to white. */
  imagesBlanked: number;
  /** Images painted under the area that could not be blanked, so were taken off the page whole. */
  imagesRemoved: number;
  /** Paths wholly under the area, taken out. */
  paths: number;
  /** Paths partly under the area, now painted clipped around it. */
  pathsClipped: number;
  /** Annotations (notes, links, form fields) whose rectangle reaches under the area, taken off the page. */
  annotations: number;
}

const NAME = (name: string) => PDFName.of(name);

/** Whether anything was taken off (or clipped on) the page. */
export const hasRedacted = ({ page: _, ...counts }: PageRedaction) =>
  Object.values(counts).some((n) => n > 0);
/** Forms drawn inside forms deeper than this are taken off whole when they reach under an area. */
const MAX_FORM_DEPTH = 8;

const numbers = (array: PDFArray | undefined) =>
  array?.asArray().map((_, i) => array.lookupMaybe(i, PDFNumber)?.asNumber() ?? 0);

function decoded(stream: PDFRawStream): Uint8Array {
  try {
    return decodePDFRawStream(stream).decode();
  } catch (cause) {
    throw new PdfAnnotateError(
      'REDACTION_FAILED',
      'Part of a page under a "Delete Content" area is stored in a way this tool cannot rewrite, so it could not be removed. Nothing was saved.',
      { cause },
    );
  }
}

/** A dictionary the page (or form) can change without touching what other pages or forms share. */
function ownCopy(context: PDFContext, dict: PDFDict | undefined): PDFDict {
  const copy = dict ? dict.clone(context) : context.obj({});
  const xObjects = copy.lookupMaybe(NAME('XObject'), PDFDict);
  copy.set(NAME('XObject'), xObjects ? xObjects.clone(context) : context.obj({}));
  return copy;
}

/** A name not yet in `dict`, `${prefix}${n}`. */
function freeName(dict: PDFDict, prefix: string): PDFName {
  let n = 1;
  while (dict.has(NAME(`${prefix}${n}`))) n += 1;
  return NAME(`${prefix}${n}`);
}

/**
 * Takes off pages what the "Delete Content" areas cover, from the page's content itself: glyphs,
 * images (blanked under the area, or removed), paths, and the same inside form XObjects, which are
 * copied when they change. The content outside the areas is kept as it was.
 */
export class PageRedactor {
  private counts!: PageRedaction;
  private fonts = new Map<PDFDict, TextFont>();

  constructor(private readonly context: PDFContext) {}

  redact(page: PDFPage, pageNumber: number, areas: Box[]): PageRedaction {
    this.counts = {
      page: pageNumber,
      glyphs: 0,
      imagesBlanked: 0,
      imagesRemoved: 0,
      paths: 0,
      pathsClipped: 0,
      annotations: 0,
    };
    const resources = ownCopy(this.context, page.node.Resources());
    const media = page.getMediaBox();
    const bounds: Box = [
      media.x - 1e4,
      media.y - 1e4,
      media.x + media.width + 1e4,
      media.y + media.height + 1e4,
    ];
    const content = this.redactStream(
      this.pageContent(page),
      resources,
      areas,
      [1, 0, 0, 1, 0, 0],
      bounds,
      0,
    );
    // A page with nothing under its areas keeps its content and resources as they were.
    if (hasRedacted(this.counts)) {
      page.node.set(NAME('Resources'), resources);
      page.node.set(NAME('Contents'), this.context.register(this.context.flateStream(content)));
    }
    this.removeAnnotations(page, areas);
    return this.counts;
  }

  /** Annotations carry their own text (a note's contents, a link's address) and appearance. */
  private removeAnnotations(page: PDFPage, areas: Box[]): void {
    const annots = page.node.lookupMaybe(NAME('Annots'), PDFArray);
    if (!annots) return;
    const kept = annots.asArray().filter((entry, i) => {
      const rect = numbers(annots.lookupMaybe(i, PDFDict)?.lookupMaybe(NAME('Rect'), PDFArray));
      if (rect?.length !== 4) return true;
      const box: Box = [
        Math.min(rect[0], rect[2]),
        Math.min(rect[1], rect[3]),
        Math.max(rect[0], rect[2]),
        Math.max(rect[1], rect[3]),
      ];
      return !areas.some((area) => intersects(area, box));
    });
    this.counts.annotations = annots.size() - kept.length;
    if (this.counts.annotations > 0) page.node.set(NAME('Annots'), this.context.obj(kept));
  }

  private pageContent(page: PDFPage): Uint8Array {
    const contents = page.node.get(NAME('Contents'));
    const entries = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
    const parts = entries
      .map((entry) => this.context.lookup(entry))
      .filter((stream): stream is PDFRawStream => stream instanceof PDFRawStream)
      .map(decoded);
    const joined = new Uint8Array(parts.reduce((size, part) => size + part.length + 1, 0));
    let at = 0;
    for (const part of parts) {
      joined.set(part, at);
      joined[at + part.length] = 10;
      at += part.length + 1;
    }
    return joined;
  }

  private redactStream(
    bytes: Uint8Array,
    resources: PDFDict,
    areas: Box[],
    ctm: Matrix,
    bounds: Box,
    depth: number,
  ) {
    const xObjects = resources.lookupMaybe(NAME('XObject'), PDFDict) ?? this.context.obj({});
    const replaced = new Set<string>();
    const context: ContentContext = {
      font: (name) => this.font(resources, name),
      xObject: (name, at) => {
        const result = this.xObject(xObjects, name, at, areas, bounds, depth);
        if (result !== 'keep') replaced.add(name);
        return result;
      },
    };
    const redactor = new ContentRedactor(bytes, areas, context, ctm, bounds);
    const out = redactor.run();
    this.counts.glyphs += redactor.counts.glyphs;
    this.counts.imagesRemoved += redactor.counts.inlineImages;
    this.counts.paths += redactor.counts.paths;
    this.counts.pathsClipped += redactor.counts.clippedPaths;
    // The XObjects replaced or removed leave this resource dictionary unless still painted somewhere.
    const stillPainted = new Set(
      parseContent(out)
        .filter((op) => op.operator === 'Do' && op.operands[0]?.kind === 'name')
        .map((op) => (op.operands[0] as { value: string }).value),
    );
    for (const name of replaced) if (!stillPainted.has(name)) xObjects.delete(NAME(name));
    return out;
  }

  private font(resources: PDFDict, name: string): TextFont {
    const dict = resources.lookupMaybe(NAME('Font'), PDFDict)?.lookupMaybe(NAME(name), PDFDict);
    if (!dict) return textFont(undefined);
    let font = this.fonts.get(dict);
    if (!font) this.fonts.set(dict, (font = textFont(dict)));
    return font;
  }

  private xObject(xObjects: PDFDict, name: string, ctm: Matrix, areas: Box[], bounds: Box, depth: number) {
    const ref = xObjects.get(NAME(name));
    const stream = ref instanceof PDFRef ? this.context.lookup(ref) : ref;
    if (!(stream instanceof PDFRawStream)) return 'keep';
    const subtype = stream.dict.lookupMaybe(NAME('Subtype'), PDFName)?.decodeText();
    const add = (target: PDFRef) => {
      const fresh = freeName(xObjects, subtype === 'Image' ? 'Im' : 'Fm');
      xObjects.set(fresh, target);
      return fresh.decodeText();
    };
    if (subtype === 'Image') {
      if (!areas.some((area) => intersects(area, mappedBox(ctm, [0, 0, 1, 1])))) return 'keep';
      const blanked = blankedImage(this.context, stream, ctm, areas);
      if (blanked) this.counts.imagesBlanked++;
      else this.counts.imagesRemoved++;
      return blanked ? add(blanked) : null;
    }
    if (subtype !== 'Form') return 'keep';
    const formMatrix = (numbers(stream.dict.lookupMaybe(NAME('Matrix'), PDFArray)) ?? [
      1, 0, 0, 1, 0, 0,
    ]) as unknown as Matrix;
    const formCtm = compose(formMatrix, ctm);
    const bbox = numbers(stream.dict.lookupMaybe(NAME('BBox'), PDFArray)) as unknown as Box | undefined;
    if (bbox && !areas.some((area) => intersects(area, mappedBox(formCtm, bbox)))) return 'keep';
    if (depth >= MAX_FORM_DEPTH) {
      this.counts.imagesRemoved++;
      return null;
    }
    const before = hasRedacted(this.counts) ? { ...this.counts } : null;
    const resources = ownCopy(this.context, stream.dict.lookupMaybe(NAME('Resources'), PDFDict));
    const content = this.redactStream(decoded(stream), resources, areas, formCtm, bounds, depth + 1);
    const changed = before
      ? (Object.keys(before) as Array<keyof PageRedaction>).some((key) => before[key] !== this.counts[key])
      : hasRedacted(this.counts);
    if (!changed) return 'keep';
    const entries: Record<string, unknown> = {};
    for (const [key, value] of stream.dict.entries()) {
      if (!['Filter', 'DecodeParms', 'Length'].includes(key.decodeText())) entries[key.decodeText()] = value;
    }
    entries.Resources = resources;
    return add(this.context.register(this.context.flateStream(content, entries as never)));
  }
}
