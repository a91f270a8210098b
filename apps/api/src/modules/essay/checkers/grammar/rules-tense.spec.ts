import { textRuleFixes } from '../../../../testing/grammar-fixes';

const fixes = (text: string) => textRuleFixes('tense-shift', text);

/** Tense shifts against the frame of a sentence and of the sentences around it (tense-frame.ts). */
describe('tense shift against its frame', () => {
  it.each([
    // An event in a clause of a past sentence: a relative clause without "that", a question clause.
    [
      'The storm was loud. We sat by the window and watched the sparks it throws across the sky.',
      'We sat by the window and watched the sparks it threw across the sky.',
    ],
    [
      'The journey took two days. I wondered how they stay awake on such long shifts.',
      'I wondered how they stayed awake on such long shifts.',
    ],
    // A clause of concession in a present paragraph.
    [
      'The poem describes a storm. The speaker stays indoors although the wind was gentle.',
      'The speaker stays indoors although the wind is gentle.',
    ],
    // What a person does, given as a reason inside a past sentence.
    [
      'The bus left late. I missed the start because I wait at the wrong stop.',
      'I missed the start because I waited at the wrong stop.',
    ],
    // A plain form after "he", "she" or "it" in a past frame: the past ending was dropped.
    [
      'The trip was cold. Our driver admitted that it take him an hour to warm up.',
      'Our driver admitted that it took him an hour to warm up.',
    ],
    // A second verb of one subject, past an adjective-like participle.
    [
      'The doors opened at six. A steward handed us a bag of folded leaflets and walks us to our seats.',
      'A steward handed us a bag of folded leaflets and walked us to our seats.',
    ],
  ])('flags: %s', (text, fixed) => {
    expect(fixes(text)).toEqual([fixed]);
  });

  it.each([
    [
      'We left the hostel at dawn. By noon we climb the ridge. In the evening we were back in the valley.',
      'By noon we climbed the ridge.',
    ],
    [
      'The novel follows a young sailor. On the second voyage he deserted the ship. He hides in a port town.',
      'On the second voyage he deserts the ship.',
    ],
  ])('flags a sentence told in another tense than both its neighbours: %s', (text, fixed) => {
    expect(fixes(text)).toEqual([fixed]);
  });

  it.each([
    // Reported speech, states, general truths, time words.
    'We visited the old mine. The guide explained that it floods in wet winters.',
    'We stayed with a woman who lives by the harbour. She was very kind.',
    'Last year we visited a farm that grows its own wheat. We liked it.',
    'We picked copper because it conducts heat well. The test was quick.',
    'We camped in a field that we still use today. It was quiet.',
    'We went to the town where they make glass. It was hot inside.',
    // Past time in a present paragraph, and a question clause in the past.
    'The narrator is bitter because her father left years ago. She rarely speaks.',
    'The novel shows how the family fell apart. It is a sad book.',
    'The hero is rich because he inherited a mine. He spends freely.',
    'Our thanks go to the garage on Mill Lane, which lent us a van. It helps us every week.',
    // A present comment between past sentences, and one told with a time word.
    'We reached the top at noon. I think it is the best view in England. Then we walked down.',
    'We lost the first match. Now we train twice a week. The second match went better.',
    'The staff were strict. The nurse insisted that he rest for a week.',
    'The film follows two brothers. In 1999 they opened a restaurant. They run it with their sons.',
  ])('leaves alone: %s', (text) => {
    expect(fixes(text)).toEqual([]);
  });
});
