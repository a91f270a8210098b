import { Alert, Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconSearchOff } from '@tabler/icons-react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';
import type { QuestionSearchResponse } from '@eps/contracts';
import { apiErrorMessage, hasServerResponse } from '@/lib/api';
import type { SearchState } from '../lib/search-params';
import { ResultCard } from './ResultCard';

interface SearchResultsProps {
  state: SearchState;
  /** The answer for the current search; undefined while it loads or when it failed. */
  data: QuestionSearchResponse | undefined;
  /** Why the current search failed, when it did. */
  error: FetchBaseQueryError | SerializedError | undefined;
  onRetry: () => void;
  onFirstPage: () => void;
  /** Given when filters are in force, so the empty state can offer to drop them. */
  onClearFilters?: () => void;
}

const count = (n: number) => `${n.toLocaleString('en-GB')} question${n === 1 ? '' : 's'}`;

/** The results of the current search, or what stands in for them: loading, a failure, nothing found. */
export function SearchResults({
  state,
  data,
  error,
  onRetry,
  onFirstPage,
  onClearFilters,
}: SearchResultsProps) {
  if (error) {
    const message = hasServerResponse(error)
      ? apiErrorMessage(error, 'The search failed on the server. Try again in a moment.')
      : 'Could not reach the server. Check your connection, then try again.';
    return (
      <Alert color="red" icon={<IconAlertTriangle aria-hidden />} title="Search failed" role="alert">
        <Text size="sm">{message}</Text>
        <Button mt="sm" size="xs" variant="light" color="red" onClick={onRetry}>
          Try again
        </Button>
      </Alert>
    );
  }
  if (!data) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Loader aria-label="Searching questions…" />
      </Center>
    );
  }
  return (
    <Stack gap="sm">
      <div role="status" aria-live="polite">
        <Text fw={600}>
          {count(data.total)}
          {state.q && data.correctedQuery
            ? ` for “${data.correctedQuery}”`
            : state.q
              ? ` for “${state.q}”`
              : ''}
        </Text>
        {data.correctedQuery && (
          <Text size="sm" c="dimmed">
            Did you mean <strong>{data.correctedQuery}</strong>? Showing results for it; you searched for “
            {state.q}”.
          </Text>
        )}
      </div>
      {data.items.length === 0 && data.total > 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <Text fw={600}>This page is past the last result.</Text>
          <Button variant="light" onClick={onFirstPage}>
            Go to the first page
          </Button>
        </Stack>
      ) : data.items.length === 0 ? (
        <Stack align="center" gap="xs" py="xl" ta="center">
          <IconSearchOff size={32} aria-hidden />
          <Text fw={600}>No questions match this search.</Text>
          <Text size="sm" c="dimmed">
            Try fewer or different words{onClearFilters ? ', or remove a filter' : ''}.
          </Text>
          {onClearFilters && (
            <Button variant="light" onClick={onClearFilters}>
              Clear all filters
            </Button>
          )}
        </Stack>
      ) : (
        data.items.map((item) => <ResultCard key={item.id} item={item} />)
      )}
    </Stack>
  );
}
