import type { routeOptimizationResponseSchema } from '@logisaathi/domain';
import { ApiError, api, type Answer } from '@/lib/api-client';

/** Spec section 3 'Route optimization response', as the route declares it. */
export type RouteOptimization = Answer<typeof routeOptimizationResponseSchema>;

export interface RouteOptimizeBody {
  origin: { lat: number; lon: number };
  destination: { lat: number; lon: number };
  /** ISO 8601 */
  departure_time?: string;
  package_type?: string;
  special_instructions?: string;
}

/** Spec section 8: AI route error message is detail or message, else 'AI service error {status}'. */
export function aiErrorMessage(err: unknown): string {
  if (err instanceof ApiError) {
    const body = (err.body ?? {}) as { detail?: unknown; message?: unknown };
    if (typeof body.detail === 'string' && body.detail) return body.detail;
    if (typeof body.message === 'string' && body.message) return body.message;
    return err.status > 0 ? `AI service error ${err.status}` : err.message;
  }
  return err instanceof Error ? err.message : String(err);
}

/** POST /ai/route/optimize (no authentication). Errors are rethrown with the spec's AI message. */
export async function analyzeRoute(body: RouteOptimizeBody): Promise<RouteOptimization> {
  try {
    return await api.post<typeof routeOptimizationResponseSchema>('/ai/route/optimize', body);
  } catch (err) {
    throw new Error(aiErrorMessage(err), { cause: err });
  }
}
