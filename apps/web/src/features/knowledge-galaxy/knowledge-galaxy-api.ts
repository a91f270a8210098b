import type { KnowledgeGraphResponse, SyllabusListResponse } from '@eps/contracts';
import { api } from '@/lib/api';

/** GET /api/syllabuses for the picker and GET /api/knowledge-graph?syllabus= (libs/contracts/src/courses.ts). */
export const knowledgeGalaxyApi = api.injectEndpoints({
  endpoints: (build) => ({
    galaxySyllabuses: build.query<SyllabusListResponse, void>({ query: () => 'syllabuses' }),
    knowledgeGraph: build.query<KnowledgeGraphResponse, string>({
      query: (syllabus) => ({ url: 'knowledge-graph', params: { syllabus } }),
    }),
  }),
});

export const { useGalaxySyllabusesQuery, useKnowledgeGraphQuery } = knowledgeGalaxyApi;
