import { paragraphStarts, replaceSpan, selectionSpan, widenToWords } from './essay-selection';

const widened = (text: string, from: number, to: number) => {
  const { start, end } = widenToWords(text, { start: from, end: to });
  return text.slice(start, end);
};
/** The part of `text` between the two markers `|`, widened. */
const widen = (marked: string) => {
  const [before, inside, after] = marked.split('|');
  return widened(before + inside + after, before.length, before.length + inside.length);
};

describe('widenToWords', () => {
  it.each([
    ['Second, Vance-Whitby |concedes th|at the engineers argument', 'concedes that'],
    ['Sec|ond, Vance-Whitby concedes| that', 'Second, Vance-Whitby concedes'],
    ['Second, Vance-Wh|itby concedes|', 'Vance-Whitby concedes'],
    ['the engineers’ argu|ment, which |failed', 'argument, which'],
    ['it isn|’t| true', 'isn’t'],
    ['It was a |very| nice day.', 'very'],
    ['Les élè|ves ont rai|son.', 'élèves ont raison'],
    ['In 19|62 the| city voted.', '1962 the'],
    ['He said |"no."| Then left.', '"no."'],
    ['A word.| |Next', ''],
    ['|Whole sentence stays whole.|', 'Whole sentence stays whole.'],
    ['Ends at a quote: "engin|eers|’ rule', 'engineers'],
  ])('%j → %j', (marked, expected) => {
    expect(widen(marked)).toBe(expected);
  });
});

describe('selectionSpan', () => {
  const essay = '  First paragraph here.\n\nSecond one, with more words.\n\n\nThird.  ';

  it('finds where each rendered paragraph starts in the essay', () => {
    expect(paragraphStarts(essay).map((at) => essay.slice(at, at + 5))).toEqual(['First', 'Secon', 'Third']);
  });

  it('maps a selection inside a paragraph, and across paragraphs, to whole words of the essay', () => {
    const inside = selectionSpan(essay, { paragraph: 1, offset: 2 }, { paragraph: 1, offset: 14 })!;
    expect(essay.slice(inside.start, inside.end)).toBe('Second one, with');
    const across = selectionSpan(essay, { paragraph: 0, offset: 8 }, { paragraph: 1, offset: 3 })!;
    expect(essay.slice(across.start, across.end)).toBe('paragraph here.\n\nSecond');
  });

  it('is null for a blank selection or a paragraph that is not there', () => {
    expect(selectionSpan(essay, { paragraph: 0, offset: 5 }, { paragraph: 0, offset: 6 })).toBeNull();
    expect(selectionSpan(essay, { paragraph: 0, offset: 0 }, { paragraph: 7, offset: 1 })).toBeNull();
  });
});

describe('replaceSpan', () => {
  it('replaces exactly the span, and nothing when the essay changed under it', () => {
    const essay = 'He concedes that. He concedes that.';
    const second = { start: 21, end: 29 };
    expect(replaceSpan(essay, second, 'concedes', 'admits')).toBe('He concedes that. He admits that.');
    expect(replaceSpan(essay, second, 'grants', 'admits')).toBe(essay);
  });
});
