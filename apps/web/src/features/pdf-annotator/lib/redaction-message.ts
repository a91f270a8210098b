import type { PageRedaction } from '@eps/pdf-annotate';

const count = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

function pageSummary(redaction: PageRedaction): string {
  const parts = [
    redaction.glyphs > 0 && count(redaction.glyphs, 'character'),
    redaction.imagesBlanked > 0 && `${count(redaction.imagesBlanked, 'image')} blanked under the box`,
    redaction.imagesRemoved > 0 && `${count(redaction.imagesRemoved, 'image')} removed whole`,
    redaction.paths > 0 && count(redaction.paths, 'shape'),
    redaction.pathsClipped > 0 && `${count(redaction.pathsClipped, 'shape')} cut back to the box's edge`,
    redaction.annotations > 0 && count(redaction.annotations, 'note or link', 'notes or links'),
  ].filter((part): part is string => typeof part === 'string');
  return `page ${redaction.page}: ${parts.join(', ')}`;
}

/**
 * What the save says about its "Delete Content" areas: what was removed from the file, page by page,
 * and the pages where nothing lay under them. Null when the document had no such areas.
 */
export function redactionMessage(redactions: PageRedaction[]): string | null {
  if (redactions.length === 0) return null;
  const removed = redactions.filter(
    (r) => r.glyphs + r.imagesBlanked + r.imagesRemoved + r.paths + r.pathsClipped + r.annotations > 0,
  );
  const empty = redactions.filter((r) => !removed.includes(r)).map((r) => r.page);
  const sentences: string[] = [];
  if (removed.length > 0) {
    sentences.push(
      `Deleted content was removed from the saved file, not just covered: ${removed.map(pageSummary).join('; ')}.`,
    );
  }
  if (empty.length > 0) {
    sentences.push(
      `Nothing lay under the Delete Content ${empty.length === 1 ? 'box' : 'boxes'} on ${empty.length === 1 ? 'page' : 'pages'} ${empty.join(', ')}; only the white ${empty.length === 1 ? 'box was' : 'boxes were'} added.`,
    );
  }
  return sentences.join(' ');
}
