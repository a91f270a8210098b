import type { KnowledgeNode } from '@eps/contracts';
import { type GalaxyModel, localNeighbourhood } from './galaxy-model';

export interface Point2 {
  x: number;
  y: number;
}

/** Gap between rings of a chapter's tree and between neighbouring points on a ring. */
const RING_GAP = 10;

/**
 * Each chapter as its own radial tree (the chapter in the middle, each level of the specification one
 * ring further out, every subtree in the wedge its leaves need), and the chapters around one big
 * circle, each given room for its own radius. Deterministic, so the galaxy looks the same each visit and
 * needs no force simulation on a phone.
 */
export function wholeSubjectLayout(model: GalaxyModel): Map<string, Point2> {
  const children = new Map<string, KnowledgeNode[]>();
  for (const n of model.graph.nodes) {
    if (n.parentId) children.set(n.parentId, [...(children.get(n.parentId) ?? []), n]);
  }
  const leaves = new Map<string, number>();
  const countLeaves = (n: KnowledgeNode): number => {
    const kids = children.get(n.id) ?? [];
    const count = kids.length === 0 ? 1 : kids.reduce((sum, k) => sum + countLeaves(k), 0);
    leaves.set(n.id, count);
    return count;
  };
  const chapters = model.graph.nodes.filter((n) => n.parentId === null);
  chapters.forEach(countLeaves);

  const local = new Map<string, Point2>();
  const place = (n: KnowledgeNode, ring: number, from: number, to: number) => {
    const angle = (from + to) / 2;
    local.set(
      n.id,
      ring === 0
        ? { x: 0, y: 0 }
        : { x: ring * RING_GAP * Math.cos(angle), y: ring * RING_GAP * Math.sin(angle) },
    );
    let start = from;
    for (const kid of children.get(n.id) ?? []) {
      const share = ((to - from) * leaves.get(kid.id)!) / leaves.get(n.id)!;
      place(kid, ring + 1, start, start + share);
      start += share;
    }
  };
  const radius = new Map<string, number>();
  for (const chapter of chapters) {
    place(chapter, 0, 0, 2 * Math.PI);
    const depth = Math.max(0, ...descendantsOf(chapter, children).map((d) => d.depth - chapter.depth));
    // Wide enough that the outer ring's neighbours sit RING_GAP apart.
    radius.set(
      chapter.id,
      Math.max(depth * RING_GAP, (leaves.get(chapter.id)! * RING_GAP) / (2 * Math.PI)) + RING_GAP,
    );
  }

  // Room between neighbouring chapters for their labels.
  const SPREAD = 1.8;
  const circumference = chapters.reduce((sum, c) => sum + 2 * radius.get(c.id)!, 0) * SPREAD;
  const bigRadius = chapters.length > 1 ? circumference / (2 * Math.PI) : 0;
  const positions = new Map<string, Point2>();
  let arc = 0;
  for (const chapter of chapters) {
    const r = radius.get(chapter.id)!;
    const angle = ((arc + r) / circumference) * 2 * Math.PI;
    arc += 2 * r * SPREAD;
    const centre = { x: bigRadius * Math.cos(angle), y: bigRadius * Math.sin(angle) };
    for (const member of [chapter, ...descendantsOf(chapter, children)]) {
      const p = local.get(member.id)!;
      positions.set(member.id, { x: centre.x + p.x, y: centre.y + p.y });
    }
  }
  return positions;
}

function descendantsOf(node: KnowledgeNode, children: Map<string, KnowledgeNode[]>): KnowledgeNode[] {
  return (children.get(node.id) ?? []).flatMap((k) => [k, ...descendantsOf(k, children)]);
}

/**
 * The local view: the chosen point in the middle and the points n steps away on ring n, each ring
 * ordered by chapter and code so a chapter's points sit together.
 */
export function localLayout(model: GalaxyModel, distance: Map<string, number>): Map<string, Point2> {
  const rings = new Map<number, KnowledgeNode[]>();
  for (const [id, d] of distance) rings.set(d, [...(rings.get(d) ?? []), model.byId.get(id)!]);
  const positions = new Map<string, Point2>();
  let r = 0;
  for (const d of [...rings.keys()].sort((a, b) => a - b)) {
    const members = rings.get(d)!;
    members.sort(
      (a, b) =>
        a.chapterCode.localeCompare(b.chapterCode, 'en', { numeric: true }) ||
        a.code.localeCompare(b.code, 'en', { numeric: true }),
    );
    // Each ring further out than the last, and wider when crowded so neighbours keep a gap.
    if (d > 0) r = Math.max(r + 3 * RING_GAP, (members.length * RING_GAP) / (2 * Math.PI));
    members.forEach((n, i) => {
      const angle = (2 * Math.PI * i) / members.length - Math.PI / 2 + d * 0.35;
      positions.set(n.id, d === 0 ? { x: 0, y: 0 } : { x: r * Math.cos(angle), y: r * Math.sin(angle) });
    });
  }
  return positions;
}

export interface GalaxyView {
  /** The points shown, in specification order (the list's order). */
  ids: string[];
  positions: Map<string, Point2>;
}

const byCode = (model: GalaxyModel) => (a: string, b: string) =>
  model.byId.get(a)!.code.localeCompare(model.byId.get(b)!.code, 'en', { numeric: true });

/** The whole subject, or the points within `depth` steps of `centreId`, laid out. */
export function galaxyView(model: GalaxyModel, centreId: string | null, depth: number | 'whole'): GalaxyView {
  if (depth === 'whole' || centreId === null) {
    const positions = wholeSubjectLayout(model);
    return { ids: [...positions.keys()].sort(byCode(model)), positions };
  }
  const distance = localNeighbourhood(model, centreId, depth);
  return { ids: [...distance.keys()].sort(byCode(model)), positions: localLayout(model, distance) };
}
