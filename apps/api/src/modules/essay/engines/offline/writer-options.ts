import type { WritingOption } from '@eps/contracts';
import { StyleChecker } from '../../checkers';
import { splitSentences, wordsOf } from '../../checkers/text';
import { activeThroughout, makeConcise } from './writer-edits';
import { CUES, readEssay } from './writer-roles';

/** The option types the offline engine can apply by rule. */
export const OPTION_TYPES = [
  'strengthen-thesis',
  'add-counterargument',
  'vary-openings',
  'cut-wordiness',
  'active-voice',
  'add-transitions',
  'strengthen-conclusion',
] as const;
export type OptionType = (typeof OPTION_TYPES)[number];

const MAX_OPTIONS = 5;
const MIN_OPTIONS = 3;
const style = new StyleChecker();

const OPTION_TEXT: Record<OptionType, { title: string; description: string }> = {
  'strengthen-thesis': {
    title: 'Strengthen the thesis',
    description:
      'Turn the opening claim into a defensible position with its reasons ("because …"), so the line of reasoning is visible from the start.',
  },
  'add-counterargument': {
    title: 'Add a counter-argument',
    description:
      'Insert a paragraph before the conclusion that states the strongest objection, concedes what is true in it and answers it: the complexity the sophistication point rewards.',
  },
  'vary-openings': {
    title: 'Vary sentence openings',
    description:
      'Several sentences in a paragraph begin with the same word; start some with a transition so the paragraph reads as an argument, not a list.',
  },
  'cut-wordiness': {
    title: 'Cut wordiness',
    description: 'Replace wordy phrases and weak intensifiers with shorter, more precise wording.',
  },
  'active-voice': {
    title: 'Use the active voice',
    description: 'Rewrite simple passive sentences ("X was done by Y") so the doer is the subject.',
  },
  'add-transitions': {
    title: 'Signpost the line of reasoning',
    description:
      'Open the body paragraphs with transitions (First, Moreover, Finally) so each claim visibly builds on the last.',
  },
  'strengthen-conclusion': {
    title: 'Strengthen the conclusion',
    description:
      'End on why the argument matters beyond the essay instead of only repeating it: a closing sentence to fill in is added.',
  },
};

const option = (type: OptionType, detail = ''): WritingOption => ({
  type,
  title: OPTION_TEXT[type].title,
  description: detail ? `${OPTION_TEXT[type].description} ${detail}` : OPTION_TEXT[type].description,
});

