import { Box, Button, Container, Group, Pagination, Stack, Text, Title } from '@mantine/core';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QUESTION_SEARCH_DEFAULT_PAGE_SIZE } from '@eps/contracts';
import { FilterChips } from './components/FilterChips';
import { SearchBox } from './components/SearchBox';
import { SearchFilters } from './components/SearchFilters';
import { SearchResults } from './components/SearchResults';
import { useTopicName } from './hooks/use-topic-name';
import {
  apiQuery,
  readSearchState,
  writeSearchState,
  type FilterKey,
  type SearchState,
} from './lib/search-params';
import { syllabusOfTopic } from './lib/topics';
import { useSearchQuestionsQuery } from './question-search-api';
import classes from './question-search.module.css';

/** The API pages no further than this (page ≤ 10,000 in its contract). */
const MAX_PAGE = 10_000;

/**
 * /question-search: words and filters over the approved question bank. Everything the search depends on
 * is in the URL, so a search can be shared and back/forward step through searches.
 */
export function QuestionSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readSearchState(params), [params]);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // A syllabus picked before any of its topics; a topic filter names its own.
  const [pickedSyllabus, setPickedSyllabus] = useState<string | null>(null);
  const syllabusId = syllabusOfTopic(state.filters.topic) ?? pickedSyllabus;
  const resultsTop = useRef<HTMLDivElement>(null);
  const search = useSearchQuestionsQuery(apiQuery(state, QUESTION_SEARCH_DEFAULT_PAGE_SIZE, syllabusId));
  const topicName = useTopicName(state.filters.topic);

  const go = (next: SearchState) => setParams(writeSearchState(next));
  const setFilter = (key: FilterKey, value: string | undefined) =>
    go({ ...state, filters: { ...state.filters, [key]: value }, page: 1 });
  const clearFilters = () => go({ ...state, filters: {}, page: 1 });
  const setPage = (page: number) => {
    go({ ...state, page });
    resultsTop.current?.scrollIntoView({ block: 'start' });
  };

  const data = search.currentData;
  const pages = data ? Math.min(MAX_PAGE, Math.ceil(data.total / data.pageSize)) : 0;
  const activeFilters = Object.keys(state.filters).length;

  return (
    <Container size="xl" py="lg" px={{ base: 'sm', sm: 'md' }}>
      <Title order={1} fz={{ base: 'h3', sm: 'h2' }}>
        Question Search
      </Title>
      <Text size="sm" c="dimmed" mb="md">
        Search exam questions by topic, keyword or year.
      </Text>
      <SearchBox key={state.q} query={state.q} onSearch={(q) => go({ ...state, q, page: 1 })} />
      <Button
        className={classes.filtersToggle}
        variant="default"
        mt="sm"
        leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
        aria-expanded={filtersOpen}
        aria-controls="question-search-filters"
        onClick={() => setFiltersOpen((open) => !open)}
      >
        {filtersOpen ? 'Hide filters' : 'Filters'}
        {activeFilters > 0 && ` (${activeFilters})`}
      </Button>
      <Box className={classes.layout} mt="md">
        <Box
          component="aside"
          id="question-search-filters"
          aria-label="Filters"
          className={classes.filters}
          data-open={filtersOpen}
        >
          <SearchFilters
            filters={state.filters}
            facets={data?.facets}
            onChange={setFilter}
            syllabusId={syllabusId}
            onSyllabusChange={setPickedSyllabus}
          />
          <Button className={classes.filtersToggle} fullWidth mt="md" onClick={() => setFiltersOpen(false)}>
            {data ? `Show ${data.total.toLocaleString('en-GB')} results` : 'Show results'}
          </Button>
        </Box>
        <Stack gap="sm" ref={resultsTop} miw={0}>
          <FilterChips
            filters={state.filters}
            topicName={topicName}
            onRemove={(key) => setFilter(key, undefined)}
            onClearAll={clearFilters}
          />
          <SearchResults
            state={state}
            data={data}
            error={search.isError && !search.isFetching ? search.error : undefined}
            onRetry={() => void search.refetch()}
            onFirstPage={() => setPage(1)}
            onClearFilters={activeFilters > 0 ? clearFilters : undefined}
          />
          {data && pages > 1 && (
            <Group justify="center" mt="sm">
              <Pagination
                total={pages}
                value={Math.min(state.page, pages)}
                onChange={setPage}
                siblings={1}
                boundaries={1}
                getItemProps={(page) => ({ 'aria-label': `Page ${page}` })}
                getControlProps={(control) => ({ 'aria-label': CONTROL_LABELS[control] })}
              />
            </Group>
          )}
        </Stack>
      </Box>
    </Container>
  );
}

const CONTROL_LABELS = {
  first: 'First page',
  previous: 'Previous page',
  next: 'Next page',
  last: 'Last page',
} as const;
