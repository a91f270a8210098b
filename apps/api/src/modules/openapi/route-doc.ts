import type { Role } from '@eps/contracts';
import { z, type ZodType } from 'zod';

/**
 * Who may call a route, as its guards decide: `public` (@Public), `optional` (@OptionalAuth: a session
 * is used when there is one), `session` (the global session guard) or the roles of @Roles. The drift
 * test compares this with the route's real decorators.
 */
export type Access = 'public' | 'optional' | 'session' | readonly Role[];

/** What a route answers when it succeeds. */
export type Success =
  | { kind: 'json'; status: number; schema: ZodType }
  | { kind: 'empty'; status: number }
  | { kind: 'file'; status: number; mime: string; description: string }
  | { kind: 'events'; status: number; event: ZodType; description: string };

/** A non-JSON failure a route answers on purpose (JSON failures all share the ApiError shape). */
export interface ExtraFailure {
  status: number;
  mime: string;
  description: string;
}

/** One documented route. Paths are written as Nest registers them, below the global `/api` prefix. */
export interface RouteDoc {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  path: string;
  summary: string;
  description?: string;
  access: Access;
  /** Path parameters that are more than free text (UUIDs); the others are documented as strings. */
  params?: Record<string, ZodType>;
  /** A malformed path parameter is a 400 here; by default it names no row, which is a 404. */
  malformedParamIs400?: boolean;
  /** The very schemas the route's ZodValidationPipe validates with. */
  query?: ZodType;
  body?: ZodType;
  /** multipart/form-data: the file fields and the schema of the text fields. */
  upload?: { files: readonly string[]; required: boolean; fields?: ZodType };
  /** The route reports progress to GET /api/jobs/{id}/events under an optional X-Job-Id. */
  progress?: boolean;
  ok: Success;
  failures?: readonly ExtraFailure[];
  /** The route's own error body, when its exception filter answers another shape than ApiError. */
  errorBody?: ZodType;
}

/** A domain's registration file: its tag in the docs and its routes. */
export interface RouteGroup {
  tag: string;
  description: string;
  routes: readonly RouteDoc[];
}

export const json = (schema: ZodType, status = 200): Success => ({ kind: 'json', status, schema });
export const created = (schema: ZodType): Success => json(schema, 201);
export const noContent = (): Success => ({ kind: 'empty', status: 204 });
export const file = (mime: string, description: string): Success => ({
  kind: 'file',
  status: 200,
  mime,
  description,
});
export const events = (event: ZodType, description: string, status = 200): Success => ({
  kind: 'events',
  status,
  event,
  description,
});

/** A route parameter that names a row: anything but a UUID is the same 404 as a missing row. */
export const uuidParam = z.uuid().describe('The id (a UUID).');
