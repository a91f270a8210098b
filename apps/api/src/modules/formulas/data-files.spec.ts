import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import katex from 'katex';
import { ZFormulaFileSchema } from '@eps/contracts';
import { contentDataDir } from '../questions/import/content-files';
import { readFormulaData } from './formula-data';
import { canonicalForms } from './search/canonical-form';

const dir = join(contentDataDir(), 'formulas');
const files = readdirSync(dir).filter((f) => f.endsWith('.json'));
const data = readFormulaData();
const formulas = data.records.map((r) => r.formula);

/** KaTeX throws on LaTeX it cannot typeset, as the page would show it. */
const typesets = (latex: string) => {
  katex.renderToString(latex, { throwOnError: true, strict: 'ignore' });
  return true;
};

describe('data/formulas', () => {
  it.each(files)('%s matches the formula file schema', (file) => {
    const parsed = ZFormulaFileSchema.safeParse(JSON.parse(readFileSync(join(dir, file), 'utf8')));
    expect(parsed.error?.issues ?? []).toEqual([]);
  });

  it('covers maths, physics, chemistry and statistics with at least 150 formulas and unique ids', () => {
    expect(formulas.length).toBeGreaterThanOrEqual(150);
    expect(new Set(formulas.map((f) => f.id)).size).toBe(formulas.length);
    const subjects = new Set(formulas.flatMap((f) => f.subjects));
    for (const subject of ['Mathematics', 'Physics', 'Chemistry', 'Statistics'])
      expect(subjects).toContain(subject);
  });

  it('typesets every formula and every symbol with KaTeX', () => {
    for (const f of formulas) {
      expect(typesets(f.latex)).toBe(true);
      for (const s of f.symbols) expect(typesets(s.symbol)).toBe(true);
    }
  });

  it('gives most formulas a shape the LaTeX search can match', () => {
    const shaped = formulas.filter((f) => canonicalForms(f.latex)).length;
    expect(shaped / formulas.length).toBeGreaterThanOrEqual(0.8);
  });

  it('names syllabus topics and booklets that exist', () => {
    for (const f of formulas) {
      if (/^[a-z0-9-]+:/.test(f.topic)) expect(data.topicNames.has(f.topic) ? f.topic : null).toBe(f.topic);
      for (const b of f.inBooklet ?? [])
        expect(data.syllabusTitles.has(b.syllabus) ? b.syllabus : null).toBe(b.syllabus);
    }
  });
});
