import { AnswerChecker } from '../../questions/answer-checking/answer-checker';
import type { PartRow, QuestionRow } from '../../questions/questions.repository';
import { toChatQuestion } from '../sources/bank-sources';
import { AnswerGuard, answerCandidates, HELD_BACK_NOTE } from './answer-guard';

const question = {
  id: 'q1',
  title: 'Power climbing stairs',
  stem: 'A 70 kg student runs up 4.5 m in 6.0 s.',
  hints: [],
};
const part = {
  id: 'p1',
  label: '',
  prompt: 'Calculate the average power output against gravity.',
  answer_type: 'numeric',
  answer: { value: 514, tolerance: 0.02, toleranceType: 'relative', units: 'W' },
  worked_solution: '$70(9.8)(4.5)/6.0 = 514$ W.',
  hints: [],
  mark_scheme: [],
};
const stairs = toChatQuestion(question as unknown as QuestionRow, [part as unknown as PartRow]);

function guarded(pieces: string[]): string {
  let out = '';
  const guard = new AnswerGuard([stairs], new AnswerChecker(), { write: (t) => (out += t) });
  for (const piece of pieces) guard.write(piece);
  guard.end();
  expect(guard.written).toBe(out);
  return out;
}

describe('AnswerGuard', () => {
  it('reads formulas, the sides of equations and numbers with units as possible answers', () => {
    expect(answerCandidates('So $P = 70 \\times 9.8 \\approx 514$, about 510 W.')).toEqual(
      expect.arrayContaining(['514', '510 W']),
    );
  });

  it('holds back a sentence that states the answer, however the stream cuts it, and says where the answer is', () => {
    const text = 'Use $P = mgh/t$ here. Putting the numbers in, $P \\approx 514$ W. What is $mgh$ first?';
    const out = guarded(text.match(/.{1,7}/gs)!);
    expect(out).toBe(`Use $P = mgh/t$ here. What is $mgh$ first?${HELD_BACK_NOTE}`);
  });

  it('holds back the answer in other units and within tolerance, but not the data the question gives', () => {
    expect(guarded(['It comes to 0.515 kW. '])).toBe(` ${HELD_BACK_NOTE}`);
    expect(guarded(['The student rises 4.5 m in 6.0 s. '])).toBe('The student rises 4.5 m in 6.0 s. ');
  });

  it('passes everything through when no question with a checkable answer is in play', () => {
    let out = '';
    const guard = new AnswerGuard([], new AnswerChecker(), { write: (t) => (out += t) });
    guard.write('The answer is 514 W.');
    guard.end();
    expect(out).toBe('The answer is 514 W.');
  });
});
