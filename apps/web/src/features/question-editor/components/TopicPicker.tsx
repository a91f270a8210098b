import { CloseButton, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import type { TopicNode, TopicRef } from '@eps/contracts';
import { useEditorSyllabusesQuery, useEditorTopicsQuery } from '../question-editor-api';

const flatten = (nodes: TopicNode[], depth = 0): { node: TopicNode; depth: number }[] =>
  nodes.flatMap((node) => [{ node, depth }, ...flatten(node.children, depth + 1)]);

interface Props {
  value: TopicRef[];
  onChange: (topics: TopicRef[]) => void;
}

/** Topics from any syllabus: pick the syllabus, then a specification point of its tree. */
export function TopicPicker({ value, onChange }: Props) {
  const [syllabusId, setSyllabusId] = useState<string | null>(null);
  const syllabuses = useEditorSyllabusesQuery();
  const topics = useEditorTopicsQuery(syllabusId ?? '', { skip: !syllabusId });
  const options = useMemo(
    () =>
      flatten(topics.data?.topics ?? [])
        .filter(({ node }) => !value.some((t) => t.id === node.id))
        .map(({ node, depth }) => ({
          value: node.id,
          label: `${'\u2003'.repeat(depth)}${node.code} ${node.name}`,
        })),
    [topics.data, value],
  );
  const add = (id: string | null) => {
    const node = flatten(topics.data?.topics ?? []).find(({ node: n }) => n.id === id)?.node;
    if (node && syllabusId)
      onChange([...value, { id: node.id, syllabusId, code: node.code, name: node.name }]);
  };
  return (
    <Stack gap="xs">
      <Group grow align="flex-start" gap="xs">
        <Select
          label="Syllabus"
          placeholder={syllabuses.isLoading ? 'Loading…' : 'Choose a syllabus'}
          searchable
          data={(syllabuses.data?.syllabuses ?? []).map((s) => ({ value: s.id, label: s.title }))}
          value={syllabusId}
          onChange={setSyllabusId}
        />
        <Select
          label="Add a topic"
          placeholder={syllabusId ? 'Search the topics' : 'Choose a syllabus first'}
          searchable
          disabled={!syllabusId}
          data={options}
          value={null}
          onChange={add}
          nothingFoundMessage="No such topic"
        />
      </Group>
      {value.length > 0 ? (
        <Group gap="xs" aria-label="Chosen topics" role="list">
          {value.map((t) => (
            <Paper key={t.id} withBorder radius="xl" px="sm" py={2} role="listitem">
              <Group gap={4} wrap="nowrap">
                <Text size="sm">
                  {t.code} {t.name}
                </Text>
                <CloseButton
                  size="sm"
                  aria-label={`Remove topic ${t.code} ${t.name}`}
                  onClick={() => onChange(value.filter((x) => x.id !== t.id))}
                />
              </Group>
            </Paper>
          ))}
        </Group>
      ) : (
        <Text size="sm" c="dimmed">
          No topics yet: a question with topics is easier to find.
        </Text>
      )}
    </Stack>
  );
}
