/**
 * The prerequisite links written in data/syllabuses/*.json (the Knowledge Galaxy's second kind of edge):
 * every link names a point of the same syllabus, never the point itself or one of its own ancestors or
 * descendants (those are already joined by parent edges), and the links form no cycle, so "learn this
 * first" always has a place to start. Most leaf points carry a few links, and the galaxy's whole-subject
 * syllabus is big enough (≥ 300 points) to test it at scale.
 */
import * as fs from 'node:fs';
import * as path from 'node:path';

const SYLLABUS_DIR = path.resolve(__dirname, '../../../../../data/syllabuses');

interface Topic {
  code: string;
  prerequisites?: string[];
  children: Topic[];
}
interface FlatPoint {
  code: string;
  ancestors: string[];
  prerequisites: string[];
  isLeaf: boolean;
}

function flatten(topics: Topic[], ancestors: string[] = []): FlatPoint[] {
  return topics.flatMap((t) => [
    { code: t.code, ancestors, prerequisites: t.prerequisites ?? [], isLeaf: t.children.length === 0 },
    ...flatten(t.children, [...ancestors, t.code]),
  ]);
}

/** A cycle through the prerequisite links as a list of codes, or null (depth-first, three colours). */
function findCycle(points: FlatPoint[]): string[] | null {
  const next = new Map(points.map((p) => [p.code, p.prerequisites]));
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (code: string): string[] | null => {
    if (state.get(code) === 'done') return null;
    if (state.get(code) === 'open') return [...stack.slice(stack.indexOf(code)), code];
    state.set(code, 'open');
    stack.push(code);
    for (const before of next.get(code) ?? []) {
      const cycle = visit(before);
      if (cycle) return cycle;
    }
    stack.pop();
    state.set(code, 'done');
    return null;
  };
  for (const p of points) {
    const cycle = visit(p.code);
    if (cycle) return cycle;
  }
  return null;
}

const syllabuses = fs
  .readdirSync(SYLLABUS_DIR)
  .filter((f) => f.endsWith('.json'))
  .map((f) => {
    const json = JSON.parse(fs.readFileSync(path.join(SYLLABUS_DIR, f), 'utf8')) as {
      id: string;
      topics: Topic[];
    };
    return { id: json.id, points: flatten(json.topics) };
  });

describe('syllabus prerequisite links', () => {
  it('covers all twelve syllabuses', () => {
    expect(syllabuses).toHaveLength(12);
  });

  describe.each(syllabuses.map((s) => [s.id, s.points] as const))('%s', (_id, points) => {
    const byCode = new Map(points.map((p) => [p.code, p]));

    it('links only to other points of the same syllabus, outside its own branch', () => {
      const problems = points.flatMap((p) =>
        p.prerequisites.flatMap((code) => {
          if (!byCode.has(code)) return [`${p.code} → ${code}: no such point`];
          if (code === p.code) return [`${p.code} links to itself`];
          if (p.ancestors.includes(code)) return [`${p.code} → ${code}: its own ancestor`];
          if (byCode.get(code)!.ancestors.includes(p.code))
            return [`${p.code} → ${code}: its own descendant`];
          return [];
        }),
      );
      expect(problems).toEqual([]);
    });

    it('lists each prerequisite once and at most three per point', () => {
      const problems = points.filter(
        (p) => new Set(p.prerequisites).size !== p.prerequisites.length || p.prerequisites.length > 3,
      );
      expect(problems.map((p) => p.code)).toEqual([]);
    });

    it('has no cycle', () => {
      expect(findCycle(points)).toBeNull();
    });

    it('links most leaf points to what comes before them', () => {
      const leaves = points.filter((p) => p.isLeaf);
      // A leaf counts as linked when it lists a prerequisite or another point lists it as one.
      const named = new Set(points.flatMap((p) => p.prerequisites));
      const linked = leaves.filter((p) => p.prerequisites.length > 0 || named.has(p.code));
      expect(linked.length / leaves.length).toBeGreaterThan(0.5);
    });
  });

  it('has a whole subject of at least 300 points for the galaxy (AQA A-level Physics)', () => {
    expect(syllabuses.find((s) => s.id === 'alevel-physics-aqa')!.points.length).toBeGreaterThanOrEqual(300);
  });

  it('finds a cycle when there is one (the checker itself can fail)', () => {
    const looped: FlatPoint[] = [
      { code: 'a', ancestors: [], prerequisites: ['c'], isLeaf: true },
      { code: 'b', ancestors: [], prerequisites: ['a'], isLeaf: true },
      { code: 'c', ancestors: [], prerequisites: ['b'], isLeaf: true },
    ];
    expect(findCycle(looped)).toEqual(['a', 'c', 'b', 'a']);
  });
});
