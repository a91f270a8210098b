import { PDFArray, PDFDict, PDFRef, PDFStream, type PDFContext, type PDFObject } from '@cantoo/pdf-lib';

/**
 * Deletes the objects nothing in the file refers to any more, from the trailer down: after a redaction
 * the content streams and images it replaced would otherwise still be written into the file, where any
 * tool could read them.
 */
export function pruneUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>();
  const pending: PDFObject[] = [];
  const { Root, Info, Encrypt } = context.trailerInfo;
  for (const root of [Root, Info, Encrypt]) if (root) pending.push(root);
  while (pending.length > 0) {
    const object = pending.pop()!;
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue;
      reached.add(object);
      const target = context.lookup(object);
      if (target) pending.push(target);
    } else if (object instanceof PDFDict) pending.push(...object.values());
    else if (object instanceof PDFArray) pending.push(...object.asArray());
    else if (object instanceof PDFStream) pending.push(object.dict);
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref);
}
