import type { EssayAssessment } from '../essay-engine';
import type { EssayReading, ParagraphReading } from './assess-reading';
import { isOffQuestion, type RubricScores } from './assess-score';

/** The words a student reads: row feedback, paragraph analysis, strengths and weaknesses, each quoting the essay. */

const q = (sentence: string) => `"${sentence}"`;
const MAX_POINTS = 5;

export function thesisFeedback(reading: EssayReading): string {
  const t = reading.thesis;
  if (!t) return 'No opening paragraph to state a thesis in.';
  if (t.defensible)
    return `Defensible thesis in the opening: ${q(t.sentence)} takes a position and gives reasons.`;
  if (t.announcement)
    return `No defensible thesis: ${q(t.sentence)} announces the topic instead of claiming something about it.`;
  if (t.position)
    return `${q(t.sentence)} takes a position but not the reasons for it; add the reasons your paragraphs will develop.`;
  return `The opening states ${q(t.sentence)} but takes no position; end it with a claim someone could dispute, and why.`;
}

export function evidenceFeedback(reading: EssayReading, points: number): string {
  const { body } = reading;
  const full = body.filter((p) => p.evidence.length > 0 && p.commentary.length > 0).length;
  const linked = body.filter((p) => p.linked).length;
  const parts = [
    `${full} of ${body.length} body paragraph(s) pair specific evidence with commentary; ${linked} of ${body.length} connect to the thesis.`,
  ];
  if (points < 4)
    parts.push(
      'For more: give every body paragraph a specific detail (a quotation, a number, a named example) and explain how it proves the thesis (because, therefore, this shows …).',
    );
  if (isOffQuestion(reading))
    parts.push('The essay uses few of the question’s key terms, so this row stops at 2.');
  return parts.join(' ');
}

export function sophisticationFeedback(reading: EssayReading, points: number): string {
  const c = reading.counterArgument;
  if (c && points === 1) return `Complexity: the essay answers an opposing view, ${q(c.concession)}.`;
  if (c)
    return `It answers an opposing view (${q(c.concession)}), but the evidence row must be at least 2 first.`;
  return 'No opposing view or limitation is acknowledged; answering one (critics argue …, however …) shows complexity.';
}

export function overallFeedback(
  reading: EssayReading,
  scores: RubricScores,
  rubricNote: string | undefined,
): string {
  const rows = scores.thesis + scores.evidence + scores.sophistication;
  const adjusted = scores.adjustments.map(
    (a) => `${a.points > 0 ? '+' : '−'}${Math.abs(a.points)} because ${a.reason}`,
  );
  return [
    `${rows} of 6 rubric points (thesis ${scores.thesis}/1, evidence ${scores.evidence}/4, sophistication ${scores.sophistication}/1), ${scores.overall}/10 overall${adjusted.length ? ` (${adjusted.join('; ')})` : ''}.`,
    rubricNote,
    `Scored offline by transparent rules from ${reading.paragraphs.length} paragraph(s) and ${reading.words} words.`,
  ]
    .filter(Boolean)
    .join(' ');
}

function purposeOf(p: ParagraphReading, reading: EssayReading): string {
  if (p.role === 'introduction')
    return reading.thesis?.defensible
      ? 'Introduction: sets up the topic and states the thesis'
      : 'Introduction: sets up the topic, without a defensible thesis yet';
  if (p.role === 'conclusion') return 'Conclusion: draws the argument together';
  if (reading.counterArgument && p.paragraph.sentences.includes(reading.counterArgument.concession))
    return 'Counter-argument: acknowledges an opposing view and answers it';
  return p.evidence.length > 0
    ? 'Body paragraph: supports the thesis with evidence'
    : 'Body paragraph: makes a point without specific evidence';
}

