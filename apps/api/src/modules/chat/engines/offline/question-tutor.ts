import { AnswerChecker } from '../../../questions/answer-checking/answer-checker';
import type { GradingEngine, MarkingPoint } from '../../../grading/engines/grading-engine';
import type { ChatQuestion, ChatSource } from '../chat-engine';
import { answerCandidates } from '../answer-guard';
import type { ReplyComposer } from './reply-composer';

type QuestionPart = ChatQuestion['parts'][number];

/** Where a bank question opens in the app; replies carry it so later turns know the conversation's question. */
export function questionLink(question: ChatQuestion): string {
  return question.question.href ?? `/exam-question/${question.question.sourceId}`;
}

/** The part the student works on: the attached one, else every part. */
export function partsOf(question: ChatQuestion, partId?: string): QuestionPart[] {
  const chosen = partId ? question.parts.filter((p) => p.partId === partId) : [];
  return chosen.length ? chosen : question.parts;
}

/** The hint pathway of the chosen parts, in order, each hint once (a question-level hint repeats per part). */
export function hintPathway(parts: QuestionPart[]): ChatSource[] {
  const seen = new Set<string>();
  const pathway: ChatSource[] = [];
  for (const hint of parts.flatMap((p) => p.hints)) {
    const words = hint.text.trim().toLowerCase();
    if (seen.has(hint.key) || seen.has(words)) continue;
    seen.add(hint.key);
    seen.add(words);
    pathway.push(hint);
  }
  return pathway;
}

const checker = new AnswerChecker();

/**
 * Does the hint state a part's final answer (OATutor's last hint often does)? Judged as hint mode's
 * guard on model replies judges a sentence: any formula, right-hand side or number in it that the
 * bank's answer checker would mark correct, or the answer's expression written out.
 */
export function givesAnswerAway(hint: ChatSource, parts: QuestionPart[]): boolean {
  const said = hint.text.replace(/\s+/g, ' ').toLowerCase();
  return parts.some(({ expected }) => {
    if (!expected || !checker.isAutoMarked(expected.type, expected.answer)) return false;
    const literal = [expected.answer?.expression, ...(expected.answer?.accepted ?? [])].filter(
      (t): t is string => !!t && t.trim().length > 2,
    );
    return (
      literal.some((l) => said.includes(l.replace(/\s+/g, ' ').toLowerCase())) ||
      answerCandidates(hint.text).some(
        (c) => checker.check(expected.type, expected.answer, c).verdict === 'correct',
      )
    );
  });
}

function partHeading(part: QuestionPart): string {
  return part.label ? `Part (${part.label})` : 'The question';
}

/** The question's statement and its parts' prompts, quoted and cited, with its link; never its answer. */
export async function writeQuestion(
  out: ReplyComposer,
  question: ChatQuestion,
  parts: QuestionPart[],
): Promise<void> {
  await out.quote(
    question.question,
    `**${question.question.title}** ([open the question](${questionLink(question)}))`,
  );
  for (const part of parts) {
    // The finder's statement may already list every part's prompt; quote a prompt only when it does not.
    if (part.prompt.text.trim() && !question.question.text.includes(part.prompt.text.trim()))
      await out.quote(part.prompt, `**${partHeading(part)}**`);
  }
}

/**
 * Hint mode on a bank question: the first reply asks for the student's working and gives at most the
 * first hint; each later reply gives the next hint of the pathway. Never the answer or the mark scheme.
 */
export async function writeQuestionHint(
  out: ReplyComposer,
  question: ChatQuestion,
  parts: QuestionPart[],
  hintsGiven: number,
  working: string | null,
): Promise<void> {
  const pathway = hintPathway(parts);
  if (hintsGiven === 0) {
    await writeQuestion(out, question, parts);
    await out.say(
      working
        ? `Thanks for showing your working: "${working.slice(0, 200)}". Here is where the question's hint pathway starts.`
        : 'What have you tried so far? Send your working (even a first line) and I will follow on from it.',
    );
  }
  const next = pathway[hintsGiven];
  if (next && givesAnswerAway(next, parts))
    await out.say(
      `The next hint on this question's pathway states the answer, so I am holding it back in hint mode.`,
    );
  else if (next) await out.quote(next, `**Hint ${hintsGiven + 1} of ${pathway.length}:**`);
  else if (pathway.length)
    await out.say(
      `You have had all ${pathway.length} hints on this question's pathway; try the next line of your working from there.`,
    );
  else
    await out.say(
      'This bank question has no hints on its pathway; its mark scheme is shown with the worked answer.',
    );
  await out.say('Choose **Show the worked answer** whenever you want the full solution.');
}

