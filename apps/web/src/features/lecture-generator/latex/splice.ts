import type { SourceRange } from './scan';

/** One change to the source: the range it replaces and what goes there ('' deletes it). */
export interface SourceEdit extends SourceRange {
  text: string;
}

/** `source` with `range` replaced by `text`. */
export function spliceRange(source: string, range: SourceRange, text: string): string {
  return source.slice(0, range.position) + text + source.slice(range.position + range.length);
}

/**
 * The range a deletion really takes: when nothing but spaces shares its first and last lines, those
 * lines go too, so removed items leave no blank lines behind.
 */
function deletionRange(source: string, range: SourceRange): SourceRange {
  const end = range.position + range.length;
  const lineStart = source.lastIndexOf('\n', range.position - 1) + 1;
  const rest = /^[^\S\n]*(\n|$)/.exec(source.slice(end));
  if (source.slice(lineStart, range.position).trim() !== '' || !rest) return range;
  return { position: lineStart, length: end + rest[0].length - lineStart };
}

/** `source` without `range` (see deletionRange). */
export function deleteRange(source: string, range: SourceRange): string {
  return spliceRange(source, deletionRange(source, range), '');
}

/**
 * Applies several edits made against the same source. They are applied from the end backwards so
 * earlier positions stay valid; an edit overlapping one already taken (such as a block inside a figure
 * that is removed whole) is dropped.
 */
export function applyEdits(source: string, edits: SourceEdit[]): string {
  const ranges = edits
    .map((edit) => (edit.text === '' ? { ...deletionRange(source, edit), text: '' } : edit))
    .sort((a, b) => a.position - b.position || b.length - a.length);
  const kept: SourceEdit[] = [];
  for (const edit of ranges) {
    const last = kept[kept.length - 1];
    if (last && edit.position < last.position + last.length) continue;
    kept.push(edit);
  }
  return kept.reduceRight((text, edit) => spliceRange(text, edit, edit.text), source);
}
