import type { RegenerateOutcome } from '@eps/contracts';
import type { Intent } from './requirement';
import { notUnderstood, readRequirementClauses, type Clause, type Rule } from './requirement-clauses';

/**
 * The operations a section, subsection or frame requirement can ask of the offline engine, the words
 * that ask for each, and what the editor is told about each once the rules have run: what changed, or
 * why nothing could.
 */

export type SectionOp = 'example' | 'typeset' | 'concise' | 'expand' | 'bullets' | 'numbered' | 'paragraphs';

const MATH = '(?:equations?|formulas?|formulae|maths?|expressions?)';
const TYPESET =
  '(?:typeset|type-set|formatted|displayed|written|rendered|set|shown)(?: (?:in|as) (?:latex|math mode))?';
const WELL = '(?:properly|correctly|nicely|cleanly|well)';

/** Listed most specific first: "a step-by-step worked example" is an example, not a numbered list. */
export const SECTION_RULES: Rule<SectionOp>[] = [
  {
    op: 'example',
    pattern:
      /\b(?:(?:step[- ]by[- ]step|detailed|full|fully|numerical|practical|real[- ]world|concrete) )*(?:worked )?(?:examples?|illustrations?|worked (?:solutions?|problems?)|sample (?:problems?|calculations?))\b/g,
  },
  {
    op: 'typeset',
    pattern: new RegExp(
      `\\b(?:${MATH} (?:${WELL} )?${TYPESET}(?: ${WELL})?|(?:typeset|format|display|write|render) (?:all )?(?:the )?${MATH}(?: ${WELL}| in latex| as latex)?|(?:${WELL} typeset|latex|display(?:ed)?) ${MATH})\\b`,
      'g',
    ),
  },
  {
    op: 'concise',
    pattern:
      /\b(?:short(?:er)?|concise(?:ly)?|brief(?:er|ly)?|summari[sz]e|condense|trim|simpler|simplify|less detail(?:ed)?|fewer (?:points|bullets|words|items|sentences)|cut (?:it )?down|tighten)\b/g,
  },
  {
    op: 'expand',
    pattern:
      /\b(?:more (?:detail(?:ed)?|points|bullets|depth|information|explanation|context)|expand(?:ed)?|elaborate|longer|in (?:more )?depth|extend(?:ed)?|detailed|fuller)\b/g,
  },
  {
    op: 'numbered',
    pattern:
      /\b(?:numbered(?: list| points| steps)?|enumerat\w*|ordered list|(?:as |in )?(?:a )?(?:series of )?steps|step[- ]by[- ]step)\b/g,
  },
  {
    op: 'bullets',
    pattern:
      /\b(?:bullet(?:ed)?(?: points?| list)?s?|key points|itemi[sz]ed?|(?:as a |in )list(?: form)?)\b/g,
  },
  { op: 'paragraphs', pattern: /\b(?:paragraphs?|prose|full sentences|continuous text|flowing text)\b/g },
];

const SECTION_FILLER = new Set(
  'section subsection slide frame text notes content version again rewrite write regenerate properly clearly better form'.split(
    ' ',
  ),
);

export interface SectionRequests {
  clauses: Clause<SectionOp>[];
  intent: Intent;
  /** How many worked examples the requirement asks to add. */
  examples: number;
  typeset: boolean;
  /** Anything written at all: a requirement the rules do not understand still asks for something. */
  asked: boolean;
}

export function readSectionRequests(requirement: string): SectionRequests {
  const clauses = readRequirementClauses(requirement, SECTION_RULES, SECTION_FILLER);
  const wanted = (op: SectionOp) => clauses.some((c) => c.requests.some((r) => r.op === op && !r.negated));
  // "Not as bullet points" asks for the other form.
  const negated = (op: SectionOp) => clauses.some((c) => c.requests.some((r) => r.op === op && r.negated));
  const examples = clauses
    .flatMap((c) => c.requests)
    .filter((r) => r.op === 'example' && !r.negated)
    .reduce((n, r) => n + r.count, 0);
  return {
    clauses,
    intent: {
      bullets: wanted('bullets') || negated('paragraphs'),
      numbered: wanted('numbered'),
      concise: wanted('concise'),
      expand: wanted('expand'),
      paragraphs: wanted('paragraphs') || negated('bullets'),
      example: examples > 0,
      contents: false,
    },
    examples,
    typeset: wanted('typeset'),
    asked: requirement.trim().length > 0,
  };
}

