import { bestInsertionInUsedRoutes, newInsertionResult, newRouteInsertion } from './insertion';
import type { RouteSet } from './route-set';

/**
 * Request-relocation descent: each request in turn is taken out and put back at its cheapest feasible position in
 * any used route (its own included), which never lengthens the plan; repeated until a pass improves nothing or
 * the pass cap: the pair relocate (Or-opt of a pickup and its delivery, within a route and between routes) of local
 * search for the PDPTW. It cleans up the detours that the route elimination's random perturbation leaves behind.
 */
export function relocateDescent(rs: RouteSet, maxPasses: number, shouldStop: () => boolean): void {
  const { pp } = rs;
  const scratch = newInsertionResult();
  const best = newRouteInsertion();
  for (let pass = 0; pass < maxPasses && !shouldStop(); pass++) {
    let improved = false;
    for (let req = 0; req < pp.requestCount; req++) {
      const from = rs.routeOfRequest[req] as number;
      if (from < 0 || (rs.len[from] as number) <= 4) continue;
      const before = rs.routeDist[from] as number;
      rs.remove(req);
      const saving = before - (rs.routeDist[from] as number);
      bestInsertionInUsedRoutes(rs, req, scratch, best);
      // Its old position is feasible again, so some position always exists.
      rs.insert(req, best.route, best.i, best.j);
      if (best.cost < saving - 1e-9) improved = true;
    }
    if (!improved) return;
  }
}
