import type { QuizItemType } from '@eps/contracts';
import type { QuizItemDraft } from '../../quiz-item-draft';
import type { ItemOptions, QuizItemEngine, TextSource } from '../quiz-item-engine';
import { keyTerms } from './key-terms';
import { readFacts, type DocumentFacts } from './latex-facts';

/** The blank of a cloze item (the app's rich text has no emphasis by underscores, so it shows as is). */
const BLANK = '_____';

/** A stable number for a text: the same document always gives the same quiz. */
function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** The sentence with `term` (whole words, outside $…$) replaced by a blank; null when it is not there. */
function blankOut(sentence: string, term: string): string | null {
  const pattern = new RegExp(`(^|[^A-Za-z])${escapeRegExp(term)}(?![A-Za-z])`, 'i');
  if (/\$[^$]*$/.test(sentence.split(pattern)[0] ?? '')) return null;
  return pattern.test(sentence) ? sentence.replace(pattern, `$1${BLANK}`) : null;
}

type Candidate = Omit<QuizItemDraft, 'sourceTitle' | 'questionId' | 'partId' | 'hints'> & {
  hints?: string[];
  key: string;
};

function base(
  section: string,
  sentence: string,
): Pick<Candidate, 'workedSolution' | 'hints' | 'units' | 'markScheme'> {
  return {
    workedSolution: section ? `From the section “${section}”: ${sentence}` : `From your notes: ${sentence}`,
    hints: section ? [`Look again at the section “${section}”.`] : [],
    units: null,
    markScheme: [],
  };
}

/** Terms of the document, longest first: a sentence's blank is the longest term it contains. */
function termIn(sentence: string, terms: string[]): string | null {
  return [...terms].sort((a, b) => b.length - a.length).find((t) => blankOut(sentence, t) !== null) ?? null;
}

/** Other terms of the document that the sentence does not contain, in an order fixed by the seed. */
function distractors(term: string, sentence: string, terms: string[], seed: number, n: number): string[] {
  const others = terms.filter(
    (t) => t.toLowerCase() !== term.toLowerCase() && !sentence.toLowerCase().includes(t.toLowerCase()),
  );
  return others
    .map((t, i) => ({ t, k: hash(`${seed}:${t}:${i}`) }))
    .sort((a, b) => a.k - b.k)
    .slice(0, n)
    .map((o) => o.t);
}

function candidates(
  facts: DocumentFacts,
  readsAsMaths: (expression: string) => boolean,
): Record<QuizItemType, Candidate[]> {
  const out: Record<QuizItemType, Candidate[]> = {
    'multiple-choice': [],
    numeric: [],
    algebraic: [],
    'true-false': [],
    'short-answer': [],
  };
  const terms = facts.terms.length >= 4 ? facts.terms : [...facts.terms, ...topWords(facts)];

  for (const d of facts.definitions)
    out['short-answer'].push({
      ...base(d.section, `${d.term}: ${d.definition}`),
      key: `def:${d.origin}`,
      type: 'short-answer',
      prompt: `What is meant by **${d.term}**?`,
      choices: null,
      marks: 1,
      checkType: 'extended',
      answer: null,
      markScheme: [{ point: d.definition, marks: 1, alternatives: [], reject: [] }],
      expectedAnswer: d.definition,
    });

  for (const f of facts.formulas) {
    const eq = /^([^=<>]+?)\s*=\s*([^=<>]+)$/.exec(f.latex);
    if (!eq || !readsAsMaths(eq[2]) || keyTerms(eq[1]).length > 3) continue;
    out.algebraic.push({
      ...base(f.section, `$${f.latex}$`),
      key: `formula:${f.latex}`,
      type: 'algebraic',
      prompt: `Complete the formula${f.section ? ` from “${f.section}”` : ''}: $${eq[1].trim()} = \\;?$`,
      choices: null,
      marks: 1,
      checkType: 'algebraic',
      answer: { expression: eq[2].trim() },
      expectedAnswer: `$${eq[2].trim()}$`,
    });
  }

  const textual = [
    ...facts.sentences.map((s) => ({ ...s, lead: 'Fill in the blank' })),
    ...facts.captions.map((c) => ({ ...c, lead: 'Complete the figure’s caption' })),
  ];
  for (const s of textual) {
    const seed = hash(s.text);
    const number = /(^|[\s(])(\d+(?:\.\d+)?)(?=[\s,.)%]|$)/.exec(
      s.text.replace(/\$[^$]*\$/g, (m) => ' '.repeat(m.length)),
    );
    if (number)
      out.numeric.push({
        ...base(s.section, s.text),
        key: `num:${s.text}`,
        type: 'numeric',
        prompt: `${s.lead} with a number: ${s.text.slice(0, number.index + number[1].length)}${BLANK}${s.text.slice(number.index + number[0].length)}`,
        choices: null,
        marks: 1,
        checkType: 'numeric',
        answer: { value: Number(number[2]), tolerance: 1e-9, toleranceType: 'relative' },
        expectedAnswer: number[2],
      });
    const term = termIn(s.text, terms);
    if (!term) continue;
    const cloze = blankOut(s.text, term) as string;
    out['short-answer'].push({
      ...base(s.section, s.text),
      key: `cloze:${s.text}`,
      type: 'short-answer',
      prompt: `${s.lead}: ${cloze}`,
      choices: null,
      marks: 1,
      checkType: 'short-text',
      answer: { accepted: [term] },
      expectedAnswer: term,
    });
    const wrong = distractors(term, s.text, terms, seed, 3);
    if (wrong.length === 3) {
      const choices = [term, ...wrong].sort((a, b) => hash(`${seed}${a}`) - hash(`${seed}${b}`));
      out['multiple-choice'].push({
        ...base(s.section, s.text),
        key: `mc:${s.text}`,
        type: 'multiple-choice',
        prompt: `Which word completes the sentence? ${cloze}`,
        choices,
        marks: 1,
        checkType: 'multiple-choice',
        answer: { choices, correct: choices.indexOf(term) },
        expectedAnswer: term,
      });
    }
    const swap = wrong[0];
    const statedTrue = seed % 2 === 0 || !swap;
    const statement = statedTrue ? s.text : s.text.replace(new RegExp(escapeRegExp(term), 'i'), swap);
    out['true-false'].push({
      ...base(s.section, s.text),
      key: `tf:${s.text}`,
      type: 'true-false',
      prompt: `True or false? ${statement}`,
      choices: ['True', 'False'],
      marks: 1,
      checkType: 'multiple-choice',
      answer: { choices: ['True', 'False'], correct: statedTrue ? 0 : 1 },
      expectedAnswer: statedTrue ? 'True' : `False: it is “${term}”, not “${swap}”.`,
    });
  }
  return out;
}

