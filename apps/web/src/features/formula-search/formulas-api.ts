import type { FormulaDetail, FormulaSearchResponse } from '@eps/contracts';
import { api } from '@/lib/api';

/** Formula search calls; guests may make them all. */
export const formulasApi = api.injectEndpoints({
  endpoints: (build) => ({
    searchFormulas: build.query<FormulaSearchResponse, { q: string; subject: string; limit: number }>({
      query: ({ q, subject, limit }) => {
        const params = new URLSearchParams();
        if (q) params.set('q', q);
        if (subject) params.set('subject', subject);
        params.set('limit', String(limit));
        return `formulas?${params.toString()}`;
      },
    }),
    getFormula: build.query<FormulaDetail, string>({
      query: (id) => `formulas/${encodeURIComponent(id)}`,
    }),
  }),
});

export const { useSearchFormulasQuery, useGetFormulaQuery } = formulasApi;
