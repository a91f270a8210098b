import { Select, Stack } from '@mantine/core';
import type { FacetBucket } from '@eps/contracts';
import { flattenTopics } from '../lib/topics';
import { useListSyllabusesQuery, useSyllabusTopicsQuery } from '../question-search-api';

interface TopicPickerProps {
  /** The syllabus whose topics are offered (the topic filter's own, or the one picked here). */
  syllabusId: string | null;
  onSyllabusChange: (syllabusId: string | null) => void;
  value: string | undefined;
  onChange: (topic: string | undefined) => void;
  /** Matches per topic of the syllabus (the search's topic facet). */
  counts: FacetBucket[] | undefined;
}

/** A syllabus, then one of its specification points; questions on the points below the chosen one match too. */
export function TopicPicker({ syllabusId, onSyllabusChange, value, onChange, counts }: TopicPickerProps) {
  const syllabuses = useListSyllabusesQuery();
  const topics = useSyllabusTopicsQuery(syllabusId ?? '', { skip: !syllabusId });
  const topicOptions = syllabusId && topics.data ? flattenTopics(syllabusId, topics.data.topics, counts) : [];

  return (
    <Stack gap="xs">
      <Select
        label="Syllabus"
        placeholder={syllabuses.isError ? 'Syllabuses could not be loaded' : 'Any syllabus'}
        data={(syllabuses.data?.syllabuses ?? []).map((s) => ({ value: s.id, label: s.title }))}
        value={syllabusId}
        onChange={(id) => {
          onSyllabusChange(id);
          if (value) onChange(undefined);
        }}
        searchable
        clearable
      />
      <Select
        label="Topic"
        placeholder={syllabusId ? 'Any topic' : 'Choose a syllabus first'}
        disabled={!syllabusId}
        data={topicOptions.map(({ value: v, label }) => ({ value: v, label }))}
        value={value ?? null}
        onChange={(topic) => onChange(topic ?? undefined)}
        searchable
        clearable
        nothingFoundMessage={topics.isError ? 'Topics could not be loaded' : 'No topic matches'}
      />
    </Stack>
  );
}