/** Weaknesses first (each with the evidence found), then general improvements, 3 to 5 in all. */
export function suggestOptions(essay: string): WritingOption[] {
  const reading = readEssay(essay);
  const findings = style.check(essay);
  const sentences = reading.paragraphs.flat();
  const weak: WritingOption[] = [];
  if (!reading.thesis || !/\bbecause\b|\bsince\b/i.test(reading.thesis.text))
    weak.push(
      option('strengthen-thesis', reading.thesis ? `The thesis now reads: "${reading.thesis.text}"` : ''),
    );
  if (!sentences.some((s) => CUES.counter.test(s.text)))
    weak.push(option('add-counterargument', 'No opposing view is addressed yet.'));
  const openings = findings.filter((f) => f.improvement.startsWith('Vary the openings'));
  if (openings.length) weak.push(option('vary-openings', openings[0].improvement + '.'));
  const wordy = findings.filter((f) => /^(Replace|Cut) "/.test(f.improvement));
  if (wordy.length)
    weak.push(option('cut-wordiness', `${wordy.length} found, e.g. ${wordy[0].improvement}.`));
  const passive = sentences.filter((s) => activeThroughout(s.text) !== s.text);
  if (passive.length) weak.push(option('active-voice', `e.g. "${passive[0].text}"`));
  // General improvements, offered only when applying them would change something.
  const fallbacks = (['add-transitions', 'strengthen-conclusion', 'strengthen-thesis'] as const)
    .filter((type) => !weak.some((o) => o.type === type))
    .filter((type) => applyOptionType(essay, type).trim() !== essay.trim())
    .map((type) => option(type));
  return [...weak, ...fallbacks.slice(0, Math.max(0, MIN_OPTIONS - weak.length))].slice(0, MAX_OPTIONS);
}

/** The option type an option from any source stands for, or undefined when no rule applies. */
export function optionTypeOf(opt: WritingOption): OptionType | undefined {
  if ((OPTION_TYPES as readonly string[]).includes(opt.type)) return opt.type as OptionType;
  const text = `${opt.type} ${opt.title}`.toLowerCase();
  const guesses: Array<[RegExp, OptionType]> = [
    [/counter|opposing|rebuttal/, 'add-counterargument'],
    [/thesis|claim/, 'strengthen-thesis'],
    [/opening|variety|vary/, 'vary-openings'],
    [/word|concise|trim|cut/, 'cut-wordiness'],
    [/passive|active/, 'active-voice'],
    [/transition|signpost|flow/, 'add-transitions'],
    [/conclu/, 'strengthen-conclusion'],
  ];
  return guesses.find(([pattern]) => pattern.test(text))?.[1];
}

// Unlike the checkers' prepareText this never shortens the essay: an applied option must keep all of it.
const normalised = (essay: string) => essay.replace(/\r\n?/g, '\n').trim();
const paragraphsOf = (essay: string) =>
  normalised(essay)
    .trim()
    .split(/\n\s*\n/);
const join = (paragraphs: string[]) => paragraphs.join('\n\n');

const COUNTER_PARAGRAPH =
  '[Counter-argument: Some would object that … (state the strongest opposing view fairly).] [Admittedly, … (concede what is true in it).] [Even so, … (explain why your thesis still holds).]';

export function applyOptionType(essay: string, type: OptionType): string {
  const paragraphs = paragraphsOf(essay);
  switch (type) {
    case 'add-counterargument': {
      const at = paragraphs.length > 1 ? paragraphs.length - 1 : paragraphs.length;
      return join([...paragraphs.slice(0, at), COUNTER_PARAGRAPH, ...paragraphs.slice(at)]);
    }
    case 'strengthen-thesis':
      return strengthenThesis(essay);
    case 'vary-openings':
      return join(paragraphs.map((p) => varyOpenings(p, essay)));
    case 'cut-wordiness':
      return makeConcise(normalised(essay));
    case 'active-voice':
      return activeThroughout(normalised(essay));
    case 'add-transitions':
      return join(
        paragraphs.map((p, i) =>
          i > 0 && i < paragraphs.length - 1 ? signpost(p, i, paragraphs.length, essay) : p,
        ),
      );
    case 'strengthen-conclusion': {
      const last = paragraphs.length - 1;
      paragraphs[last] =
        `${paragraphs[last]} [Close by explaining why this matters beyond the essay: who is affected, and what should change.]`;
      return join(paragraphs);
    }
  }
}

function strengthenThesis(essay: string): string {
  const text = normalised(essay);
  const thesis = readEssay(text).thesis;
  if (!thesis) return `[Thesis: state your defensible position and its reasons here.]\n\n${text}`;
  const body = thesis.text.replace(/[.!?]+$/, '');
  const stronger = !/\bbecause\b/i.test(body)
    ? `${body}, because [reason one], [reason two] and [reason three].`
    : /^(although|while|even though)\b/i.test(body)
      ? `${body}. [Add what is at stake: why this position matters.]`
      : `Although [the strongest objection], ${lowerFirstWord(body, text)}.`;
  return text.slice(0, thesis.start) + stronger + text.slice(thesis.start + thesis.text.length);
}

const VARIATIONS = ['In addition,', 'Moreover,', 'Likewise,', 'Beyond this,', 'Equally,'];
const FUNCTION_WORDS =
  /^(The|This|These|That|Those|It|They|We|He|She|There|A|An|In|Many|Some|Each|His|Her|Their|Its|Our)$/;

/** Second and later sentences that repeat a paragraph's opening word get a transition in front. */
function varyOpenings(paragraph: string, essay: string): string {
  const seen = new Set<string>();
  let out = paragraph;
  let variation = 0;
  const edits: Array<{ start: number; text: string; replacement: string }> = [];
  for (const s of splitSentences(paragraph)) {
    const first = wordsOf(s.text)[0]?.text;
    if (!first) continue;
    const key = first.toLowerCase();
    if (seen.has(key) && !CUES.transition.test(s.text)) {
      const opener = VARIATIONS[variation++ % VARIATIONS.length];
      const rest = lowerFirstWord(s.text, essay);
      edits.push({ start: s.start, text: s.text, replacement: `${opener} ${rest}` });
    }
    seen.add(key);
  }
  for (const e of edits.reverse())
    out = out.slice(0, e.start) + e.replacement + out.slice(e.start + e.text.length);
  return out;
}

function signpost(paragraph: string, index: number, count: number, essay: string): string {
  if (CUES.transition.test(paragraph.trim())) return paragraph;
  const opener = index === 1 ? 'First,' : index === count - 2 ? 'Finally,' : 'Moreover,';
  return `${opener} ${lowerFirstWord(paragraph.trim(), essay)}`;
}

/**
 * Lower-cases a sentence's first word unless it looks like a name: written capitalised somewhere in
 * `essay` after a lower-case word or a comma (so not merely at the start of a sentence).
 */
function lowerFirstWord(text: string, essay: string): string {
  const first = wordsOf(text)[0]?.text ?? '';
  const name = first === 'I' || new RegExp(`[a-z,]\\s+${first}\\b`).test(essay);
  return FUNCTION_WORDS.test(first) || !name ? text.charAt(0).toLowerCase() + text.slice(1) : text;
}
