/*
 * Reads every route's request schemas (body, querystring, params) from the OpenAPI document the app builds
 * from its route table, and finds the values in them that have no bound. Shared by the bounds test and the
 * hostile-body property test.
 */
import type { FastifyInstance } from 'fastify';

export type JsonSchema = Record<string, unknown>;
export type RequestPart = 'body' | 'querystring' | 'params';

export interface RouteRequestSchema {
  method: string;
  url: string;
  part: RequestPart;
  schema: JsonSchema;
}

/** The annotation a date field carries for its window (days relative to today: [earliest, latest]). */
export const DATE_WINDOW_KEY = 'x-date-window-days';

export interface OpenApiDoc {
  paths?: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}
interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, unknown> }>;
}

export interface Operation {
  method: string;
  /** Fastify's form: `:id` for the document's `{id}`. */
  url: string;
  /** Answers with a server-sent-event stream (stays open while its sign-in lives). */
  isStream: boolean;
}

/** Every operation of the app's API document. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const out: Operation[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = operations[method];
      if (!op) continue;
      const types = Object.values(op.responses ?? {}).flatMap((r) => Object.keys(r.content ?? {}));
      out.push({
        method: method.toUpperCase(),
        url: path.replace(/\{([^}]+)\}/g, ':$1'),
        isStream: types.includes('text/event-stream'),
      });
    }
  }
  return out;
}

export const apiDocOf = (app: FastifyInstance): OpenApiDoc =>
  (app as unknown as { swagger(): OpenApiDoc }).swagger();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** Every request schema of every route, with the OpenAPI path's `{id}` written as Fastify's `:id`. */
export function requestSchemasOf(app: FastifyInstance): RouteRequestSchema[] {
  return requestSchemasOfDoc(apiDocOf(app));
}

export function requestSchemasOfDoc(doc: OpenApiDoc): RouteRequestSchema[] {
  const components = doc.components?.schemas ?? {};
  const out: RouteRequestSchema[] = [];
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    const url = path.replace(/\{([^}]+)\}/g, ':$1');
    for (const method of METHODS) {
      const op = operations[method];
      if (!op) continue;
      const M = method.toUpperCase();
      for (const part of ['query', 'path'] as const) {
        const params = (op.parameters ?? []).filter((p) => p.in === part);
        if (params.length === 0) continue;
        const properties: Record<string, JsonSchema> = {};
        const required: string[] = [];
        for (const p of params) {
          properties[p.name] = resolve(p.schema ?? {}, components);
          if (p.required) required.push(p.name);
        }
        out.push({
          method: M,
          url,
          part: part === 'query' ? 'querystring' : 'params',
          schema: { type: 'object', properties, required },
        });
      }
      const content = op.requestBody?.content ?? {};
      const body = Object.values(content)[0]?.schema;
      if (body) out.push({ method: M, url, part: 'body', schema: resolve(body, components) });
    }
  }
  return out;
}

/** Replaces `$ref`s to the document's components with the schemas they name. */
function resolve(schema: JsonSchema, components: Record<string, JsonSchema>, depth = 0): JsonSchema {
  if (depth > 20) return schema;
  const ref = schema.$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const target = components[ref.slice('#/components/schemas/'.length)] ?? {};
    return resolve(target, components, depth + 1);
  }
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (Array.isArray(value)) {
      out[key] = value.map((v) => (isObject(v) ? resolve(v, components, depth + 1) : v));
    } else if (isObject(value) && key !== 'const' && key !== 'default') {
      out[key] =
        key === 'properties'
          ? Object.fromEntries(
              Object.entries(value).map(([k, v]) => [k, isObject(v) ? resolve(v, components, depth + 1) : v]),
            )
          : resolve(value, components, depth + 1);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function isObject(value: unknown): value is JsonSchema {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const INHERITED = [
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'maxLength',
  'pattern',
  'format',
  DATE_WINDOW_KEY,
];
/** Formats whose values have a fixed length. */
const FIXED_LENGTH_FORMATS = new Set(['uuid']);

const hasNumber = (v: unknown) => typeof v === 'number' && Number.isFinite(v);
const DATE_NAME = /date$/i;

/** One line per value without a bound: '<path>: <what is missing>'. */
export function unboundedLeaves(schema: JsonSchema, path: string, name = ''): string[] {
  // A keyword beside anyOf applies to every branch (JSON Schema), so each branch is judged with it.
  const inherited = Object.fromEntries(
    INHERITED.filter((k) => schema[k] !== undefined).map((k) => [k, schema[k]]),
  );
  const variants = [...asArray(schema.anyOf), ...asArray(schema.oneOf), ...asArray(schema.allOf)].map(
    (v) => ({
      ...inherited,
      ...v,
    }),
  );
  const nested = variants.flatMap((v) => unboundedLeaves(v, path, name));
  if (schema.enum !== undefined || schema.const !== undefined) return nested;
  const types = typeOf(schema);
  if (types.length === 0) {
    return variants.length > 0 || schema.not !== undefined
      ? nested
      : [...nested, `${path}: value of any type`];
  }
  const problems = [...nested];
  for (const type of types) {
    if (type === 'string') {
      const isFixed = typeof schema.format === 'string' && FIXED_LENGTH_FORMATS.has(schema.format);
      if (!hasNumber(schema.maxLength) && !isFixed) problems.push(`${path}: string without maxLength`);
      const isDate = schema.format === 'date' || schema.format === 'date-time' || DATE_NAME.test(name);
      if (isDate && !Array.isArray(schema[DATE_WINDOW_KEY])) problems.push(`${path}: date without window`);
    } else if (type === 'number' || type === 'integer') {
      if (!hasNumber(schema.maximum) && !hasNumber(schema.exclusiveMaximum)) {
        problems.push(`${path}: number without maximum`);
      }
      if (!hasNumber(schema.minimum) && !hasNumber(schema.exclusiveMinimum)) {
        problems.push(`${path}: number without minimum`);
      }
    } else if (type === 'array') {
      if (!hasNumber(schema.maxItems)) problems.push(`${path}: array without maxItems`);
      const items = schema.items;
      if (isObject(items)) problems.push(...unboundedLeaves(items, `${path}[]`, name));
      for (const [i, item] of asArray(schema.prefixItems).entries()) {
        problems.push(...unboundedLeaves(item, `${path}[${i}]`, name));
      }
    } else if (type === 'object') {
      const properties = isObject(schema.properties) ? schema.properties : {};
      for (const [key, value] of Object.entries(properties)) {
        if (isObject(value)) problems.push(...unboundedLeaves(value, `${path}.${key}`, key));
      }
      const extra = schema.additionalProperties;
      if (extra === true || (extra === undefined && Object.keys(properties).length === 0)) {
        problems.push(`${path}: object with any properties`);
      } else if (isObject(extra)) {
        if (!hasNumber(schema.maxProperties)) problems.push(`${path}: record without maxProperties`);
        const keys = isObject(schema.propertyNames) ? schema.propertyNames : { type: 'string' };
        problems.push(...unboundedLeaves(keys, `${path}{key}`));
        problems.push(...unboundedLeaves(extra, `${path}{*}`, name));
      }
    }
  }
  return problems;
}

function asArray(value: unknown): JsonSchema[] {
  return Array.isArray(value) ? value.filter(isObject) : [];
}

function typeOf(schema: JsonSchema): string[] {
  const type = schema.type;
  if (typeof type === 'string') return [type];
  if (Array.isArray(type)) return type.filter((t): t is string => typeof t === 'string');
  return [];
}
