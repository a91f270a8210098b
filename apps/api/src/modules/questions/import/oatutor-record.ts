import { z } from 'zod';
import type { MarkSchemePoint, QuestionAnswer, QuestionAnswerType, QuestionHint } from '@eps/contracts';
import { commandWordOf, partLabel, type PartDraft, type QuestionDraft } from './question-draft';
import type { OatutorTopicMap } from './oatutor-topic-map';

/** One OATutor record as data/oatutor/README.md describes it; fields we do not use are let through. */
const ZHintSchema = z.object({
  id: z.string().optional(),
  type: z.enum(['hint', 'scaffold']),
  title: z.string().optional(),
  text: z.string().optional(),
  hintAnswer: z.array(z.union([z.string(), z.number()])).optional(),
  problemType: z.string().optional(),
  answerType: z.string().optional(),
  choices: z.array(z.union([z.string(), z.number()])).optional(),
});

const ZStepSchema = z.object({
  id: z.string().min(1),
  stepTitle: z.string().optional(),
  stepBody: z.string().optional(),
  stepAnswer: z.array(z.union([z.string(), z.number()])).min(1, 'a step needs at least one answer'),
  answerType: z.enum(['arithmetic', 'string', 'short-essay']),
  problemType: z.string().min(1),
  choices: z.array(z.union([z.string(), z.number()])).optional(),
  precision: z.number().int().min(0).max(12).optional(),
  units: z.string().optional(),
  hints: z.array(ZHintSchema).default([]),
});

export const ZOatutorRecordSchema = z.object({
  id: z.string().min(1),
  course: z.string().min(1),
  lesson: z.string(),
  title: z.string().default(''),
  body: z.string().default(''),
  source: z.string().default(''),
  license: z.string().default(''),
  usesFigure: z.boolean().default(false),
  steps: z.array(ZStepSchema).min(1, 'a problem needs at least one step'),
});
export type OatutorRecord = z.infer<typeof ZOatutorRecordSchema>;
type OatutorStep = z.infer<typeof ZStepSchema>;
type OatutorHint = z.infer<typeof ZHintSchema>;

export type OatutorParseResult =
  | { kind: 'question'; draft: QuestionDraft }
  | { kind: 'figure'; id: string }
  | { kind: 'invalid'; id: string | null; reason: string };

const VISUAL =
  '(?:figure|graph|diagram|picture|image|table|chart|plot|illustration|map|drawing|photo|sketch|number line|grid|histogram|box ?plot|scatter ?plot|stem-?and-?leaf(?: plot| graph)?|dot ?plot|bar graph|pie chart|circuit)s?';

/**
 * Phrases with which a text points at something drawn: "the graph below", "the table shown", "Figure 3",
 * "shown below", "use the diagram", or OATutor's ##figure1.gif placeholder. A problem whose figure is not
 * shipped can be answered only if its text points at nothing of the kind.
 */
const FIGURE_REFERENCES = [
  /##figure/i,
  new RegExp(
    `\\b(?:the|this|these|each|following|above|below|given|shown|accompanying|attached|provided|preceding)\\s+(?:\\w+\\s+){0,2}?${VISUAL}\\b`,
    'i',
  ),
  new RegExp(
    `\\b${VISUAL}\\s+(?:shown|below|above|given|provided|on the (?:right|left)|at (?:right|left)|to the (?:right|left))`,
    'i',
  ),
  /\b(?:shown|pictured|illustrated|depicted|graphed|plotted)\s+(?:below|above|here|in|at|on)\b/i,
  /\b(?:figure|fig\.|table|exhibit)\s*\$*\d/i,
];

export function refersToFigure(text: string): boolean {
  return FIGURE_REFERENCES.some((re) => re.test(text));
}

const NUMBER = /^[-−]?(?:\d{1,3}(?:,\d{3})+|\d+)?(?:\.\d+)?(?:e[-+]?\d+)?$/i;

/** "$$-1,250.5$$" → -1250.5; anything that is not a plain decimal number (fractions, π, x) → null. */
export function plainNumber(answer: string): number | null {
  const bare = answer
    .replace(/\$/g, '')
    .replace(/\\,|\s/g, '')
    .replace(/^\{(.*)\}$/, '$1');
  if (!bare || !/\d/.test(bare) || !NUMBER.test(bare)) return null;
  const value = Number(bare.replace(/,/g, '').replace('−', '-'));
  return Number.isFinite(value) ? value : null;
}

function answerOf(
  answers: string[],
  answerType: string | undefined,
  problemType: string | undefined,
  choices: string[] | undefined,
  precision?: number,
  units?: string,
): { type: QuestionAnswerType; answer: QuestionAnswer } {
  if (problemType === 'MultipleChoice') {
    if (!choices || choices.length < 2) throw new Error('a multiple-choice step needs at least two choices');
    const correct = choices.indexOf(answers[0]);
    if (correct < 0) throw new Error(`the answer "${answers[0]}" is not one of the choices`);
    return { type: 'multiple-choice', answer: { choices, correct } };
  }
  if (answerType === 'short-essay') return { type: 'extended', answer: { accepted: answers } };
  if (answerType === 'arithmetic') {
    const values = answers.map(plainNumber);
    if (values.every((v): v is number => v !== null)) {
      return {
        type: 'numeric',
        answer: {
          value: values[0],
          // OATutor's precision is a number of decimal places: half a unit of the last place is accepted.
          ...(precision !== undefined
            ? { tolerance: 0.5 * 10 ** -precision, toleranceType: 'absolute' as const }
            : { tolerance: 1e-9, toleranceType: 'relative' as const }),
          ...(units ? { units } : {}),
          ...(answers.length > 1 ? { accepted: answers.slice(1) } : {}),
        },
      };
    }
    return { type: 'algebraic', answer: { expression: answers[0], accepted: answers.slice(1) } };
  }
  return { type: 'short-text', answer: { accepted: answers } };
}

