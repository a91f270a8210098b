import fc from 'fast-check';
import { z, type ZodType } from 'zod';

/** The parts of a JSON Schema (as zod writes them) the generators read. */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  additionalProperties?: JsonSchema | boolean;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
}

/** Strings that have broken servers before: injections, odd Unicode, control bytes, huge and empty. */
export const HOSTILE_STRINGS = [
  '',
  ' ',
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '%00',
  '\u0000',
  '\u202e\u0000\ud800',
  '../../../../etc/passwd',
  '<script>alert(1)</script>',
  '${jndi:ldap://x}',
  '{{7*7}}',
  '\\begin{document}\\input{/etc/passwd}',
  '__proto__',
  'constructor',
  'NaN',
  '-1',
  '1e400',
  '9'.repeat(400),
  'ü'.repeat(5000),
  'a'.repeat(70_000),
];

/** Any JSON value, including the shapes a schema never expects (arrays for objects, nulls, huge numbers). */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.constantFrom(null, true, false, 0, -1, 1e308, -0, Number.MAX_SAFE_INTEGER + 2, [], {}),
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant(JSON.parse('{"__proto__":{"polluted":true},"constructor":{"prototype":{"x":1}}}')),
);

const CACHE = new WeakMap<ZodType, JsonSchema>();

/** The input JSON Schema of a contract (what a client sends, before transforms). */
export function jsonSchemaOf(schema: ZodType): JsonSchema {
  let json = CACHE.get(schema);
  if (!json) {
    json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    CACHE.set(schema, json);
  }
  return json;
}

function stringFor(s: JsonSchema): fc.Arbitrary<string> {
  if (s.format === 'uuid') return fc.uuid();
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'date') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
  if (s.format === 'uri' || s.format === 'url') return fc.webUrl();
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, minLength + 60);
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= maxLength);
    } catch {
      // A pattern fast-check can not read: plain strings, which the server must still answer sanely.
    }
  }
  return fc.string({ minLength, maxLength, unit: 'grapheme' });
}

function numberFor(s: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : -1000);
  const max = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : 1000);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.max(Math.ceil(min), Math.floor(max)) });
  return fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true });
}

/** Values that mostly satisfy the schema (the server may still refuse some: that is a 4xx, fine). */
export function validFor(s: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.constant(null);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => validFor(v, depth + 1)));
  if (s.allOf?.length)
    return fc
      .tuple(...s.allOf.map((v) => validFor(v, depth + 1)))
      .map((parts) => Object.assign({}, ...parts.filter((p) => typeof p === 'object' && p !== null)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringFor(s);
    case 'integer':
      return numberFor(s, true);
    case 'number':
      return numberFor(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = s.minItems ?? 0;
      const maxLength = Math.min(s.maxItems ?? 4, minLength + 4);
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((p) => validFor(p, depth + 1)));
      return fc.array(s.items ? validFor(s.items, depth + 1) : fc.string(), { minLength, maxLength });
    }
    case 'object':
      return objectFor(s, depth);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function objectFor(s: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  const props = s.properties ?? {};
  if (!Object.keys(props).length && typeof s.additionalProperties === 'object')
    return fc.dictionary(
      fc.string({ minLength: 1, maxLength: 12 }),
      validFor(s.additionalProperties, depth + 1),
      {
        maxKeys: 4,
      },
    );
  const required = new Set(s.required ?? []);
  const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, validFor(v, depth + 1)]));
  const requiredKeys = Object.keys(props).filter((k) => required.has(k));
  return fc.record(model, { requiredKeys });
}

/**
 * One change away from valid: a required field dropped, one field of the wrong type or hostile, or an
 * unknown field added. These find the checks a handler forgot.
 */
export function almostValidFor(s: JsonSchema): fc.Arbitrary<unknown> {
  return validFor(s).chain((value) => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return hostileValue;
    const keys = Object.keys(value);
    const mutations: fc.Arbitrary<unknown>[] = [
      fc.record({ extra: hostileValue }).map((extra) => ({ ...value, ...extra })),
    ];
    if (keys.length) {
      mutations.push(
        fc
          .constantFrom(...keys)
          .map((k) => Object.fromEntries(Object.entries(value).filter(([key]) => key !== k))),
        fc.tuple(fc.constantFrom(...keys), hostileValue).map(([k, bad]) => ({ ...value, [k]: bad })),
      );
    }
    return fc.oneof(...mutations);
  });
}
