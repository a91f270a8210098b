import { FIXED_ESSAY_RUBRIC } from '@eps/contracts';
import {
  bankChoices,
  countWords,
  isPlainTextFile,
  looksLikeText,
  lookupWord,
  paragraphNumbering,
  scoreColor,
  segmentParagraph,
  splitParagraphs,
} from './essay-text';
import { chooseQuestion, chooseSubject, chooseYear, pickerOptions } from './question-picker';
import { CHECK_STEP_INDEX } from '../components/EssayChecker';
import { activeStep } from '../components/StepProgress';
import { BANK } from '../testing/question-bank';

describe('essay text helpers', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['  Two  words\n\nand\ta tab  ', 5],
  ])('counts the words of %j as %i (split on whitespace)', (text, count) => {
    expect(countWords(text)).toBe(count);
  });

  it.each([
    ['Rhetoric,', 'rhetoric'],
    ['  Ethos. ', 'ethos'],
    ['word?!', 'word?'],
    ['Call to', 'call to'],
    ['ad hominem;', 'ad hominem'],
    ['three words here', null],
    ['   ', null],
  ])('looks up %j as %j', (selection, word) => {
    expect(lookupWord(selection)).toBe(word);
  });

  it.each([
    [1, 1, 'green'],
    [4, 4, 'green'],
    [3.2, 4, 'green'],
    [3, 4, 'yellow'],
    [2.4, 4, 'yellow'],
    [2, 4, 'red'],
    [0, 1, 'red'],
    [8, 10, 'green'],
    [5.9, 10, 'red'],
  ])('colours %d out of %d %s', (score, max, colour) => {
    expect(scoreColor(score, max)).toBe(colour);
  });

  it('accepts only text/plain uploads', () => {
    expect(isPlainTextFile(new File(['x'], 'essay.txt', { type: 'text/plain' }))).toBe(true);
    expect(isPlainTextFile(new File(['x'], 'essay.md', { type: 'text/markdown' }))).toBe(false);
    expect(isPlainTextFile(new File(['x'], 'essay.txt', { type: 'application/pdf' }))).toBe(false);
    expect(isPlainTextFile(new File(['x'], 'essay.docx', { type: '' }))).toBe(false);
  });

  it('tells writing from binary data decoded as text', () => {
    expect(looksLikeText('An essay, with “quotes”, tabs\tand\nline breaks — and émigrés.')).toBe(true);
    expect(looksLikeText('PK\u0003\u0004\u0000\u0000 word/document.xml')).toBe(false);
    expect(looksLikeText('ab\ufffd\ufffdcd\ufffd\u0007'.repeat(10))).toBe(false);
  });

  it('splits paragraphs on line breaks and drops empty ones', () => {
    expect(splitParagraphs('First one.\n\n  \nSecond one.\nThird.')).toEqual([
      'First one.',
      'Second one.',
      'Third.',
    ]);
  });

  it('marks passages where they occur and leaves out overlapping or missing ones', () => {
    const mark = (text: string) => ({ text, kind: 'grammar', title: 't', body: 'b' });
    expect(
      segmentParagraph('Alpha beta gamma delta.', [
        mark('gamma'),
        mark('beta gamma'),
        mark('Alpha'),
        mark('zeta'),
      ]),
    ).toEqual([
      { text: 'Alpha', mark: mark('Alpha') },
      { text: ' beta ' },
      { text: 'gamma', mark: mark('gamma') },
      { text: ' delta.' },
    ]);
  });

  it('labels every bank question by subject, year and the first 80 characters of its prompt, on one line', () => {
    const choices = bankChoices(BANK);
    expect(choices).toHaveLength(5);
    const long = choices.find((c) => c.value === 'lang-2021-argument')!;
    expect(long.label).toBe(`AP English Language and Composition 2021: ${'Argue '.repeat(13).trim()}…`);
    const twoLines = choices.find((c) => c.value === 'lang-2021-rhetorical-analysis')!;
    expect(twoLines.label).toBe(
      'AP English Language and Composition 2021: Read the passage. Then analyse it.',
    );
    expect(long.rubric).not.toBe(FIXED_ESSAY_RUBRIC);
  });
});

describe('question picker rules', () => {
  it('lists years newest first and questions as Question 1, Question 2…', () => {
    const choice = chooseYear(chooseSubject({ subject: null, year: null, questionId: null }, 'lang'), '2021');
    const options = pickerOptions(BANK, choice);
    expect(options.years.map((y) => y.label)).toEqual(['2021', '2020', '2019']);
    expect(options.questions).toEqual([
      { value: 'lang-2021-rhetorical-analysis', label: 'Question 1' },
      { value: 'lang-2021-argument', label: 'Question 2' },
    ]);
  });

  it('clears year and question when the subject changes, and the question when the year changes', () => {
    const full = chooseQuestion(
      chooseYear(chooseSubject({ subject: null, year: null, questionId: null }, 'lang'), '2021'),
      'lang-2021-argument',
    );
    expect(pickerOptions(BANK, full).question?.id).toBe('lang-2021-argument');
    expect(chooseYear(full, '2020')).toEqual({ subject: 'lang', year: '2020', questionId: null });
    expect(chooseSubject(full, 'psych')).toEqual({ subject: 'psych', year: null, questionId: null });
  });
});

describe('step progress', () => {
  it('maps the job percent onto the step labels', () => {
    expect(activeStep(null, 4)).toBe(0);
    expect(activeStep({ stage: 'running', message: 'x' } as never, 4)).toBe(0);
    expect(activeStep({ stage: 'running', message: 'x', percent: 30 } as never, 4)).toBe(1);
    expect(activeStep({ stage: 'running', message: 'x', percent: 100 } as never, 4)).toBe(3);
  });

  it("follows the server's named step when the list knows it, and its percent otherwise", () => {
    const index = CHECK_STEP_INDEX.comprehensive;
    expect(activeStep({ stage: 'running', step: 'style', message: 'x' }, 5, index)).toBe(2);
    expect(activeStep({ stage: 'running', step: 'rubric', message: 'x', percent: 10 }, 5, index)).toBe(3);
    expect(activeStep({ stage: 'running', step: 'unknown', message: 'x' }, 5, index)).toBe(0);
    expect(activeStep({ stage: 'completed', message: 'Done', percent: 100 }, 5, index)).toBe(4);
  });
});

describe('paragraphNumbering', () => {
  const analysisOf = (indices: number[]) => ({
    paragraphBreakdown: indices.map((paragraphIndex) => ({
      paragraphIndex,
      purpose: 'p',
      reasoning: 'r',
      keySentence: 'k',
    })),
    writingStrategy: '',
    rubricAlignment: '',
  });

  it('numbers from the first paragraph when the analysis covers it', () => {
    const numberOf = paragraphNumbering(analysisOf([0, 1, 2]));
    expect([0, 1, 2].map(numberOf)).toEqual([1, 2, 3]);
  });

  it('treats paragraphs before the first analysed one as a preface (the scaffold label)', () => {
    const numberOf = paragraphNumbering(analysisOf([1, 2, 3]));
    expect([1, 2, 3].map(numberOf)).toEqual([1, 2, 3]);
  });

  it('numbers by position when there is no analysis', () => {
    expect(paragraphNumbering(null)(4)).toBe(5);
  });
});
