import { ruleFixes } from '../../../../testing/grammar-fixes';

describe('its/your after a clause opener or "is", who/whom, then/than and plural apostrophes', () => {
  it.each([
    // A clause opened by "when"/"because" needs a verb: with none after the noun, "its" is "it is".
    ['The model does not know when its guessing.', "The model does not know when it's guessing."],
    ['Leave the tent up because its raining.', "Leave the tent up because it's raining."],
    // A place adverb owns nothing.
    ['Make sure your there when the doors open.', "Make sure you're there when the doors open."],
    // "there" where no place can be: after "with" before a name-like adjective, or as "did there best".
    ['The cast struggled with there American accents.', 'The cast struggled with their American accents.'],
    ['They did there best in the heat.', 'They did their best in the heat.'],
  ])('homophones finds it: %s', (sentence, fixed) => {
    expect(ruleFixes('homophones', sentence)).toEqual([fixed]);
  });

  it.each([
    // After "is", "it is" cannot follow: the possessive, even of a noun read as a verb.
    ["Its weakness is it's demand for certainty.", 'Its weakness is its demand for certainty.'],
    ["The real problem was it's price.", 'The real problem was its price.'],
  ])('homophones finds the possessive: %s', (sentence, fixed) => {
    expect(ruleFixes('homophones', sentence)).toEqual([fixed]);
  });

  it.each([
    // Openers that are prepositions too, and clauses that go on past a comma.
    'The company has grown since its founding.',
    'The binary system has two as its base.',
    'It is long after your bedtime.',
    'Call me only if your cold gets worse.',
    'Lard was used, though its cousin, butter, was more common.',
    // A cleft's "it is" and a participle "it has" takes.
    "The point is it's people who matter.",
    "The trouble is it's become a habit.",
    // A place after a preposition that takes one, and a day after a verb of staying.
    'From there British troops marched north.',
    'We stayed there Monday night.',
  ])('homophones leaves it alone: %s', (sentence) => {
    expect(ruleFixes('homophones', sentence)).toEqual([]);
  });

  it.each([
    [
      'Roosevelt relied on senators, who he could not afford to offend.',
      'Roosevelt relied on senators, whom he could not afford to offend.',
    ],
    ['These are the friends who we grew up with.', 'These are the friends whom we grew up with.'],
    // A noun phrase as the clause's subject, and a "who" after a verb that asks.
    ['The doctor, who the patients trusted, retired.', 'The doctor, whom the patients trusted, retired.'],
    ['There are many voters who politicians ignore.', 'There are many voters whom politicians ignore.'],
    ['She asked who we should thank.', 'She asked whom we should thank.'],
    // "whom" with a parenthetic "I believe" is still the subject of the verb after it.
    ['The author, whom I believe is right, argues well.', 'The author, who I believe is right, argues well.'],
    // "rather" with a plain verb, and what only "than" ends a comparison with.
    ['I would rather walk then drive.', 'I would rather walk than drive.'],
    ['More people came then expected.', 'More people came than expected.'],
    [
      'It is easier to walk to the shops then to drive there.',
      'It is easier to walk to the shops than to drive there.',
    ],
  ])('word choice finds it: %s', (sentence, fixed) => {
    expect(ruleFixes('word-choice', sentence)).toEqual([fixed]);
  });

  it.each([
    // "who" as the subject of a clause the verb takes, or the complement of "be".
    'She is the teacher who I think is best.',
    'The candidate, who she hoped would win, lost.',
    'The man who we expected would win lost.',
    'Nobody knows who he is.',
    'They are the people who they are.',
    'I know who the winner is.',
    'The student who the teacher thought was cheating left.',
    // A bare plain noun after "who" is the verb the tagger misread.
    'People who smoke incur a great danger.',
    // "then" in time, after a comma or "and".
    'We finished more work, then expected a reward.',
    'He saw more birds and then ever more.',
  ])('word choice leaves it alone: %s', (sentence) => {
    expect(ruleFixes('word-choice', sentence)).toEqual([]);
  });

  it.each([
    ["Many of the program's created then still exist.", 'Many of the programs created then still exist.'],
    [
      "The beach was full of bottle top's and old lighters.",
      'The beach was full of bottle tops and old lighters.',
    ],
    [
      "The cinema is quiet on Wednesday's, when few people come.",
      'The cinema is quiet on Wednesdays, when few people come.',
    ],
    ["In the 1990's, prices rose.", 'In the 1990s, prices rose.'],
  ])('plural apostrophe finds it: %s', (sentence, fixed) => {
    expect(ruleFixes('plural-apostrophe', sentence)).toEqual([fixed]);
  });

  it.each([
    "Wednesday's meeting was short.",
    "One of the teacher's cars was stolen.",
    "But the future's at stake.",
    "The program's created many jobs.",
  ])('plural apostrophe leaves it alone: %s', (sentence) => {
    expect(ruleFixes('plural-apostrophe', sentence)).toEqual([]);
  });
});
