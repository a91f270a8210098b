export const PREVIEW_CHARS = 120;
/** Read from the message before its Markdown is taken out, so the preview is still about this long. */
export const PREVIEW_SOURCE_CHARS = 3 * PREVIEW_CHARS;

/**
 * The start of a message as one line of plain text for the conversation list: bold, headings, code
 * ticks, citation markers and maths delimiters out (the formula's own text stays). A single `*` stays:
 * in a student's message it is usually a multiplication.
 */
export function plainPreview(markdown: string): string {
  const text = markdown
    .replace(/\[\d+\]/g, '')
    .replace(/\${1,2}|\\[()[\]]/g, '')
    .replace(/\*\*|__|`+|^#+\s*/gm, '')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS - 1).trimEnd()}…` : text;
}
