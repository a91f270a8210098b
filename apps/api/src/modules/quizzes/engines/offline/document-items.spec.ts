import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { QUIZ_ITEM_TYPES } from '@eps/contracts';
import { checkAnswer } from '../../../questions/answer-checking/check-answer';
import { OfflineQuizItemEngine } from './document-items';
import { readFacts } from './latex-facts';

const notes = readFileSync(join(__dirname, 'fixtures/photosynthesis-notes.tex'), 'utf8');
const engine = new OfflineQuizItemEngine(
  (x) => checkAnswer('algebraic', { expression: x }, x).verdict === 'correct',
);
const all = { count: 30, types: QUIZ_ITEM_TYPES, difficulty: 'mixed' as const };

describe('readFacts', () => {
  const facts = readFacts(notes);

  it('reads sentences by section, without comments, preamble or LaTeX commands', () => {
    const texts = facts.sentences.map((s) => s.text);
    expect(texts).toContain('The Calvin cycle takes place in the stroma of the chloroplast.');
    expect(facts.sentences.find((s) => s.text.startsWith('The cycle must turn'))?.section).toBe(
      'The Calvin cycle',
    );
    expect(texts.join(' ')).not.toMatch(/comment|\\textbf|usepackage|plot\.png/);
  });

  it('reads display formulas, figure captions, definitions and stressed terms', () => {
    expect(facts.formulas.map((f) => f.latex)).toEqual(['E = h f', 'v = f \\lambda']);
    expect(facts.captions[0].text).toMatch(/^The rate of photosynthesis rises with light intensity/);
    expect(facts.definitions.map((d) => d.term)).toEqual(expect.arrayContaining(['ATP', 'Photosynthesis']));
    expect(facts.terms).toEqual(expect.arrayContaining(['thylakoid', 'chloroplast', 'stroma']));
  });

  it('reads plain notes with Markdown headings', () => {
    const facts = readFacts(
      '# Cells\n\nA ribosome is a small organelle that makes proteins from amino acids.\n\n## Membranes\n\nThe cell membrane controls what enters and leaves the cell.',
    );
    expect(facts.definitions).toEqual([expect.objectContaining({ term: 'ribosome', section: 'Cells' })]);
    expect(facts.sentences[1]).toEqual({
      text: 'The cell membrane controls what enters and leaves the cell.',
      section: 'Membranes',
    });
  });
});

describe('OfflineQuizItemEngine', () => {
  const items = engine.itemsFromText({ title: 'Photosynthesis', text: notes }, all);

  it('makes every item type from one document, each from a different sentence or formula', () => {
    expect(new Set(items.map((i) => i.type))).toEqual(new Set(QUIZ_ITEM_TYPES));
    expect(new Set(items.map((i) => i.prompt)).size).toBe(items.length);
    expect(items.every((i) => i.sourceTitle === 'Photosynthesis' && i.partId === null)).toBe(true);
  });

  it('makes cloze choices whose right answer is the blanked term and whose distractors are other terms', () => {
    const mc = items.filter((i) => i.type === 'multiple-choice');
    expect(mc.length).toBeGreaterThan(0);
    for (const item of mc) {
      const right = item.choices?.[item.answer?.correct ?? -1];
      expect(right).toBe(item.expectedAnswer);
      expect(item.prompt).toContain('_____');
      expect(item.prompt).not.toContain(right);
      expect(new Set(item.choices).size).toBe(4);
    }
  });

  it('asks for a formula’s right-hand side, checked as algebra', () => {
    const formula = items.find((i) => i.type === 'algebraic' && i.prompt.includes('$E ='));
    expect(formula?.answer).toEqual({ expression: 'h f' });
    expect(checkAnswer('algebraic', formula!.answer, 'fh').verdict).toBe('correct');
    expect(checkAnswer('algebraic', formula!.answer, 'h/f').verdict).toBe('incorrect');
  });

  it('blanks a number for a numeric item and a caption term for a cloze', () => {
    const numeric = items.find((i) => i.type === 'numeric');
    expect(numeric?.prompt).toMatch(/must turn _____ times/);
    expect(checkAnswer('numeric', numeric!.answer, '6').verdict).toBe('correct');
    const cloze = items.find((i) => i.checkType === 'short-text');
    expect(checkAnswer('short-text', cloze!.answer, cloze!.expectedAnswer!).verdict).toBe('correct');
  });

  it('asks for definitions, marked against the definition as a mark scheme', () => {
    const definition = items.find((i) => i.prompt === 'What is meant by **ATP**?');
    expect(definition).toMatchObject({ type: 'short-answer', checkType: 'extended', marks: 1 });
    expect(definition?.markScheme[0].point).toMatch(/carries energy/);
  });

  it('states true/false items that are true as written or with one term swapped for another', () => {
    for (const item of items.filter((i) => i.type === 'true-false')) {
      expect(item.choices).toEqual(['True', 'False']);
      expect(item.expectedAnswer).toMatch(item.answer?.correct === 0 ? /^True$/ : /^False: it is/);
    }
  });

  it('keeps to the count and the types asked for, and is the same every time', () => {
    const options = { count: 3, types: ['true-false', 'numeric'] as const, difficulty: 'easy' as const };
    const few = engine.itemsFromText({ title: 'P', text: notes }, options);
    expect(few.length).toBe(3);
    expect(few.every((i) => i.type === 'true-false' || i.type === 'numeric')).toBe(true);
    expect(few[0].type).toBe('true-false');
    expect(engine.itemsFromText({ title: 'P', text: notes }, options)).toEqual(few);
  });

  it('makes nothing from text without sentences', () => {
    expect(engine.itemsFromText({ title: 'P', text: '\\begin{document}\\end{document}' }, all)).toEqual([]);
  });
});
