import '@react-sigma/core/lib/style.css';
import { SigmaContainer, useLoadGraph, useRegisterEvents, useSigma } from '@react-sigma/core';
import { createNodeBorderProgram } from '@sigma/node-border';
import Graph from 'graphology';
import { useEffect, useMemo } from 'react';
import type { Settings } from 'sigma/settings';
import type { Point2 } from './galaxy-layout';
import { type GalaxyModel, masteryBand, nodeSize } from './galaxy-model';

export interface GalaxyCanvasProps {
  model: GalaxyModel;
  positions: Map<string, Point2>;
  /** The point the camera centres on (and marks), if any. */
  focusId: string | null;
  wholeSubject: boolean;
  onOpen: (topicId: string) => void;
}

const PREREQUISITE_COLOUR = '#5f3dc4';

/** Fill = my mastery, ring = the chapter's colour (the clusters). */
const BorderedNode = createNodeBorderProgram({
  borders: [
    { size: { value: 0.3 }, color: { attribute: 'ringColour' } },
    { size: { fill: true }, color: { attribute: 'color' } },
  ],
});

function shortLabel(code: string, name: string, chapter: boolean): string {
  const label = `${code} ${name}`;
  return chapter || label.length <= 34 ? label : `${label.slice(0, 32)}…`;
}

function buildGraph({ model, positions }: Pick<GalaxyCanvasProps, 'model' | 'positions'>): Graph {
  const graph = new Graph({ type: 'directed', multi: false });
  for (const [id, p] of positions) {
    const n = model.byId.get(id)!;
    graph.addNode(id, {
      x: p.x,
      y: p.y,
      size: nodeSize(n),
      label: shortLabel(n.code, n.name, n.depth === 0),
      color: masteryBand(n.mastery).colour,
      ringColour: model.chapterColour.get(n.chapterCode) ?? '#868e96',
      forceLabel: n.depth === 0,
      zIndex: n.depth === 0 ? 2 : 1,
    });
  }
  for (const e of model.graph.edges) {
    if (!graph.hasNode(e.source) || !graph.hasNode(e.target) || graph.hasEdge(e.source, e.target)) continue;
    const chapter = model.byId.get(e.target)!.chapterCode;
    graph.addEdge(
      e.source,
      e.target,
      e.kind === 'parent'
        ? { type: 'line', size: 1, color: `${model.chapterColour.get(chapter) ?? '#868e96'}66` }
        : { type: 'arrow', size: 1.6, color: PREREQUISITE_COLOUR },
    );
  }
  return graph;
}

function GraphLoader(props: GalaxyCanvasProps) {
  const load = useLoadGraph();
  const sigma = useSigma();
  const register = useRegisterEvents();
  const { model, positions, focusId, onOpen } = props;
  const graph = useMemo(() => buildGraph({ model, positions }), [model, positions]);

  useEffect(() => {
    load(graph);
  }, [graph, load]);

  useEffect(() => {
    const container = sigma.getContainer();
    register({
      clickNode: ({ node }) => onOpen(node),
      enterNode: () => (container.style.cursor = 'pointer'),
      leaveNode: () => (container.style.cursor = ''),
    });
  }, [register, sigma, onOpen]);

  // Centre on the chosen point once the graph it belongs to is drawn; the whole subject zooms in on it.
  useEffect(() => {
    const camera = sigma.getCamera();
    if (!focusId || !graph.hasNode(focusId)) {
      camera.setState({ x: 0.5, y: 0.5, ratio: 1, angle: 0 });
      return;
    }
    graph.setNodeAttribute(focusId, 'highlighted', true);
    sigma.refresh();
    const at = sigma.getNodeDisplayData(focusId);
    if (!at) return;
    if (props.wholeSubject) void camera.animate({ x: at.x, y: at.y, ratio: 0.3 }, { duration: 400 });
    else camera.setState({ x: at.x, y: at.y, ratio: 1.05, angle: 0 });
  }, [graph, focusId, sigma, props.wholeSubject]);
  return null;
}

/** The WebGL drawing (sigma.js), filling its parent: loaded only in browsers that can draw it. */
export function GalaxyCanvas(props: GalaxyCanvasProps) {
  const settings = useMemo<Partial<Settings>>(
    () => ({
      defaultNodeType: 'bordered',
      nodeProgramClasses: { bordered: BorderedNode },
      zIndex: true,
      renderEdgeLabels: false,
      // The label grid keeps one label per cell (the biggest node's), so labels never overlap; the
      // whole subject shows only chapters and big points until zoomed in.
      labelGridCellSize: 140,
      labelDensity: 0.6,
      labelRenderedSizeThreshold: props.wholeSubject ? 9 : 5,
      labelFont: 'system-ui, sans-serif',
      // Labels are drawn on a 2D canvas every frame; while a pan or zoom moves the camera they go and
      // come back as it stops, so the whole subject keeps its frame rate on software WebGL too.
      hideLabelsOnMove: true,
      labelSize: 12,
      minCameraRatio: 0.03,
      maxCameraRatio: 4,
      stagePadding: 40,
      // A container hidden for a moment (a phone rotating) must not take the page down.
      allowInvalidContainer: true,
    }),
    [props.wholeSubject],
  );
  return (
    <SigmaContainer settings={settings}>
      <GraphLoader {...props} />
    </SigmaContainer>
  );
}
