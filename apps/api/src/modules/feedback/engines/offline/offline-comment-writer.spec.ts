import type { GradedPoint } from '@eps/contracts';
import type { CommentRequest } from '../comment-writer';
import { composeComment } from './offline-comment-writer';

const point = (
  text: string,
  verdict: GradedPoint['verdict'],
  evidence: string[] = [],
  marks = 1,
): GradedPoint => ({
  point: text,
  marks,
  awarded: verdict === 'awarded',
  verdict,
  evidence,
  confidence: 0.9,
  votes: null,
  partLabel: null,
});

const request = (
  name: string,
  points: GradedPoint[],
  flags: CommentRequest['flags'] = [],
): CommentRequest => ({
  studentName: name,
  question: 'Describe photosynthesis.',
  answer: 'answer',
  points,
  flags,
  score: points.filter((p) => p.awarded).reduce((s, p) => s + p.marks, 0),
  maxScore: points.reduce((s, p) => s + p.marks, 0),
});

const scheme = (verdicts: GradedPoint['verdict'][]) => [
  point('Light energy is absorbed by chlorophyll.', verdicts[0], ['chlorophyll absorbs light']),
  point('Carbon dioxide and water are the reactants.', verdicts[1], ['CO2 and water'], 2),
  point('Oxygen is released.', verdicts[2], ['oxygen is taken in']),
];

describe('composeComment', () => {
  it("praises earned points in the student's words and says what full marks add, most marks first", () => {
    const comment = composeComment(request('Ana Lima', scheme(['awarded', 'missing', 'missing'])));
    expect(comment).toMatch(/^(Ana|You are on the right lines, Ana)/);
    expect(comment).toContain('light energy is absorbed by chlorophyll');
    expect(comment).toContain('“chlorophyll absorbs light”');
    const add = comment.indexOf('carbon dioxide and water are the reactants');
    expect(add).toBeGreaterThan(-1);
    expect(add).toBeLessThan(comment.indexOf('oxygen is released'));
  });

  it('says what a contradiction got wrong, quoting it', () => {
    const comment = composeComment(request('Ben', scheme(['awarded', 'awarded', 'contradicted'])));
    expect(comment).toContain('“oxygen is taken in”');
    expect(comment).toMatch(/opposite|contradicts/);
  });

  it('explains a blocked answer and names what a full-mark answer says', () => {
    const comment = composeComment(request('Cara', scheme(['missing', 'missing', 'missing']), ['off-topic']));
    expect(comment).toMatch(/^Cara, .*(does not address|not about)/);
    expect(comment).toContain('would say that light energy is absorbed by chlorophyll');
  });

  it('varies its wording across a class with the same marks, and is stable for one student', () => {
    const names = ['Ana', 'Ben', 'Cara', 'Dev', 'Eli', 'Fay', 'Gus', 'Hal'];
    const comments = names.map((n) =>
      composeComment(request(n, scheme(['awarded', 'missing', 'awarded']))).replace(n, 'X'),
    );
    expect(new Set(comments).size).toBeGreaterThan(2);
    expect(composeComment(request('Ana', scheme(['awarded', 'missing', 'awarded'])))).toBe(
      composeComment(request('Ana', scheme(['awarded', 'missing', 'awarded']))),
    );
  });

  it('congratulates full marks without asking for more', () => {
    const comment = composeComment(request('Dev', scheme(['awarded', 'awarded', 'awarded'])));
    expect(comment).toMatch(/full marks|every marking point|complete answer/i);
    expect(comment).not.toMatch(/add that|mention|missing/);
  });
});
