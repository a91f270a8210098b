import { ruleFixes as fixes } from '../../../../testing/grammar-fixes';
import { replaceSpan } from '../text';
import { grammarRules, tagSentences } from './index';

const rules = grammarRules();

/**
 * The clause structure the rules share (subjects past gerunds, "many of", ", and", relative clauses;
 * verbs the tagger reads as nouns; clauses opened by time prepositions), on sentences written for
 * these tests.
 */
describe('grammar rules on clause structure', () => {
  it.each([
    // A verb read as a noun before its object, whatever its number.
    [
      'Either plan change the timetable for every class.',
      'Either plan changes the timetable for every class.',
    ],
    // ", and" starts a new clause with its own subject.
    [
      'We bought the tickets, and the price include a meal.',
      'We bought the tickets, and the price includes a meal.',
    ],
    // A gerund phrase opening the sentence is singular.
    ['Raising them take years.', 'Raising them takes years.'],
    // "many of" heads its phrase, past a relative clause.
    ['Many of the players who train here lives nearby.', 'Many of the players who train here live nearby.'],
    // "the most" ends a phrase inside a relative clause.
    ['The teams that scored the most was rewarded.', 'The teams that scored the most were rewarded.'],
    // A verb right after a plain form is its complement.
    ['My cousin get bored when it rains.', 'My cousin gets bored when it rains.'],
    // The tagger's noun after ", which …," is the main verb.
    [
      'The rivers, which are fed by melting snow, floods every spring.',
      'The rivers, which are fed by melting snow, flood every spring.',
    ],
    // Adverbs the tagger finds inside a noun phrase ("each of the new offshore turbines").
    ['Each of the tall old oaks have a number.', 'Each of the tall old oaks has a number.'],
    ['Every one of the answers were wrong.', 'Every one of the answers was wrong.'],
    // A compound subject whose second part is a name with a verb in it.
    [
      'The school and the Fair Play Foundation sets the rules.',
      'The school and the Fair Play Foundation set the rules.',
    ],
  ])('subject–verb agreement: %s', (sentence, fixed) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([fixed]);
  });

  it.each([
    'The cost of running the machines is high.',
    'Their work in persuading local councils and national governments was slow.',
    'The number of visitors has doubled since the bridge opened.',
    'Ten minutes is enough for the test.',
    'What worries parents most is the cost.',
    'Two thirds of the money goes to charity.',
    'The houses on the hill, which were built in 1900, look old.',
    'The shops close early, and their owners go home.',
    'Residents run markets, and many grow vegetables in their gardens.',
    'A visitor who ignores the signs may lose the path.',
  ])('subject–verb agreement leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([]);
  });

  it.each([
    [
      'The ferry was delayed, and it took an hour before the crew fixes the engine.',
      'The ferry was delayed, and it took an hour before the crew fixed the engine.',
    ],
    [
      'Only when the rain stopped, the players return to the pitch.',
      'Only when the rain stopped, the players returned to the pitch.',
    ],
    [
      'The roads were never gritted when the snow arrived, so the buses are never running on time.',
      'The roads were never gritted when the snow arrived, so the buses are never running on time.',
    ],
  ])('tense shift: %s', (sentence, fixed) => {
    const found = fixes('tense-shift', sentence);
    expect(found).toEqual(fixed === sentence ? [] : [fixed]);
  });

  it('tense shift changes the past verb where the paragraph is told in the present', () => {
    const text =
      'Hamlet hesitates for most of the play. He speaks to the ghost and doubts what he hears. ' +
      'He delays again when the king prayed alone.';
    const starts = [0, text.indexOf('He speaks'), text.indexOf('He delays')];
    const sentences = starts.map((start, i) => ({
      text: text.slice(start, starts[i + 1] ?? text.length).trim(),
      start,
      paragraph: 0,
    }));
    const tagged = tagSentences(text, sentences);
    const found = rules['tense-shift'](tagged[2]);
    expect(found.map((f) => replaceSpan(tagged[2].text, f.start, f.end, f.replacement))).toEqual([
      'He delays again when the king prays alone.',
    ]);
  });

  it.each(['After two weeks I feel much more settled.', 'The bridge was closed after the storm damaged it.'])(
    'tense shift leaves a correct sentence alone: %s',
    (sentence) => {
      expect(fixes('tense-shift', sentence)).toEqual([]);
    },
  );

  it.each([
    'Geologists can estimate how long ago the rocks formed.',
    'Scientists measured how far the ice had moved.',
    'There is also a chance that shops close early.',
    'Students who work fifteen hours a week can fall behind.',
  ])('run-on leaves question words, complements and rates alone: %s', (sentence) => {
    expect(fixes('run-on', sentence)).toEqual([]);
  });

  it('comma splice leaves a relative clause opened by a preposition alone', () => {
    expect(fixes('comma-splice', 'Norway is a monarchy, in which the king has little power.')).toEqual([]);
  });

  it.each([
    ['The job was harder to learn then I expected.', 'The job was harder to learn than I expected.'],
    ['It is wiser to save now then to borrow later.', 'It is wiser to save now than to borrow later.'],
  ])('then/than after a comparative and its infinitive: %s', (sentence, fixed) => {
    expect(fixes('word-choice', sentence)).toEqual([fixed]);
  });

  it('then/than leaves "and then" alone', () => {
    expect(fixes('word-choice', 'It is better to rest first and then to train.')).toEqual([]);
  });

  it.each([
    ["Please hand in you're essays by Friday.", 'Please hand in your essays by Friday.'],
    ["Nobody should take away they're rights.", 'Nobody should take away their rights.'],
    ["The point is that you're neighbour matters.", 'The point is that your neighbour matters.'],
    ["Whether it's long-term plan works is unclear.", 'Whether its long-term plan works is unclear.'],
  ])('possessives after a contraction: %s', (sentence, fixed) => {
    expect(fixes('homophones', sentence)).toEqual([fixed]);
  });

  it('its before a gerund and an -s word stays possessive', () => {
    expect(fixes('homophones', 'The town grew, and its meaning changes over time.')).toEqual([]);
  });

  it.each([
    ["We spoke to several customer's, and all agreed.", 'We spoke to several customers, and all agreed.'],
  ])('plural apostrophe on a word the tagger calls a name: %s', (sentence, fixed) => {
    expect(fixes('plural-apostrophe', sentence)).toEqual([fixed]);
  });
});