function toDraft(c: Candidate, sourceTitle: string): QuizItemDraft {
  return {
    type: c.type,
    prompt: c.prompt,
    choices: c.choices,
    units: c.units,
    marks: c.marks,
    checkType: c.checkType,
    answer: c.answer,
    markScheme: c.markScheme,
    expectedAnswer: c.expectedAnswer,
    workedSolution: c.workedSolution,
    hints: c.hints ?? [],
    sourceTitle,
    questionId: null,
    partId: null,
  };
}

/** Content words that come back at least twice, when the document stresses too few terms itself. */
function topWords(facts: DocumentFacts): string[] {
  const counts = new Map<string, number>();
  for (const s of facts.sentences)
    for (const w of s.text.replace(/\$[^$]*\$/g, ' ').match(/\b[a-z]{6,}\b/g) ?? [])
      counts.set(w, (counts.get(w) ?? 0) + 1);
  return [...counts]
    .filter(([, n]) => n >= 2)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .slice(0, 20)
    .map(([w]) => w);
}

/** Which types come first: recognising (choices) is easier than recalling (writing the answer). */
const ORDER: Record<ItemOptions['difficulty'], QuizItemType[]> = {
  easy: ['true-false', 'multiple-choice', 'numeric', 'short-answer', 'algebraic'],
  medium: ['multiple-choice', 'short-answer', 'true-false', 'numeric', 'algebraic'],
  hard: ['short-answer', 'algebraic', 'numeric', 'multiple-choice', 'true-false'],
  mixed: ['multiple-choice', 'short-answer', 'true-false', 'algebraic', 'numeric'],
};

/**
 * The offline item engine: reads the document's facts and deals items round-robin over the requested
 * types (in the difficulty's order), never two items from the same sentence or formula.
 */
export class OfflineQuizItemEngine implements QuizItemEngine {
  constructor(private readonly readsAsMaths: (expression: string) => boolean) {}

  itemsFromText(source: TextSource, options: ItemOptions): QuizItemDraft[] {
    const byType = candidates(readFacts(source.text), this.readsAsMaths);
    const types = ORDER[options.difficulty].filter((t) => options.types.includes(t));
    const used = new Set<string>();
    const items: QuizItemDraft[] = [];
    const next = (type: QuizItemType) => {
      const list = byType[type];
      while (list.length) {
        const c = list.shift() as Candidate;
        const origin = c.key.slice(c.key.indexOf(':') + 1);
        if (used.has(origin)) continue;
        used.add(origin);
        return c;
      }
      return null;
    };
    let progress = true;
    while (items.length < options.count && progress) {
      progress = false;
      for (const type of types) {
        if (items.length >= options.count) break;
        const c = next(type);
        if (!c) continue;
        progress = true;
        items.push(toDraft(c, source.title));
      }
    }
    return items;
  }
}
