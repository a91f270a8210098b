/**
 * Numbers, exponents, scripts and signs as teachers type them in plain text ("6.63 × 10^-34 J s",
 * "3x10^8 m/s", "2.5e-7 m", "m s^-2", "m/s²", "H_2O", "u_n", "−5 °C"), found so they are typeset with
 * the meaning they were typed with: a caret is an exponent, an underscore a subscript, a minus before a
 * digit a sign. The text between them stays text; the writers escape it.
 */

export type Segment = { kind: 'text'; text: string } | { kind: 'math'; math: string };

// prettier-ignore
export const SUPERSCRIPT_DIGITS: Record<string, string> = {
  '⁰': '0', '¹': '1', '²': '2', '³': '3', '⁴': '4', '⁵': '5', '⁶': '6', '⁷': '7', '⁸': '8', '⁹': '9', '⁻': '-', '⁺': '+',
};
const SUBSCRIPT_DIGITS = '₀₁₂₃₄₅₆₇₈₉';

const SUP_RUN = '[⁰¹²³⁴⁵⁶⁷⁸⁹⁻⁺]+';
const SUB_RUN = '[₀₁₂₃₄₅₆₇₈₉₊₋]+';
const MINUS = '[-−]';
/** An integer exponent, bare or grouped: 14, -34, {-34}, (−34). */
const INT_EXP = String.raw`(?:\{\s*[-+−]?\d{1,4}\s*\}|\(\s*[-+−]?\d{1,4}\s*\)|[-+−]?\d{1,4})`;
/** An exponent of a number or a unit: an integer, one letter, or a short grouped expression. */
const ANY_EXP = String.raw`(?:${INT_EXP}|[-−]?[A-Za-z](?![A-Za-z])|\{[A-Za-z0-9+\-−*/. ]{1,12}\}|\([A-Za-z0-9+\-−*/. ]{1,12}\))`;
const MANTISSA = String.raw`\d+(?:\.\d+)?`;
const TIMES = String.raw`(?:×|\*|·|(?<=\d\s?)[xX](?=\s?10))`;
const POWER = String.raw`(?:\^|\*\*)`;

/**
 * Alternatives in priority order; each names the groups its maker reads. A number alternative starts only
 * where a number starts (`(?<![\d.])`), so a long run of digits is scanned once, not once per digit.
 */
const PATTERN = new RegExp(
  [
    // 6.63 × 10^-34, 3x10^8, 6.63*10**-34, 1.2 × 10⁻³
    String.raw`(?<![\d.])(?<sci>(?<sciSign>${MINUS})?(?<sciMant>${MANTISSA})\s*${TIMES}\s*10\s*(?:${POWER}\s*(?<sciExp>${INT_EXP})|(?<sciSup>${SUP_RUN})))`,
    // 6.63e-34, 1.0E14
    String.raw`(?<![\d.])(?<eNum>(?<eSign>${MINUS})?(?<eMant>${MANTISSA})[eE](?<eExp>[-+−]?\d{1,3})(?![\w.]))`,
    // 10^14, 3^9, 2^n, 10⁻³⁴
    String.raw`(?<![\d.])(?<pow>(?<powSign>${MINUS})?(?<powBase>${MANTISSA})\s*(?:${POWER}\s*(?<powExp>${ANY_EXP})|(?<powSup>${SUP_RUN})))`,
    // −5, -10.4 (a sign, not a hyphen: nothing word-like right before it)
    String.raw`(?<![\d.])(?<neg>(?<negSign>${MINUS})(?<negNum>${MANTISSA}))`,
    // s^-2, m^2, x^(n-1), )^2, and s², m³
    String.raw`(?<=\S)(?<sup>\s*${POWER}\s*(?<supExp>${ANY_EXP})|(?<supRun>${SUP_RUN}))`,
    // H_2O, x_1, v_max, u_{n+1}, and H₂O
    String.raw`(?<=[A-Za-z0-9)])(?<sub>_(?<subText>\{[A-Za-z0-9,.+\-−]{1,12}\}|\d{1,4}|[A-Za-z]{1,6}(?![A-Za-z]))|(?<subRun>${SUB_RUN}))`,
    // a unicode minus anywhere else is still a minus
    String.raw`(?<minus>−)`,
  ].join('|'),
  'g',
);

const ungroup = (exp: string) => exp.replace(/^[{(]\s*|\s*[)}]$/g, '');
const minusOf = (sign: string | undefined) => (sign ? '-' : '');

/** An exponent or subscript as math: digits and signs as they are, letters upright when they form a word. */
function scriptMath(raw: string): string {
  const text = ungroup(raw).replace(/−/g, '-').replace(/\s+/g, '').replace(/\*/g, '\\cdot ');
  return /^[A-Za-z]{2,}$/.test(text) ? `\\mathrm{${text}}` : text;
}

const superscripts = (run: string) => [...run].map((c) => SUPERSCRIPT_DIGITS[c]).join('');
const subscripts = (run: string) =>
  [...run].map((c) => (c === '₊' ? '+' : c === '₋' ? '-' : String(SUBSCRIPT_DIGITS.indexOf(c)))).join('');

