import { Alert, Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { QUESTION_SEARCH_MAX_QUERY_CHARS } from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { SnippetText } from '@/features/question-search';
import { apiErrorMessage } from '@/lib/api';
import { useFindBankQuestionsQuery } from '../exam-grader-api';
import { marksText } from '../lib/words';
import classes from '../exam-grader.module.css';

/** Finds a bank question by words; each result shows its title and stem, and a click picks it. */
export function BankSearch({ onPick }: { onPick: (questionId: string) => void }) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { data, error, isFetching } = useFindBankQuestionsQuery(query, { skip: !query });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(draft.trim());
  };

  return (
    <Stack gap="xs">
      <form role="search" onSubmit={submit}>
        <Group gap="xs" wrap="nowrap">
          <TextInput
            type="search"
            aria-label="Search the question bank"
            placeholder="e.g. enzyme inhibitors"
            value={draft}
            onChange={(e) => setDraft(e.currentTarget.value)}
            maxLength={QUESTION_SEARCH_MAX_QUERY_CHARS}
            leftSection={<IconSearch size={16} aria-hidden />}
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
      </form>
      {isFetching && <Loader size="sm" aria-label="Searching the question bank" />}
      {error && (
        <Alert color="red" role="alert">
          {apiErrorMessage(error, 'Could not search the question bank. Please try again.')}
        </Alert>
      )}
      {data && !isFetching && data.items.length === 0 && (
        <Text size="sm" c="dimmed" role="status">
          No questions match “{query}”. Try other words, or write your own question.
        </Text>
      )}
      {data && !isFetching && data.items.length > 0 && (
        <ul className={classes.results} aria-label="Bank questions">
          {data.items.map((item) => (
            <li key={item.id}>
              <UnstyledButton className={classes.result} onClick={() => onPick(item.id)}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600} size="sm" className={classes.wrap}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {marksText(item.marks)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed" lineClamp={3} className={classes.wrap}>
                  <SnippetText snippet={item.snippet} />
                </Text>
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Stack>
  );
}
