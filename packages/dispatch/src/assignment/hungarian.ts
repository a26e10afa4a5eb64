/**
 * Exact rectangular assignment with 'unassigned' allowed at a cost: the Hungarian method (Kuhn 1955, Munkres
 * 1957) in its shortest-augmenting-path form with dual potentials, as in Jonker & Volgenant, "A shortest augmenting
 * path algorithm for dense and sparse linear assignment problems", Computing 38 (1987), and the O(n^2 m)
 * formulation in e-maxx.ru's "Hungarian algorithm" article. Own implementation.
 *
 * Problem: rows (jobs) and columns (vehicles); giving row i column j costs cost[i][j] (Infinity: not allowed); a
 * row left unassigned costs unassigned[i]; each column serves at most one row. Minimise the total.
 *
 * Reduction to a plain assignment: total = sum(unassigned) + sum over matched pairs of (cost[i][j] -
 * unassigned[i]). Only pairs with a negative reduced cost can help, so every entry becomes min(0, reduced cost)
 * (0 for pairs not allowed). On the smaller side s of an s x l matrix (s <= l) a perfect matching of the smaller
 * side then exists, and its zero entries mean 'not matched': any partial matching extends with spare columns, so
 * the optimum of the dense problem is the optimum of the partial one. The smaller side becomes the rows (the
 * matrix is transposed when there are more jobs than vehicles), so a round costs O(s^2 l).
 *
 * Each phase adds one row: Dijkstra-like growth of an alternating tree over the columns using reduced costs
 * a[i][j] - u[i] - v[j] >= 0 (the potentials keep them non-negative), then augmentation along the shortest path
 * and a potential update, which keeps the matching optimal for the rows added so far.
 */
export interface AssignmentProblem {
  rows: number;
  cols: number;
  /** Row-major rows x cols; Infinity (or NaN) where the pair is not allowed. */
  cost: Float64Array;
  /** Cost of leaving each row unassigned. */
  unassignedCost: ArrayLike<number>;
}

export interface AssignmentResult {
  /** Column given to each row, -1 when the row stays unassigned. */
  colOfRow: Int32Array;
  total: number;
}

export function solveAssignment(problem: AssignmentProblem): AssignmentResult {
  const { rows, cols, cost, unassignedCost } = problem;
  const colOfRow = new Int32Array(rows).fill(-1);
  let total = 0;
  for (let i = 0; i < rows; i++) total += unassignedCost[i] as number;
  if (rows === 0 || cols === 0) return { colOfRow, total };

  const transposed = rows > cols;
  const n = transposed ? cols : rows;
  const m = transposed ? rows : cols;
  // a[(i-1) * m + (j-1)], 1-based in the algorithm below.
  const a = new Float64Array(n * m);
  for (let i = 0; i < rows; i++) {
    const skip = unassignedCost[i] as number;
    for (let j = 0; j < cols; j++) {
      const c = cost[i * cols + j] as number;
      const reduced = c < Number.POSITIVE_INFINITY ? Math.min(0, c - skip) : 0;
      if (transposed) a[j * m + i] = reduced;
      else a[i * m + j] = reduced;
    }
  }

  const u = new Float64Array(n + 1);
  const v = new Float64Array(m + 1);
  const p = new Int32Array(m + 1); // p[j]: row matched to column j (0: none)
  const way = new Int32Array(m + 1);
  const minv = new Float64Array(m + 1);
  const used = new Uint8Array(m + 1);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    minv.fill(Number.POSITIVE_INFINITY);
    used.fill(0);
    do {
      used[j0] = 1;
      const i0 = p[j0] as number;
      const rowBase = (i0 - 1) * m - 1;
      const ui0 = u[i0] as number;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= m; j++) {
        if (used[j]) continue;
        const cur = (a[rowBase + j] as number) - ui0 - (v[j] as number);
        if (cur < (minv[j] as number)) {
          minv[j] = cur;
          way[j] = j0;
        }
        if ((minv[j] as number) < delta) {
          delta = minv[j] as number;
          j1 = j;
        }
      }
      for (let j = 0; j <= m; j++) {
        if (used[j]) {
          const row = p[j] as number;
          u[row] = (u[row] as number) + delta;
          v[j] = (v[j] as number) - delta;
        } else {
          minv[j] = (minv[j] as number) - delta;
        }
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0] as number;
      p[j0] = p[j1] as number;
      j0 = j1;
    } while (j0 !== 0);
  }

  for (let j = 1; j <= m; j++) {
    const i = p[j] as number;
    if (i === 0) continue;
    const value = a[(i - 1) * m + (j - 1)] as number;
    if (value >= 0) continue; // a zero entry: the pair does not beat leaving the row unassigned
    const row = transposed ? j - 1 : i - 1;
    const col = transposed ? i - 1 : j - 1;
    colOfRow[row] = col;
    total += value;
  }
  return { colOfRow, total };
}

/**
 * The comparison policy: rows in their given order (jobs in arrival order) each take the cheapest allowed
 * column still free, whatever that leaves for the rows after them.
 */
export function assignGreedy(problem: AssignmentProblem): AssignmentResult {
  const { rows, cols, cost, unassignedCost } = problem;
  const colOfRow = new Int32Array(rows).fill(-1);
  const taken = new Uint8Array(cols);
  let total = 0;
  for (let i = 0; i < rows; i++) {
    let best = -1;
    let bestCost = Number.POSITIVE_INFINITY;
    for (let j = 0; j < cols; j++) {
      const c = cost[i * cols + j] as number;
      if (!taken[j] && c < bestCost) {
        bestCost = c;
        best = j;
      }
    }
    if (best >= 0) {
      taken[best] = 1;
      colOfRow[i] = best;
      total += bestCost;
    } else {
      total += unassignedCost[i] as number;
    }
  }
  return { colOfRow, total };
}

/** Total cost of a given assignment, for checks and benches. */
export function assignmentCost(problem: AssignmentProblem, colOfRow: ArrayLike<number>): number {
  let total = 0;
  for (let i = 0; i < problem.rows; i++) {
    const j = colOfRow[i] as number;
    total += j < 0 ? (problem.unassignedCost[i] as number) : (problem.cost[i * problem.cols + j] as number);
  }
  return total;
}
