/** Small readers over LaTeX source, shared by the parser and the post-processing. */

/** A part of the source: where it starts and how many characters it spans. */
export interface SourceRange {
  position: number;
  length: number;
}

/** True when `index` sits after an unescaped % on its line, so TeX never sees it. */
export function isCommentedOut(source: string, index: number): boolean {
  const lineStart = source.lastIndexOf('\n', index - 1) + 1;
  for (let i = lineStart; i < index; i++) {
    if (source[i] === '\\') i++;
    else if (source[i] === '%') return true;
  }
  return false;
}

/**
 * The group that opens at `open` (`{` or `[`), with nested groups and escaped delimiters honoured.
 * `end` is the index after the closing delimiter; null when `open` is not a group or it never closes.
 */
export function readGroup(source: string, open: number): { text: string; end: number } | null {
  const opener = source[open];
  const closer = opener === '{' ? '}' : opener === '[' ? ']' : null;
  if (!closer) return null;
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const c = source[i];
    if (c === '\\') i++;
    else if (c === opener) depth++;
    else if (c === closer && --depth === 0) return { text: source.slice(open + 1, i), end: i + 1 };
  }
  return null;
}

/** The index of the first character at or after `from` that is not a space or tab. */
export function skipSpaces(source: string, from: number): number {
  let i = from;
  while (source[i] === ' ' || source[i] === '\t') i++;
  return i;
}

/** Skips any optional arguments (`[...]`, and beamer's `<...>` overlay specs) starting at `from`. */
export function skipOptionalArgs(source: string, from: number): number {
  let i = skipSpaces(source, from);
  for (;;) {
    if (source[i] === '[') {
      const group = readGroup(source, i);
      if (!group) return i;
      i = skipSpaces(source, group.end);
    } else if (source[i] === '<') {
      const close = source.indexOf('>', i);
      if (close < 0) return i;
      i = skipSpaces(source, close + 1);
    } else return i;
  }
}

/** Every match of `pattern` (a fresh global copy, so callers may share the constant) outside comments. */
export function matchAll(source: string, pattern: RegExp): RegExpExecArray[] {
  const flags = pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`;
  return [...source.matchAll(new RegExp(pattern.source, flags))].filter(
    (m) => !isCommentedOut(source, m.index),
  );
}

/** Where the document body ends: at `\end{document}`, or the end of the source when it has none. */
export function documentEnd(source: string): number {
  const end = matchAll(source, /\\end\{document\}/)[0];
  return end ? end.index : source.length;
}

/** One LaTeX environment instance, `\begin{name}` through `\end{name}`. */
export interface EnvironmentRange extends SourceRange {
  name: string;
}

/** Every instance of the named environments (starred forms included), nested ones as well. */
export function findEnvironments(source: string, names: readonly string[]): EnvironmentRange[] {
  const pattern = /\\(begin|end)\{([A-Za-z]+\*?)\}/g;
  const open: { name: string; position: number }[] = [];
  const found: EnvironmentRange[] = [];
  for (const m of matchAll(source, pattern)) {
    const name = m[2]!;
    if (!names.includes(name.replace(/\*$/, ''))) continue;
    if (m[1] === 'begin') {
      open.push({ name, position: m.index });
      continue;
    }
    const at = open.map((o) => o.name).lastIndexOf(name);
    if (at < 0) continue;
    const [begin] = open.splice(at);
    found.push({
      name: name.replace(/\*$/, ''),
      position: begin!.position,
      length: m.index + m[0].length - begin!.position,
    });
  }
  return found.sort((a, b) => a.position - b.position);
}