/** A sign stands at a word start ("x-1", "COVID-19" and "1760-1840" keep their hyphen). */
const signAllowed = (text: string, index: number) => index === 0 || /[\s([{=,;:/<>≈~]/.test(text[index - 1]!);
/** A number is not the tail of a word or of another number ("H2e5", "v2^3"). */
const numberAllowed = (text: string, index: number) => index === 0 || !/[A-Za-z0-9._]/.test(text[index - 1]!);
/** A letter subscript belongs to a one-letter variable ("v_max"), never to a word ("file_name"). */
const letterBase = (text: string, index: number) =>
  /(^|[^A-Za-z0-9])[A-Za-z]$/.test(text.slice(Math.max(0, index - 2), index));

function mathOf(g: Record<string, string | undefined>, text: string, index: number): string | null {
  const signed = (sign: string | undefined) => (sign ? signAllowed(text, index) : numberAllowed(text, index));
  if (g.sci !== undefined) {
    if (!signed(g.sciSign)) return null;
    const exp = g.sciExp !== undefined ? scriptMath(g.sciExp) : superscripts(g.sciSup!);
    return `${minusOf(g.sciSign)}${g.sciMant}\\times 10^{${exp}}`;
  }
  if (g.eNum !== undefined) {
    if (!signed(g.eSign)) return null;
    return `${minusOf(g.eSign)}${g.eMant}\\times 10^{${Number(g.eExp!.replace('−', '-'))}}`;
  }
  if (g.pow !== undefined) {
    if (!signed(g.powSign)) return null;
    const exp = g.powExp !== undefined ? scriptMath(g.powExp) : superscripts(g.powSup!);
    return `${minusOf(g.powSign)}${g.powBase}^{${exp}}`;
  }
  if (g.neg !== undefined) return signAllowed(text, index) ? `-${g.negNum}` : null;
  if (g.sup !== undefined)
    return `^{${g.supExp !== undefined ? scriptMath(g.supExp) : superscripts(g.supRun!)}}`;
  if (g.sub !== undefined) {
    if (g.subText !== undefined && /^[A-Za-z]/.test(g.subText) && !letterBase(text, index)) return null;
    return `_{${g.subText !== undefined ? scriptMath(g.subText) : subscripts(g.subRun!)}}`;
  }
  return g.minus !== undefined ? '-' : null;
}

/**
 * A single letter before a subscript ("x_1", "u_n") is the variable it belongs to: it joins the math,
 * so the pair is typeset as one symbol. A word before one ("CO_2", "file_2") stays text.
 */
function takeVariable(segments: Segment[], math: string): string {
  const last = segments.at(-1);
  if (!math.startsWith('_') || last?.kind !== 'text') return math;
  const m = /(^|[^A-Za-z0-9])([A-Za-z])$/.exec(last.text);
  if (!m) return math;
  last.text = last.text.slice(0, -1);
  return `${m[2]}${math}`;
}

/** Web and mail addresses are typed characters, not notation: "a_b" in a link is no subscript. */
const ADDRESS = /\b(?:https?:\/\/|www\.)\S+|(?<![\w.+-])[\w.+-]+@[\w-]+\.[\w.]+/g;

/** Splits plain text into text and math segments; the math is built here from digits and letters only. */
export function scientificSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  for (const m of text.matchAll(ADDRESS)) {
    segments.push(...notationSegments(text.slice(from, m.index)), { kind: 'text', text: m[0] });
    from = m.index + m[0].length;
  }
  segments.push(...notationSegments(text.slice(from)));
  // Neighbouring text segments join, so callers see text and math alternate.
  return segments.reduce<Segment[]>((out, s) => {
    const last = out.at(-1);
    if (s.kind === 'text' && last?.kind === 'text') last.text += s.text;
    else if (s.kind === 'math' || s.text) out.push({ ...s });
    return out;
  }, []);
}

function notationSegments(text: string): Segment[] {
  const segments: Segment[] = [];
  let from = 0;
  const pushText = (t: string) => {
    if (!t) return;
    const last = segments.at(-1);
    if (last?.kind === 'text') last.text += t;
    else segments.push({ kind: 'text', text: t });
  };
  for (const m of text.matchAll(PATTERN)) {
    const math = mathOf(m.groups ?? {}, text, m.index);
    if (math === null) continue;
    pushText(text.slice(from, m.index));
    segments.push({ kind: 'math', math: takeVariable(segments, math) });
    from = m.index + m[0].length;
  }
  pushText(text.slice(from));
  return segments.filter((s) => s.kind === 'math' || s.text);
}

/**
 * Plain text as matplotlib shows it: scientific parts as mathtext (`$10^{14}$`), the rest literal
 * (a typed `$` escaped, backslashes dropped so nothing becomes a mathtext command).
 */
export function mathtextLabel(text: string): string {
  return scientificSegments(text)
    .map((s) => (s.kind === 'math' ? `$${s.math}$` : s.text.replace(/\\/g, '').replace(/\$/g, '\\$')))
    .join('');
}
