/** A small knowledge graph for the galaxy's specs (never imported by app code). */
import type { KnowledgeEdge, KnowledgeGraphResponse, KnowledgeNode } from '@eps/contracts';

const id = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

type Row = [
  n: number,
  code: string,
  name: string,
  parent: number | null,
  mastery: number | null,
  questions?: number,
];
const ROWS: Row[] = [
  [1, 'P7', 'Differentiation', null, 0.62, 9],
  [2, 'P7.1', 'Differentiation from first principles', 1, 0.9, 3],
  [3, 'P7.2', 'Standard derivatives', 1, 0.3, 4],
  [4, 'P7.3', 'Product, quotient and chain rules', 1, null, 2],
  [5, 'P8', 'Integration', null, null, 5],
  [6, 'P8.1', 'Indefinite integrals', 5, null, 3],
  [7, 'P8.2', 'Definite integrals and areas', 5, null, 2],
  [8, 'P3', 'Coordinate geometry', null, 0.8, 1],
  [9, 'P3.1', 'Straight lines', 8, 0.8, 1],
];
const PREREQUISITES: [before: number, after: number][] = [
  [9, 2], // straight lines before first principles
  [3, 6], // standard derivatives before indefinite integrals
  [4, 6],
  [6, 7],
];

function depthOf(row: Row): number {
  return row[3] === null ? 0 : 1 + depthOf(ROWS.find((r) => r[0] === row[3])!);
}
function chapterOf(row: Row): string {
  return row[3] === null ? row[1] : chapterOf(ROWS.find((r) => r[0] === row[3])!);
}

export const NODES: KnowledgeNode[] = ROWS.map((row) => ({
  id: id(row[0]),
  code: row[1],
  name: row[2],
  depth: depthOf(row),
  parentId: row[3] === null ? null : id(row[3]),
  chapterCode: chapterOf(row),
  questionCount: row[5] ?? 0,
  noteCount: row[0] === 2 ? 1 : 0,
  mastery: row[4],
}));
export const nodeId = id;

const EDGES: KnowledgeEdge[] = [
  ...ROWS.filter((r) => r[3] !== null).map((r) => ({
    source: id(r[3]!),
    target: id(r[0]),
    kind: 'parent' as const,
  })),
  ...PREREQUISITES.map(([before, after]) => ({
    source: id(before),
    target: id(after),
    kind: 'prerequisite' as const,
  })),
];

export const SYLLABUS = {
  id: 'alevel-maths-edexcel',
  board: 'Edexcel',
  qualification: 'A-level',
  subject: 'Mathematics',
  title: 'Edexcel A-level Mathematics (9MA0)',
  topicCount: NODES.length,
  questionCount: 12,
};

export const GRAPH: KnowledgeGraphResponse = {
  syllabus: SYLLABUS,
  chapters: NODES.filter((n) => n.depth === 0).map((n) => ({ code: n.code, name: n.name })),
  nodes: NODES,
  edges: EDGES,
};
