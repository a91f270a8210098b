import stem from 'wink-porter2-stemmer';
import type { FormulaMatchKind } from '@eps/contracts';
import type { FormulaRecord } from '../formula-data';
import { GREEK_LETTERS } from '../../questions/answer-checking';
import { canonicalForms } from './canonical-form';
import { closestWord } from './spelling';

/**
 * The formula search index, in memory: ~200 formulas written by us ship with the code, so a BM25 index
 * of their words is built on first use in a few milliseconds and every instance has the same one; their shapes
 * (canonical-form.ts) cannot be matched in SQL anyway. A query is tried three ways and the scores add:
 *   structure: the query read as maths has the shape of a whole formula or side (or of one term of it);
 *   symbol:    the query is one symbol (`v`, `\lambda`, `E_k`) the formula defines;
 *   words:     BM25 over name, keywords, symbol meanings, topic and subjects (Porter stems, typo repair).
 */

const FIELD_WEIGHTS = { name: 3, keywords: 2, topic: 1, meanings: 1, subjects: 0.5 } as const;
const K1 = 1.2;
const B = 0.75;
/** A whole-shape match outranks any words; one term of a formula ranks with a good word match. */
const STRUCTURE_WHOLE = 100;
const STRUCTURE_PART = 12;
const SYMBOL_EXACT = 20;
const SYMBOL_CASELESS = 6;
/** Among formulas of the same shape, the one using the query's own letters (V = IR is Ohm's law). */
const SAME_NAMES = 10;
const STOP_WORDS = new Set(
  'a an and are as at be by do does for formula formulae formulas from how i in is it my of on or the to what when which with equation equations calculate find'.split(
    ' ',
  ),
);
/** A Greek letter's name, upper or lower case, \var forms too (varepsilon). */
const isGreek = (name: string) => GREEK_LETTERS.has(name.toLowerCase().replace(/^var/, ''));

export interface IndexHit {
  record: FormulaRecord;
  score: number;
  matchedBy: FormulaMatchKind[];
}

/** Lower-case word tokens of a text, stop words dropped (Greek letter commands read as their names). */
export function wordsOf(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]+|\d+/g) ?? []).filter((w) => !STOP_WORDS.has(w));
}

/** A symbol written with or without its backslash and braces: `\lambda` = `lambda`, `E_{k}` = `E_k`. */
export function normaliseSymbol(symbol: string): string {
  return symbol.replace(/\\/g, '').replace(/[{}\s]/g, '');
}

/** Whether the query is one symbol: a letter, a Greek letter, or either with a subscript. */
function asSymbol(query: string): string | null {
  const s = normaliseSymbol(query.trim());
  const m = /^([A-Za-z]+)(_[A-Za-z0-9()]+)?$/.exec(s);
  if (!m) return null;
  return m[1].length === 1 || isGreek(m[1]) ? s : null;
}

const FUNCTION_NAMES = /^(sin|cos|tan|sec|csc|cot|ln|log|exp|sqrt|frac|dfrac|pi|left|right|cdot|times)$/;

/** The variable names a maths query uses, normalised like symbols ("Gm_1" → G, m_1; "mgh" → m, g, h). */
function namesIn(query: string): string[] {
  const words =
    query
      .replace(/_\{([^{}]*)\}/g, '_$1')
      .replace(/[{}]/g, ' ')
      .match(/\\?[A-Za-z]+(?:_[A-Za-z0-9]+)?/g) ?? [];
  return words.flatMap((word) => {
    if (word.startsWith('\\')) return isGreek(word.slice(1)) ? [word.slice(1)] : [];
    const [letters, subscript] = word.split('_');
    if (FUNCTION_NAMES.test(letters)) return [];
    if (isGreek(letters) || letters.length === 1) return [word];
    const split = letters.split('');
    if (subscript) split[split.length - 1] += `_${subscript}`;
    return split;
  });
}

/** 1 when the formula uses the name, ½ when it uses it in the other case (M for m), else 0. */
function nameMatch(name: string, symbols: string[]): number {
  if (symbols.includes(name)) return 1;
  return symbols.some((s) => s.toLowerCase() === name.toLowerCase()) ? 0.5 : 0;
}

