import { ruleFixes, textRuleFixes } from '../../../../testing/grammar-fixes';

/**
 * What "they" may stand for: a place or an organisation WordNet names is one thing; a word WordNet
 * never saw tagged is a person only in most of its senses; "we" and "you" stand for nothing "they"
 * means; an opening phrase with no verb leaves "they" to an earlier sentence. Then a past form that
 * opens a sentence, which is a participle and not the sentence's verb; clauses whose subject and verb
 * are one word ("it's"), and a clause inside an opening phrase that describes its noun; agreement with
 * a pronoun, a demonstrative or an existential "there" as the subject.
 */
describe('pronoun–antecedent agreement with names and opening phrases', () => {
  const pronounFixes = (sentence: string) => ruleFixes('pronoun-antecedent', sentence);

  it.each([
    // Places and organisations, also names of more than one word and a name's last word.
    ['Iraq continues to flaunt their hostility.', 'Iraq continues to flaunt its hostility.'],
    ['The United States is ready to do their part.', 'The United States is ready to do its part.'],
    [
      'The Iranian Government is defying the world with their nuclear plans.',
      'The Iranian Government is defying the world with its nuclear plans.',
    ],
    // "browser": WordNet lists a casual shopper first, but nobody tagged either sense.
    [
      'When the browser crashed, they lost every open tab.',
      'When the browser crashed, it lost every open tab.',
    ],
    // "we" cannot be what "their" stands for.
    [
      'We know that the company has cut their prices again.',
      'We know that the company has cut its prices again.',
    ],
  ])('finds it: %s', (sentence, fixed) => {
    expect(pronounFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // An opening phrase with no verb: "they" stands for what an earlier sentence named.
    'As a result, they have begun to concentrate on exports.',
    // A verb after "them" makes them its doers: people.
    'Instead, the speech showed how the market system could help them realize their hopes.',
    // A plural named before the pronoun's clause may be what it stands for.
    'Along with nations in the region, we are insisting that North Korea give up their weapons.',
    // A word nobody tagged that is a person in most of its senses stays a person.
    'When the striker scored, they ran to the fans.',
  ])('leaves it alone: %s', (sentence) => {
    expect(pronounFixes(sentence)).toEqual([]);
  });
});

describe('a past participle opening the sentence', () => {
  it('reads "Led by …," as a participle, so the sentence is told in the present between past ones', () => {
    expect(
      textRuleFixes(
        'tense-shift',
        'We met the coach in March. Led by the captain, we launch a new training plan. It worked well for a month.',
      ),
    ).toEqual(['Led by the captain, we launched a new training plan.']);
  });

  it('leaves a sentence told in one tense alone', () => {
    expect(
      textRuleFixes(
        'tense-shift',
        'We met the coach in March. Based on his advice, we chose a longer route. It worked well for a month.',
      ),
    ).toEqual([]);
  });
});

describe('clauses whose subject and verb are one word, or whose verb is "ought" or past a quantifier', () => {
  const spliceFixes = (sentence: string) => ruleFixes('comma-splice', sentence);
  const runOnFixes = (sentence: string) => ruleFixes('run-on', sentence);

  it.each([
    [
      "The bus was late again, it's always late on Mondays.",
      "The bus was late again; it's always late on Mondays.",
    ],
    [
      "We finished the survey in May, we're now writing the report.",
      "We finished the survey in May; we're now writing the report.",
    ],
  ])('finds a comma splice before a contraction: %s', (sentence, fixed) => {
    expect(spliceFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    [
      'We finished the survey in May we ought to write the report now.',
      'We finished the survey in May; we ought to write the report now.',
    ],
    [
      'The results surprised us we all expected a smaller effect.',
      'The results surprised us; we all expected a smaller effect.',
    ],
  ])('finds a run-on: %s', (sentence, fixed) => {
    expect(runOnFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    // A possessive was meant: the homophone rule reports it, no clause starts there.
    "Nobody suggests taking away they're votes.",
    "Twelve hours a week will not damage you're studies.",
    // A contracted clause after a noun that lacks its verb's object describes the noun.
    "Schools must offer the opportunities we'll all need for this century.",
  ])('finds no run-on: %s', (sentence) => {
    expect(runOnFixes(sentence)).toEqual([]);
  });

  it.each([
    // A clause right after the noun of an opening phrase, its verb without its object, describes it.
    'With the deals we signed into law, we are on track to meet the goal.',
    'In the new budget I sent up last week, the deficit is down to one percent.',
  ])('finds no comma splice after an opening phrase holding a relative clause: %s', (sentence) => {
    expect(spliceFixes(sentence)).toEqual([]);
  });

  it.each([
    // A main clause after an opening phrase keeps its object; after a subordinate clause it is the main one.
    [
      'In the morning we packed the car, it was already hot.',
      'In the morning we packed the car; it was already hot.',
    ],
    [
      'When you scroll through photos of people on holiday you start to think your life is boring, this is worse for teenagers.',
      'When you scroll through photos of people on holiday you start to think your life is boring; this is worse for teenagers.',
    ],
  ])('still finds a comma splice after an opening phrase: %s', (sentence, fixed) => {
    expect(spliceFixes(sentence)).toEqual([fixed]);
  });
});

describe('subject–verb agreement with a pronoun, a demonstrative or an existential "there" as subject', () => {
  const agreementFixes = (sentence: string) => ruleFixes('subject-verb-agreement', sentence);

  it.each([
    // A pronoun opening the sentence is no name ("Crumbs is a family bakery").
    ['We is a confident nation.', 'We are a confident nation.'],
    // A demonstrative or a quantifier standing for a noun phrase.
    ['These is not subjects for partisan speeches.', 'These are not subjects for partisan speeches.'],
    ['That are what we have always stood for.', 'That is what we have always stood for.'],
    ['We tested three samples, these was all faulty.', 'We tested three samples, these were all faulty.'],
    // After "there" the verb agrees with the phrase that follows.
    ['There was honest differences in this room.', 'There were honest differences in this room.'],
    ['There were a feeling that the rules had changed.', 'There was a feeling that the rules had changed.'],
    ['There has been three attempts.', 'There have been three attempts.'],
    ['There is a few problems with the plan.', 'There are a few problems with the plan.'],
  ])('finds it: %s', (sentence, fixed) => {
    expect(agreementFixes(sentence)).toEqual([fixed]);
  });

  it.each([
    'Crumbs is a family bakery.',
    // A relative "that" after a comma, and a subjunctive after "if".
    'And those hopes, that have been brought here from every corner of the world, have become ours.',
    'If this were known, it would end his career.',
    // "a few", a list, an "of" phrase and a noun whose form does not tell its number.
    'There are still a few kinks to iron out.',
    'There is a cat and a dog in the garden.',
    'There is a lot of people here.',
    'There were police everywhere.',
  ])('leaves it alone: %s', (sentence) => {
    expect(agreementFixes(sentence)).toEqual([]);
  });
});

describe('pronoun–antecedent agreement with the sentence before in view', () => {
  const pronounFixes = (text: string) => textRuleFixes('pronoun-antecedent', text);

  it.each([
    // Nothing plural and no person in the sentence or the one before: the nearest single thing.
    [
      'Memory is fragile. A memory does not come with a label showing where they came from.',
      'A memory does not come with a label showing where it came from.',
    ],
    // "you" is never what "them" stands for.
    [
      'I brought a cup from my city as a small present. I hope you will like them.',
      'I hope you will like it.',
    ],
  ])('finds it: %s', (text, fixed) => {
    expect(pronounFixes(text)).toEqual([fixed]);
  });

  it.each([
    // People in the sentence before may be what the pronoun stands for.
    'My parents sent a cup as a present. I hope you will like them.',
    // "them" before a verb or a second object: its doers or receivers, people.
    'The hall was quiet. Let them be specific in the attack.',
    'The pay is low. Give them a raise.',
    // A plural pronoun in the sentence before carries the plural on.
    'We know their choice of the time. We know their choice of the place: an outpost.',
    // A subject "they" may name nobody in particular.
    'The report was long. It says they will close the library.',
    // The first sentence of a paragraph: its pronoun may stand for the paragraph before.
    'The museums were crowded.\n\nA label showed where they came from.',
  ])('leaves it alone: %s', (text) => {
    expect(pronounFixes(text)).toEqual([]);
  });
});
