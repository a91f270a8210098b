/** Longest title kept for a saved document (the list shows it; the LaTeX keeps the whole one). */
export const DOCUMENT_TITLE_MAX_CHARS = 200;

/** Titles an engine writes when the material has none; a saved document is never listed under one. */
const GENERIC_TITLES = new Set([
  'lecture notes',
  'lecture slides',
  'notes',
  'slides',
  'untitled',
  'document',
]);

/**
 * The title a generated document is listed under: the LaTeX's \title{…} as plain text unless it is a
 * generic one, else the first heading of the material (a Markdown heading, else its first sentence).
 */
export function documentTitle(latexCode: string, material: string): string {
  const own = latexTitle(latexCode);
  const title = (GENERIC_TITLES.has(own.toLowerCase()) ? '' : own) || materialHeading(material) || own;
  return title.slice(0, DOCUMENT_TITLE_MAX_CHARS).trimEnd();
}

/** The argument of \title (or \title[short]), braces balanced, as plain text; '' when there is none. */
export function latexTitle(latexCode: string): string {
  const start = /\\title\s*(?:\[[^\]]*\]\s*)?\{/.exec(latexCode);
  if (!start) return '';
  let depth = 1;
  let i = start.index + start[0].length;
  const from = i;
  for (; i < latexCode.length && depth > 0; i++) {
    const c = latexCode[i];
    if (c === '\\') i++;
    else if (c === '{') depth++;
    else if (c === '}') depth--;
  }
  return depth === 0 ? plainText(latexCode.slice(from, i - 1)) : '';
}

function plainText(latex: string): string {
  return latex
    .replace(/\\\\(\[[^\]]*\])?|\\newline\b/g, ' ')
    .replace(/\\[a-zA-Z]+\*?/g, '')
    .replace(/(?<!\\)[{}]/g, '')
    .replace(/(?<!\\)~/g, ' ')
    .replace(/\\([&%$#_{}~])/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

function materialHeading(material: string): string {
  const lines = material.split(/\r?\n/).map((l) => l.trim());
  const heading = lines.map((l) => /^#{1,6}\s+(.*?)\s*#*$/.exec(l)?.[1]).find((h) => h);
  const firstLine = lines.find((l) => l.length > 0) ?? '';
  return heading ?? firstLine.split(/(?<=[.!?])\s+(?=[A-Z])/)[0]!;
}
