import { Checkbox, Loader, ScrollArea, Select, Stack, Text } from '@mantine/core';
import type { TopicNode } from '@eps/contracts';
import { useState } from 'react';
import { useListSyllabusesQuery, useSyllabusTopicsQuery } from '@/features/question-search';

interface Props {
  value: string[];
  onChange: (topicIds: string[]) => void;
}

/** A syllabus, then its topic tree with a checkbox per topic (a topic includes everything below it). */
export function TopicTreePicker({ value, onChange }: Props) {
  const [syllabusId, setSyllabusId] = useState<string | null>(null);
  const syllabuses = useListSyllabusesQuery();
  const topics = useSyllabusTopicsQuery(syllabusId ?? '', { skip: !syllabusId });
  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <Stack gap="xs">
      <Select
        label="Syllabus"
        placeholder="Choose a syllabus"
        searchable
        data={(syllabuses.data?.syllabuses ?? []).map((s) => ({ value: s.id, label: s.title }))}
        value={syllabusId}
        onChange={(id) => {
          setSyllabusId(id);
          onChange([]);
        }}
      />
      {topics.isFetching && <Loader size="sm" aria-label="Loading topics" />}
      {topics.data && (
        <ScrollArea.Autosize mah={300} type="auto">
          <Stack gap={4} role="group" aria-label="Topics">
            {topics.data.topics.map((node) => (
              <TopicRow key={node.id} node={node} depth={0} value={value} toggle={toggle} />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      )}
      {syllabusId && !value.length && (
        <Text size="xs" c="dimmed">
          Tick one or more topics; a topic includes its subtopics.
        </Text>
      )}
    </Stack>
  );
}

function TopicRow({
  node,
  depth,
  value,
  toggle,
}: {
  node: TopicNode;
  depth: number;
  value: string[];
  toggle: (id: string, on: boolean) => void;
}) {
  return (
    <>
      <Checkbox
        ml={depth * 16}
        size="xs"
        label={`${node.code} ${node.name} (${node.questionCount})`}
        checked={value.includes(node.id)}
        disabled={node.questionCount === 0}
        onChange={(e) => toggle(node.id, e.currentTarget.checked)}
      />
      {node.children.map((child) => (
        <TopicRow key={child.id} node={child} depth={depth + 1} value={value} toggle={toggle} />
      ))}
    </>
  );
}
