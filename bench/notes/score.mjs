/**
 * Scores a generated document against a lecture's hand-written labels (test/fixtures/lectures/*.json),
 * reading only the LaTeX: headings, booktabs tables, math segments and pythonplot blocks. Nothing here
 * knows how the engine made them.
 */

// prettier-ignore
const GREEK = ['alpha', 'beta', 'gamma', 'delta', 'epsilon', 'zeta', 'eta', 'theta', 'iota', 'kappa', 'lambda', 'mu',
  'nu', 'xi', 'pi', 'rho', 'sigma', 'tau', 'phi', 'chi', 'psi', 'omega', 'Gamma', 'Delta', 'Theta', 'Lambda', 'Xi',
  'Pi', 'Sigma', 'Phi', 'Psi', 'Omega', 'varphi', 'vartheta', 'varepsilon'];
const FUNCTIONS = ['sqrt', 'sin', 'cos', 'tan', 'ln', 'log', 'exp', 'lim', 'sum', 'max', 'min'];
/** Words that are one token of mathematics; Σ and \Sigma read as a sum. */
const NAMED = new Set([...GREEK, ...FUNCTIONS]);
const alias = (name) => (name === 'Sigma' ? 'sum' : name === 'varphi' ? 'phi' : name);

// prettier-ignore
const UNICODE = { 'α': 'alpha', 'β': 'beta', 'γ': 'gamma', 'δ': 'delta', 'ε': 'epsilon', 'θ': 'theta', 'λ': 'lambda',
  'μ': 'mu', 'µ': 'mu', 'π': 'pi', 'ρ': 'rho', 'σ': 'sigma', 'τ': 'tau', 'φ': 'phi', 'ω': 'omega', 'Δ': 'Delta',
  'Σ': 'sum', '∑': 'sum', 'Ω': 'Omega', '√': 'sqrt', 'Φ': 'Phi' };
const SCRIPTS = '⁰¹²³⁴⁵⁶⁷⁸⁹';
const LOW_SCRIPTS = '₀₁₂₃₄₅₆₇₈₉';

/** Names, single letters and numbers of a formula in order: what must survive however it is typeset. */
function tokens(text) {
  const out = [];
  const re = /\\([A-Za-z]+)|([A-Za-z]+)|(\d+(?:\.\d+)?)|(.)/gsu;
  for (const m of text.normalize('NFD').matchAll(re)) {
    if (m[1]) {
      if (NAMED.has(m[1])) out.push(alias(m[1]));
    } else if (m[2]) {
      if (NAMED.has(m[2])) out.push(alias(m[2]));
      else out.push(...m[2].replace(/(?<=.)bar$/, ''));
    } else if (m[3]) out.push(m[3]);
    else if (UNICODE[m[4]]) out.push(UNICODE[m[4]]);
    else if (m[4] === '½') out.push('1', '2');
    else if (SCRIPTS.includes(m[4])) out.push(String(SCRIPTS.indexOf(m[4])));
    else if (LOW_SCRIPTS.includes(m[4])) out.push(String(LOW_SCRIPTS.indexOf(m[4])));
  }
  return out;
}

/** A LaTeX formula's tokens: text-like wrappers give their letters, layout commands nothing. */
function mathTokens(math) {
  const inner = math.replace(/\\(?:mathrm|text|textrm|mathit|operatorname|mathbf)\s*\{([^{}]*)\}/g, ' $1 ');
  return tokens(inner);
}

function isSubsequence(needle, hay) {
  let i = 0;
  for (const t of hay) if (t === needle[i]) i++;
  return i === needle.length;
}

/** Every math segment of the document body: inline, display and the equation environments. */
export function mathSegments(latex) {
  const body = latex.slice(latex.indexOf('\\begin{document}'));
  const segments = [];
  const re =
    /\\begin\{(equation|align|gather|multline)\*?\}([\s\S]*?)\\end\{\1\*?\}|\\\[([\s\S]*?)\\\]|\$\$([\s\S]*?)\$\$|\\\(([\s\S]*?)\\\)|(?<!\\)\$((?:[^$\\]|\\.)+)\$/g;
  for (const m of body.matchAll(re)) segments.push(m[2] ?? m[3] ?? m[4] ?? m[5] ?? m[6]);
  return segments;
}

/** A labelled equation is produced when one math segment holds its relation and all its tokens in order. */
export function equationFound(expected, segments) {
  const want = tokens(expected);
  return segments.some((s) => /=|\\approx/.test(s) && isSubsequence(want, mathTokens(s)));
}

const plainKey = (text) =>
  text
    .normalize('NFKD')
    .replace(/\\[A-Za-z]+/g, '')
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase();

/** Section and subsection titles as they print (numbers like "1.2" stripped). */
export function headings(latex) {
  return [...latex.matchAll(/\\(?:sub)*section\*?\{((?:[^{}]|\{[^{}]*\})*)\}/g)].map((m) => plainKey(m[1]));
}

export function sectionFound(expected, produced) {
  const want = plainKey(expected);
  return produced.some((h) => h === want || h.replace(/^\d+/, '') === want);
}

/** Booktabs tables: header cells and the number of body rows. */
export function booktabsTables(latex) {
  const tables = [];
  for (const m of latex.matchAll(/\\begin\{tabular[x*]?\}[\s\S]*?\\end\{tabular[x*]?\}/g)) {
    const t = m[0];
    const top = t.indexOf('\\toprule');
    const mid = t.indexOf('\\midrule');
    const bottom = t.indexOf('\\bottomrule');
    if (top < 0 || mid < top || bottom < mid) continue;
    const header = t
      .slice(top + 8, mid)
      .replace(/\\\\\s*$/, '')
      .split(/(?<!\\)&/)
      .map(plainKey);
    const rows = t
      .slice(mid + 8, bottom)
      .split(/\\\\/)
      .filter((r) => r.trim()).length;
    tables.push({ header, rows });
  }
  return tables;
}

export function tableFound(expected, tables) {
  const header = expected.header.map(plainKey);
  return tables.some((t) => t.rows === expected.rows && header.every((h, i) => t.header[i] === h));
}

const numberOf = (cell) => Number(cell.replace(/(?<=\d),(?=\d{3}\b)/g, '').trim());

/** A labelled plot is produced when one pythonplot block holds every value of the table's first two columns. */
export function plotFound(expected, material, plotCodes) {
  const values = tableValues(expected, material);
  if (!values) return false;
  return plotCodes.some((code) => {
    const numbers = new Set([...code.matchAll(/-?\d+(?:\.\d+)?(?:e-?\d+)?/g)].map((m) => Number(m[0])));
    return values.every((v) => numbers.has(v) || numbers.has(-v));
  });
}

/** The numbers of the first two columns of the labelled table, read from the material by its header. */
function tableValues(expected, material) {
  const lines = material.split('\n');
  const start = lines.findIndex((l) => expected.header.every((h) => l.includes(h)));
  if (start < 0) return null;
  const header = lines[start];
  const separator = header.includes('|')
    ? '|'
    : header.includes('\t')
      ? '\t'
      : header.includes(',')
        ? ','
        : /\s{2,}/;
  const values = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\s*\|?\s*:?-{2,}/.test(line)) continue;
    const cells = line
      .replace(/^\s*\||\|\s*$/g, '')
      .trim()
      .split(separator);
    const numbers = cells.slice(0, 2).map(numberOf);
    if (numbers.some((n) => !Number.isFinite(n))) break;
    values.push(...numbers);
    if (values.length >= expected.rows * 2) break;
  }
  return values.length ? values : null;
}
