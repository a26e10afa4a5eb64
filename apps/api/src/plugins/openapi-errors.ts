/*
 * Every route's error statuses in /api/docs (issue 36). They follow from what a route declares: an input (body,
 * query or path) can be refused with 400, a path's record may not be found (404), and a route that is not public
 * answers 401 without a valid sign-in and 403 to a role or account that may not do it (plugins/route-access.ts).
 * Each is the one failure envelope (failureResponseSchema). Statuses a route declares itself (a 409 with a fresh
 * quote) are kept. Only the document changes: the answers were already these.
 */
import type { FastifySchema, RouteOptions } from 'fastify';
import { failureResponseSchema, type RouteAccess } from '@logisaathi/domain';

type Responses = Record<string | number, unknown>;

/** The error statuses a route can answer, from its schema and its declared access. */
export function errorStatuses(schema: FastifySchema, access: RouteAccess | undefined): number[] {
  const statuses = new Set<number>();
  if (schema.body || schema.querystring || schema.params) statuses.add(400);
  if (access !== undefined && access !== 'public') {
    statuses.add(401);
    statuses.add(403);
  }
  if (schema.params) statuses.add(404);
  return [...statuses];
}

/** The route's schema with the failure envelope declared for each of its error statuses it does not declare. */
export function withErrorResponses(schema: FastifySchema, route: RouteOptions): FastifySchema {
  const access = (route.config as { access?: RouteAccess } | undefined)?.access;
  const response: Responses = { ...((schema.response as Responses | undefined) ?? {}) };
  for (const status of errorStatuses(schema, access)) response[status] ??= failureResponseSchema;
  return { ...schema, response };
}
