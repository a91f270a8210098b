import { ruleFixes, textRuleFixes } from '../../../../testing/grammar-fixes';

const tense = (text: string) => textRuleFixes('tense-shift', text);
const pronoun = (text: string) => textRuleFixes('pronoun-antecedent', text);

describe('tense shift after a phrase or clause of time that fixes a past time', () => {
  it.each([
    // An opening phrase of time with a past verb: the later clause's present verb shifted.
    [
      'In 1998 the town built a new library, and the number of books lent by the staff doubles.',
      'In 1998 the town built a new library, and the number of books lent by the staff doubled.',
    ],
    [
      'On the day of the final I had a fever, and I find it hard to focus, so my mark is low.',
      'On the day of the final I had a fever, and I found it hard to focus, so my mark is low.',
    ],
    [
      'Two years ago my family moved to Leeds, and I start at a new school.',
      'Two years ago my family moved to Leeds, and I started at a new school.',
    ],
    // "several" with no noun is the subject; "leave" is its verb.
    [
      'On our last visit the hall was half empty, and several leave at the interval.',
      'On our last visit the hall was half empty, and several left at the interval.',
    ],
    // A leading clause of time in the past, in a paragraph not told in the present.
    [
      'I left the traps out for a week. When I emptied the traps, two of them are broken, so the table below uses four traps.',
      'When I emptied the traps, two of them were broken, so the table below uses four traps.',
    ],
    // The same subject's main verb, past the relative clause on its object.
    [
      'At first she trusted a friend who lied to her, and she tells him everything.',
      'At first she trusted a friend who lied to her, and she told him everything.',
    ],
    // A paragraph told in the present: the past clause of time is the shift, not the main verb.
    [
      'The slow movement is calm. Just as the strings returned to the theme, the oboe plays alone. The finale is loud.',
      'Just as the strings return to the theme, the oboe plays alone.',
    ],
    // A passive between two sentences in the present.
    [
      'In Act 1, Macbeth meets the witches on the heath. He was shocked by their prophecy. Later he writes to his wife.',
      'He is shocked by their prophecy.',
    ],
    // A verb of perception with an object, not a clause, tells an event.
    [
      'Yesterday I went to the park with my sister. We see a huge dog near the pond. It barked at us.',
      'We saw a huge dog near the pond.',
    ],
    // "told us to stay" reports no clause.
    [
      'During the trip, the teacher told us to stay together, but some students wander off.',
      'During the trip, the teacher told us to stay together, but some students wandered off.',
    ],
    // Only the speaker's "I ask" is the act itself; "he calls for" tells an event.
    [
      'Roosevelt won in 1932. He calls for a New Deal. Congress passed it quickly.',
      'He called for a New Deal.',
    ],
    // Someone in particular acts in a sentence between two past ones.
    [
      'We reached the top at noon. Nobody speaks for a while. Then we started down.',
      'Nobody spoke for a while.',
    ],
  ])('finds it: %s', (text, fixed) => {
    expect(tense(text)).toEqual([fixed]);
  });

  it.each([
    // A time word in the second clause moves the time on.
    'Two years ago my family moved to Leeds, and now I live near the sea.',
    // The main verb reports a clause: "we do" is what holds, not an event of the sequence.
    'We proved that the method is cheap, but we do not know yet whether it lasts.',
    // An opening phrase of time fixes events, not a state that still holds.
    'Last month we built 500 new homes, and the rate is rising.',
    // A date says the past of a performance is meant in a review told in the present.
    'The play is bleak. Weigel, who played Courage in the 1949 production, gave a silent scream when Courage hears the shots that kill her son. The scene is famous.',
    // Said by the speaker, "I ask" is the act itself; "we are joined" is a state of now.
    'We built two hubs. And I ask this Congress to help build ten more. We started in Ohio.',
    'We met many heroes. We are joined tonight by one of those heroes. He saved a child.',
    // An opening phrase of past time places a past sentence among present ones in the past.
    'We trade with many nations. On my last visit to Asia I found one leader after another keen to talk. Trade is growing.',
    // An opening phrase that is no time.
    'In the first test the metal bent, and the results show why.',
  ])('leaves it alone: %s', (text) => {
    expect(tense(text)).toEqual([]);
  });
});

