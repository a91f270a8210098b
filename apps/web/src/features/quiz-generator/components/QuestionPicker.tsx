import { Checkbox, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchQuestionsQuery } from '@/features/question-search';

interface Props {
  value: string[];
  onChange: (questionIds: string[]) => void;
}

/** Search the bank and tick the questions to practise, in the order ticked. */
export function QuestionPicker({ value, onChange }: Props) {
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query.trim(), 300);
  const search = useSearchQuestionsQuery(new URLSearchParams({ q: debounced, pageSize: '10' }).toString(), {
    skip: debounced.length < 2,
  });

  return (
    <Stack gap="xs">
      <TextInput
        label="Search the question bank"
        placeholder="e.g. momentum, photosynthesis"
        value={query}
        onChange={(e) => setQuery(e.currentTarget.value)}
      />
      {search.isFetching && <Loader size="sm" aria-label="Searching" />}
      <Stack gap={4} role="group" aria-label="Questions">
        {search.data?.items.map((q) => (
          <Checkbox
            key={q.id}
            size="xs"
            label={`${q.title} (${q.marks} marks)`}
            checked={value.includes(q.id)}
            onChange={(e) =>
              onChange(e.currentTarget.checked ? [...value, q.id] : value.filter((v) => v !== q.id))
            }
          />
        ))}
      </Stack>
      {value.length > 0 && (
        <Text size="xs" c="dimmed">
          {value.length} chosen
        </Text>
      )}
    </Stack>
  );
}
