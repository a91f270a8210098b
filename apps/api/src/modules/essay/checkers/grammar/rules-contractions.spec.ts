import { ruleFixes } from '../../../../testing/grammar-fixes';
import { tagSentence } from './index';

const fragmentFixes = (sentence: string) => ruleFixes('fragment', sentence);

describe('contracted verbs and demonstratives in sentences that are whole', () => {
  it('reads "I\'m" as the pronoun and its verb', () => {
    const [first] = tagSentence("I'm sure of it.").tokens;
    expect(first).toMatchObject({ base: 'i', clitic: "'m", pos: 'PRON', lemma: 'i' });
  });

  it.each([
    // A verb joined to its subject is the main verb.
    "I'm also working on the second draft.",
    "We're finally making progress with the garden.",
    "That's a risk worth taking.",
    "It's time to leave the old system behind.",
    // "That" before a noun is a determiner, not a subordinator.
    'That decision was made at the last meeting.',
  ])('leaves it alone: %s', (sentence) => {
    expect(fragmentFixes(sentence)).toEqual([]);
  });

  it.each([
    // A subordinate clause alone is still a fragment when its verb is contracted.
    ["Because it's too late for the bus.", "because it's too late for the bus."],
    ["Although they're not in the team.", "although they're not in the team."],
  ])('still finds a fragment: %s', (sentence, fixed) => {
    expect(fragmentFixes(sentence)).toEqual([fixed]);
  });
});
