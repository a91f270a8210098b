/**
 * Models write maths between any of `$…$`, `$$…$$`, `\(…\)` and `\[…\]`; remark-math reads only the
 * dollar forms. The server saves replies normalised and the page normalises streamed text with the same
 * function, so a formula renders the same while it streams and after a reload. Code (fenced blocks and
 * inline spans) is left exactly as written.
 */
export function normaliseMathDelimiters(markdown: string): string {
  return splitCode(markdown)
    .map(({ text, code }) => (code ? text : normaliseProse(text)))
    .join('');
}

/** A `$$` block on lines of its own (kept), or `$$…$$` within one line (its body captured). */
const DOLLAR_DISPLAY =
  /(?<=^|\n)\$\$[ \t]*\n[\s\S]*?\n\$\$[ \t]*(?=\n|$)|[ \t]*\$\$([^\n$][^\n]*?)\$\$[ \t]*/g;

function normaliseProse(text: string): string {
  return (
    text
      // Display maths goes on lines of its own: remark-math reads `$$` inside a paragraph as inline maths.
      .replace(/[ \t]*\\\[([\s\S]+?)\\\][ \t]*/g, (_, body: string) => `\n\n$$\n${body.trim()}\n$$\n\n`)
      .replace(/\\\(([\s\S]+?)\\\)/g, (_, body: string) => `$${body.trim()}$`)
      // `$$…$$` within a line is display maths to a model but inline maths to remark-math: it gets lines of
      // its own too. A block already on lines of its own is left as written.
      .replace(DOLLAR_DISPLAY, (block: string, body: string | undefined) =>
        body === undefined ? block : `\n\n$$\n${body.trim()}\n$$\n\n`,
      )
      .replace(/\n{3,}/g, '\n\n')
  );
}

/** The text cut into prose and code: fenced blocks (``` or ~~~, to the closing fence) and `inline` spans. */
function splitCode(markdown: string): Array<{ text: string; code: boolean }> {
  const pieces: Array<{ text: string; code: boolean }> = [];
  const code = /(^|\n)(```|~~~)[^\n]*\n[\s\S]*?(\n\2[^\n]*(?=\n|$)|$)|(`+)[^`\n][\s\S]*?\4/g;
  let last = 0;
  for (const match of markdown.matchAll(code)) {
    const start = match.index + (match[1]?.length ?? 0);
    if (start > last) pieces.push({ text: markdown.slice(last, start), code: false });
    pieces.push({ text: markdown.slice(start, match.index + match[0].length), code: true });
    last = match.index + match[0].length;
  }
  if (last < markdown.length) pieces.push({ text: markdown.slice(last), code: false });
  return pieces;
}
