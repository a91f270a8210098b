import fc from 'fast-check';
import type { ZodType } from 'zod';
import type { RouteDoc } from '../../../apps/api/src/modules/openapi/route-doc';
import { almostValidFor, HOSTILE_STRINGS, hostileValue, jsonSchemaOf, validFor } from './schema-arbitrary';

export type FuzzMode = 'valid' | 'almost-valid' | 'hostile';

export type FuzzBody =
  | { kind: 'json'; value: unknown }
  | { kind: 'text'; contentType: string; text: string }
  | { kind: 'multipart'; fields: Record<string, string>; files: Record<string, Uint8Array> };

/** One request the fuzzer sends: `url` below the app's origin, already with its query string. */
export interface FuzzRequest {
  route: string;
  mode: FuzzMode;
  method: string;
  url: string;
  body?: FuzzBody;
}

const MAGIC = [
  [],
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0xff, 0xd8, 0xff], // JPEG
];

/** Bytes that look like a file to a sniffer: a known header or none, then noise. */
const fileBytes = fc
  .tuple(fc.constantFrom(...MAGIC), fc.uint8Array({ maxLength: 2048 }))
  .map(([head, tail]) => Uint8Array.from([...head, ...tail]));

function forMode(schema: ZodType, mode: FuzzMode): fc.Arbitrary<unknown> {
  const json = jsonSchemaOf(schema);
  if (mode === 'valid') return validFor(json);
  if (mode === 'almost-valid') return almostValidFor(json);
  return hostileValue;
}

/**
 * Lone surrogates can not be percent-encoded; UTF-8 turns them into U+FFFD as a browser would. URL parts
 * are cut at 2,000 characters: longer request lines are refused by Node's HTTP parser (431) before the
 * app sees them, which says nothing about the app.
 */
const wellFormed = (s: string) => Buffer.from(s.slice(0, 2000), 'utf8').toString('utf8');

const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return value === undefined ? '' : `?q=${encodeURIComponent(wellFormed(asText(value)))}`;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(value)) {
    if (Array.isArray(v)) for (const item of v) params.append(k, asText(item));
    else if (v !== undefined) params.append(k, asText(v));
  }
  const s = params.toString();
  return s ? `?${s}` : '';
}

function pathParam(schema: ZodType | undefined, mode: FuzzMode): fc.Arbitrary<string> {
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS.filter(Boolean)), fc.string({ minLength: 1 }));
  if (mode === 'hostile') return hostile;
  if (schema) return forMode(schema, 'valid').map(asText);
  return fc.oneof(fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+){0,3}$/), fc.uuid(), hostile);
}

function bodyFor(route: RouteDoc, mode: FuzzMode): fc.Arbitrary<FuzzBody | undefined> {
  if (route.upload) {
    const fields = route.upload.fields ? forMode(route.upload.fields, mode) : fc.constant({});
    const files = fc.record(Object.fromEntries(route.upload.files.map((f) => [f, fileBytes])), {
      requiredKeys: [],
    });
    return fc.tuple(fields, files).map(([f, fs]) => ({
      kind: 'multipart' as const,
      fields:
        typeof f === 'object' && f !== null && !Array.isArray(f)
          ? Object.fromEntries(Object.entries(f).map(([k, v]) => [k, asText(v)]))
          : { value: asText(f) },
      files: fs as Record<string, Uint8Array>,
    }));
  }
  const raw = fc.oneof(
    fc.constant({ kind: 'text' as const, contentType: 'application/json', text: '{"unterminated": ' }),
    fc.string().map((text) => ({ kind: 'text' as const, contentType: 'application/json', text })),
    fc.string().map((text) => ({ kind: 'text' as const, contentType: 'text/plain', text })),
  );
  if (!route.body) return mode === 'hostile' ? fc.option(raw, { nil: undefined }) : fc.constant(undefined);
  const json = forMode(route.body, mode).map((value) => ({ kind: 'json' as const, value }));
  return mode === 'hostile' ? fc.oneof(json, raw) : json;
}

/** Requests for one route in one mode: its path parameters, query and body all generated from the registry. */
export function requestsFor(route: RouteDoc, mode: FuzzMode): fc.Arbitrary<FuzzRequest> {
  const names = [...route.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const params = fc.tuple(...names.map((n) => pathParam(route.params?.[n], mode)));
  const query = route.query ? forMode(route.query, mode) : fc.constant(undefined);
  return fc.tuple(params, query, bodyFor(route, mode)).map(([values, q, body]) => {
    let path = route.path;
    names.forEach((n, i) => (path = path.replace(`:${n}`, encodeURIComponent(wellFormed(values[i])))));
    return {
      route: `${route.method.toUpperCase()} /api${route.path}`,
      mode,
      method: route.method.toUpperCase(),
      url: `/api${path}${queryString(q)}`,
      body,
    };
  });
}
