import { ruleFixes as fixes } from '../../../../testing/grammar-fixes';

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

  it.each([
    ['The tomatoes in the greenhouse needs water.', 'The tomatoes in the greenhouse need water.'],
    [
      'The engineers who designed the bridge was praised.',
      'The engineers who designed the bridge were praised.',
    ],
    ['The cyclist argue with the referee.', 'The cyclist argues with the referee.'],
  ])('subject–verb agreement past a phrase or clause: %s', (sentence, fixed) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([fixed]);
  });

  it.each([
    ['Salt and vinegar is my favourite flavour.', 'Salt and vinegar are my favourite flavour.'],
    ['Each of the lockers have a key.', 'Each of the lockers has a key.'],
    ['Everyone in the orchestra were tired.', 'Everyone in the orchestra was tired.'],
  ])('subject–verb agreement with compound and collective subjects: %s', (sentence, fixed) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([fixed]);
  });

  it.each([
    'The tomatoes in the greenhouse need water.',
    'Salt and vinegar are my favourite flavour.',
    'Each of the lockers has a key.',
    'The bakers, who start at four, are tired by noon.',
  ])('subject–verb agreement leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('subject-verb-agreement', sentence)).toEqual([]);
  });

  it('comma splice before a conjunctive adverb', () => {
    expect(fixes('comma-splice', 'The ferry was cancelled, however the passengers waited calmly.')).toEqual([
      'The ferry was cancelled; however, the passengers waited calmly.',
    ]);
    expect(fixes('comma-splice', 'The ferry was cancelled; however, the passengers waited calmly.')).toEqual(
      [],
    );
    expect(fixes('comma-splice', 'If the ferry is cancelled, the passengers will wait.')).toEqual([]);
  });

  it.each([
    ['Because the ferry was cancelled.', 'because the ferry was cancelled.'],
    ['Which left the passengers stranded.', 'which left the passengers stranded.'],
    ['Especially on the windy crossing.', 'especially on the windy crossing.'],
  ])('sentence fragment: %s', (sentence, fixed) => {
    expect(fixes('fragment', sentence)).toEqual([fixed]);
  });

  it.each([
    'The passengers waited calmly.',
    'To measure the speed of the ferry.',
    'Keep your ticket until the end of the journey.',
  ])('sentence fragment leaves a sentence, an aim and a command alone: %s', (sentence) => {
    expect(fixes('fragment', sentence)).toEqual([]);
  });

  it.each([
    ['If your ready, we can start.', "If you're ready, we can start."],
    ["Bring you're passport to the desk.", 'Bring your passport to the desk.'],
    ['The farmers sold there apples at the market.', 'The farmers sold their apples at the market.'],
  ])("your/you're and their/there: %s", (sentence, fixed) => {
    expect(fixes('homophones', sentence)).toEqual([fixed]);
  });

  it.each([
    ['The river is wider then the canal.', 'The river is wider than the canal.'],
    ['The frost will effect the harvest.', 'The frost will affect the harvest.'],
    ['We should of booked a table.', 'We should have booked a table.'],
    ['The cafe sold less sandwiches this week.', 'The cafe sold fewer sandwiches this week.'],
    ['The guide whom showed us the caves was kind.', 'The guide who showed us the caves was kind.'],
  ])('word choice: %s', (sentence, fixed) => {
    expect(fixes('word-choice', sentence)).toEqual([fixed]);
  });

  it.each([
    'We ate, and then we walked home.',
    'The side effects were mild.',
    'It costs less than ten pounds.',
    'The guide whom we met was kind.',
  ])('word choice leaves a correct sentence alone: %s', (sentence) => {
    expect(fixes('word-choice', sentence)).toEqual([]);
  });

  it('pronoun–antecedent agreement for a single thing, but not for a person', () => {
    expect(fixes('pronoun-antecedent', 'If a bridge loses its paint, they rust quickly.')).toEqual([
      'If a bridge loses its paint, it rust quickly.',
    ]);
    expect(fixes('pronoun-antecedent', 'If a student loses a book, they pay a fine.')).toEqual([]);
    expect(fixes('pronoun-antecedent', 'The bridges lost their paint.')).toEqual([]);
  });

  it('tense shift within one sequence of events', () => {
    expect(fixes('tense-shift', 'When the bell rang, the pupils walk to the hall.')).toEqual([
      'When the bell rang, the pupils walked to the hall.',
    ]);
    expect(fixes('tense-shift', 'When the bell rang, the pupils walked to the hall.')).toEqual([]);
  });

  it('apostrophes in plurals', () => {
    expect(fixes('plural-apostrophe', "The volunteer's were thanked by the mayor.")).toEqual([
      'The volunteers were thanked by the mayor.',
    ]);
    expect(fixes('plural-apostrophe', "The volunteer's bag was heavy.")).toEqual([]);
  });
});
