import { createHash } from 'node:crypto';
import type {
  MarkSchemePoint,
  QuestionAnswer,
  QuestionAnswerType,
  QuestionHint,
  QuestionSource,
} from '@eps/contracts';

/** A question as an importer builds it, before it has ids: what is written to questions and its child tables. */
export interface QuestionDraft {
  /** 'oatutor:<record id>' or 'original:<slug>': the key that makes a re-import update instead of duplicate. */
  sourceKey: string;
  source: QuestionSource;
  title: string;
  stem: string;
  commandWord: string | null;
  difficulty: number | null;
  year: number | null;
  hints: QuestionHint[];
  sourceUrl: string | null;
  licence: string;
  attribution: string;
  /** Global topic references, `<syllabus-id>:<code>`. */
  topicRefs: string[];
  parts: PartDraft[];
}

export interface PartDraft {
  label: string;
  prompt: string;
  commandWord: string | null;
  marks: number;
  answerType: QuestionAnswerType;
  answer: QuestionAnswer | null;
  workedSolution: string | null;
  hints: QuestionHint[];
  markScheme: MarkSchemePoint[];
}

export const partLabel = (index: number) =>
  index < 26
    ? String.fromCharCode(97 + index)
    : `${String.fromCharCode(97 + Math.floor(index / 26) - 1)}${String.fromCharCode(97 + (index % 26))}`;

/** Stable across runs for the same content, so an unchanged question is recognised and left alone. */
export function contentHash(draft: QuestionDraft): string {
  return createHash('sha256').update(JSON.stringify(draft)).digest('hex');
}

/**
 * Words that open an exam instruction. A prompt's first word is taken as its command word when it is one
 * of these, so "Find the domain…" gets Find and a prompt that opens with a noun gets none.
 */
const COMMAND_WORDS = [
  'Analyse',
  'Apply',
  'Assess',
  'Calculate',
  'Classify',
  'Compare',
  'Complete',
  'Compute',
  'Construct',
  'Convert',
  'Deduce',
  'Define',
  'Describe',
  'Determine',
  'Differentiate',
  'Discuss',
  'Divide',
  'Draw',
  'Estimate',
  'Evaluate',
  'Expand',
  'Explain',
  'Express',
  'Factor',
  'Factorise',
  'Factorize',
  'Find',
  'Give',
  'Graph',
  'Identify',
  'Integrate',
  'Interpret',
  'Justify',
  'Label',
  'List',
  'Match',
  'Multiply',
  'Name',
  'Outline',
  'Plot',
  'Predict',
  'Prove',
  'Rewrite',
  'Show',
  'Simplify',
  'Sketch',
  'Solve',
  'State',
  'Subtract',
  'Suggest',
  'Translate',
  'Use',
  'Verify',
  'Write',
  'Add',
];
const COMMAND_WORD_BY_LOWER = new Map(COMMAND_WORDS.map((w) => [w.toLowerCase(), w]));

export function commandWordOf(prompt: string): string | null {
  const first = /^[\s*_#>]*([A-Za-z]+)/.exec(prompt)?.[1]?.toLowerCase();
  if (!first) return null;
  if (first === 'show' && /^[\s*_#>]*show\s+that\b/i.test(prompt)) return 'Show that';
  return COMMAND_WORD_BY_LOWER.get(first) ?? null;
}

/** Text of LaTeX and Markdown kept for search: maths between $…$ stays, since students search formulas too. */
export function searchableParts(draft: QuestionDraft): { partsText: string; markSchemeText: string } {
  return {
    partsText: draft.parts.map((p) => p.prompt).join('\n'),
    markSchemeText: draft.parts
      .flatMap((p) => p.markScheme.flatMap((m) => [m.point, ...m.alternatives]))
      .join('\n'),
  };
}
