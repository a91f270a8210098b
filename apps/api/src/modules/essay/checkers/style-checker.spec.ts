import { fleschKincaidGrade, StyleChecker } from './style-checker';

const checker = new StyleChecker();
const improvementsFor = (text: string) => checker.check(text).map((s) => s.improvement);

describe('StyleChecker', () => {
  it('flags the passive voice, and not adjectives after "be"', () => {
    expect(improvementsFor('The decision was made by the board.')).toEqual([
      'Rewrite "was made by …" in the active voice, with the doer of the action as the subject',
    ]);
    expect(improvementsFor('Mistakes were ignored.')).toEqual([
      'Rewrite "were ignored" in the active voice and name who did it',
    ]);
    expect(improvementsFor('The board made the decision. She was interested in law.')).toEqual([]);
  });

  it('replaces wordy phrases with concise ones', () => {
    expect(
      improvementsFor('We left early in order to avoid traffic due to the fact that it rained.'),
    ).toEqual(['Replace "in order to" with "to"', 'Replace "due to the fact that" with "because"']);
    expect(improvementsFor('It should be noted that taxes rose.')).toEqual(['Cut "It should be noted that"']);
    expect(improvementsFor('We left early to avoid traffic.')).toEqual([]);
  });

  it('flags weak intensifiers and offers a stronger word when it knows one', () => {
    expect(improvementsFor('This is a very important point.')).toEqual([
      'Replace "very important" with "crucial"',
    ]);
    expect(improvementsFor('The speech was really moving.')).toEqual([
      'Cut "really" or choose a more precise word than "really moving"',
    ]);
    expect(improvementsFor('This is a crucial point.')).toEqual([]);
  });

  it('flags clichés', () => {
    const found = checker.check('At the end of the day, voters want results.');
    expect(found).toHaveLength(1);
    expect(found[0].improvement).toBe(
      'Replace the cliché "At the end of the day" with a specific claim of your own',
    );
    expect(improvementsFor('In the end, voters want results.')).toEqual([]);
  });

  it('flags three sentences in a paragraph opening with the same word', () => {
    const paragraph =
      'The town grew fast. Then rents rose sharply for everyone. The mayor resisted. The council agreed.';
    const found = checker.check(paragraph).filter((s) => s.improvement.startsWith('Vary the openings'));
    expect(found).toEqual([
      {
        improvement: 'Vary the openings: 3 sentences in this paragraph begin with "The"',
        sentence: 'The council agreed.',
        reason: expect.stringContaining('"the"'),
      },
    ]);
    // The same openings spread over two paragraphs are fine.
    const split = 'The town grew fast. The mayor resisted.\n\nThe council agreed. Rents rose for everyone.';
    expect(checker.check(split).filter((s) => s.improvement.startsWith('Vary the openings'))).toEqual([]);
  });

  it('flags a paragraph of uniform sentence lengths, not a varied one', () => {
    const uniform =
      'Cats sleep most of the day. Dogs bark at the mail. Birds sing before the dawn. Fish swim in cold lakes.';
    expect(improvementsFor(uniform)).toEqual([
      'Vary sentence length: combine two of these sentences or add a short one for emphasis',
    ]);
    const varied =
      'Cats sleep. Dogs bark at the mail carrier every single morning without fail. Birds sing before dawn. Fish swim in the cold, clear lakes of the northern hills all winter.';
    expect(improvementsFor(varied)).toEqual([]);
  });

  it('flags an over-long sentence with a high Flesch–Kincaid grade', () => {
    const long =
      'Consequently, the administrative reorganization of municipal educational institutions, undertaken simultaneously with considerable budgetary constraints and unprecedented demographic transformations, generated substantial institutional uncertainty regarding responsibilities, accountability mechanisms, curricular priorities, and the professional obligations of experienced teachers throughout the metropolitan region.';
    expect(fleschKincaidGrade(long)).toBeGreaterThan(16);
    const found = checker.check(long);
    expect(found.map((s) => s.improvement)).toContain(
      'Split this 39-word sentence into two or three shorter ones',
    );
    expect(fleschKincaidGrade('The cat sat on the mat.')).toBeLessThan(3);
    expect(improvementsFor('The cat sat on the mat.')).toEqual([]);
  });

  it('handles empty text, garbage and very long input', () => {
    expect(checker.check('')).toEqual([]);
    expect(Array.isArray(checker.check('\u0000\u0001\ufffd'.repeat(10_000)))).toBe(true);
    const huge = checker.check('This is a very good idea. '.repeat(40_000));
    expect(huge.length).toBeGreaterThan(0);
    expect(huge.length).toBeLessThan(5_000);
  });
});
