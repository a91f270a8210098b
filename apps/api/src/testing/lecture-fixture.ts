import fs from 'node:fs';
import path from 'node:path';

/** The repository's test/fixtures folder, shared by the unit, integration and e2e tests. */
export const FIXTURES_DIR = path.resolve(__dirname, '../../../../test/fixtures');

/** The ~880-word oscillations lecture (headings, a list, equations, a data table) the generator tests use. */
export const OSCILLATIONS_LECTURE = fs.readFileSync(
  path.join(FIXTURES_DIR, 'generation/lecture-oscillations.md'),
  'utf8',
);

/** Its top-level headings, in order: the sections every generated document must have. */
export const OSCILLATIONS_SECTIONS = [
  'Introduction to Oscillations',
  'The Defining Equation',
  'The Mass-Spring System',
  'The Simple Pendulum',
  'Damping and Resonance',
  'Summary',
];

/**
 * Every lecture material under test/fixtures/generation, by file name: subjects from physics to history
 * and shapes from Markdown headings to plain text with title lines, "Part" or numbered headings, lists,
 * numbered steps, CSV data and worked examples. The fact-preservation tests run over all of them.
 */
export const LECTURE_CORPUS: { name: string; material: string }[] = fs
  .readdirSync(path.join(FIXTURES_DIR, 'generation'))
  .filter((name) => /^lecture-.*\.(md|txt)$/.test(name))
  .sort()
  .map((name) => ({ name, material: fs.readFileSync(path.join(FIXTURES_DIR, 'generation', name), 'utf8') }));
