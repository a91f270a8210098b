import { Select, Stack } from '@mantine/core';
import type { QuestionSearchResponse } from '@eps/contracts';
import { facetOptions, FILTER_LABELS } from '../lib/labels';
import type { FilterKey, SearchState } from '../lib/search-params';
import { TopicPicker } from './TopicPicker';

/** The filters with a facet of their own in the API's answer; the topic has its own picker. */
const FACET_FILTERS = [
  'board',
  'qualification',
  'subject',
  'marks',
  'commandWord',
  'difficulty',
  'type',
] as const satisfies readonly FilterKey[];

interface SearchFiltersProps {
  filters: SearchState['filters'];
  facets: QuestionSearchResponse['facets'] | undefined;
  onChange: (key: FilterKey, value: string | undefined) => void;
  /** The syllabus whose topics the topic picker offers. */
  syllabusId: string | null;
  onSyllabusChange: (syllabusId: string | null) => void;
}

/** One select per filter; each value shows how many of the current matches have it. */
export function SearchFilters({
  filters,
  facets,
  onChange,
  syllabusId,
  onSyllabusChange,
}: SearchFiltersProps) {
  return (
    <Stack gap="sm">
      {FACET_FILTERS.slice(0, 3).map((key) => (
        <FacetSelect key={key} filterKey={key} filters={filters} facets={facets} onChange={onChange} />
      ))}
      <TopicPicker
        syllabusId={syllabusId}
        onSyllabusChange={onSyllabusChange}
        value={filters.topic}
        onChange={(topic) => onChange('topic', topic)}
        counts={facets?.topic}
      />
      {FACET_FILTERS.slice(3).map((key) => (
        <FacetSelect key={key} filterKey={key} filters={filters} facets={facets} onChange={onChange} />
      ))}
    </Stack>
  );
}

function FacetSelect({
  filterKey,
  filters,
  facets,
  onChange,
}: Pick<SearchFiltersProps, 'filters' | 'facets' | 'onChange'> & { filterKey: FilterKey }) {
  const buckets = facets?.[filterKey as keyof QuestionSearchResponse['facets']] ?? [];
  return (
    <Select
      label={FILTER_LABELS[filterKey]}
      placeholder="Any"
      data={facetOptions(filterKey, buckets, filters[filterKey])}
      value={filters[filterKey] ?? null}
      onChange={(value) => onChange(filterKey, value ?? undefined)}
      searchable={buckets.length > 8}
      clearable
    />
  );
}