function reasoningOf(p: ParagraphReading, reading: EssayReading): string {
  if (p.role === 'introduction')
    return reading.thesis?.defensible
      ? 'Leads from context to a thesis that previews the line of reasoning.'
      : 'Gives context, but no sentence takes a position with reasons.';
  const link = p.linked
    ? 'It connects to the thesis from its first sentence.'
    : 'Its first sentence does not connect to the thesis.';
  if (p.role === 'conclusion') return `Returns to the argument as a whole. ${link}`;
  const kinds = [...new Set(p.evidence.flatMap((e) => e.kinds))];
  return [
    kinds.length ? `Evidence: ${kinds.join(', ')}.` : 'No specific evidence.',
    p.commentary.length
      ? `Commentary: ${p.commentary.length} sentence(s) explain what the evidence shows.`
      : 'No commentary explains the evidence.',
    link,
  ].join(' ');
}

function keySentenceOf(p: ParagraphReading, reading: EssayReading): string {
  if (p.role === 'introduction' && reading.thesis) return reading.thesis.sentence;
  const explained = p.evidence.find((e) => p.commentary.includes(e.sentence));
  return explained?.sentence ?? p.evidence[0]?.sentence ?? p.topicSentence;
}

function suggestionsFor(p: ParagraphReading, reading: EssayReading): string[] {
  const out: string[] = [];
  if (p.role === 'introduction' && !reading.thesis?.defensible)
    out.push('End the introduction with a thesis: a position someone could dispute plus the reasons for it.');
  if (p.role === 'body' && p.evidence.length === 0)
    out.push('Add a specific detail: a quotation, a number or a named example.');
  if (p.role === 'body' && p.commentary.length === 0)
    out.push('Explain how the evidence supports the thesis (because, therefore, this shows …).');
  if (p.role !== 'introduction' && !p.linked)
    out.push('Open with a topic sentence that links this paragraph to the thesis.');
  return out;
}

export function paragraphAnalysis(reading: EssayReading): EssayAssessment['paragraphAnalysis'] {
  return reading.paragraphs.map((p) => ({
    paragraphNumber: p.paragraph.number,
    purpose: purposeOf(p, reading),
    reasoning: reasoningOf(p, reading),
    keySentence: keySentenceOf(p, reading),
    suggestions: suggestionsFor(p, reading),
  }));
}

export function strengthsOf(reading: EssayReading): string[] {
  const out: string[] = [];
  if (reading.thesis?.defensible) out.push(`A clear, defensible thesis: ${q(reading.thesis.sentence)}`);
  for (const p of reading.body) {
    const explained = p.evidence.find((e) => p.commentary.includes(e.sentence));
    if (explained)
      out.push(`Paragraph ${p.paragraph.number} explains its evidence: ${q(explained.sentence)}`);
  }
  if (reading.counterArgument) out.push(`Answers an opposing view: ${q(reading.counterArgument.concession)}`);
  return out.slice(0, MAX_POINTS);
}

export function weaknessesOf(reading: EssayReading): string[] {
  const out: string[] = [];
  const t = reading.thesis;
  if (t && !t.defensible) out.push(`The opening has no defensible thesis: ${q(t.sentence)}`);
  for (const p of reading.body) {
    const n = p.paragraph.number;
    if (p.evidence.length === 0)
      out.push(`Paragraph ${n} makes its point without specific evidence: ${q(p.topicSentence)}`);
    else if (p.commentary.length === 0)
      out.push(`Paragraph ${n} gives evidence without explaining it: ${q(p.evidence[0]!.sentence)}`);
    if (!p.linked) out.push(`Paragraph ${n} does not connect to the thesis: ${q(p.topicSentence)}`);
  }
  if (!reading.counterArgument && t)
    out.push(`No opposing view is answered; what would a critic say to ${q(t.sentence)}?`);
  if (isOffQuestion(reading) && t)
    out.push(`The essay drifts from the question; ${q(t.sentence)} uses few of its key terms.`);
  return out.slice(0, MAX_POINTS);
}
