import type { GenerationRequest } from '@eps/contracts';
import { blockLists, type Block, type Outline, type Table } from './blocks';
import { latexToPlain } from './latex-text';
import { parseMaterial } from './material-parser';
import { buildOutline } from './outline';
import { functionPlot, plotPriority, tablePlot } from './plot-finder';
import type { ValueContext } from './quantities';
import { readRequirement, type Intent } from './requirement';
import { keySentences, termFrequencies } from './sentences';
import { sentencesOf, toBullets, toConcise, toNumbered, toProse } from './transforms';
import { workedExample } from './worked-examples';

/**
 * Material and options to an outline ready for a writer: the requirement's rewrites, worked examples
 * after the equations that support one, plots after the equations and tables that support one, and
 * (Advanced Thinking) a key-points summary per section.
 */

/** Equations looked at for examples and plots; a long formula sheet does not make a long wait. */
const EQUATIONS_CONSIDERED = 40;
const MAX_EXAMPLES = 8;
const MAX_FUNCTION_PLOTS = 3;
const MAX_TABLE_PLOTS = 2;
const KEY_POINTS = 3;

export interface Lecture {
  outline: Outline;
  intent: Intent;
  freq: Map<string, number>;
}

interface Located {
  block: Block;
  context: ValueContext;
}

/** Each block list of a section shares one context: its tables first, then the document's. */
function locate(outline: Outline): Located[] {
  const allTables = blockLists(outline).flatMap((list) => list.filter((b): b is Table => b.kind === 'table'));
  const groups = [
    [outline.intro],
    ...outline.sections.map((s) => [s.blocks, ...s.subsections.map((sub) => sub.blocks)]),
  ];
  return groups.flatMap((lists) => {
    const blocks = lists.flat();
    const own = blocks.filter((b): b is Table => b.kind === 'table');
    const text = sentencesOf(blocks).map(latexToPlain).join(' ');
    const context = { tables: [...own, ...allTables.filter((t) => !own.includes(t))], text };
    return blocks.map((block) => ({ block, context }));
  });
}

function insertAfter(outline: Outline, additions: Map<Block, Block[]>): void {
  for (const list of blockLists(outline)) {
    const copy = [...list];
    list.length = 0;
    for (const block of copy) list.push(block, ...(additions.get(block) ?? []));
  }
}

function addExamplesAndPlots(outline: Outline, examples: boolean, plots: boolean): void {
  if (!examples && !plots) return;
  const located = locate(outline);
  const equations = located.filter((l) => l.block.kind === 'equation').slice(0, EQUATIONS_CONSIDERED);
  const additions = new Map<Block, Block[]>();
  const add = (block: Block, extra: Block) => additions.set(block, [...(additions.get(block) ?? []), extra]);
  if (examples) {
    let count = 0;
    for (const { block, context } of equations) {
      const example =
        count < MAX_EXAMPLES && block.kind === 'equation' ? workedExample(block.math, context) : null;
      if (example) {
        add(block, example);
        count++;
      }
    }
  }
  if (plots) {
    const mathOf = (b: Block) => (b.kind === 'equation' ? b.math : '');
    const ranked = equations
      .map((l, order) => ({ ...l, order, priority: plotPriority(mathOf(l.block)) }))
      .filter((l) => l.priority > 0)
      .sort((a, b) => b.priority - a.priority || a.order - b.order);
    let count = 0;
    for (const { block, context } of ranked) {
      const plot = count < MAX_FUNCTION_PLOTS ? functionPlot(mathOf(block), context) : null;
      if (plot) {
        add(block, plot);
        count++;
      }
    }
    let tables = 0;
    for (const { block } of located) {
      const plot = block.kind === 'table' && tables < MAX_TABLE_PLOTS ? tablePlot(block) : null;
      if (plot) {
        add(block, plot);
        tables++;
      }
    }
  }
  insertAfter(outline, additions);
}

function addKeyPoints(outline: Outline, freq: Map<string, number>): void {
  for (const section of outline.sections) {
    const lists = [section.blocks, ...section.subsections.map((s) => s.blocks)];
    const sentences = sentencesOf(lists.flat());
    if (sentences.length < KEY_POINTS + 1) continue;
    lists
      .at(-1)!
      .push({ kind: 'keyPoints', section: section.title, items: keySentences(sentences, KEY_POINTS, freq) });
  }
}

/** Rewrites every block list the way the requirement asks (notes only: slides condense by themselves). */
function applyIntent(outline: Outline, intent: Intent, freq: Map<string, number>): void {
  for (const list of blockLists(outline)) {
    let blocks = list;
    if (intent.concise) blocks = toConcise(blocks, freq);
    if (intent.bullets) blocks = toBullets(blocks);
    else if (intent.paragraphs) blocks = toProse(blocks);
    if (intent.numbered) blocks = toNumbered(blocks);
    list.splice(0, list.length, ...blocks);
  }
}

export function buildLecture(request: GenerationRequest, kind: 'notes' | 'slides'): Lecture {
  const outline = buildOutline(
    parseMaterial(request.userMaterial),
    kind === 'notes' ? 'Lecture Notes' : 'Lecture Slides',
  );
  const intent = readRequirement(request.userRequirement);
  const freq = termFrequencies(blockLists(outline).map(sentencesOf).flat());
  if (kind === 'notes') applyIntent(outline, intent, freq);
  else if (intent.numbered)
    for (const list of blockLists(outline)) list.splice(0, list.length, ...toNumbered(list));
  addExamplesAndPlots(outline, request.includeExamples || intent.example, request.includeImages);
  if (request.isHigh) addKeyPoints(outline, freq);
  return { outline, intent, freq };
}
