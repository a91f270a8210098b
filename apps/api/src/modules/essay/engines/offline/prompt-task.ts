import { splitSentences } from '../../checkers/text';

/**
 * Finds a prompt's task (the instruction the essay answers) and what the essay is about, without ever
 * guessing: a topic is taken only from a slot of the instruction that holds a noun phrase or a
 * question clause ("your position on <whether …>", "analyze <how …>"), and is null otherwise, so the
 * scaffold never splices a clause fragment into a sentence of its own.
 */

/** Imperatives that set the essay's task, strongest first; "read" and "choose" only set the scene. */
const DIRECTIVES: ReadonlyArray<RegExp> = [
  /^(write|analy[sz]e|argue|develop|evaluate|discuss|defend|build|compare|examine|assess|explain|describe|consider|justify)\b/i,
  /^(answer|respond)\b/i,
  /^(choose|select|identify|name|read)\b/i,
];
// A field label before an instruction ("Assignment: Read …", "Prompt: Build …").
const FIELD_LABEL = /^[A-Z][\w ’'-]{0,40}:\s+(?=["“]?[A-Z])/;
// What may stand before the imperative: "Then,", "in a well-written essay,", "Drawing on your reading,".
const LEAD_IN = /^(?:(?:then|now|next|finally|carefully|briefly)\b,?\s*|[^,;:]{1,70},\s+)/i;
// A part of a multi-part question ("A.", "(b)", "B. (i)", "- Acculturation") is not the task.
const PART_LINE = /^\s*(?:\(?[A-Za-z0-9]{1,3}[.)]\s|\([ivx]+\)\s|[-•*]\s)/;

/** The imperative a sentence is built on, after its field label and lead-ins, or null. */
export function imperativeOf(sentence: string): string | null {
  let rest = sentence.trim().replace(FIELD_LABEL, '');
  for (let i = 0; i < 4; i += 1) {
    if (DIRECTIVES.some((d) => d.test(rest))) return rest;
    const lead = LEAD_IN.exec(rest);
    if (!lead) return null;
    rest = rest.slice(lead[0].length);
  }
  return null;
}

const rank = (imperative: string) => DIRECTIVES.findIndex((d) => d.test(imperative));

/** The prompt's sentences, leaving out its numbered or bulleted parts. */
export function promptSentences(question: string): string[] {
  const prose = question
    .split('\n')
    .filter((line) => !PART_LINE.test(line))
    .join('\n');
  return splitSentences(prose).map((s) => s.text);
}

export interface PromptTask {
  /** The instruction as the prompt writes it, a whole sentence (quoted in the scaffold as it is). */
  sentence: string | null;
  /** The instruction from its imperative on: "analyze how Quintero-Hale uses …". */
  imperative: string | null;
  /** True when the student picks the work to write about ("choose a work of fiction …"). */
  ownWork: boolean;
}

/**
 * The strongest instruction in the prompt, the first of equals (a passage or source that follows the
 * task can hold imperatives of its own); a prompt with no instruction is set by its first question.
 */
export function findTask(question: string): PromptTask {
  const sentences = promptSentences(question);
  const found = sentences
    .map((sentence) => ({ sentence, imperative: imperativeOf(sentence) }))
    .filter((s): s is { sentence: string; imperative: string } => s.imperative !== null);
  const best = found.reduce<(typeof found)[number] | null>(
    (top, s) => (!top || rank(s.imperative) < rank(top.imperative) ? s : top),
    null,
  );
  return {
    sentence: best?.sentence ?? sentences.find((s) => /\?["”’)]*$/.test(s)) ?? null,
    imperative: best?.imperative ?? null,
    ownWork: found.some((s) => /^(choose|select)\b[^.]*\b(work|novel|play|book|text)\b/i.test(s.imperative)),
  };
}

// Slots of an instruction that hold what the essay is about; each capture is a noun phrase or a
// question clause by the grammar of the slot.
const TOPIC_SLOTS: ReadonlyArray<RegExp> = [
  /\bposition (?:on|about) (?:the question of )?(.+)$/i,
  /\b(?:argument|essay) (?:about|on) (.+)$/i,
  /^(?:analy[sz]e|examine|evaluate|assess|discuss|consider)s? (.+)$/i,
  /^(?:explain|describe)s? ((?:how|why|what|whether|the extent to which)\b.+)$/i,
  /\bessay (?:that|in which) (?:you )?(?:analy[sz]es?|examines?|evaluates?|discuss(?:es)?) (.+)$/i,
];
// A capture that opens like a clause or a fragment (a preposition, a conjunction, a subject pronoun) is
// no noun phrase, whatever the slot: the instruction was worded in a way the slots do not cover.
const CLAUSE_OPENER =
  /^(?:in|on|at|for|with|by|from|to|of|and|or|but|so|because|although|if|when|i|you|he|she|it|we|they|there)\b/i;
const DANGLING_END = /\b(?:the|a|an|of|and|or|but|that|which)$/i;

/** What the essay is about, from the instruction's own slot for it, or null when it has none. */
export function topicOf(imperative: string | null, sentence: string | null): string | null {
  const clause = imperative ?? '';
  for (const slot of TOPIC_SLOTS) {
    const found = slot
      .exec(clause)?.[1]
      ?.replace(/[\s.!:;]+$/, '')
      .trim();
    if (found && !CLAUSE_OPENER.test(found) && !DANGLING_END.test(found)) return found;
  }
  // A prompt that only asks a question: the essay is on that question, quoted as asked.
  const asked = sentence ?? imperative;
  if (asked && /\?\s*$/.test(asked)) return `the question "${asked.trim()}"`;
  return null;
}

/** The purpose a writer's choices serve: "… makes to convey her message" → "convey her message". */
export function purposeOf(topic: string | null): string | null {
  return /\b(?:makes?|uses?|employs?)\b[^.]*? to ([a-z]+\b.+)$/.exec(topic ?? '')?.[1] ?? null;
}
