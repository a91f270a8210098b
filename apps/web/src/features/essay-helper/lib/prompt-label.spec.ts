import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ESSAY_SUBJECT_IDS, ZEssayBankFileSchema } from '@eps/contracts';
import { PROMPT_LABEL_CHARS, promptFromFirstSentence, promptLabel } from './prompt-label';

// The bank the API ships (apps/api/src/modules/essay/bank): every real prompt, in every style it has.
const BANK_DIR = join(__dirname, '../../../../../api/src/modules/essay/bank');
const SHIPPED = ESSAY_SUBJECT_IDS.flatMap(
  (subject) =>
    ZEssayBankFileSchema.parse(JSON.parse(readFileSync(join(BANK_DIR, `${subject}.json`), 'utf8'))).items,
);

describe('promptFromFirstSentence', () => {
  it.each([
    [
      'Question 3\n\nSuggested time: 40 minutes.\n\nIn a 2015 commencement speech, the engineer spoke.',
      'In a 2015 commencement speech, the engineer spoke.',
    ],
    // The same, with single line breaks only.
    [
      'Question 3\nSuggested time: 40 minutes.\nIn a 2015 speech, she said so.\nThen she left.',
      'In a 2015 speech, she said so. Then she left.',
    ],
    [
      'Question 1\n\nSuggested reading and writing time: 55 minutes. It is suggested that you read first.\n\nDirections: The prompt below is based on the sources.\n\nIntroduction\n\nMany towns lend tools.',
      'Many towns lend tools.',
    ],
    [
      'Promises bind people across time: what is pledged must be honored.\n\nChoose a novel.',
      'Promises bind people across time: what is pledged must be honored. Choose a novel.',
    ],
    [
      'A hard-wrapped prose line\nthat runs on, as pasted text does.',
      'A hard-wrapped prose line that runs on, as pasted text does.',
    ],
    [
      '“Quoted opening,” she wrote.\n\n- Item one\n- Item two',
      '“Quoted opening,” she wrote. - Item one - Item two',
    ],
    ['Only a heading', 'Only a heading'],
    [
      'Question 2\n\nIn her essay, she writes:\n\n"Boredom is a room."',
      'In her essay, she writes: "Boredom is a room."',
    ],
    ['Sources:\n\nSource A\n\nTowns lend tools.', 'Towns lend tools.'],
  ])('%j → %j', (prompt, expected) => {
    expect(promptFromFirstSentence(prompt)).toBe(expected);
  });
});

describe('promptLabel', () => {
  it('keeps a short prompt whole and cuts a long one at a word, within the 80 characters', () => {
    expect(promptLabel('Describe the study.')).toBe('Describe the study.');
    const long = promptLabel('Argue '.repeat(20));
    expect(long).toBe(`${'Argue '.repeat(13).trim()}…`);
    expect(long.length).toBeLessThanOrEqual(PROMPT_LABEL_CHARS);
  });

  it('labels all of the shipped bank from a real sentence, with no words glued across blocks', () => {
    expect(SHIPPED).toHaveLength(88);
    for (const { id, question } of SHIPPED) {
      const label = promptLabel(question);
      const where = `${id}: ${label}`;
      expect(where).not.toMatch(/: (Question \d|Suggested|Directions:|Introduction\b)/);
      // A sentence end, a digit or a lower-case letter run straight into a capital: two blocks glued.
      expect(where).not.toMatch(/[a-z0-9.?!:;][A-Z]/);
      expect(label.length).toBeLessThanOrEqual(PROMPT_LABEL_CHARS);
      expect(label).toMatch(/^["“(]?[A-Z]/);
      // Cut between words: what precedes the ellipsis is whole words of the prompt's text.
      const shown = label.replace(/…$/, '');
      expect(promptFromFirstSentence(question).startsWith(shown)).toBe(true);
      const next = promptFromFirstSentence(question).charAt(shown.length);
      if (label.endsWith('…')) expect(next).toMatch(/[\s,;:]/);
    }
  });
});