/** Answer mode on a bank question: each part's worked answer and mark scheme, quoted and cited. */
export async function writeQuestionAnswer(
  out: ReplyComposer,
  question: ChatQuestion,
  parts: QuestionPart[],
): Promise<void> {
  await out.say(
    `**Worked answer** to [${question.question.title}](${questionLink(question)}), from the question bank:`,
  );
  for (const part of parts) {
    if (part.answer) await out.quote(part.answer, `**${partHeading(part)}** — worked answer`);
    if (part.markScheme.length) {
      const points = part.markScheme.map((point) => `- ${point.text.trim()} ${out.cite(point)}`);
      await out.say(`Mark scheme${part.label ? ` for part (${part.label})` : ''}:\n${points.join('\n')}`);
    }
    if (!part.answer && !part.markScheme.length)
      await out.say(`${partHeading(part)}: the bank has no worked answer or mark scheme for this part.`);
  }
}

/** "(2 marks)", "[2]", "2 marks" in a mark-scheme point; 1 when the point does not say. */
export function marksOf(point: ChatSource): number {
  const said = /\((\d+)\s*marks?\)|\[(\d+)\]|\b(\d+)\s*marks?\b/i.exec(
    `${point.locator ?? ''} ${point.text}`,
  );
  const marks = Number(said?.[1] ?? said?.[2] ?? said?.[3] ?? 1);
  return marks > 0 && marks <= 20 ? marks : 1;
}

/** A point's words without the "(2 marks)" the finder adds, so the marker compares only the point. */
function pointText(point: ChatSource): string {
  return point.text.replace(/\s*\(\d+\s*marks?\)\s*$/i, '').trim();
}

/** "mark my answer": the marking engine against the parts' mark schemes, point by point, cited. */
export async function writeMarking(
  out: ReplyComposer,
  grader: GradingEngine,
  question: ChatQuestion,
  parts: QuestionPart[],
  answer: string,
): Promise<void> {
  const scheme = parts.flatMap((part) => part.markScheme.map((source) => ({ source, part })));
  if (!scheme.length) {
    await out.say(
      'This bank question has no mark scheme I can mark against. The exam grader (/exam-grader) marks against a scheme you write.',
    );
    return;
  }
  const points: MarkingPoint[] = scheme.map(({ source, part }) => ({
    point: pointText(source),
    marks: marksOf(source),
    alternatives: [],
    reject: [],
    partLabel: part.label,
  }));
  const statement = [question.question.text, ...parts.map((p) => p.prompt.text)].join('\n');
  const marking = await grader.mark({ question: statement, points, answer });
  const scored = marking.points.reduce((sum, p) => sum + (p.awarded ? p.marks : 0), 0);
  const total = points.reduce((sum, p) => sum + p.marks, 0);
  await out.say(
    `**${scored} of ${total} marks** on [${question.question.title}](${questionLink(question)}), marked by the ${grader.kind} marking engine against the bank's mark scheme:`,
  );
  const lines = marking.points.map((point, i) => {
    const evidence = point.evidence.length ? ` — from your answer: "${point.evidence.join('", "')}"` : '';
    return `- ${point.awarded ? '✓' : '✗'} ${pointText(scheme[i].source)} ${out.cite(scheme[i].source)}${evidence}`;
  });
  await out.say(lines.join('\n'));
  if (marking.feedback.trim()) await out.say(marking.feedback.trim());
  if (parts.length > 1)
    await out.say(
      'I marked against every part; attach the question with one part chosen to mark that part alone.',
    );
}
