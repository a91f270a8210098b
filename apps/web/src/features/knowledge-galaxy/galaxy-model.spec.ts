import { galaxyView, wholeSubjectLayout } from './galaxy-layout';
import {
  buildGalaxyModel,
  localNeighbourhood,
  masteryBand,
  masteryText,
  matchesSearch,
} from './galaxy-model';
import { GRAPH, nodeId } from './galaxy-fixture';

const model = buildGalaxyModel(GRAPH);
const codes = (ids: Iterable<string>) => [...ids].map((id) => model.byId.get(id)!.code);

describe('galaxy model', () => {
  it('walks parent and prerequisite edges both ways, step by step', () => {
    // From "Indefinite integrals": its chapter and the two derivatives it needs, then what they join.
    const one = localNeighbourhood(model, nodeId(6), 1);
    expect(codes(one.keys()).sort()).toEqual(['P7.2', 'P7.3', 'P8', 'P8.1', 'P8.2']);
    const two = localNeighbourhood(model, nodeId(6), 2);
    expect(two.get(nodeId(1))).toBe(2);
    expect(codes(two.keys())).not.toContain('P3.1');
    expect(localNeighbourhood(model, nodeId(6), 4).get(nodeId(9))).toBe(4);
  });

  it('lists each point’s prerequisites', () => {
    expect(codes(model.prerequisites.get(nodeId(6))!)).toEqual(['P7.2', 'P7.3']);
    expect(model.prerequisites.get(nodeId(3))).toBeUndefined();
  });

  it('bands mastery and says it in words, never-practised apart', () => {
    expect([null, 0.2, 0.5, 0.79, 0.8].map((m) => masteryBand(m).key)).toEqual([
      'none',
      'weak',
      'building',
      'building',
      'strong',
    ]);
    expect([masteryText(null), masteryText(0.625)]).toEqual(['Not practised yet', '63%']);
  });

  it('finds a point by any words of its code and name', () => {
    expect(matchesSearch('P8.1 Indefinite integrals', 'integ p8')).toBe(true);
    expect(matchesSearch('P8.1 Indefinite integrals', 'definite areas')).toBe(false);
  });
});

describe('galaxy layout', () => {
  it('gives every point of the whole subject its own place, each chapter its own region', () => {
    const positions = wholeSubjectLayout(model);
    expect(positions.size).toBe(GRAPH.nodes.length);
    const spots = new Set([...positions.values()].map((p) => `${p.x.toFixed(3)},${p.y.toFixed(3)}`));
    expect(spots.size).toBe(GRAPH.nodes.length);
    // Every point is nearer its own chapter's centre than any other chapter's.
    const chapters = GRAPH.nodes.filter((n) => n.depth === 0);
    for (const n of GRAPH.nodes) {
      const p = positions.get(n.id)!;
      const nearest = chapters
        .map((c) => ({ c, d: Math.hypot(positions.get(c.id)!.x - p.x, positions.get(c.id)!.y - p.y) }))
        .sort((a, b) => a.d - b.d)[0].c;
      expect(nearest.code).toBe(n.chapterCode);
    }
  });

  it('puts the chosen point in the middle of the local view and the rest on rings by distance', () => {
    const view = galaxyView(model, nodeId(6), 2);
    expect(codes(view.ids)).toEqual(['P7', 'P7.2', 'P7.3', 'P8', 'P8.1', 'P8.2']);
    expect(view.positions.get(nodeId(6))).toEqual({ x: 0, y: 0 });
    const r = (n: number) => Math.hypot(view.positions.get(nodeId(n))!.x, view.positions.get(nodeId(n))!.y);
    expect(r(3)).toBeCloseTo(r(7));
    expect(r(1)).toBeGreaterThan(r(3));
  });

  it('shows every point in the whole-subject view, in specification order', () => {
    expect(codes(galaxyView(model, nodeId(6), 'whole').ids)).toEqual([
      'P3',
      'P3.1',
      'P7',
      'P7.1',
      'P7.2',
      'P7.3',
      'P8',
      'P8.1',
      'P8.2',
    ]);
  });
});
