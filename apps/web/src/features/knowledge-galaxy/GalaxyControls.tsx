import { Group, SegmentedControl, Select, Stack, Switch, Text } from '@mantine/core';
import type { ComboboxItem, OptionsFilter } from '@mantine/core';
import type { SyllabusListResponse } from '@eps/contracts';
import { useMemo } from 'react';
import { type GalaxyModel, matchesSearch } from './galaxy-model';

export interface GalaxyControlsProps {
  syllabuses: SyllabusListResponse['syllabuses'];
  syllabusId: string | null;
  model: GalaxyModel | null;
  /** The point the view is centred on, shown in the search box. */
  focusId: string | null;
  wholeSubject: boolean;
  depth: number;
  asList: boolean;
  onSyllabus: (id: string) => void;
  onView: (wholeSubject: boolean) => void;
  onDepth: (depth: number) => void;
  onFind: (topicId: string) => void;
  onList: (asList: boolean) => void;
}

const filterPoints: OptionsFilter = ({ options, search, limit }) =>
  (options as ComboboxItem[]).filter((o) => matchesSearch(o.label, search)).slice(0, limit);

/** Syllabus, view, depth, search and the list toggle. */
export function GalaxyControls(props: GalaxyControlsProps) {
  const { model } = props;
  const pointOptions = useMemo(
    () => model?.graph.nodes.map((n) => ({ value: n.id, label: `${n.code} ${n.name}` })) ?? [],
    [model],
  );
  return (
    <Stack gap="sm">
      <Group gap="sm" align="flex-end" grow preventGrowOverflow={false} wrap="wrap">
        <Select
          label="Syllabus"
          miw={220}
          data={props.syllabuses.map((s) => ({ value: s.id, label: s.title }))}
          value={props.syllabusId}
          onChange={(id) => id && props.onSyllabus(id)}
          allowDeselect={false}
          searchable
        />
        <Select
          label="Find a point"
          placeholder="Type a name or a code"
          miw={220}
          data={pointOptions}
          value={props.focusId}
          onChange={(id) => id && props.onFind(id)}
          filter={filterPoints}
          limit={20}
          searchable
          clearable
          nothingFoundMessage="No point matches"
          disabled={!model}
        />
      </Group>
      <Group gap="md" align="center" wrap="wrap">
        <SegmentedControl
          aria-label="View"
          value={props.wholeSubject ? 'whole' : 'local'}
          onChange={(v) => props.onView(v === 'whole')}
          data={[
            { value: 'local', label: 'Around a topic' },
            { value: 'whole', label: 'Whole subject' },
          ]}
        />
        {!props.wholeSubject && (
          <Group gap={6} wrap="nowrap">
            <Text size="sm" id="galaxy-depth-label">
              Depth
            </Text>
            <SegmentedControl
              aria-labelledby="galaxy-depth-label"
              value={String(props.depth)}
              onChange={(v) => props.onDepth(Number(v))}
              data={['1', '2', '3', '4']}
            />
          </Group>
        )}
        <Switch
          label="Show as list"
          checked={props.asList}
          onChange={(e) => props.onList(e.currentTarget.checked)}
        />
      </Group>
    </Stack>
  );
}
