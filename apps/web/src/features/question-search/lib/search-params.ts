/**
 * The search's state lives in the URL (/question-search?q=…&subject=…&page=2), so a search can be shared
 * and back/forward step through searches. These helpers read and write it.
 */

/** Filters the page offers, in the order it shows them; each is one query parameter of GET /api/questions. */
export const FILTER_KEYS = [
  'board',
  'qualification',
  'subject',
  'topic',
  'marks',
  'commandWord',
  'difficulty',
  'type',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface SearchState {
  q: string;
  filters: Partial<Record<FilterKey, string>>;
  page: number;
}

export function readSearchState(params: URLSearchParams): SearchState {
  const filters: SearchState['filters'] = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Number(params.get('page'));
  return {
    q: params.get('q')?.trim() ?? '',
    filters,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The URL query of a state; empty values and page 1 are left out so links stay short. */
export function writeSearchState(state: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of FILTER_KEYS) {
    const value = state.filters[key];
    if (value) params.set(key, value);
  }
  if (state.page > 1) params.set('page', String(state.page));
  return params;
}

/**
 * The API call's query string for a state (the same names as the page's URL), asking for the topic counts
 * of `topicFacets` (a syllabus id) when the topic picker shows that syllabus.
 */
export function apiQuery(state: SearchState, pageSize: number, topicFacets?: string | null): string {
  const params = writeSearchState(state);
  params.set('pageSize', String(pageSize));
  if (topicFacets) params.set('topicFacets', topicFacets);
  return params.toString();
}