const asText = (values: (string | number)[] | undefined) => values?.map((v) => String(v).trim());

function hintOf(hint: OatutorHint): QuestionHint | null {
  const text = hint.text?.trim() ?? '';
  const title = hint.title?.trim() || undefined;
  if (!text && !title) return null;
  if (hint.type === 'hint' || !hint.hintAnswer?.length) return { kind: 'hint', title, text };
  try {
    const { type, answer } = answerOf(
      asText(hint.hintAnswer)!,
      hint.answerType,
      hint.problemType,
      asText(hint.choices),
    );
    return { kind: 'scaffold', title, text, answerType: type, answer };
  } catch {
    // A scaffold whose own answer is broken still helps as text.
    return { kind: 'hint', title, text };
  }
}

/** Hints in order, each id once (the data repeats some), empty ones left out. */
function hintsOf(step: OatutorStep): QuestionHint[] {
  const seen = new Set<string>();
  const out: QuestionHint[] = [];
  for (const h of step.hints) {
    if (h.id && seen.has(h.id)) continue;
    if (h.id) seen.add(h.id);
    const hint = hintOf(h);
    if (hint) out.push(hint);
  }
  return out;
}

/** The hint pathway read as a worked solution, ending with the answer. */
function workedSolutionOf(hints: QuestionHint[], answerLine: string): string | null {
  const steps = hints.map((h) => {
    const body =
      h.kind === 'scaffold' && h.answer?.accepted?.length ? `${h.text} (${h.answer.accepted[0]})` : h.text;
    return h.title ? `**${h.title}.** ${body}` : body;
  });
  return steps.length ? [...steps, answerLine].join('\n\n') : null;
}

function partOf(step: OatutorStep, index: number, steps: OatutorStep[], stem: string): PartDraft {
  const answers = asText(step.stepAnswer)!;
  if (answers.some((a) => !a)) throw new Error(`step ${step.id} has an empty answer`);
  const { type, answer } = answerOf(
    answers,
    step.answerType,
    step.problemType,
    asText(step.choices),
    step.precision,
    step.units?.trim() || undefined,
  );
  const prompt = [step.stepTitle?.trim(), step.stepBody?.trim()].filter(Boolean).join('\n\n');
  // A lone step may leave its question to the problem's body; a step among several may not.
  if (!prompt && !(steps.length === 1 && stem)) throw new Error(`step ${step.id} has no text`);
  const hints = hintsOf(step);
  const shown = answers[0] + (step.units ? ` ${step.units}` : '');
  const markScheme: MarkSchemePoint[] = [
    { point: `Answer: ${shown}`, marks: 1, alternatives: answers.slice(1), reject: [] },
  ];
  return {
    label: partLabel(index),
    prompt,
    commandWord: commandWordOf(prompt),
    marks: 1,
    answerType: type,
    answer,
    workedSolution: workedSolutionOf(hints, `Answer: ${shown}`),
    hints,
    markScheme,
  };
}

/** "OpenStax: Calculus Volume 1" → "OpenStax Calculus Volume 1"; other courses keep their name. */
export function attributionOf(course: string): string {
  const book = /^OpenStax:\s*(.+)$/.exec(course)?.[1];
  return `Problem from ${book ? `OpenStax ${book}` : course}, hints by OATutor, CC BY 4.0`;
}

/** One line of the JSONL file → a question draft, a skipped figure problem, or the reason it does not parse. */
export function parseOatutorLine(line: string, topicMap: OatutorTopicMap): OatutorParseResult {
  let raw: unknown;
  try {
    raw = JSON.parse(line);
  } catch (err) {
    return { kind: 'invalid', id: null, reason: `not JSON: ${(err as Error).message}` };
  }
  const id = typeof (raw as { id?: unknown })?.id === 'string' ? (raw as { id: string }).id : null;
  const parsed = ZOatutorRecordSchema.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'invalid', id, reason: `${issue.path.join('.') || 'record'}: ${issue.message}` };
  }
  const record = parsed.data;
  // Untitled problems are named after their lesson ("9.3 Solve Quadratic Equations…" → "Solve Quadratic Equations…").
  const title = record.title.trim() || record.lesson.replace(/^[\s\dA-Z.:–-]*\d[\s.:–-]*/, '').trim();
  if (!title)
    return {
      kind: 'invalid',
      id: record.id,
      reason: 'title: the problem has neither a title nor a lesson name',
    };
  const texts = [
    record.title,
    record.body,
    ...record.steps.flatMap((s) => [s.stepTitle ?? '', s.stepBody ?? '']),
  ];
  if (record.usesFigure && refersToFigure(texts.join('\n'))) return { kind: 'figure', id: record.id };
  try {
    const parts = record.steps.map((step, i, steps) => partOf(step, i, steps, record.body.trim()));
    return {
      kind: 'question',
      draft: {
        sourceKey: `oatutor:${record.id}`,
        source: 'oatutor',
        title,
        stem: record.body.trim(),
        commandWord: parts[0].commandWord ?? commandWordOf(record.body),
        difficulty: null,
        year: null,
        hints: [],
        sourceUrl: /^https?:\/\//.test(record.source) ? record.source : null,
        licence: 'CC BY 4.0',
        attribution: attributionOf(record.course),
        topicRefs: topicMap.topicsFor(record.course, record.lesson, record.title),
        parts,
      },
    };
  } catch (err) {
    return { kind: 'invalid', id: record.id, reason: (err as Error).message };
  }
}
