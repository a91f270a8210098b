import type { MarkingPoint } from '../grading-engine';
import { OfflineGrader } from './offline-grader';

const grader = new OfflineGrader();
const point = (text: string, extra: Partial<MarkingPoint> = {}): MarkingPoint => ({
  point: text,
  marks: 1,
  alternatives: [],
  reject: [],
  partLabel: null,
  ...extra,
});
const mark = (question: string, points: MarkingPoint[], answer: string) =>
  grader.markNow({ question, points, answer });

const SALT = 'You have salt dissolved in water. How could you get the salt back?';
const EVAPORATE = point('Evaporate the water and the salt is left behind');

describe('OfflineGrader on points in words', () => {
  it('awards a point stated in other words, quoting the words that earn it', () => {
    const { points, flags } = mark(
      SALT,
      [EVAPORATE],
      'Let the water evaporate and the salt will be left behind.',
    );
    expect(flags).toEqual([]);
    expect(points[0]).toMatchObject({ awarded: true, verdict: 'awarded' });
    expect(points[0].evidence.join(' ')).toMatch(/evaporate/);
    expect(points[0].confidence).toBeGreaterThan(0.5);
  });

  it('matches a WordNet synonym of the scheme word (vaporise for evaporate)', () => {
    const { points } = mark(SALT, [point('Evaporate the water')], 'You vaporize the water off.');
    expect(points[0].awarded).toBe(true);
    expect(points[0].evidence.join(' ')).toMatch(/vaporize/);
  });

  it('does not award a negated point', () => {
    const question = 'What happens to the current when the switch is closed?';
    const scheme = [point('The current increases')];
    expect(mark(question, scheme, 'The current increases.').points[0].awarded).toBe(true);
    const negated = mark(question, scheme, 'The current does not increase.').points[0];
    expect(negated).toMatchObject({ awarded: false, verdict: 'contradicted', evidence: ['not increase'] });
  });

  it('says an answer with the opposite word contradicts the point, quoting it', () => {
    const question = 'What happens to the current when the switch is closed?';
    const { points, feedback } = mark(question, [point('The current increases')], 'The current decreases.');
    expect(points[0]).toMatchObject({ awarded: false, verdict: 'contradicted', evidence: ['decreases'] });
    expect(feedback).toMatch(/contradicts/);
  });

  it('refuses a "do not accept" answer', () => {
    const scheme = [
      point('The heart pumps blood around the body', { reject: ['The heart cleans the blood'] }),
    ];
    const { points } = mark('What does the heart do?', scheme, 'The heart cleans the blood.');
    expect(points[0]).toMatchObject({ awarded: false, verdict: 'rejected' });
  });

  it('covers each point separately: a partial answer earns some of the marks', () => {
    const question = 'Describe two ways plants are adapted to dry climates.';
    const scheme = [
      point('Thick waxy cuticle reduces water loss'),
      point('Deep roots reach water underground'),
    ];
    const { points } = mark(
      question,
      scheme,
      'A thick waxy cuticle on the leaves reduces the loss of water.',
    );
    expect(points.map((p) => p.awarded)).toEqual([true, false]);
  });
});

describe('OfflineGrader on values and expressions', () => {
  const question = 'A car travels 120 m in 10 s. What is its average speed?';

  it('accepts a number within tolerance in a convertible unit, quoting it', () => {
    for (const answer of ['The speed is 12 m/s.', 'v = 12.05 m/s', 'about 43.2 km/h'])
      expect(mark(question, [point('12 m/s')], answer).points[0]).toMatchObject({ awarded: true });
    expect(mark(question, [point('speed = 12 m/s')], 'It is 43.2 km/h').points[0].evidence).toEqual([
      '43.2 km/h',
    ]);
  });

  it('reads a point that starts with a number but has no unit as words', () => {
    const q = 'How many hydrogen atoms are in a water molecule?';
    expect(
      mark(q, [point('2 hydrogen atoms')], 'There are two hydrogen atoms: 2 of them.').points[0],
    ).toMatchObject({
      awarded: true,
    });
  });

  it('refuses a wrong value or a unit that measures something else', () => {
    expect(mark(question, [point('12 m/s')], 'The speed is 1200 m/s.').points[0].awarded).toBe(false);
    expect(mark(question, [point('12 m/s')], 'It is 12 kg.').points[0].awarded).toBe(false);
  });

  it('accepts an algebraically equivalent expression (through the CAS checker)', () => {
    const q = 'Expand (x + 1)^2.';
    expect(mark(q, [point('$x^2 + 2x + 1$')], 'The answer is $(x+1)(x+1)$').points[0].awarded).toBe(true);
    expect(mark(q, [point('y = x^2 + 2x + 1')], 'y = 1 + 2x + x^2').points[0].awarded).toBe(true);
    expect(mark(q, [point('$x^2 + 2x + 1$')], '$x^2 + 1$').points[0].awarded).toBe(false);
  });

  it("checks a bank part's own answer with its own tolerance", () => {
    const exact = {
      type: 'numeric' as const,
      answer: { value: 9.8, units: 'm/s^2', tolerance: 0.1, toleranceType: 'absolute' as const },
    };
    const scheme = [point('9.8 m/s^2', { exact })];
    expect(mark('g?', scheme, 'g = 9.75 m/s^2').points[0].awarded).toBe(true);
    expect(mark('g?', scheme, 'g = 9.6 m/s^2').points[0].awarded).toBe(false);
  });
});

describe('OfflineGrader screens', () => {
  it('gives nothing for an empty answer, certainly', () => {
    const result = mark(SALT, [EVAPORATE], '  ... ');
    expect(result.flags).toEqual(['empty']);
    expect(result.points[0]).toMatchObject({ awarded: false, confidence: 1 });
    expect(result.feedback).toMatch(/No answer was given/);
  });

  it('gives nothing for an answer that copies the question', () => {
    const result = mark(SALT, [EVAPORATE], 'How could you get the salt back from salt dissolved in water?');
    expect(result.flags).toEqual(['copied-question']);
    expect(result.points[0].awarded).toBe(false);
  });

  it('gives nothing for an off-topic answer', () => {
    const result = mark(SALT, [EVAPORATE], 'My favourite football team won on Saturday.');
    expect(result.flags).toEqual(['off-topic']);
    expect(result.feedback).toMatch(/does not address/);
  });

  it('flags a padded answer so its marks go to a teacher', () => {
    const padding =
      'Science is about observing the world carefully and recording results in a table. '.repeat(6);
    const result = mark(SALT, [EVAPORATE], `${padding} Evaporate the water and the salt is left.`);
    expect(result.flags).toEqual(['padded']);
    expect(result.feedback).toMatch(/ask your teacher/);
  });

  it('is deterministic: the same answer gets the same marking', () => {
    const answer = 'Heat it so the water evaporates.';
    expect(mark(SALT, [EVAPORATE], answer)).toEqual(mark(SALT, [EVAPORATE], answer));
  });
});
