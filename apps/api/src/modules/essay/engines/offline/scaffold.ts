import type { EssayAnalysis, GenerateEssayRequest } from '@eps/contracts';
import { readPrompt, type PromptReading, type RubricRow } from './writer-prompt';

/** The first line of every offline "generated" essay: it is a plan to write from, never a fake essay. */
export const SCAFFOLD_LABEL =
  'ESSAY SCAFFOLD from the offline engine, not a finished essay: replace every [bracketed] part with your own words. A model-written essay needs an AI service, which this server does not have configured.';

interface ScaffoldParagraph {
  text: string;
  purpose: string;
  reasoning: string;
  keySentence: string;
}

const ORDINALS = ['first', 'second', 'third'];

/** An honest essay plan built from the prompt's own task and topic and from its rubric's rows. */
export function buildScaffold(request: GenerateEssayRequest): { essay: string; analysis: EssayAnalysis } {
  const reading = readPrompt(request.question, request.rubric);
  const paragraphs = reading.kind === 'parts' ? partsPlan(reading) : essayPlan(reading);
  const essay = [SCAFFOLD_LABEL, ...paragraphs.map((p) => p.text)].join('\n\n');
  return {
    essay,
    analysis: {
      // Index 0 is the label, so the plan's paragraphs are 1…n, as they stand in the essay text.
      paragraphBreakdown: paragraphs.map((p, i) => ({
        paragraphIndex: i + 1,
        purpose: p.purpose,
        reasoning: p.reasoning,
        keySentence: p.keySentence,
      })),
      writingStrategy: strategyOf(reading, paragraphs.length),
      rubricAlignment: alignmentOf(reading, paragraphs.length),
    },
  };
}

/**
 * Every sentence of the plan is the engine's own; the prompt's words come in only as its whole task
 * sentence, quoted, or as the topic and purpose the prompt's instruction holds in a noun-phrase slot.
 */
function thesisOf(reading: PromptReading): string {
  const { kind, topic, purpose } = reading;
  if (kind === 'analysis') {
    const effect =
      reading.choices === 'rhetorical'
        ? '[what those choices do for this audience on this occasion]'
        : '[what those choices reveal]';
    return purpose
      ? `Thesis: Through [first choice] and [second choice], the writer works to ${purpose}, because ${effect}.`
      : `Thesis: [Your interpretation of ${topic ?? 'the text'}], shown through [first choice] and [second choice], because ${effect}.`;
  }
  return topic
    ? `Thesis: On ${topic}, I argue that [your defensible position], because [reason one], [reason two] and [reason three].`
    : 'Thesis: [Your defensible answer to the task], because [reason one], [reason two] and [reason three].';
}

function essayPlan(reading: PromptReading): ScaffoldParagraph[] {
  const { topic, task } = reading;
  const thesis = thesisOf(reading);
  const quoted = task ? `The task: "${task}" ` : '';
  const context = topic ? `context on ${topic}` : 'context for the task';
  const intro: ScaffoldParagraph = {
    text: `Introduction: ${quoted}[Open with one or two sentences of ${context}.] ${thesis}`,
    purpose:
      'Introduction: context, then a thesis that takes a defensible position on the prompt’s question.',
    reasoning: 'The thesis answers the task directly and previews the reasons the body paragraphs prove.',
    keySentence: thesis,
  };
  const bodyCount = Math.min(3, Math.max(2, reading.evidence.length || 2));
  const bodies = Array.from({ length: bodyCount }, (_, i) => bodyParagraph(reading, i));
  const counter =
    reading.kind === 'analysis'
      ? 'Complexity: [Trace a tension or shift in the text, or a choice that could work against the writer’s purpose.] [Explain why the writer takes that risk and what it reveals.]'
      : `Counter-argument: [State the strongest objection to your position${topic ? ` on ${topic}` : ''} fairly.] [Concede what is true in it, then explain why your thesis still holds.]`;
  const conclusion =
    reading.kind === 'analysis'
      ? 'Conclusion: [Restate the thesis in new words.] [Explain what these choices reveal beyond the text itself; do not only summarise.]'
      : 'Conclusion: [Restate the thesis in new words.] [Explain why your answer matters beyond this essay; do not only summarise.]';
  return [
    intro,
    ...bodies,
    {
      text: counter,
      purpose: 'Counter-argument: weighs the strongest opposing view.',
      reasoning: 'Conceding and answering an objection shows complex understanding (sophistication).',
      keySentence: counter.split('] ')[0] + ']',
    },
    {
      text: conclusion,
      purpose: 'Conclusion: returns to the thesis with its broader significance.',
      reasoning: 'Ends on why the argument matters rather than repeating it.',
      keySentence: conclusion.split('] ')[0] + ']',
    },
  ];
}

