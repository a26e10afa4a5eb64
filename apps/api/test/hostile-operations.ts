/*
 * The hostile-input run (issue 30), from the API document: for every operation, a fixed set of mutations of its
 * path parameters, query and body, built from the schemas it declares. Shared by the suite's test
 * (hostile-operations.test.ts: every operation, each role, no 5xx) and the /api/health latency benchmark
 * (bench/hardening/hostile-health.ts).
 */
import {
  operationsOf,
  requestSchemasOfDoc,
  type JsonSchema,
  type OpenApiDoc,
  type Operation,
} from './request-schemas';

export interface HostileRequest {
  operation: Operation;
  mutation: string;
  method: string;
  /** With the mutated path parameters and query. */
  url: string;
  headers: Record<string, string>;
  body?: string | Buffer;
}

const KB = 1024;
const LONG = 'x'.repeat(100 * KB);
const WEIRD = 'a\u0000b\uD800c\uDFFF\u202Eevil\u202C\u200F';
const FAR_DATE = '+275760-09-13T00:00:00.000Z';
const FAR_DAY = '275760-09-13';
/** About 1 MB of JSON: the API's body limit is 1 MB, so this is just past it. */
const ONE_MB_JSON = JSON.stringify({ text: 'y'.repeat(1024 * KB) });
/** Objects in arrays, 10,000 levels: `{"a":[{"a":[...]}]}`. */
const DEEP = `${'{"a":['.repeat(5_000)}1${']}'.repeat(5_000)}`;
const BOUNDARY = '----hostile';
const BROKEN_MULTIPART = Buffer.from(
  `--${BOUNDARY}\r\nContent-Disposition: form-data; name="document"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut off`,
);

const JSON_TYPE = { 'content-type': 'application/json' };

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function typeOf(schema: JsonSchema): string {
  if (typeof schema.type === 'string') return schema.type;
  if (Array.isArray(schema.type)) return String(schema.type.find((t) => t !== 'null') ?? 'string');
  for (const key of ['anyOf', 'oneOf', 'allOf']) {
    const first = Array.isArray(schema[key]) ? (schema[key] as unknown[]).find(isObject) : undefined;
    if (first) return typeOf(first);
  }
  return isObject(schema.properties) ? 'object' : 'string';
}

/** A body of the schema's shape with every leaf replaced by `leaf(type, schema)` (objects and arrays kept). */
function fill(schema: JsonSchema, leaf: (type: string, schema: JsonSchema) => unknown, depth = 0): unknown {
  const type = typeOf(schema);
  if (type === 'object' && depth < 4) {
    const properties = isObject(schema.properties) ? schema.properties : {};
    return Object.fromEntries(
      Object.entries(properties).map(([k, v]) => [k, fill(isObject(v) ? v : {}, leaf, depth + 1)]),
    );
  }
  if (type === 'array' && depth < 4) {
    return [fill(isObject(schema.items) ? schema.items : {}, leaf, depth + 1)];
  }
  return leaf(type, schema);
}

const isDateLike = (schema: JsonSchema) =>
  schema.format === 'date' || schema.format === 'date-time' || schema['x-date-window-days'] !== undefined;

