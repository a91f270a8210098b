/**
 * A small Markdown + LaTeX reader for question texts (stems, parts, hints, mark schemes, solutions):
 * paragraphs, "- " and "1. " lists, **bold**, *italic*, `code`, [links](https://…), and maths between
 * $…$, $$…$$, \(…\) and \[…\]. It yields a tree of plain data that RichText renders as React elements,
 * so no HTML from the text ever reaches the page: whatever it contains is shown as text.
 */

export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong' | 'em'; children: Inline[] }
  | { kind: 'code'; text: string }
  | { kind: 'math'; tex: string; display: boolean }
  | { kind: 'link'; href: string; children: Inline[] };

export type Block =
  | { kind: 'paragraph'; children: Inline[] }
  | { kind: 'math'; tex: string }
  | { kind: 'list'; ordered: boolean; items: Inline[][] };

const SAFE_HREF = /^(https?:\/\/|\/)/i;

/**
 * Where inline maths is: $$…$$ and \(…\) always; $…$ only as pandoc reads it (no space just inside the
 * dollars, no digit right after the closing one), so "$5 and $10" stays money.
 */
const INLINE =
  /\$\$([\s\S]+?)\$\$|\\\(([\s\S]+?)\\\)|\\\[([\s\S]+?)\\\]|(?<![\\$])\$(?![\s$])((?:\\\$|[^$])+?)(?<!\s)\$(?!\d)|\*\*(.+?)\*\*|(?<![*\w])\*(?!\s)(.+?)(?<!\s)\*(?!\*)|`([^`]+)`|\[([^\]]+)\]\(([^)\s]+)\)/g;

export function parseInline(text: string): Inline[] {
  const out: Inline[] = [];
  let last = 0;
  const push = (t: string) => {
    if (!t) return;
    const unescaped = t.replace(/\\\$/g, '$');
    const prev = out[out.length - 1];
    if (prev?.kind === 'text') prev.text += unescaped;
    else out.push({ kind: 'text', text: unescaped });
  };
  for (const m of text.matchAll(INLINE)) {
    push(text.slice(last, m.index));
    last = m.index + m[0].length;
    const [, dd, paren, bracket, single, strong, em, code, linkText, href] = m;
    if (dd !== undefined || paren !== undefined || single !== undefined)
      out.push({ kind: 'math', tex: (dd ?? paren ?? single).trim(), display: false });
    else if (bracket !== undefined) out.push({ kind: 'math', tex: bracket.trim(), display: true });
    else if (strong !== undefined) out.push({ kind: 'strong', children: parseInline(strong) });
    else if (em !== undefined) out.push({ kind: 'em', children: parseInline(em) });
    else if (code !== undefined) out.push({ kind: 'code', text: code });
    else if (SAFE_HREF.test(href)) out.push({ kind: 'link', href, children: parseInline(linkText) });
    else push(m[0]);
  }
  push(text.slice(last));
  return out;
}

const LIST_ITEM = /^\s*(?:([-*•])|(\d+)[.)])\s+(.*)$/;

export function parseRichText(source: string): Block[] {
  const blocks: Block[] = [];
  for (const chunk of source.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const text = chunk.trim();
    if (!text) continue;
    // A paragraph that is one formula is shown as a display formula.
    const whole = /^(?:\$\$([\s\S]+?)\$\$|\\\[([\s\S]+?)\\\])$/.exec(text);
    if (whole) {
      blocks.push({ kind: 'math', tex: (whole[1] ?? whole[2]).trim() });
      continue;
    }
    const lines = text.split('\n');
    if (lines.every((l) => LIST_ITEM.test(l))) {
      const ordered = !!LIST_ITEM.exec(lines[0])![2];
      blocks.push({ kind: 'list', ordered, items: lines.map((l) => parseInline(LIST_ITEM.exec(l)![3])) });
      continue;
    }
    blocks.push({ kind: 'paragraph', children: parseInline(lines.join(' ')) });
  }
  return blocks;
}