/** What the rules did to the item, measured on the text before and after. */
export interface Effects {
  sentences: [number, number];
  paragraphs: [number, number];
  lists: [number, number];
  orderedLists: [number, number];
  relatedAdded: number;
  /** The worked examples added, in order; `typical` when the material lacked numbers for them. */
  examplesAdded: { title: string; typical: boolean }[];
  typeset: number;
  /** Formulas the item already had in math mode. */
  mathBefore: number;
}

type Verdict = { done: string } | { notDone: string };

function verdict(op: SectionOp, e: Effects, exampleIndex: number, negated: boolean): Verdict {
  const kept = (what: string) => ({ done: `${what}; left as it was` });
  if (negated)
    return op === 'bullets' || op === 'paragraphs'
      ? verdict(op === 'bullets' ? 'paragraphs' : 'bullets', e, 0, false)
      : { done: `no ${op === 'example' ? 'example' : op} added, as asked` };
  switch (op) {
    case 'example': {
      const added = e.examplesAdded[exampleIndex];
      if (added?.typical)
        return {
          done: `added a worked example with typical values, as the material gives no numbers for it (the example says so): ${added.title}`,
        };
      return added
        ? { done: `added a worked example from the material's own numbers: ${added.title}` }
        : {
            notDone:
              exampleIndex === 0
                ? 'no worked example: no equation here has all its numbers given in the material'
                : 'no further worked example: the material gives no more numbers for these equations',
          };
    }
    case 'typeset':
      if (e.typeset) return { done: `typeset ${e.typeset} formula${e.typeset > 1 ? 's' : ''} as LaTeX math` };
      return e.mathBefore
        ? kept('the equations were already typeset')
        : { notDone: 'no equations here to typeset' };
    case 'concise':
      return e.sentences[1] < e.sentences[0]
        ? { done: `shortened from ${e.sentences[0]} to ${e.sentences[1]} sentences` }
        : { notDone: 'could not shorten it: the rules keep every sentence of so short a text' };
    case 'expand':
      return e.relatedAdded
        ? {
            done: `added ${e.relatedAdded} related sentence${e.relatedAdded > 1 ? 's' : ''} from the document`,
          }
        : {
            notDone:
              'nothing more on this in the document to add (the offline engine adds no facts of its own)',
          };
    case 'bullets':
      if (e.paragraphs[1] < e.paragraphs[0]) return { done: 'paragraphs turned into bullet points' };
      return e.lists[0]
        ? kept('it was already in bullet points')
        : { notDone: 'no paragraph here to turn into points' };
    case 'numbered':
      if (e.orderedLists[1] > e.orderedLists[0]) return { done: 'points numbered' };
      return e.orderedLists[0]
        ? kept('the points were already numbered')
        : { notDone: 'no list here to number' };
    case 'paragraphs':
      if (e.lists[1] < e.lists[0]) return { done: 'points written out as paragraphs' };
      return kept('it was already in paragraphs');
  }
}

/** Each clause of the requirement with what was done for it and what could not be. */
export function outcomesOf(requests: SectionRequests, effects: Effects): RegenerateOutcome[] {
  let exampleIndex = 0;
  return requests.clauses.map((clause) => {
    const outcome: RegenerateOutcome = { request: clause.text, done: [], notDone: [] };
    for (const request of clause.requests) {
      const count = request.op === 'example' && !request.negated ? request.count : 1;
      for (let n = 0; n < count; n++) {
        const v = verdict(request.op, effects, exampleIndex, request.negated);
        if (request.op === 'example' && !request.negated) exampleIndex++;
        if ('done' in v) outcome.done.push(v.done);
        else outcome.notDone.push(v.notDone);
      }
    }
    if (clause.leftover) outcome.notDone.push(notUnderstood(clause.leftover, clause.requests.length > 0));
    return outcome;
  });
}
