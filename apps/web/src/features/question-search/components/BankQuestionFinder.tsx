import { Alert, Button, Group, Loader, Stack, Text, TextInput, UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { QUESTION_SEARCH_MAX_QUERY_CHARS, type QuestionSearchItem } from '@eps/contracts';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '@/lib/api';
import { useSearchQuestionsQuery } from '../question-search-api';
import { SnippetText } from './SnippetText';
import classes from './bank-question-finder.module.css';

const FINDER_PAGE_SIZE = '8';

interface BankQuestionFinderProps {
  onPick: (question: QuestionSearchItem) => void;
  /** Said under an empty result, after "No questions match …": what else the user can do here. */
  otherwise: string;
}

/** For tools that work on one bank question: find it by words; each result shows its title and stem. */
export function BankQuestionFinder({ onPick, otherwise }: BankQuestionFinderProps) {
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState('');
  const { data, error, isFetching } = useSearchQuestionsQuery(
    new URLSearchParams({ q: query, pageSize: FINDER_PAGE_SIZE }).toString(),
    { skip: !query },
  );

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
          No questions match “{query}”. {otherwise}
        </Text>
      )}
      {data && !isFetching && data.items.length > 0 && (
        <ul className={classes.results} aria-label="Bank questions">
          {data.items.map((item) => (
            <li key={item.id}>
              <UnstyledButton className={classes.result} onClick={() => onPick(item)}>
                <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
                  <Text fw={600} size="sm" className={classes.wrap}>
                    {item.title}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
                    {item.marks} mark{item.marks === 1 ? '' : 's'}
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
