import type { KnowledgeGraphResponse, KnowledgeNode } from '@eps/contracts';

/** What the page draws and lists: the response with lookups the views share. */
export interface GalaxyModel {
  graph: KnowledgeGraphResponse;
  byId: Map<string, KnowledgeNode>;
  chapterName: Map<string, string>;
  /** Chapter code → its ring colour (the clusters). */
  chapterColour: Map<string, string>;
  /** Point id → the ids of the points to learn first. */
  prerequisites: Map<string, string[]>;
  /** Point id → every point joined to it by a parent or a prerequisite edge (either way). */
  neighbours: Map<string, string[]>;
}

/** Ten hues far enough apart to tell chapters apart on a white page (Mantine's palette, shade 6). */
const CHAPTER_HUES = [
  '#1c7ed6',
  '#ae3ec9',
  '#0ca678',
  '#f76707',
  '#d6336c',
  '#1098ad',
  '#7048e8',
  '#74b816',
  '#f59f00',
  '#4263eb',
];

export function buildGalaxyModel(graph: KnowledgeGraphResponse): GalaxyModel {
  const byId = new Map(graph.nodes.map((n) => [n.id, n]));
  const chapterName = new Map(graph.chapters.map((c) => [c.code, c.name]));
  const chapterColour = new Map(
    graph.chapters.map((c, i) => [c.code, CHAPTER_HUES[i % CHAPTER_HUES.length]]),
  );
  const prerequisites = new Map<string, string[]>();
  const neighbours = new Map<string, string[]>(graph.nodes.map((n) => [n.id, []]));
  for (const e of graph.edges) {
    if (!byId.has(e.source) || !byId.has(e.target)) continue;
    if (e.kind === 'prerequisite')
      prerequisites.set(e.target, [...(prerequisites.get(e.target) ?? []), e.source]);
    neighbours.get(e.source)!.push(e.target);
    neighbours.get(e.target)!.push(e.source);
  }
  return { graph, byId, chapterName, chapterColour, prerequisites, neighbours };
}

/** Points within `depth` steps of `centreId` over parent and prerequisite edges, with their distance. */
export function localNeighbourhood(model: GalaxyModel, centreId: string, depth: number): Map<string, number> {
  const distance = new Map<string, number>([[centreId, 0]]);
  let frontier = [centreId];
  for (let step = 1; step <= depth && frontier.length > 0; step++) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const other of model.neighbours.get(id) ?? []) {
        if (distance.has(other)) continue;
        distance.set(other, step);
        next.push(other);
      }
    }
    frontier = next;
  }
  return distance;
}

export const MASTERY_BANDS = [
  { key: 'none', label: 'Not practised yet', colour: '#adb5bd' },
  { key: 'weak', label: 'Weak (under 50%)', colour: '#e03131' },
  { key: 'building', label: 'Getting there (50–79%)', colour: '#f59f00' },
  { key: 'strong', label: 'Strong (80% or more)', colour: '#2f9e44' },
] as const;

export function masteryBand(mastery: number | null) {
  if (mastery === null) return MASTERY_BANDS[0];
  if (mastery < 0.5) return MASTERY_BANDS[1];
  if (mastery < 0.8) return MASTERY_BANDS[2];
  return MASTERY_BANDS[3];
}

/** The mastery as the list and the hover label say it. */
export function masteryText(mastery: number | null): string {
  return mastery === null ? 'Not practised yet' : `${Math.round(mastery * 100)}%`;
}

/** Node size grows with the content there is to study (questions and notes), chapters on top. */
export function nodeSize(node: KnowledgeNode): number {
  const content = node.questionCount + node.noteCount;
  const base = node.depth === 0 ? 12 : 4;
  return Math.min(base + 1.6 * Math.sqrt(content), node.depth === 0 ? 22 : 14);
}

/** Whether a point's code and name hold every word typed (the search box's filter). */
export function matchesSearch(label: string, text: string): boolean {
  const hay = label.toLowerCase();
  return text
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => hay.includes(word));
}

/** The course helper's deep link for a point (its page opens the point in the specification tree). */
export function courseHelperLink(syllabusId: string, topicId: string): string {
  return `/topic-selector?syllabus=${encodeURIComponent(syllabusId)}&topic=${encodeURIComponent(topicId)}`;
}
