import type { StatsDeleted, StatsResponse } from '@eps/contracts';
import { api } from '@/lib/api';

const statsTagged = api.enhanceEndpoints({ addTagTypes: ['UserStats'] });

/** GET/DELETE /api/stats/me and the CSV export (libs/contracts/src/stats.ts). */
export const userStatsApi = statsTagged.injectEndpoints({
  endpoints: (build) => ({
    /** The statistics with days counted in `timeZone` (the browser's IANA zone). */
    userStats: build.query<StatsResponse, string>({
      query: (timeZone) => ({ url: 'stats/me', params: { tz: timeZone } }),
      providesTags: ['UserStats'],
    }),
    deleteStatsHistory: build.mutation<StatsDeleted, void>({
      query: () => ({ url: 'stats/me', method: 'DELETE' }),
      invalidatesTags: ['UserStats'],
    }),
    /** The CSV as a Blob; a refusal keeps its JSON body for the message. */
    statsCsv: build.mutation<Blob, void>({
      query: () => ({
        url: 'stats/me/export.csv',
        responseHandler: (response) => (response.ok ? response.blob() : response.json()),
      }),
    }),
  }),
});

export const { useUserStatsQuery, useDeleteStatsHistoryMutation, useStatsCsvMutation } = userStatsApi;
