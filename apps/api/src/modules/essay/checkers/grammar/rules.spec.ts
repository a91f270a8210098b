import { replaceSpan } from '../text';
import { grammarRules, tagSentence, type GrammarRuleName } from './index';

const rules = grammarRules();

/** The sentence each rule would suggest, or [] when the rule finds nothing. */
export function fixes(rule: GrammarRuleName, sentence: string): string[] {
  return rules[rule](tagSentence(sentence)).map((f) => replaceSpan(sentence, f.start, f.end, f.replacement));
}

describe('own grammar rules', () => {
  it.each([
    ['The results of the study shows a clear trend.', 'The results of the study show a clear trend.'],
    ['The quality of the schools are improving.', 'The quality of the schools is improving.'],
    ['These students was ready for the test.', 'These students were ready for the test.'],
    ['The leaders of both parties has agreed.', 'The leaders of both parties have agreed.'],
  ])('subject–verb agreement: %s', (sentence, fixed) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([fixed]);
  });

  it.each([
    'The results of the study show a clear trend.',
    'The analysis of the data is careful.',
    'The news from the front was grim.',
    'The quality of the schools is improving.',
    'Our goals are modest.',
  ])('subject–verb agreement leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([]);
  });

  it.each([
    [
      'The council passed the law, it changed nothing at all.',
      'The council passed the law; it changed nothing at all.',
    ],
    ['Students want more sleep, they rarely get it.', 'Students want more sleep; they rarely get it.'],
  ])('comma splice: %s', (sentence, fixed) => {
    expect(fixes('comma-splice', sentence)).toEqual([fixed]);
  });

  it.each([
    'However, it is worth trying.',
    'When the bell rang, they left the room.',
    'The law, which passed last year, it seems, changed little.',
    'The council passed the law, and it changed nothing.',
  ])('comma splice leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('comma-splice', sentence)).toEqual([]);
  });

  it.each([
    [
      'The town voted for the plan last year it failed within months.',
      'The town voted for the plan last year; it failed within months.',
    ],
    [
      'The students finished the project quickly they were proud of it.',
      'The students finished the project quickly; they were proud of it.',
    ],
  ])('run-on: %s', (sentence, fixed) => {
    expect(fixes('run-on', sentence)).toEqual([fixed]);
  });

  it.each([
    'These are the tools they use every day.',
    'I think it is true that we were wrong.',
    'The plan failed because it was rushed.',
  ])('run-on leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('run-on', sentence)).toEqual([]);
  });

  it.each([
    ['Its clear that the plan failed.', "It's clear that the plan failed."],
    ["The city lost it's own identity.", 'The city lost its own identity.'],
  ])("its/it's: %s", (sentence, fixed) => {
    expect(fixes('homophones', sentence)).toEqual([fixed]);
  });

  it.each([
    'The company raised its prices.',
    "It's clear that the plan failed.",
    'The city kept its own identity.',
  ])("its/it's leaves a correct sentence alone: %s", (sentence) => {
    expect(fixes('homophones', sentence)).toEqual([]);
  });

  it.each([
    ['Their are many reasons to agree.', 'There are many reasons to agree.'],
    ['Parents worry about there children.', 'Parents worry about their children.'],
    ['The voters made up there own minds.', 'The voters made up their own minds.'],
    ["They're own interests came first.", 'Their own interests came first.'],
    ['Their going to lose the vote.', "They're going to lose the vote."],
  ])("their/there/they're: %s", (sentence, fixed) => {
    expect(fixes('homophones', sentence)).toEqual([fixed]);
  });

  it.each([
    'There are many reasons to agree.',
    'Their children are safe.',
    "They're going to lose the vote.",
    'We went there because it was quiet.',
    'Is there a better way?',
  ])("their/there/they're leaves a correct sentence alone: %s", (sentence) => {
    expect(fixes('homophones', sentence)).toEqual([]);
  });

  it.each([
    ['This is a investment in the future.', 'This is an investment in the future.'],
    ['She waited for an bus.', 'She waited for a bus.'],
    ['It took a hour to finish.', 'It took an hour to finish.'],
    ['He went to an university abroad.', 'He went to a university abroad.'],
  ])('a/an: %s', (sentence, fixed) => {
    expect(fixes('article', sentence)).toEqual([fixed]);
  });

  it.each([
    'A European union formed.',
    'It was an honest mistake.',
    'She is a one-person team.',
    'An apple fell.',
    'Plan A is a start.',
  ])('a/an leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('article', sentence)).toEqual([]);
  });

  it('repeated words', () => {
    expect(fixes('repeated-word', 'We saw the the results.')).toEqual(['We saw the results.']);
    expect(fixes('repeated-word', 'She said that that was fine, and he had had enough.')).toEqual([]);
    expect(fixes('repeated-word', 'They went there then.')).toEqual([]);
  });
});
