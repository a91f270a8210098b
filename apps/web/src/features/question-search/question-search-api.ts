import type { QuestionSearchResponse, SyllabusListResponse, SyllabusTopicsResponse } from '@eps/contracts';
import { api } from '@/lib/api';

/** The question bank's read calls the search page makes; guests may make them all. */
export const questionSearchApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `query` is the query string of GET /api/questions (see lib/search-params.ts). */
    searchQuestions: build.query<QuestionSearchResponse, string>({
      query: (query) => `questions?${query}`,
    }),
    listSyllabuses: build.query<SyllabusListResponse, void>({
      query: () => 'syllabuses',
    }),
    syllabusTopics: build.query<SyllabusTopicsResponse, string>({
      query: (id) => `syllabuses/${encodeURIComponent(id)}/topics`,
    }),
  }),
});

export const { useSearchQuestionsQuery, useListSyllabusesQuery, useSyllabusTopicsQuery } = questionSearchApi;
