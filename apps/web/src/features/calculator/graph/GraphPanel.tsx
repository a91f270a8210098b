import { Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { IconZoomIn, IconZoomOut, IconZoomReset } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import classes from '../calculator.module.css';
import { markedPoints } from './graph-analysis';
import { GraphView, type Curve } from './GraphView';
import { FunctionList, type FunctionRow } from './FunctionList';
import { ParameterSliders } from './ParameterSliders';
import { readPlotFunction } from './plot-functions';
import { PointsTable } from './PointsTable';
import { ValuesTable } from './ValuesTable';
import { DEFAULT_VIEW, zoomCentre, type ViewWindow } from './view-window';

/** Curve colours, dark enough to read against white (3:1 for graphics). */
const COLOURS = ['#1c7ed6', '#e03131', '#2f9e44', '#9c36b5', '#e8590c', '#0c8599'];
const ZOOM_STEP = 1.25;

let nextRowId = 0;
const newRow = (source: string, index: number): FunctionRow => ({
  id: (nextRowId += 1),
  source,
  colour: COLOURS[index % COLOURS.length]!,
});

/** The graphing pane: functions, parameter sliders, the graph with its points, and tables. */
export function GraphPanel({ initialFunction }: { initialFunction: string | null }) {
  const [rows, setRows] = useState<FunctionRow[]>(() => [newRow(initialFunction ?? 'x^2 - 2', 0)]);
  const [parameterValues, setParameterValues] = useState<Record<string, number>>({});
  const [view, setView] = useState<ViewWindow>(DEFAULT_VIEW);

  const read = useMemo(() => rows.map((row) => readPlotFunction(row.source)), [rows]);
  const parameters = useMemo(
    () => [...new Set(read.flatMap((r) => (r.ok ? r.parameters : [])))].sort(),
    [read],
  );
  const drawn = useMemo(() => {
    const curves: Curve[] = [];
    read.forEach((r, i) => {
      if (!r.ok) return;
      curves.push({ at: (x) => r.at(x, parameterValues), colour: rows[i]!.colour, label: r.source.trim() });
    });
    return curves;
  }, [read, rows, parameterValues]);
  const points = useMemo(
    () =>
      markedPoints(
        drawn.map((c) => c.at),
        view.xMin,
        view.xMax,
      ),
    [drawn, view.xMin, view.xMax],
  );
  const labels = drawn.map((c) => c.label);

  const update = (id: number, source: string) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, source } : row)));
  const add = () => setRows((current) => [...current, newRow('', current.length)]);
  const remove = (id: number) => setRows((current) => current.filter((row) => row.id !== id));

  return (
    <div className={classes.columns}>
      <Stack gap="sm">
        <GraphView
          curves={drawn}
          points={points}
          view={view}
          onViewChange={setView}
          onReset={() => setView(DEFAULT_VIEW)}
        />
        <Group gap="xs">
          <Button
            variant="default"
            size="xs"
            leftSection={<IconZoomIn size={16} aria-hidden />}
            onClick={() => setView(zoomCentre(view, 1 / ZOOM_STEP))}
          >
            Zoom in
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconZoomOut size={16} aria-hidden />}
            onClick={() => setView(zoomCentre(view, ZOOM_STEP))}
          >
            Zoom out
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconZoomReset size={16} aria-hidden />}
            onClick={() => setView(DEFAULT_VIEW)}
          >
            Reset view
          </Button>
        </Group>
        <Text size="xs" c="dimmed">
          Scroll to zoom and drag to pan; or focus the graph and use the arrow keys, + and −.
        </Text>
      </Stack>
      <Stack gap="md">
        <FunctionList rows={rows} read={read} onChange={update} onAdd={add} onRemove={remove} />
        <ParameterSliders
          names={parameters}
          values={parameterValues}
          onChange={(name, value) => setParameterValues((current) => ({ ...current, [name]: value }))}
        />
        <Tabs defaultValue="points" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="points">Points</Tabs.Tab>
            <Tabs.Tab value="values">Table of values</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="points" pt="xs">
            <PointsTable points={points} labels={labels} />
          </Tabs.Panel>
          <Tabs.Panel value="values" pt="xs">
            <ValuesTable functions={drawn.map((c) => c.at)} labels={labels} />
          </Tabs.Panel>
        </Tabs>
      </Stack>
    </div>
  );
}
