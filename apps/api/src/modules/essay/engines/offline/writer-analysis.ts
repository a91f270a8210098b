import type { EssayAnalysis, EssentialSentence } from '@eps/contracts';
import type { Sentence } from '../../checkers/text';
import { CUES, commentaryScore, readEssay, roleOf, sharedWords, type EssayReading } from './writer-roles';

const MAX_ESSENTIAL = 10;

/** The thesis, each body paragraph's topic sentence and its strongest commentary, in essay order. */
export function essentialSentences(essay: string): EssentialSentence[] {
  const reading = readEssay(essay);
  const { paragraphs, thesis } = reading;
  const found: Array<{ sentence: Sentence; explanation: string }> = [];
  if (thesis)
    found.push({
      sentence: thesis,
      explanation:
        'Thesis: the essay’s central, defensible claim. Every body paragraph should prove a part of it.',
    });
  paragraphs.forEach((group, index) => {
    if (index === 0 || group.length === 0) return;
    const first = group[0];
    const role = roleOf(first, reading);
    if (role === 'topic sentence' || role === 'counter-argument')
      found.push({ sentence: first, explanation: topicExplanation(first, role, thesis) });
    const best = strongestCommentary(group);
    if (best && best !== first)
      found.push({
        sentence: best,
        explanation: `Commentary: it explains what the evidence in paragraph ${index + 1} means for the argument, which is what the rubric's commentary points reward.`,
      });
  });
  return found
    .sort((a, b) => a.sentence.start - b.sentence.start)
    .slice(0, MAX_ESSENTIAL)
    .map(({ sentence, explanation }) => ({ sentence: sentence.text, explanation }));
}

function topicExplanation(sentence: Sentence, role: string, thesis?: Sentence): string {
  if (role === 'counter-argument')
    return 'Counter-argument: it answers the strongest objection, which shows the complexity the sophistication point rewards.';
  const shared = thesis ? sharedWords(sentence.text, thesis.text).slice(0, 3) : [];
  const link = shared.length
    ? ` It echoes the thesis (${shared.map((w) => `"${w}"`).join(', ')}), so the line of reasoning stays visible.`
    : ' Make its link to the thesis explicit so the line of reasoning stays visible.';
  return `Topic sentence: it states the claim this paragraph proves.${link}`;
}

function strongestCommentary(group: Sentence[]): Sentence | undefined {
  let best: Sentence | undefined;
  let bestScore = 0;
  group.forEach((s, i) => {
    const score = commentaryScore(s, group[i - 1]);
    if (score > bestScore) [best, bestScore] = [s, score];
  });
  return best;
}

/** A paragraph-by-paragraph reading of any essay (for an essay the student changed). */
export function analyseEssay(essay: string): EssayAnalysis {
  const reading = readEssay(essay);
  const { paragraphs } = reading;
  const paragraphBreakdown = paragraphs.map((group, paragraphIndex) => {
    const { purpose, reasoning } = describeParagraph(group, paragraphIndex, reading);
    return {
      paragraphIndex: paragraphIndex + reading.firstParagraph,
      purpose,
      reasoning,
      keySentence: keySentenceOf(group, reading),
    };
  });
  const bodies = paragraphs.length > 2 ? paragraphs.length - 2 : 0;
  const hasCounter = paragraphs.flat().some((s) => CUES.counter.test(s.text));
  return {
    paragraphBreakdown,
    writingStrategy: [
      reading.thesis
        ? `The essay opens with a thesis ("${clip(reading.thesis.text)}")`
        : 'The essay has no clear thesis yet',
      bodies
        ? `, develops it in ${bodies} body paragraph${bodies === 1 ? '' : 's'}`
        : ', has no separate body paragraphs',
      hasCounter ? ', answers an opposing view' : ', does not yet answer an opposing view',
      ' and closes with its final paragraph. (Read by the offline engine from the essay’s structure and cue words.)',
    ].join(''),
    rubricAlignment: [
      `Thesis: ${reading.thesis ? 'a claim in the opening paragraph' : 'missing: state a defensible claim in the opening'}.`,
      `Evidence and commentary: ${bodies} body paragraph${bodies === 1 ? '' : 's'}, each should pair specific evidence with commentary.`,
      `Sophistication: ${hasCounter ? 'the counter-argument shows complexity' : 'add a counter-argument or the broader stakes'}.`,
    ].join(' '),
  };
}

function describeParagraph(group: Sentence[], index: number, reading: EssayReading) {
  const count = reading.paragraphs.length;
  const counter = group.some((s) => CUES.counter.test(s.text));
  if (index === 0)
    return {
      purpose: 'Introduction: sets up the question and states the thesis.',
      reasoning: 'Context first, then the claim the rest of the essay proves.',
    };
  if (index === count - 1 && count > 2)
    return {
      purpose: 'Conclusion: returns to the thesis and its significance.',
      reasoning: 'Restates the claim in new words and widens it to why it matters.',
    };
  if (counter)
    return {
      purpose: 'Counter-argument: weighs the strongest objection.',
      reasoning: 'Concedes what is true in the opposing view, then shows why the thesis still holds.',
    };
  const evidence = group.filter((s) => CUES.evidence.test(s.text)).length;
  const commentary = group.filter((s) => CUES.commentary.test(s.text)).length;
  return {
    purpose: `Body paragraph ${index}: proves one reason for the thesis.`,
    reasoning: `Claim, then ${evidence ? `${evidence} sentence${evidence === 1 ? '' : 's'} of evidence` : 'no specific evidence yet'} and ${commentary ? `${commentary} of commentary` : 'no explicit commentary yet'}.`,
  };
}

function keySentenceOf(group: Sentence[], reading: EssayReading): string {
  if (reading.thesis && group.includes(reading.thesis)) return reading.thesis.text;
  return group[0]?.text ?? '';
}

const clip = (text: string, max = 120) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);