describe('singular pronouns for several', () => {
  it.each([
    [
      'I asked about the entry rules. Three pupils from my class who went there said that his course accepted a grade B.',
      'Three pupils from my class who went there said that their course accepted a grade B.',
    ],
    [
      'The theory is old. Many historians reject it, and this makes him look careless.',
      'Many historians reject it, and this makes them look careless.',
    ],
    // "most of it" with a plural verb: several things.
    [
      'The shop sells 40 kinds of bread, and most of it come from a bakery in town.',
      'The shop sells 40 kinds of bread, and most of them come from a bakery in town.',
    ],
    // "a jellyfish and eat them": the "and" joins verbs; "carrier" only describes "bag".
    [
      'Animals also swallow plastic. A sea turtle may mistake a floating carrier bag for a jellyfish and eat them.',
      'A sea turtle may mistake a floating carrier bag for a jellyfish and eat it.',
    ],
    // An object cannot stand for its own clause's subject, whatever its number.
    [
      'The same rule explains it. When a new phrase appears in a newspaper, teenagers stop using them.',
      'When a new phrase appears in a newspaper, teenagers stop using it.',
    ],
  ])('finds it: %s', (text, fixed) => {
    expect(pronoun(text)).toEqual([fixed]);
  });

  it.each([
    // Someone single named earlier in the paragraph: "his" may be theirs.
    'Darwin sailed in 1831. Many sailors on the ship admired his patience.',
    'The teacher spoke first. Then the parents asked about his plans.',
    // "Each of the students" picks one out.
    'We met the new pupils. Each of the students told us about his school.',
    // The first sentence of a paragraph may carry on from the paragraph before.
    'Several pupils said that his classes were the best.',
    // "most of it" with a singular verb is part of one thing.
    'We bought bread and cakes, and most of it was eaten by noon.',
    // What "them" stands for may be in the sentence before.
    'The farmers kept cows. When the law changed, the farmers sold them.',
  ])('leaves it alone: %s', (text) => {
    expect(pronoun(text)).toEqual([]);
  });
});

describe('clauses told apart by their objects', () => {
  it('finds a run-on where a verb already has a person and a clause as objects', () => {
    expect(
      ruleFixes('run-on', 'Joe knows about the leak he told me that the roof would cost a lot.'),
    ).toEqual(['Joe knows about the leak; he told me that the roof would cost a lot.']);
  });

  it.each(['It was the story he told me that night.', 'This is the rule he told us that we must follow.'])(
    'leaves a relative clause alone: %s',
    (text) => {
      expect(ruleFixes('run-on', text)).toEqual([]);
    },
  );

  it('reads an -s word between a plural and "that" with its clause as the verb', () => {
    expect(ruleFixes('subject-verb-agreement', 'Many nurses reports that they work longer shifts.')).toEqual([
      'Many nurses report that they work longer shifts.',
    ]);
  });
});

describe('words the tagger misread, read again', () => {
  it.each([
    [
      'subject-verb-agreement',
      'The algorithm work well for short answers, but it is less suited to essays.',
      'The algorithm works well for short answers, but it is less suited to essays.',
    ],
    [
      'subject-verb-agreement',
      'Neither Hume nor Kant claim to have solved the problem.',
      'Neither Hume nor Kant claims to have solved the problem.',
    ],
    // "both" after the verb: its subject is two things.
    [
      'subject-verb-agreement',
      'The cost of bread and the price of a bus ticket has both gone up this year.',
      'The cost of bread and the price of a bus ticket have both gone up this year.',
    ],
    [
      'run-on',
      'The war ended in 1945 many soldiers returned home.',
      'The war ended in 1945; many soldiers returned home.',
    ],
    [
      'run-on',
      'The experiment was a success the results were better than expected.',
      'The experiment was a success; the results were better than expected.',
    ],
    ['word-choice', 'To who should I address the letter?', 'To whom should I address the letter?'],
    [
      'word-choice',
      'First we mixed the solution, than we heated it.',
      'First we mixed the solution, then we heated it.',
    ],
    [
      'plural-apostrophe',
      "In the 1960's many people moved to the suburbs.",
      'In the 1960s many people moved to the suburbs.',
    ],
  ] as const)('%s finds it: %s', (rule, text, fixed) => {
    expect(ruleFixes(rule, text)).toEqual([fixed]);
  });

  it.each([
    ['subject-verb-agreement', 'She has both written and reviewed the book.'],
    ['word-choice', 'It depends on who wins the election.'],
    ['word-choice', 'The results were clearer, than they had been before.'],
    ['comma-splice', 'The results were clearer, than they had been before.'],
    ['fragment', 'Good morning, everyone.'],
    ['fragment', 'Thank you all very much.'],
  ] as const)('%s leaves it alone: %s', (rule, text) => {
    expect(ruleFixes(rule, text)).toEqual([]);
  });

  it('reads "why slang changes" as a clause, so "them" after it has a single antecedent', () => {
    expect(
      pronoun(
        'The same logic explains why slang changes so fast. When a slang word appears in an advert, teenagers drop them.',
      ),
    ).toEqual(['When a slang word appears in an advert, teenagers drop it.']);
  });
});