/** Whether the query is meant as maths: operators, LaTeX commands, or a short run of symbols ("mgh"). */
function looksLikeMaths(query: string): boolean {
  return /[\\^_=/*+()]|\d[A-Za-z]|[A-Za-z]\d/.test(query);
}

interface Document {
  record: FormulaRecord;
  terms: Map<string, number>;
  length: number;
  whole: Set<string>;
  parts: Set<string>;
  symbols: string[];
}

export class FormulaIndex {
  private readonly docs: Document[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(records: FormulaRecord[]) {
    this.docs = records.map((record) => this.document(record));
    for (const doc of this.docs)
      for (const term of doc.terms.keys())
        this.documentFrequency.set(term, (this.documentFrequency.get(term) ?? 0) + 1);
    this.averageLength = this.docs.reduce((sum, d) => sum + d.length, 0) / Math.max(1, this.docs.length);
  }

  /** The share of formulas whose LaTeX has a shape the structural search can match. */
  get structuredShare(): number {
    return this.docs.filter((d) => d.whole.size > 0).length / Math.max(1, this.docs.length);
  }

  private document(record: FormulaRecord): Document {
    const { formula } = record;
    const terms = new Map<string, number>();
    let length = 0;
    const addField = (text: string, weight: number) => {
      for (const word of wordsOf(text)) {
        const term = stem(word);
        terms.set(term, (terms.get(term) ?? 0) + weight);
        length += weight;
      }
    };
    addField(formula.name, FIELD_WEIGHTS.name);
    addField(formula.keywords.join(' '), FIELD_WEIGHTS.keywords);
    addField(record.topicName, FIELD_WEIGHTS.topic);
    addField(formula.symbols.map((s) => s.meaning).join(' '), FIELD_WEIGHTS.meanings);
    addField(formula.subjects.join(' '), FIELD_WEIGHTS.subjects);
    const forms = canonicalForms(formula.latex);
    return {
      record,
      terms,
      length,
      whole: new Set(forms?.whole ?? []),
      parts: new Set(forms?.parts ?? []),
      symbols: formula.symbols.map((s) => normaliseSymbol(s.symbol)),
    };
  }

  /** Query stems: each word, a misspelt one replaced by the nearest indexed word. */
  private queryTerms(query: string): string[] {
    // In maths, LaTeX commands and one- or two-letter runs are symbols, not words ("\frac" is no "fraction").
    const words = looksLikeMaths(query)
      ? wordsOf(query.replace(/\\[A-Za-z]+/g, ' ')).filter(
          (w) => /^[a-z]{3,}$/.test(w) && !isGreek(w) && !FUNCTION_NAMES.test(w),
        )
      : wordsOf(query);
    return words.flatMap((word) => {
      const term = stem(word);
      if (this.documentFrequency.has(term)) return [term];
      const nearest = closestWord(term, this.documentFrequency.keys());
      return nearest ? [nearest] : [];
    });
  }

  private bm25(doc: Document, terms: string[]): number {
    let score = 0;
    for (const term of new Set(terms)) {
      const tf = doc.terms.get(term);
      if (!tf) continue;
      const df = this.documentFrequency.get(term)!;
      const idf = Math.log(1 + (this.docs.length - df + 0.5) / (df + 0.5));
      score += (idf * tf * (K1 + 1)) / (tf + K1 * (1 - B + (B * doc.length) / this.averageLength));
    }
    return score;
  }

  search(query: string, filter: (record: FormulaRecord) => boolean = () => true): IndexHit[] {
    const symbol = asSymbol(query);
    const terms = this.queryTerms(query);
    const shape =
      looksLikeMaths(query) || (terms.length === 0 && /^[A-Za-z]{2,5}$/.test(query.trim()))
        ? canonicalForms(query)
        : null;
    const queryNames = shape ? [...new Set(namesIn(query))] : [];
    const hits: IndexHit[] = [];
    for (const doc of this.docs) {
      if (!filter(doc.record)) continue;
      const matchedBy: FormulaMatchKind[] = [];
      let score = 0;
      if (shape) {
        if (doc.whole.has(shape.primary)) score += STRUCTURE_WHOLE;
        else if (doc.parts.has(shape.primary)) score += STRUCTURE_PART;
        if (score > 0) {
          matchedBy.push('structure');
          const shared = queryNames.reduce((sum, name) => sum + nameMatch(name, doc.symbols), 0);
          score += (SAME_NAMES * shared) / Math.max(1, queryNames.length);
        }
      }
      if (symbol) {
        const exact = doc.symbols.includes(symbol);
        const caseless = doc.symbols.some((s) => s.toLowerCase() === symbol.toLowerCase());
        if (exact || caseless) {
          score += exact ? SYMBOL_EXACT : SYMBOL_CASELESS;
          matchedBy.push('symbol');
        }
      }
      const words = terms.length ? this.bm25(doc, terms) : 0;
      if (words > 0) {
        score += words;
        matchedBy.push('words');
      }
      if (score > 0) hits.push({ record: doc.record, score, matchedBy });
    }
    return hits.sort(
      (a, b) => b.score - a.score || a.record.formula.name.localeCompare(b.record.formula.name),
    );
  }
}
