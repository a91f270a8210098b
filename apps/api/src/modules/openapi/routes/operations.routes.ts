import { ZHealthResponseSchema } from '@eps/contracts';
import { z } from 'zod';
import { file, json, type RouteGroup } from '../route-doc';

/** The API describing and reporting on itself. */
export const operationsRoutes: RouteGroup = {
  tag: 'Operations',
  description: 'Health and this documentation.',
  routes: [
    {
      method: 'get',
      path: '/health',
      summary: 'Database, Redis and compile workers (503 when a data store is down)',
      access: 'public',
      ok: json(ZHealthResponseSchema),
      failures: [{ status: 503, mime: 'application/json', description: 'A data store is down (same body).' }],
    },
    {
      method: 'get',
      path: '/openapi.json',
      summary: 'This OpenAPI document',
      access: 'public',
      ok: json(z.looseObject({ openapi: z.string() })),
    },
    {
      method: 'get',
      path: '/docs',
      summary: 'The browsable API documentation (Swagger UI)',
      access: 'public',
      ok: file('text/html', 'The documentation page.'),
    },
    {
      method: 'get',
      path: '/docs/:asset',
      summary: 'A file of the documentation page (script or stylesheet)',
      access: 'public',
      ok: file('application/javascript', 'The Swagger UI bundle, preset, stylesheet or start script.'),
    },
  ],
};
