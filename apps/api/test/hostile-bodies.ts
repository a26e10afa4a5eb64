/*
 * fast-check arbitraries for hostile request values, derived from a route's declared JSON Schema: each field is
 * left out, given a plausible value of its type, or given a value meant to break something below the schema
 * (NUL and lone surrogates in text, text past the bound, numbers and dates far out of range, wrong types).
 */
import fc from 'fast-check';
import type { JsonSchema } from './request-schemas';

const HOSTILE_SCALARS: unknown[] = [
  '',
  ' ',
  'a\u0000b',
  '\u0000',
  '\uD800',
  '\u001B[31m',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE users; --",
  '9999-12-31',
  '0000-00-00',
  '-1',
  '1e300',
  'NaN',
  'नि'.repeat(200),
  1e300,
  -1e300,
  Number.MAX_SAFE_INTEGER + 2,
  -1,
  0,
  0.1,
  1.5,
  true,
  null,
  [],
  {},
  { $ne: null },
  ['a\u0000'],
];

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function types(schema: JsonSchema): string[] {
  if (typeof schema.type === 'string') return [schema.type];
  if (Array.isArray(schema.type)) return schema.type as string[];
  return [];
}

/** A value that fits the schema's type (not always its rules), so requests get past the first check. */
function plausible(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  if (schema.const !== undefined) return fc.constant(schema.const);
  const variants = [schema.anyOf, schema.oneOf, schema.allOf].flatMap((v) => (Array.isArray(v) ? v : []));
  const options: Array<fc.Arbitrary<unknown>> = variants
    .filter(isObject)
    .map((v) => plausible({ ...schema, anyOf: undefined, oneOf: undefined, allOf: undefined, ...v }, depth));
  for (const type of types(schema)) {
    const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 40;
    const min = typeof schema.minimum === 'number' ? schema.minimum : -1e6;
    const max = typeof schema.maximum === 'number' ? schema.maximum : 1e6;
    if (type === 'string') {
      options.push(
        schema.format === 'date' || schema['x-date-window-days']
          ? fc
              .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
              .map((d) => d.toISOString().slice(0, 10))
          : schema.format === 'uuid'
            ? fc.uuid()
            : fc.string({ maxLength: Math.min(maxLength + 2, 400), unit: 'grapheme' }),
      );
    } else if (type === 'number') {
      options.push(fc.double({ min, max, noNaN: true }));
    } else if (type === 'integer') {
      options.push(fc.integer({ min: Math.max(min, -2_000_000_000), max: Math.min(max, 2_000_000_000) }));
    } else if (type === 'boolean') {
      options.push(fc.boolean());
    } else if (type === 'array' && depth < 3) {
      const items = isObject(schema.items) ? schema.items : {};
      options.push(fc.array(hostileValue(items, depth + 1), { maxLength: 4 }));
    } else if (type === 'object' && depth < 3) {
      options.push(hostileObject(schema, depth + 1));
    } else if (type === 'null') {
      options.push(fc.constant(null));
    }
  }
  return options.length > 0 ? fc.oneof(...options) : fc.constantFrom(...HOSTILE_SCALARS);
}

/** Plausible most of the time, hostile often. */
export function hostileValue(schema: JsonSchema, depth = 0): fc.Arbitrary<unknown> {
  const maxLength = typeof schema.maxLength === 'number' ? schema.maxLength : 300;
  return fc.oneof(
    { weight: 3, arbitrary: plausible(schema, depth) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SCALARS) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(maxLength + 1)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 30, unit: 'binary' }) },
  );
}

/** An object with each declared property left out or filled, plus sometimes an undeclared one. */
export function hostileObject(schema: JsonSchema, depth = 0): fc.Arbitrary<Record<string, unknown>> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const shape: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, value] of Object.entries(properties)) {
    if (isObject(value)) shape[key] = hostileValue(value, depth);
  }
  return fc
    .tuple(
      fc.record(shape, { requiredKeys: [] }),
      fc.option(
        fc.dictionary(
          fc.constantFrom('__proto__', 'constructor', 'price', 'userId', 'status'),
          fc.anything({ maxDepth: 1 }),
        ),
        {
          nil: undefined,
        },
      ),
    )
    .map(([body, extra]) => ({ ...(extra ?? {}), ...body }));
}

/**
 * A valid body with one or two of its fields replaced by values derived from their schema (hostile or not), so
 * that hostile values get past the other fields' checks and reach the use-case and the database.
 */
export function mutatedExample(schema: JsonSchema, example: Record<string, unknown>): fc.Arbitrary<unknown> {
  const properties = isObject(schema.properties) ? schema.properties : {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant(example);
  return fc
    .array(
      fc
        .constantFrom(...keys)
        .chain((key) => hostileValue(properties[key] as JsonSchema).map((v) => [key, v] as const)),
      { minLength: 1, maxLength: 2 },
    )
    .map((changes) => ({ ...example, ...Object.fromEntries(changes) }));
}

/**
 * A whole request body: usually an object built from the schema or a mutated valid example, sometimes not an
 * object at all.
 */
export function hostileBody(schema: JsonSchema, example?: Record<string, unknown>): fc.Arbitrary<unknown> {
  return fc.oneof(
    { weight: example ? 3 : 8, arbitrary: hostileObject(schema) },
    { weight: example ? 6 : 0, arbitrary: example ? mutatedExample(schema, example) : fc.constant(null) },
    { weight: 1, arbitrary: fc.constantFrom(null, [], 'text', 42, [{}]) },
  );
}

/** A path parameter: a plausible id or something hostile, URL-encoded as a client would send it. */
export const hostileParam: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('0', '-1', 'x'.repeat(65), '%00', '..%2F..', 'LS-2025-000001', 'null', '9'.repeat(40)),
  fc.string({ minLength: 1, maxLength: 20 }).map(encodeURIComponent),
);
