import {
  PDFArray,
  PDFName,
  PDFRawStream,
  PDFRef,
  type PDFDocument,
  type PDFOperator,
  type PDFPage,
} from '@cantoo/pdf-lib';
import { unzlibSync } from 'fflate';
import { wrapZlib } from './zlib-append';

/**
 * Past this much original page content, decompressing and recompressing it costs more time than the
 * bytes it saves are worth.
 */
const MAX_MERGED_BYTES = 4 * 1024 * 1024;

const NEWLINE = new Uint8Array([0x0a]);
const PUSH = new Uint8Array([0x71]); // q
const POP = new Uint8Array([0x51]); // Q

function contentRefs(page: PDFPage): PDFRef[] {
  const contents = page.node.get(PDFName.of('Contents'));
  const entries = contents instanceof PDFArray ? contents.asArray() : [contents];
  return entries.filter((entry): entry is PDFRef => entry instanceof PDFRef);
}

/**
 * A content stream as read from the file with its encoding: 'plain' or 'flate' (Flate without
 * parameters: nearly every PDF writer's choice), null for anything else.
 */
function encodedStream(
  page: PDFPage,
  ref: PDFRef,
): { stream: PDFRawStream; encoding: 'plain' | 'flate' } | null {
  const stream = page.doc.context.lookup(ref);
  if (!(stream instanceof PDFRawStream) || stream.dict.has(PDFName.of('DecodeParms'))) return null;
  const filter = stream.dict.get(PDFName.of('Filter'));
  if (filter === undefined) return { stream, encoding: 'plain' };
  return filter === PDFName.of('FlateDecode') ? { stream, encoding: 'flate' } : null;
}

/** A content stream's operators as bytes; null when it is not one encodedStream reads, or is damaged. */
function decodedContent(page: PDFPage, ref: PDFRef): Uint8Array | null {
  const encoded = encodedStream(page, ref);
  if (!encoded) return null;
  const { stream, encoding } = encoded;
  if (encoding === 'plain') return stream.getContents();
  try {
    // fflate's inflate, several times faster than pdf-lib's stream decoder.
    return unzlibSync(stream.getContents());
  } catch {
    return null;
  }
}

/** The page's original streams decoded, or null when one cannot be or they add up to too much. */
function decodedOriginals(page: PDFPage, refs: PDFRef[]): Uint8Array[] | null {
  const parts: Uint8Array[] = [];
  let size = 0;
  for (const ref of refs) {
    const part = decodedContent(page, ref);
    size += part?.length ?? 0;
    if (!part || size > MAX_MERGED_BYTES) return null;
    parts.push(part);
  }
  return parts;
}

function joinLines(parts: Uint8Array[]): Uint8Array {
  const joined = new Uint8Array(parts.reduce((size, part) => size + part.length + 1, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    joined.set(NEWLINE, at + part.length);
    at += part.length + 1;
  }
  return joined;
}

/**
 * Appends the annotations to each page's content. pdf-lib would add a content stream of its own and two
 * more around the original ones (q ... Q); each separate stream costs an object and a zlib stream of its
 * own, about 150 bytes a page. Instead the page keeps one stream: the original, wrapped so its graphics
 * state cannot leak, then the annotations.
 * - A page drawn by one Flate stream of its own (nearly every PDF) gets `q`, `Q` and the annotations
 *   spliced around its compressed data (wrapZlib): nothing is inflated or deflated again.
 * - Other pages have their streams decoded, joined and compressed again as one stream, under the object
 *   number of the page's own original stream, so the file's object numbers keep no gap (each gap costs
 *   the cross-reference stream a subsection).
 * - Streams in other filters, or past 4 MB, stay as they are between a shared `q` and a new stream.
 */
export class PageContents {
  private readonly replaced = new Set<PDFRef>();
  /** How many pages of the original draw each content stream (a few writers share one between pages). */
  private readonly pagesUsing = new Map<PDFRef, number>();

  constructor(
    private readonly doc: PDFDocument,
    pages: PDFPage[],
  ) {
    for (const ref of pages.flatMap(contentRefs))
      this.pagesUsing.set(ref, (this.pagesUsing.get(ref) ?? 0) + 1);
  }

  append(page: PDFPage, operators: PDFOperator[]): void {
    const { context } = this.doc;
    const annotations = context.contentStream(operators).getUnencodedContents();
    const refs = contentRefs(page);
    if (
      refs.length === 1 &&
      this.pagesUsing.get(refs[0]) === 1 &&
      this.wrapInPlace(page, refs[0], annotations)
    )
      return;
    const originals = decodedOriginals(page, refs);
    if (!originals) {
      // Left as they are: the original streams between a shared `q` and a new `Q` plus the annotations.
      const restoreAndDraw = context.flateStream(joinLines([POP, annotations]));
      const contents = [
        context.getPushGraphicsStateContentStream(),
        ...refs,
        context.register(restoreAndDraw),
      ];
      page.node.set(PDFName.of('Contents'), context.obj(contents));
      return;
    }
    const merged = context.flateStream(joinLines([PUSH, ...originals, POP, annotations]));
    const own = refs.find((ref) => this.pagesUsing.get(ref) === 1);
    if (own) context.assign(own, merged);
    const target = own ?? context.register(merged);
    page.node.set(PDFName.of('Contents'), target);
    refs.filter((ref) => ref !== target).forEach((ref) => this.replaced.add(ref));
  }

  /**
   * The page's one Flate stream with `q` spliced in front and `Q` plus the annotations after, its
   * compressed data kept as it is (wrapZlib); false when the stream is not one that can be.
   */
  private wrapInPlace(page: PDFPage, ref: PDFRef, annotations: Uint8Array): boolean {
    const encoded = encodedStream(page, ref);
    if (encoded?.encoding !== 'flate') return false;
    const wrapped = wrapZlib(encoded.stream.getContents(), joinLines([PUSH]), joinLines([POP, annotations]));
    if (!wrapped) return false;
    this.doc.context.assign(ref, this.doc.context.stream(wrapped, { Filter: 'FlateDecode' }));
    return true;
  }

  /** Deletes the replaced streams that no page uses any more (shared ones may still be). */
  dropUnused(pages: PDFPage[]): void {
    const inUse = new Set(pages.flatMap(contentRefs));
    for (const ref of this.replaced) if (!inUse.has(ref)) this.doc.context.delete(ref);
  }
}
