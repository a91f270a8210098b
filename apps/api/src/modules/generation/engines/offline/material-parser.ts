import { looksLikeFormula } from './plain-math';

/**
 * Material as teachers paste it (plain text or markdown-ish) to raw blocks: headings, paragraphs, lists,
 * display equations, definitions and tables. Text stays as typed here (enhance prints it back as plain
 * text; the LaTeX conversion is in material-blocks). One pass over the lines; every regular expression
 * is anchored or bounded, so 100,000 characters (or one giant line) parse in milliseconds.
 */

export interface RawItem {
  text: string;
  children?: RawList;
}
export interface RawList {
  kind: 'list';
  ordered: boolean;
  items: RawItem[];
}
export type RawBlock =
  | { kind: 'heading'; level: number; text: string }
  | { kind: 'paragraph'; text: string }
  | RawList
  /** Math as written: between its delimiters, or the whole formula line. */
  | { kind: 'equation'; math: string; delimited: boolean }
  | { kind: 'definition'; term: string; text: string }
  | { kind: 'table'; rows: string[][] };

const LIST_MARKER = /^(\s*)([-*+•▪◦‣–]|\d{1,3}[.)]|[a-z][.)]|\((?:\d{1,3}|[a-z])\))\s+(?=\S)/;
const RULE = /^\s*([-*_=]\s*){3,}$/;
const DEFINITION = /^(?:definition|def\.)(?:\s*\(([^)]{1,60})\))?\s*[:.–—-]\s*(\S.*)$/i;
/** A term is words, not a formula: "KEmax = hf - φ" is an equation, not the definition of "KEmax = hf". */
const DASH_DEFINITION = /^([A-Z][^–—:.=<>+*/^_]{0,50}?)\s+(?:[–—]|-)\s+(\S.*)$/;
const DEFINED_AS = /^(?:(?:the|a|an)\s+)?([A-Za-z][A-Za-z' -]{0,50}?)\s+(?:is|are)\s+defined\s+as\s/i;
const NUMBERED_HEADING = /^(\d{1,2}(?:\.\d{1,2}){0,2})\.?\s+(\S.*)$/;
/** "Part 2: Causes", "Chapter IV", "Topic 3 – Cells": a document part named by its number. */
const PART_HEADING =
  /^(?:part|chapter|section|unit|topic|lecture|lesson|module|week|stage|appendix)\s+(?:\d{1,3}|[IVXLC]{1,6}|[A-Z])\b(?:\s*[:.)–—-]\s*\S.*)?$/i;
const MATH_ENVIRONMENT = /^\\begin\{(equation|align|gather|multline)(\*?)\}/;
const MAX_HEADING = 150;
/** Columns aligned with spaces: two or more between cells. */
const ALIGNED = /\s{2,}/;
const MAX_TABLE_LINES = 1000;

const isBlank = (line: string | undefined) => line === undefined || line.trim() === '';
const countOf = (s: string, ch: string) => s.split(ch).length - 1;

/** A line ending in one of these leads into what follows ("The period is"); it is not a title. */
export const LEAD_IN_END =
  /\b(is|are|was|were|be|the|a|an|of|and|or|to|by|with|as|for|in|on|that|then|where|which|gives?)$/i;

export function isTitleLike(t: string): boolean {
  // Operators and arrows mark a formula or a reaction ("CH4 + 2O2 → CO2 + 2H2O"), not a title.
  if (t.length < 2 || t.length > 80 || /[.,;:!]$/.test(t) || /[=$|\\{}+^<>→←⇌↔]/.test(t)) return false;
  if (!/^["'(]?[A-Z]/.test(t)) return false;
  const words = t.split(/\s+/);
  if (words.length > 10) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  // An ALL CAPS line is a heading even when it ends like a lead-in ("WHAT A RATE IS").
  if (letters.length >= 3 && letters === letters.toUpperCase()) return true;
  if (LEAD_IN_END.test(t)) return false;
  const significant = words.filter((w) => w.replace(/[^A-Za-z]/g, '').length > 3);
  if (significant.length === 0) return words.length <= 4;
  const capitalised = significant.filter((w) => /^["'(]?[A-Z]/.test(w)).length;
  return words.length <= 3 || capitalised / significant.length >= 0.5;
}

/**
 * Text a heading may have when its place says it is one (numbered, or a short line alone between blank
 * lines): a capital first, at most ten words, no closing punctuation, no operator, arrow or column gap
 * (so neither a reaction nor a table row).
 */
function isHeadingText(t: string): boolean {
  return (
    t.length >= 2 &&
    t.length <= 80 &&
    /^["'(]?\p{Lu}/u.test(t) &&
    !/[.,;:!?]$/.test(t) &&
    !/[=$|\\{}\t+*/^_<>→←⇌↔]|\S\s{2,}\S/.test(t) &&
    t.split(/\s+/).length <= 10 &&
    !LEAD_IN_END.test(t)
  );
}

function atxHeading(t: string): { level: number; text: string } | null {
  let level = 0;
  while (t[level] === '#' && level < 7) level++;
  if (level === 0 || level > 6 || t[level] !== ' ') return null;
  let end = t.length;
  while (end > level && (t[end - 1] === '#' || t[end - 1] === ' ')) end--;
  const text = t.slice(level, end).trim();
  return text ? { level, text: text.slice(0, MAX_HEADING) } : null;
}

function pipeCells(t: string): string[] {
  return t
    .replace(/^\|/, '')
    .replace(/\|$/, '')
    .split(/(?<!\\)\|/)
    .map((c) => c.trim());
}

/** 0.26, −5, 2.5e-7, 1.2 × 10^15, 3x10^8, 10⁻³: a number as a data table holds it. */
const isNumeric = (cell: string) =>
  /^[-+−]?(\d+(\.\d*)?|\.\d+)(\s*([eE][-+−]?\d+|[×xX*]\s*10\s*(\^\s*[-+−]?\d+|[⁻⁺]?[⁰¹²³⁴-⁹]+)))?$/.test(
    cell.trim(),
  ) || /^10\s*(\^\s*[-+−]?\d+|[⁻⁺]?[⁰¹²³⁴-⁹]+)$/.test(cell.trim());

export class MaterialParser {
  private readonly lines: string[];
  private i = 0;
  private readonly blocks: RawBlock[] = [];

  constructor(text: string) {
    this.lines = text
      .replace(/\r\n?|\f|\v/g, '\n')
      .replace(/\p{Cc}/gu, (c) => (c === '\t' || c === '\n' ? c : ''))
      .split('\n');
  }

  parse(): RawBlock[] {
    while (this.i < this.lines.length) {
      const t = this.lines[this.i]!.trim();
      if (!t || RULE.test(t)) this.i++;
      else this.block(t);
    }
    return this.blocks;
  }

  private next(offset = 1): string {
    return (this.lines[this.i + offset] ?? '').trim();
  }

  /** The next non-blank line after the current one. */
  private following(): string {
    for (let j = this.i + 1; j < this.lines.length; j++)
      if (!isBlank(this.lines[j])) return this.lines[j]!.trim();
    return '';
  }

  private block(t: string): void {
    const atx = atxHeading(t);
    if (atx) return this.heading(atx.level, atx.text);
    if (t.length <= 120 && /^(=+|-+)$/.test(this.next()) && this.next().length >= 3 && !LIST_MARKER.test(t)) {
      this.blocks.push({ kind: 'heading', level: this.next().startsWith('=') ? 1 : 2, text: t });
      this.i += 2;
      return;
    }
    if (this.displayMath(t)) return;
    if (this.table(t)) return;
    const numbered = t.length <= 80 ? NUMBERED_HEADING.exec(t) : null;
    if (numbered && this.standalone() && this.numberedHeading(numbered[2]!)) {
      return this.heading(numbered[1]!.split('.').filter(Boolean).length + 1, numbered[2]!);
    }
    if (t.length <= 80 && PART_HEADING.test(t) && !/[.;,]$/.test(t) && this.standalone())
      return this.heading(2, t);
    if (LIST_MARKER.test(this.lines[this.i]!)) return this.list();
    const definition = DEFINITION.exec(t);
    if (definition) {
      this.i++;
      const text = this.paragraphText(definition[2]!);
      this.blocks.push({ kind: 'definition', term: definition[1]?.trim() ?? termOf(text), text });
      return;
    }
    const dash = dashDefinition(t);
    if (dash) {
      this.i++;
      this.blocks.push({ kind: 'definition', term: dash.term, text: this.paragraphText(dash.text) });
      return;
    }
    if (looksLikeFormula(t)) {
      this.blocks.push({ kind: 'equation', math: t.replace(/[.,;]$/, ''), delimited: false });
      this.i++;
      return;
    }
    if (isTitleLike(t) && this.standalone() && this.following()) {
      // The material's first line, short and title-like, is its title; later ones head sections.
      const first = this.blocks.length === 0;
      if (first || !this.titleLikeLine(this.following())) return this.heading(first ? 1 : 2, t);
    }
    // A short line alone between blank lines, in sentence case ("Growth of the savings"), heads a section.
    if (this.blocks.length > 0 && this.isolated() && isHeadingText(t) && t.split(/\s+/).length <= 8)
      if (this.following() && !this.titleLikeLine(this.following())) return this.heading(2, t);
    this.paragraph(t);
  }

  /** "2.1 The equations of motion" heads a section unless it starts a list of short numbered lines. */
  private numberedHeading(text: string): boolean {
    if (!(isTitleLike(text) || (isHeadingText(text) && isBlank(this.lines[this.i + 1])))) return false;
    const next = NUMBERED_HEADING.exec(this.following());
    return !(next && isHeadingText(next[2]!) && !isBlank(this.lines[this.i + 1]));
  }

  /** Blank lines (or the material's edges) before and after the current line. */
  private isolated(): boolean {
    return this.standalone() && isBlank(this.lines[this.i + 1]);
  }

  /** A short title-like line that is not a table row or a list item (those may follow a heading). */
  private titleLikeLine(line: string): boolean {
    return isTitleLike(line) && !/[,|\t]|\S\s{2,}\S/.test(line) && !LIST_MARKER.test(line);
  }

  private standalone(): boolean {
    return this.i === 0 || isBlank(this.lines[this.i - 1]);
  }

  private heading(level: number, text: string): void {
    this.blocks.push({
      kind: 'heading',
      level,
      text: text.replace(/^\*\*(.*)\*\*$/, '$1').slice(0, MAX_HEADING),
    });
    this.i++;
  }

  /** Lines that start another kind of block end a paragraph (or a list item's continuation). */
  private startsBlock(line: string): boolean {
    const t = line.trim();
    return (
      atxHeading(t) !== null ||
      t.startsWith('$$') ||
      t.startsWith('\\[') ||
      MATH_ENVIRONMENT.test(t) ||
      (t.startsWith('|') && countOf(t, '|') >= 2) ||
      DEFINITION.test(t) ||
      dashDefinition(t) !== null ||
      looksLikeFormula(t)
    );
  }

  private paragraphText(first: string): string {
    let text = first;
    while (this.i < this.lines.length && !isBlank(this.lines[this.i])) {
      const line = this.lines[this.i]!;
      if (this.startsBlock(line) || LIST_MARKER.test(line) || this.readTable(this.i)) break;
      text = joinWrapped(text, line.trim());
      this.i++;
    }
    return text;
  }

  private paragraph(t: string): void {
    this.i++;
    const text = this.paragraphText(t);
    const defined = DEFINED_AS.exec(text.slice(0, 120));
    if (defined) {
      const term = defined[1]!.trim();
      this.blocks.push({ kind: 'definition', term: term[0]!.toUpperCase() + term.slice(1), text });
      return;
    }
    this.blocks.push({ kind: 'paragraph', text });
  }

  private displayMath(t: string): boolean {
    const env = MATH_ENVIRONMENT.exec(t);
    const [open, close] = t.startsWith('$$')
      ? ['$$', '$$']
      : t.startsWith('\\[')
        ? ['\\[', '\\]']
        : env
          ? [env[0], `\\end{${env[1]}${env[2]}}`]
          : ['', ''];
    if (!open) return false;
    let body = t.slice(open.length);
    for (let j = this.i; j < this.lines.length && j < this.i + 30; j++) {
      if (j > this.i) body += `\n${this.lines[j]}`;
      const end = body.indexOf(close);
      if (end < 0) continue;
      const math = body.slice(0, end).trim();
      const rest = body.slice(end + close.length).trim();
      this.blocks.push({ kind: 'equation', math, delimited: true });
      this.i = j;
      if (rest) this.lines[j] = rest;
      else this.i++;
      return true;
    }
    return false;
  }

  private table(t: string): boolean {
    const found = this.readTable(this.i, t);
    if (!found) return false;
    this.blocks.push({ kind: 'table', rows: found.rows });
    this.i = found.end;
    return true;
  }

  /**
   * The table that starts at line `start`, if one does: Markdown pipes, or lines split the same way by
   * tabs, commas or runs of two or more spaces (columns aligned by eye). Delimited rows need short cells
   * and a number in the body, so a sentence with commas is not a table. Reads at most MAX_TABLE_LINES.
   */
  private readTable(start: number, t = this.lines[start]!.trim()): { rows: string[][]; end: number } | null {
    const rows: string[][] = [];
    let j = start;
    const last = Math.min(this.lines.length, start + MAX_TABLE_LINES);
    if (t.startsWith('|') && countOf(t, '|') >= 2) {
      for (; j < last; j++) {
        const line = this.lines[j]!.trim();
        if (!line.startsWith('|') || countOf(line, '|') < 2) break;
        const cells = pipeCells(line);
        if (!cells.every((c) => /^:?-{2,}:?$/.test(c))) rows.push(cells);
      }
      return rows.length >= 2 ? { rows, end: j } : null;
    }
    const first = this.lines[start]!;
    if (first.length > 300 || LIST_MARKER.test(first)) return null;
    const separator = first.includes('\t') ? '\t' : first.includes(',') ? ',' : ALIGNED;
    const split = (line: string) =>
      (separator === ALIGNED ? line.trim().split(ALIGNED) : line.split(separator)).map((c) => c.trim());
    const width = split(first).length;
    if (width < 2) return null;
    for (; j < last; j++) {
      const line = this.lines[j]!;
      if (isBlank(line) || line.length > 300) break;
      const cells = split(line);
      if (cells.length !== width) break;
      rows.push(cells);
    }
    const cellsShort = rows.every((r) => r.every((c) => c.length > 0 && c.length <= 40));
    const body = rows.slice(1);
    const numeric =
      separator === ALIGNED
        ? body.filter((r) => r.some(isNumeric)).length * 2 >= body.length && body.length > 0
        : body.some((r) => r.some(isNumeric));
    const enough = separator === '\t' ? rows.length >= 2 : rows.length >= 3;
    return enough && cellsShort && numeric ? { rows, end: j } : null;
  }

  private list(): void {
    const root: RawList = { kind: 'list', ordered: false, items: [] };
    const stack: { indent: number; list: RawList }[] = [];
    while (this.i < this.lines.length) {
      const line = this.lines[this.i]!;
      if (isBlank(line)) {
        const after = this.lines[this.i + 1];
        if (after !== undefined && (LIST_MARKER.test(after) || /^\s{2,}\S/.test(after))) {
          this.i++;
          continue;
        }
        break;
      }
      const marker = LIST_MARKER.exec(line);
      if (!marker) {
        const last = stack[stack.length - 1]?.list.items.at(-1);
        if (!last || this.startsBlock(line)) break;
        last.text = joinWrapped(last.text, line.trim());
        this.i++;
        continue;
      }
      const indent = marker[1]!.replace(/\t/g, '    ').length;
      const ordered = !/^[-*+•▪◦‣–]$/.test(marker[2]!);
      const text = line.slice(marker[0].length).trim();
      while (stack.length > 1 && indent < stack[stack.length - 1]!.indent) stack.pop();
      const top = stack[stack.length - 1];
      if (!top) {
        root.ordered = ordered;
        stack.push({ indent, list: root });
      } else if (indent >= top.indent + 2 && stack.length < 3 && top.list.items.length > 0) {
        const child: RawList = { kind: 'list', ordered, items: [] };
        top.list.items.at(-1)!.children = child;
        stack.push({ indent, list: child });
      }
      stack[stack.length - 1]!.list.items.push({ text });
      this.i++;
    }
    this.blocks.push(root);
  }
}

/** "Amplitude – the maximum displacement": a term of at most four words, a dash, its meaning. */
function dashDefinition(t: string): { term: string; text: string } | null {
  const m = t.length <= 300 ? DASH_DEFINITION.exec(t) : null;
  return m && m[1]!.trim().split(/\s+/).length <= 4 ? { term: m[1]!.trim(), text: m[2]! } : null;
}

/** Joins a hard-wrapped line, re-joining a word hyphenated at the line end. */
export function joinWrapped(text: string, line: string): string {
  if (/[a-z]-$/.test(text) && /^[a-z]/.test(line)) return text.slice(0, -1) + line;
  return `${text} ${line}`;
}

/** "Simple harmonic motion is motion in which…" → "Simple harmonic motion". */
function termOf(text: string): string {
  const m = /^(.{1,60}?)\s+(?:is|are|means)\s/.exec(text.slice(0, 80));
  return m && m[1]!.split(/\s+/).length <= 6 ? m[1]! : '';
}

export function parseMaterial(text: string): RawBlock[] {
  return new MaterialParser(text).parse();
}