function bodyParagraph(reading: PromptReading, i: number): ScaffoldParagraph {
  const n = ORDINALS[i];
  const choice = reading.choices ? `${reading.choices} choice` : 'choice';
  const claim =
    reading.kind === 'analysis'
      ? `Claim ${i + 1}: [Name the writer's ${n} ${choice} and what it does for the writer's purpose.]`
      : `Claim ${i + 1}: [Your ${n} reason: one sentence that proves part of the thesis.]`;
  const source = reading.evidence[i];
  const evidence = source
    ? `Evidence: [Quote or paraphrase ${source.from}, e.g. "${source.phrase}" (${source.from}).]`
    : reading.ownWork
      ? '[Evidence: a specific, cited detail from the work you chose.]'
      : reading.kind === 'argument'
        ? '[Evidence: a specific example from history, current events, reading or your own experience.]'
        : '[Evidence: a specific, cited detail from the prompt’s material.]';
  const commentary = `Commentary: [Explain how this evidence proves reason ${i + 1} and so supports the thesis.]`;
  return {
    text: `${claim} ${evidence} ${commentary}`,
    purpose: `Body paragraph ${i + 1}: proves the ${n} reason of the line of reasoning.`,
    reasoning: source
      ? `Claim, then evidence from ${source.from}, then commentary that links it to the thesis.`
      : 'Claim, then specific evidence, then commentary that links it to the thesis.',
    keySentence: claim,
  };
}

/** Short-answer prompts (parts A–F): one answer paragraph per part, with what earns its point. */
function partsPlan(reading: PromptReading): ScaffoldParagraph[] {
  return reading.rubric.map((row) => {
    const criterion = row.criterion || 'answer exactly what this part asks';
    const text = `${row.name} (${pointsText(row.points)}): [Your answer in one or two sentences, citing the specific detail from the prompt that supports it.] [What earns ${row.points === 1 ? 'the point' : 'the points'}: ${criterion}]`;
    return {
      text,
      purpose: `${row.name}: a direct answer worth ${pointsText(row.points)}.`,
      reasoning: 'Each part is scored on its own: answer it directly and tie it to the prompt’s details.',
      keySentence: text.split('] ')[0] + ']',
    };
  });
}

const pointsText = (n: number) => `${n} point${n === 1 ? '' : 's'}`;

function strategyOf(reading: PromptReading, count: number): string {
  if (reading.kind === 'parts')
    return `A short-answer plan: ${count} parts, each answered directly with the prompt’s details. Scaffold from the offline engine: fill in every bracket.`;
  const evidence = reading.evidence.length
    ? `Each body paragraph draws on the prompt’s material (${reading.evidence
        .slice(0, 3)
        .map((e) => e.from)
        .join(', ')}).`
    : 'Each body paragraph needs specific evidence of your own.';
  const article = /^[aeiou]/.test(reading.kind) ? 'an' : 'a';
  const thesis = reading.topic ? `a thesis on ${reading.topic}` : 'a thesis that answers the task';
  return `A line of reasoning for ${article} ${reading.kind} essay: ${thesis}, ${count - 3} body paragraphs of claim, evidence and commentary, ${weighing(reading)} for sophistication and a conclusion. ${evidence} Scaffold from the offline engine: fill in every bracket.`;
}

function alignmentOf(reading: PromptReading, count: number): string {
  const total = reading.totalPoints ? ` (${reading.totalPoints} points in all)` : '';
  if (reading.rubric.length === 0)
    return `The question came without rubric rows${total}; the plan follows the usual thesis, evidence and commentary, sophistication structure.`;
  return (
    reading.rubric
      .map((row) => `${row.name} (${pointsText(row.points)}): ${whereEarned(row, reading, count)}`)
      .join(' ') + total
  );
}

function whereEarned(row: RubricRow, reading: PromptReading, count: number): string {
  if (reading.kind === 'parts') return `answered in its own paragraph.`;
  if (/thesis/i.test(row.name)) return 'the thesis at the end of paragraph 1.';
  if (/evidence|commentary|support/i.test(row.name))
    return `paragraphs 2–${count - 2}, each claim backed by evidence and explained by commentary.`;
  if (/sophisticat|complex/i.test(row.name))
    return `${weighing(reading).replace(/^an? /, 'the ')} in paragraph ${count - 1} and the conclusion’s broader stakes.`;
  return 'addressed across the body paragraphs.';
}

/** The paragraph that earns sophistication: a counter-argument, or in an analysis a complexity paragraph. */
const weighing = (reading: PromptReading) =>
  reading.kind === 'analysis' ? 'a complexity paragraph' : 'a counter-argument';