/** Body mutations: each a JSON value built from the schema, or a raw body and its content type. */
const BODY_MUTATIONS: Record<string, (schema: JsonSchema) => { body: string | Buffer; type: string }> = {
  '100 KB strings': (s) => json(fill(s, (t) => (t === 'string' ? LONG : t === 'array' ? [LONG] : 1))),
  'NUL, lone surrogates, RTL override': (s) =>
    json(fill(s, (t) => (t === 'string' ? WEIRD : t === 'boolean' ? true : 1))),
  '1e308': (s) =>
    json(fill(s, (t) => (t === 'number' || t === 'integer' ? 1e308 : t === 'string' ? '1e308' : 1))),
  NaN: (s) => ({
    body: JSON.stringify(fill(s, (t) => (t === 'string' ? 'NaN' : '__NaN__'))).replaceAll('"__NaN__"', 'NaN'),
    type: 'application/json',
  }),
  'year 275760': (s) =>
    json(
      fill(s, (t, leaf) =>
        t === 'string'
          ? isDateLike(leaf)
            ? FAR_DAY
            : FAR_DATE
          : t === 'number' || t === 'integer'
            ? 8.64e15
            : true,
      ),
    ),
  'wrong types': (s) =>
    json(
      fill(s, (t) =>
        t === 'string'
          ? { $ne: null }
          : t === 'number' || t === 'integer'
            ? 'twelve'
            : t === 'boolean'
              ? 'yes'
              : [],
      ),
    ),
  '1 MB body': () => ({ body: ONE_MB_JSON, type: 'application/json' }),
  'JSON nested 10,000 deep': () => ({ body: DEEP, type: 'application/json' }),
  'broken multipart': () => ({ body: BROKEN_MULTIPART, type: `multipart/form-data; boundary=${BOUNDARY}` }),
  'multipart without boundary': () => ({ body: BROKEN_MULTIPART, type: 'multipart/form-data' }),
};

function json(value: unknown) {
  return { body: JSON.stringify(value), type: 'application/json' };
}

/** Values for path parameters and query fields. */
const PARAM_VALUES: Record<string, string> = {
  '100 KB strings': 'x'.repeat(100 * KB),
  'NUL, lone surrogates, RTL override': WEIRD,
  '1e308': '1e308',
  NaN: 'NaN',
  'year 275760': FAR_DATE,
  'wrong types': '[object Object]',
};

const enc = (v: string) =>
  encodeURIComponent(v.replace(/[\uD800-\uDFFF]/g, (c) => `%${c.charCodeAt(0).toString(16)}`));

/**
 * Every hostile request for every operation: the path parameters and query take the mutation's value; bodies
 * (write methods) take each body mutation. An operation with neither still gets one plain call per mutation of
 * its path (or one call when it has none).
 */
export function hostileRequests(doc: OpenApiDoc): HostileRequest[] {
  const schemas = requestSchemasOfDoc(doc);
  const out: HostileRequest[] = [];
  for (const operation of operationsOf(doc)) {
    const of = (part: string) =>
      schemas.find((s) => s.method === operation.method && s.url === operation.url && s.part === part)
        ?.schema;
    const query = of('querystring');
    const queryNames = isObject(query?.properties) ? Object.keys(query.properties) : [];
    const urlWith = (value: string) => {
      const path = operation.url.replace(/:[A-Za-z]+/g, () => enc(value));
      const qs = queryNames.map((n) => `${n}=${enc(value)}`).join('&');
      return qs ? `${path}?${qs}` : path;
    };
    const hasParams = operation.url.includes(':') || queryNames.length > 0;
    const body = of('body');
    const takesBody = ['POST', 'PUT', 'PATCH', 'DELETE'].includes(operation.method);
    const mutations = new Set([
      ...(hasParams ? Object.keys(PARAM_VALUES) : []),
      ...(takesBody ? Object.keys(BODY_MUTATIONS) : []),
    ]);
    if (mutations.size === 0) mutations.add('plain');
    for (const mutation of mutations) {
      const paramValue = PARAM_VALUES[mutation] ?? '00000000-0000-4000-8000-000000000000';
      const made = takesBody
        ? BODY_MUTATIONS[mutation]?.(body ?? { type: 'object', properties: { x: { type: 'string' } } })
        : undefined;
      out.push({
        operation,
        mutation,
        method: operation.method,
        url: urlWith(paramValue),
        headers: made ? { 'content-type': made.type } : takesBody ? JSON_TYPE : {},
        ...(made ? { body: made.body } : takesBody ? { body: '{}' } : {}),
      });
    }
  }
  return out;
}
