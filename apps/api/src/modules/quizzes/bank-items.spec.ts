import type { PracticePartRow } from '../questions/practice/practice-parts.service';
import { answerTypesFor, bankItem, dealParts, typeInOrder } from './bank-items';

const mcPart: PracticePartRow = {
  question_id: '00000000-0000-4000-8000-000000000001',
  title: 'Units of force',
  stem: 'Force is measured in one SI unit.',
  difficulty: 1,
  question_hints: [{ kind: 'hint', text: 'Think of Newton.' }],
  part_id: '00000000-0000-4000-8000-000000000002',
  label: 'a',
  prompt: 'Which is the SI unit of force?',
  marks: 1,
  answer_type: 'multiple-choice',
  answer: { choices: ['joule', 'newton', 'watt', 'pascal'], correct: 1 },
  worked_solution: 'The newton: 1 N = 1 kg m s^-2.',
  hints: [],
  mark_scheme: [{ point: 'newton', marks: 1, alternatives: [], reject: [] }],
  topics: [],
};

describe('bankItem', () => {
  it('keeps a multiple-choice part as it is, with the question’s title, stem and hints', () => {
    const item = bankItem(mcPart, 'multiple-choice', 0, 'newton');
    expect(item).toMatchObject({
      type: 'multiple-choice',
      choices: mcPart.answer?.choices,
      checkType: 'multiple-choice',
      expectedAnswer: 'newton',
      hints: ['Think of Newton.'],
      partId: mcPart.part_id,
    });
    expect(item.prompt).toBe(
      '**Units of force**\n\nForce is measured in one SI unit.\n\nWhich is the SI unit of force?',
    );
  });

  it('turns a multiple-choice part into true/false items, stating the right choice or a wrong one', () => {
    const stated = [0, 1, 2, 3].map((i) => bankItem(mcPart, 'true-false', i, 'newton'));
    expect(stated.map((s) => s.answer?.correct)).toEqual([0, 0, 1, 1]);
    expect(stated[0].prompt).toMatch(/The answer is “newton”\.$/);
    expect(stated[2].prompt).not.toMatch(/“newton”\.$/);
    expect(stated[2].expectedAnswer).toBe('False: the answer is “newton”.');
  });

  it('marks a written part against its mark scheme as a short answer', () => {
    const item = bankItem({ ...mcPart, answer_type: 'extended', answer: null }, 'short-answer', 0, null);
    expect(item).toMatchObject({ type: 'short-answer', checkType: 'extended', expectedAnswer: 'newton' });
  });

  it('deals parts to the requested types in turn, so every type the bank has appears', () => {
    const numeric = { ...mcPart, part_id: 'n1', answer_type: 'numeric' as const, answer: { value: 2 } };
    const parts = [numeric, { ...numeric, part_id: 'n2' }, mcPart, { ...mcPart, part_id: 'm2' }];
    const dealt = dealParts(parts, ['numeric', 'multiple-choice', 'true-false'], 3);
    expect(dealt.map((d) => [d.part.part_id, d.type])).toEqual([
      ['n1', 'numeric'],
      [mcPart.part_id, 'multiple-choice'],
      ['m2', 'true-false'],
    ]);
    expect(dealParts(parts, ['algebraic'], 3)).toEqual([]);
  });

  it('alternates a multiple-choice part between the types it can serve, in the order chosen', () => {
    const types = ['multiple-choice', 'true-false', 'numeric'] as const;
    expect([0, 1, 2].map((i) => typeInOrder(mcPart, types, i))).toEqual([
      'multiple-choice',
      'true-false',
      'multiple-choice',
    ]);
  });

  it('asks the bank for the answer types each quiz type needs', () => {
    expect(answerTypesFor(['true-false', 'short-answer']).sort()).toEqual([
      'extended',
      'multiple-choice',
      'short-text',
    ]);
  });
});
