import {
  OpenApiGeneratorV31,
  OpenAPIRegistry,
  zodToOpenAPIRegistry,
  type ResponseConfig,
  type RouteConfig,
} from '@asteasolutions/zod-to-openapi';
import * as contracts from '@eps/contracts';
import { ZApiErrorSchema, ZJobIdSchema } from '@eps/contracts';
import { z, type ZodType } from 'zod';
import { TOKEN_COOKIE } from '../auth/cookies';
import type { Access, RouteDoc, RouteGroup, Success } from './route-doc';
import { ROUTE_GROUPS } from './routes';

type OpenApiDocument = ReturnType<OpenApiGeneratorV31['generateDocument']>;

export const API_PREFIX = '/api';

/** `/documents/:id` (Nest) → `/api/documents/{id}` (OpenAPI). */
export function openApiPath(nestPath: string): string {
  return API_PREFIX + nestPath.replace(/:(\w+)/g, '{$1}');
}

function isZodSchema(value: unknown): value is ZodType {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

let contractsNamed = false;

/**
 * Every `Z…Schema` of the contracts becomes a named component (`ZDriveFileSchema` → `DriveFile`), so the
 * document refers to one definition wherever the same schema object is used.
 */
function nameContractSchemas(): void {
  if (contractsNamed) return;
  for (const [exported, value] of Object.entries(contracts)) {
    const name = /^Z(\w+)Schema$/.exec(exported)?.[1];
    if (name && isZodSchema(value)) zodToOpenAPIRegistry.add(value, { _internal: { refId: name } });
  }
  contractsNamed = true;
}

const SESSION: Record<string, string[]>[] = [{ sessionCookie: [] }, { bearerToken: [] }];

function security(access: Access): RouteConfig['security'] {
  if (access === 'public') return [];
  // An empty requirement makes the session optional.
  if (access === 'optional') return [{}, ...SESSION];
  return SESSION;
}

function describe(route: RouteDoc): string | undefined {
  const roles = Array.isArray(route.access) ? `Roles: ${route.access.join(', ')}.` : undefined;
  const parts = [route.description, roles].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

function pathParams(route: RouteDoc): z.ZodObject | undefined {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  if (!names.length) return undefined;
  return z.object(Object.fromEntries(names.map((n) => [n, route.params?.[n] ?? z.string()])));
}

/** An uploaded file in a multipart body. */
const BINARY = z.string().meta({ format: 'binary', description: 'A file.' });

type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;

function requestBody(route: RouteDoc): RequestBody | undefined {
  if (route.body) return { required: true, content: { 'application/json': { schema: route.body } } };
  if (!route.upload) return undefined;
  const files = z.object(Object.fromEntries(route.upload.files.map((f) => [f, BINARY.optional()])));
  const schema = route.upload.fields ? z.intersection(files, route.upload.fields) : files;
  return { required: route.upload.required, content: { 'multipart/form-data': { schema } } };
}

function success(ok: Success): ResponseConfig {
  switch (ok.kind) {
    case 'json':
      return { description: 'OK', content: { 'application/json': { schema: ok.schema } } };
    case 'empty':
      return { description: 'Done; no body.' };
    case 'file':
      return {
        description: ok.description,
        content: { [ok.mime]: { schema: { type: 'string', format: 'binary' } } },
      };
    case 'events':
      // Each `data:` line carries one JSON value of this schema.
      return { description: ok.description, content: { 'text/event-stream': { schema: ok.event } } };
  }
}

function failures(route: RouteDoc): RouteConfig['responses'] {
  const body = route.errorBody ?? ZApiErrorSchema;
  const error = (description: string): ResponseConfig => ({
    description,
    content: { 'application/json': { schema: body } },
  });
  const responses: RouteConfig['responses'] = {};
  const hasPathParams = route.path.includes(':');
  if (route.body || route.query || route.upload || route.progress || route.malformedParamIs400)
    responses[400] = error('The request is not valid; `error` says why, `details` lists every field.');
  if (route.access !== 'public' && route.access !== 'optional') responses[401] = error('Not signed in.');
  if (Array.isArray(route.access)) responses[403] = error(`Only for: ${route.access.join(', ')}.`);
  if (hasPathParams) responses[404] = error('No such item, or it is not yours.');
  for (const f of route.failures ?? [])
    responses[f.status] = {
      description: f.description,
      content: { [f.mime]: { schema: { type: 'string' } } },
    };
  return responses;
}

function toRouteConfig(group: RouteGroup, route: RouteDoc): RouteConfig {
  const params = pathParams(route);
  const headers = route.progress
    ? z.object({
        'X-Job-Id': ZJobIdSchema.optional().describe('Follow progress at GET /api/jobs/{id}/events.'),
      })
    : undefined;
  const body = requestBody(route);
  return {
    method: route.method,
    path: openApiPath(route.path),
    tags: [group.tag],
    summary: route.summary,
    description: describe(route),
    security: security(route.access),
    request: {
      ...(params && { params }),
      ...(route.query && { query: route.query as z.ZodObject }),
      ...(headers && { headers }),
      ...(body && { body }),
    },
    responses: { [route.ok.status]: success(route.ok), ...failures(route) },
  };
}

/** The whole OpenAPI 3.1 document, built from the route registry and the contracts' schemas. */
export function buildOpenApiDocument(groups: readonly RouteGroup[] = ROUTE_GROUPS): OpenApiDocument {
  nameContractSchemas();
  const registry = new OpenAPIRegistry();
  registry.registerComponent('securitySchemes', 'sessionCookie', {
    type: 'apiKey',
    in: 'cookie',
    name: TOKEN_COOKIE,
    description: 'Set by POST /api/login and /api/guest-login.',
  });
  registry.registerComponent('securitySchemes', 'bearerToken', {
    type: 'http',
    scheme: 'bearer',
    description: 'The `token` of POST /api/login, for API clients without cookies.',
  });
  for (const group of groups)
    for (const route of group.routes) registry.registerPath(toRouteConfig(group, route));
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'Exam Prep Studio API',
      version: '1',
      description:
        'Generated from the zod contracts the server validates with (apps/api/src/modules/openapi). ' +
        'Errors answer `{ error, code, details? }`.',
    },
    servers: [{ url: '/' }],
    tags: groups.map((g) => ({ name: g.tag, description: g.description })),
  });
}

/** The document as committed in docs/openapi.json: stable key order, two-space indent, final newline. */
export function openApiJson(groups?: readonly RouteGroup[]): string {
  return `${JSON.stringify(buildOpenApiDocument(groups), null, 2)}\n`;
}
