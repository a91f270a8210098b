/**
 * What a generated document must keep of its material, measured independently of the engine: the
 * material's sentences (as words) and its numbers with an exponent, a unit or a sign (as values). The
 * LaTeX is read back the way it prints: `\textasciicircum{}` is a caret glyph, not an exponent.
 */

// prettier-ignore
const SUPERSCRIPTS: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+',
};
const SUBSCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** Unicode scripts and minus signs to the ASCII forms the number reader understands. */
function normaliseScripts(text: string): string {
  return text
    .replace(/[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+/g, (run) => `^${[...run].map((c) => SUPERSCRIPTS[c]).join('')}`)
    .replace(/[₀-₉]/g, (c) => `_${SUBSCRIPTS.indexOf(c)}`)
    .replace(/[−–](?=\d)/g, '-');
}

/** Text commands whose argument is kept; everything else that is a command is dropped. */
const KEEP_ARGUMENT =
  /\\(?:text(?:bf|it|rm|tt|normal|up)?|emph|mathrm|mathit|operatorname|mbox|textsuperscript|textsubscript|num|si|ensuremath)\s*(?=\{)/g;

// prettier-ignore
const SYMBOLS: Record<string, string> = {
  times: '×', cdot: '·', pm: '±', mp: '∓', circ: '°', degree: '°', textdegree: '°', mu: 'µ', textmu: 'µ', micro: 'µ',
  Omega: 'Ω', ohm: 'Ω', percent: '%', textpm: '±', texttimes: '×', textminus: '-', approx: '≈', pi: 'π', phi: 'φ',
  lambda: 'λ', omega: 'ω', ldots: '…', dots: '…', leq: '≤', geq: '≥', to: '→', rightarrow: '→', infty: '∞',
};

// prettier-ignore
const SI_SYMBOLS: Record<string, string> = {
  metre: 'm', meter: 'm', second: 's', gram: 'g', kilogram: 'kg', joule: 'J', hertz: 'Hz', electronvolt: 'eV',
  volt: 'V', watt: 'W', newton: 'N', pascal: 'Pa', kelvin: 'K', mole: 'mol', ampere: 'A', ohm: 'Ω', litre: 'L',
  radian: 'rad', degreeCelsius: '°C', percent: '%', kilo: 'k', mega: 'M', giga: 'G', milli: 'm', micro: 'µ',
  nano: 'n', centi: 'c', deci: 'd',
};
const SI_PREFIXES = new Set(['kilo', 'mega', 'giga', 'milli', 'micro', 'nano', 'centi', 'deci']);

/** siunitx's unit macros (\\kilo\\joule\\per\\mole, \\metre\\per\\second\\squared) as printed: kJ mol^-1, m s^-2. */
function siunitxUnit(unit: string): string {
  if (!unit.includes('\\')) return unit.replace(/\\./g, ' ');
  const parts: { symbol: string; power: number }[] = [];
  let prefix = '';
  let inverse = false;
  for (const [, name] of unit.matchAll(/\\([A-Za-z]+)/g)) {
    if (name === 'per') inverse = true;
    else if (SI_PREFIXES.has(name!)) prefix = SI_SYMBOLS[name!]!;
    else if ((name === 'squared' || name === 'cubed') && parts.length)
      parts.at(-1)!.power *= name === 'squared' ? 2 : 3;
    else {
      parts.push({ symbol: `${prefix}${SI_SYMBOLS[name!] ?? name}`, power: inverse ? -1 : 1 });
      prefix = '';
      inverse = false;
    }
  }
  return parts.map((p) => (p.power === 1 ? p.symbol : `${p.symbol}^${p.power}`)).join(' ');
}

/** LaTeX (a whole document or a fragment) to the text it prints, scripts written as ^x and _x. */
export function latexToPrinted(latex: string): string {
  let text = latex
    .replace(/^%.*$/gm, '')
    .replace(/\\begin\{pythonplot\}[\s\S]*?\\end\{pythonplot\}/g, ' ')
    .replace(/\\textasciicircum\s*\{\}/g, 'ˆ')
    .replace(/\\textsuperscript\s*\{/g, '^{')
    .replace(/\\textsubscript\s*\{/g, '_{')
    // \SI{6.63e-34}{\joule\second} and \qty{…}{…} print the value and the unit's symbols.
    .replace(
      /\\(?:SI|qty)\s*\{([^{}]*)\}\s*\{([^{}]*)\}/g,
      (_m, value: string, unit: string) => `${value} ${siunitxUnit(unit)}`,
    )
    .replace(/\\(?:[,;:! ]|quad|qquad)/g, ' ')
    .replace(/\\([%&#_{}$])/g, (_m, c: string) => `\uE000${c.charCodeAt(0)}\uE001`)
    .replace(KEEP_ARGUMENT, '')
    .replace(/\\([A-Za-z]+)\*?(\{\})?/g, (_m, name: string) => SYMBOLS[name] ?? ' ')
    .replace(/\^\s*\{([^{}]*)\}/g, '^$1')
    .replace(/_\s*\{([^{}]*)\}/g, '_$1')
    .replace(/[{}$]/g, '')
    .replace(/\uE000(\d+)\uE001/g, (_m, code: string) => String.fromCharCode(Number(code)))
    .replace(/~/g, ' ')
    .replace(/--/g, '–');
  text = normaliseScripts(text);
  // An exponent reads the same with or without spaces around its sign: "10^ - 34" is 10^-34.
  return text.replace(/\^\s*([-+])\s*/g, '^$1').replace(/\s+/g, ' ');
}

/** Words of a text for comparison: lower case letters and digits, one space between. */
export function wordKey(text: string): string {
  return normaliseScripts(text)
    .replace(/(\d)[eE]([-+]?\d)/g, '$1 × 10^$2')
    .replace(/(\d)\s*[xX*]\s*10\s*\^/g, '$1 × 10^')
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** One unit of the material's meaning: a sentence, or a table row's cells (each must be kept). */
export interface MaterialSentence {
  text: string;
  cells?: string[];
}

const LIST_ITEM = /^(?:[-*+•]|\d{1,3}[.)]|[a-z][.)])\s+(.*)$/;

/** Rows of a blank-line block that is a table: pipes, or the same number (one or more) of commas or tabs. */
function tableRows(lines: string[]): string[][] | null {
  if (lines.every((l) => l.trim().startsWith('|')))
    return lines.map((l) =>
      l
        .split('|')
        .map((c) => c.trim())
        .filter(Boolean),
    );
  const separator = lines[0]!.includes('\t') ? '\t' : ',';
  const width = lines[0]!.split(separator).length;
  if (lines.length < 2 || width < 2 || !lines.every((l) => l.split(separator).length === width)) return null;
  const rows = lines.map((l) => l.split(separator).map((c) => c.trim()));
  return rows.every((r) => r.every((c) => c.length > 0 && c.length <= 40)) ? rows : null;
}

/** The material's sentences (of paragraphs, list items and headings) and table rows. */
export function materialSentences(material: string): MaterialSentence[] {
  const out: MaterialSentence[] = [];
  for (const block of material.replace(/\r\n?/g, '\n').split(/\n\s*\n/)) {
    const lines = block.split('\n').filter((l) => l.trim() && !/^\s*([-=*_|:]\s*){3,}$/.test(l));
    if (!lines.length) continue;
    const rows = tableRows(lines);
    if (rows) {
      out.push(...rows.map((cells) => ({ text: cells.join(', '), cells })));
      continue;
    }
    // A caption line directly above or below the rows ("Table 2. UK prices" then CSV) is a sentence of its own.
    const below = lines.length > 2 ? tableRows(lines.slice(1)) : null;
    const above = lines.length > 2 && !below ? tableRows(lines.slice(0, -1)) : null;
    if (below || above) {
      const caption = below ? lines[0]! : lines.at(-1)!;
      out.push(...splitPlainSentences(caption.trim()).map((text) => ({ text })));
      out.push(...(below ?? above)!.map((cells) => ({ text: cells.join(', '), cells })));
      continue;
    }
    const units: string[] = [];
    let paragraph = '';
    for (const line of lines) {
      const t = line.trim().replace(/^#{1,6}\s+/, '');
      const item = LIST_ITEM.exec(t);
      if (item || line.trim().startsWith('#')) {
        if (paragraph) units.push(paragraph);
        paragraph = '';
        units.push(item ? item[1]! : t);
      } else paragraph = paragraph ? `${paragraph} ${t}` : t;
    }
    if (paragraph) units.push(paragraph);
    for (const unit of units) out.push(...splitPlainSentences(unit).map((text) => ({ text })));
  }
  return out.filter((s) => wordKey(s.text).length > 0);
}

function splitPlainSentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9("'])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** "Definition: …" and "Note: …" label what follows; the label itself may become a box title. */
const withoutLabel = (text: string) => text.replace(/^[A-Z][a-z]+:\s+/, '');

export interface SentenceReport {
  checked: number;
  kept: number;
  missing: string[];
}

/** Every sentence of the material, by its words in order, somewhere in the printed LaTeX. */
export function checkSentences(material: string, latex: string): SentenceReport {
  const printed = ` ${wordKey(latexToPrinted(latex))} `;
  const has = (text: string) =>
    printed.includes(` ${wordKey(/[$\\]/.test(text) ? latexToPrinted(text) : text)} `);
  const missing: string[] = [];
  const sentences = materialSentences(material);
  for (const sentence of sentences) {
    if (!(sentence.cells ?? [sentence.text]).every(has) && !has(withoutLabel(sentence.text)))
      missing.push(sentence.text);
  }
  return { checked: sentences.length, kept: sentences.length - missing.length, missing };
}

export interface Quantity {
  value: number;
  /** The unit after the number, spaces removed and scripts as ^x ('' when there is none). */
  unit: string;
  text: string;
}

const EXPONENT = String.raw`\^\(?([-+]?\d+)\)?`;
const MANTISSA = String.raw`([-+±]?\d+(?:\.\d+)?)`;
const UNIT_ATOM = String.raw`(?:°C|°F|%|Ω|k?Ω|(?:[kMGTmµμnpc]?(?:mol|Hz|eV|Pa|m|s|g|J|V|W|N|K|A|L))|dm|rad|min|h)(?:\^[-+]?\d+)?(?![A-Za-z0-9])`;
const UNIT = String.raw`${UNIT_ATOM}(?:\s?[/·]?\s?${UNIT_ATOM})*`;
/** Letters right after the digits are a unit only when they are a symbol ("75%", "20°C"), not "1850s". */
const ATTACHED_UNIT = /^[%°Ωµμ]/;
const QUANTITY = new RegExp(
  String.raw`(?<![\w.^])(?:${MANTISSA}\s*(?:[×xX*·]\s*10\s*${EXPONENT}|[eE]([-+]?\d+))|10\s*${EXPONENT}|${MANTISSA})(?![\d.]\d)(?:(\s?)(${UNIT}))?`,
  'g',
);

/** Numbers with an exponent, a unit or a sign, as values; plain counts and years are left out. */
export function quantitiesIn(text: string): Quantity[] {
  const plain = normaliseScripts(text)
    .replace(/\*\*/g, '^')
    .replace(/\s*\^\s*/g, '^')
    .replace(/\^\{([-+]?\d+)\}/g, '^$1');
  const out: Quantity[] = [];
  for (const m of plain.matchAll(QUANTITY)) {
    const [whole, sciMantissa, sciExp, eExp, powExp, bare, space, matchedUnit] = m;
    const unit = space || ATTACHED_UNIT.test(matchedUnit ?? '') ? matchedUnit : undefined;
    let value: number;
    let marked: boolean;
    if (sciMantissa !== undefined) {
      value = Number(`${sciMantissa.replace('±', '')}e${sciExp ?? eExp}`);
      marked = true;
    } else if (powExp !== undefined) {
      value = Number(`1e${powExp}`);
      marked = true;
    } else {
      value = Number(bare!.replace('±', ''));
      marked = /^[-+±]/.test(bare!);
    }
    // "m/s^2", "m s^-2" and "m·s⁻²" are one unit: a divisor is written as a negative power.
    const unitKey = (unit ?? '')
      .replace(/μ/g, 'µ')
      .replace(/\/\s?([A-Za-zµΩ°]+)(?:\^(\d+))?/g, (_m, u: string, n?: string) => ` ${u}^-${n ?? 1}`)
      .replace(/[\s·]+/g, '');
    if (marked || unitKey) out.push({ value, unit: unitKey, text: whole.trim() });
  }
  return out;
}

const sameValue = (a: number, b: number) => Math.abs(a - b) <= 1e-9 * Math.max(Math.abs(a), Math.abs(b));

export interface QuantityReport {
  checked: number;
  kept: number;
  missing: string[];
}

/** Every quantity of the material, with the same value and unit, somewhere in the printed LaTeX. */
export function checkQuantities(material: string, latex: string): QuantityReport {
  const wanted = quantitiesIn(material);
  const found = quantitiesIn(latexToPrinted(latex));
  const missing = wanted
    .filter((q) => !found.some((f) => sameValue(f.value, q.value) && f.unit === q.unit))
    .map((q) => q.text);
  return { checked: wanted.length, kept: wanted.length - missing.length, missing };
}
