import { Alert, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useState, type FormEvent } from 'react';
import { QUESTION_SEARCH_MAX_QUERY_CHARS } from '@eps/contracts';
import { useSearchQuestionsQuery } from '@/features/question-search';

export interface PickedQuestion {
  id: string;
  title: string;
}

interface QuestionPickerProps {
  picked: PickedQuestion | null;
  onPick: (question: PickedQuestion | null) => void;
}

/** A bank question found by search; its own mark scheme is what the class is marked against. */
export function QuestionPicker({ picked, onPick }: QuestionPickerProps) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const search = useSearchQuestionsQuery(new URLSearchParams({ q: query, pageSize: '6' }).toString(), {
    skip: !query,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  if (picked)
    return (
      <Group justify="space-between" wrap="nowrap" gap="sm">
        <Text size="sm" fw={600} miw={0} style={{ overflowWrap: 'anywhere' }}>
          {picked.title}
        </Text>
        <Button variant="default" size="xs" onClick={() => onPick(null)}>
          Change
        </Button>
      </Group>
    );

  const items = search.data?.items ?? [];
  return (
    <Stack gap="xs">
      <form role="search" onSubmit={submit}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            aria-label="Search the question bank"
            placeholder="Search the question bank"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={QUESTION_SEARCH_MAX_QUERY_CHARS}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
        </Group>
      </form>
      {search.isError && <Alert color="red">The search failed. Try again.</Alert>}
      {query && search.isSuccess && items.length === 0 && (
        <Text size="sm" c="dimmed">
          No question matches “{query}”.
        </Text>
      )}
      {items.map((q) => (
        <Paper key={q.id} withBorder p="xs">
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
              {q.title}
            </Text>
            <Button size="xs" onClick={() => onPick({ id: q.id, title: q.title })}>
              Use
            </Button>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
