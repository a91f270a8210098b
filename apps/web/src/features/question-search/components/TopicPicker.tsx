import { Select, Stack } from '@mantine/core';
import { useState } from 'react';
import { flattenTopics, syllabusOfTopic } from '../lib/topics';
import { useListSyllabusesQuery, useSyllabusTopicsQuery } from '../question-search-api';

interface TopicPickerProps {
  value: string | undefined;
  onChange: (topic: string | undefined) => void;
}

/** A syllabus, then one of its specification points; questions on the points below the chosen one match too. */
export function TopicPicker({ value, onChange }: TopicPickerProps) {
  const [syllabusId, setSyllabusId] = useState<string | null>(syllabusOfTopic(value));
  const chosenSyllabus = syllabusOfTopic(value) ?? syllabusId;
  const syllabuses = useListSyllabusesQuery();
  const topics = useSyllabusTopicsQuery(chosenSyllabus ?? '', { skip: !chosenSyllabus });
  const topicOptions = chosenSyllabus && topics.data ? flattenTopics(chosenSyllabus, topics.data.topics) : [];

  return (
    <Stack gap="xs">
      <Select
        label="Syllabus"
        description="Counts are questions in the bank."
        placeholder={syllabuses.isError ? 'Syllabuses could not be loaded' : 'Any syllabus'}
        data={(syllabuses.data?.syllabuses ?? []).map((s) => ({
          value: s.id,
          label: `${s.title} (${s.questionCount})`,
        }))}
        value={chosenSyllabus}
        onChange={(id) => {
          setSyllabusId(id);
          if (value) onChange(undefined);
        }}
        searchable
        clearable
        comboboxProps={{ withinPortal: true }}
      />
      <Select
        label="Topic"
        placeholder={chosenSyllabus ? 'Any topic' : 'Choose a syllabus first'}
        disabled={!chosenSyllabus}
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
