import {
  ZStatsDeletedSchema,
  ZStatsQuerySchema,
  ZStatsResponseSchema,
  ZToolVisitRequestSchema,
} from '@eps/contracts';
import { file, json, noContent, type RouteGroup } from '../route-doc';

export const statsRoutes: RouteGroup = {
  tag: 'Stats',
  description: 'My own usage statistics, scores and streaks.',
  routes: [
    {
      method: 'post',
      path: '/stats/visits',
      summary: 'Record a visit to a tool page',
      access: 'session',
      body: ZToolVisitRequestSchema,
      ok: noContent(),
    },
    {
      method: 'get',
      path: '/stats/me',
      summary: 'My statistics',
      access: 'session',
      query: ZStatsQuerySchema,
      ok: json(ZStatsResponseSchema),
    },
    {
      method: 'get',
      path: '/stats/me/export.csv',
      summary: 'My statistics as CSV',
      access: 'session',
      ok: file('text/csv', 'A CSV download (Content-Disposition: attachment).'),
    },
    {
      method: 'delete',
      path: '/stats/me',
      summary: 'Delete my usage history',
      access: 'session',
      ok: json(ZStatsDeletedSchema),
    },
  ],
};
