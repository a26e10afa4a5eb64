import { MinHeap } from '@logisaathi/geo';

/**
 * Exact rectangular assignment with 'unassigned' allowed at a cost: successive shortest augmenting paths with dual
 * potentials (the Hungarian method of Kuhn 1955 and Munkres 1957, in the form of Jonker & Volgenant, "A shortest
 * augmenting path algorithm for dense and sparse linear assignment problems", Computing 38 (1987)), run on the
 * allowed pairs only. Own implementation.
 *
 * Problem: rows (jobs) and columns (vehicles); giving row i column j costs cost[i][j] (Infinity: not allowed); a
 * row left unassigned costs unassigned[i]; each column serves at most one row. Minimise the total.
 *
 * Reduction: total = sum(unassigned) + sum over matched pairs of (cost[i][j] - unassigned[i]). Only pairs with a
 * negative reduced cost can help, so those are the graph's edges, and each row also has a column of its own at
 * reduced cost 0 ('left unassigned'), so every row has a match. A batch round's rows look at their nearest few
 * dozen trucks: its graph holds a few percent of the dense matrix's entries, and each path search reaches only
 * the columns linked to the rows it passes.
 *
 * Rows are added one at a time. Each addition is a Dijkstra search over the columns, from the new row to the
 * nearest free column, on reduced costs c[i][j] - u[i] - v[j] >= 0 (u[i] = c of row i's match minus v of its
 * column, so a matched edge costs 0); then the columns the search settled lower their potentials by how much
 * nearer they were than the free column found, which keeps every reduced cost non-negative, and the path is
 * flipped. After each addition the matching is optimal for the rows added so far.
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

/** The allowed pairs that beat leaving their row, row by row (compressed sparse rows), at their reduced costs. */
function edgesOf(problem: AssignmentProblem): { start: Int32Array; col: Int32Array; cost: Float64Array } {
  const { rows, cols, cost, unassignedCost } = problem;
  const start = new Int32Array(rows + 1);
  for (let i = 0; i < rows; i++) {
    const skip = unassignedCost[i] as number;
    let n = 0;
    for (let j = 0; j < cols; j++) if ((cost[i * cols + j] as number) - skip < 0) n++;
    start[i + 1] = (start[i] as number) + n;
  }
  const col = new Int32Array(start[rows] as number);
  const reduced = new Float64Array(start[rows] as number);
  for (let i = 0; i < rows; i++) {
    const skip = unassignedCost[i] as number;
    let k = start[i] as number;
    for (let j = 0; j < cols; j++) {
      const c = (cost[i * cols + j] as number) - skip;
      if (c < 0) {
        col[k] = j;
        reduced[k++] = c;
      }
    }
  }
  return { start, col, cost: reduced };
}

export function solveAssignment(problem: AssignmentProblem): AssignmentResult {
  const { rows, cols, unassignedCost } = problem;
  const colOfRow = new Int32Array(rows).fill(-1);
  let total = 0;
  for (let i = 0; i < rows; i++) total += unassignedCost[i] as number;
  if (rows === 0 || cols === 0) return { colOfRow, total };

  const edges = edgesOf(problem);
  // Columns cols + i: row i's own 'unassigned' column, reached only from row i at reduced cost 0.
  const n = cols + rows;
  const v = new Float64Array(n);
  const rowOfCol = new Int32Array(n).fill(-1);
  const matchOf = new Int32Array(rows).fill(-1);
  const costOfMatch = new Float64Array(rows);
  const dist = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
  const pred = new Int32Array(n);
  // The reduced cost of the edge each column was last reached by (from its `pred` row).
  const predCost = new Float64Array(n);
  const settled = new Uint8Array(n);
  const touched: number[] = [];
  const settledCols: number[] = [];
  // Columns by their distance; a column may sit in it more than once (stale entries are skipped).
  const heap = new MinHeap();

  // Reaches column j from row i, whose match costs `base` to reach (its u is costOfMatch - v of its column).
  const relax = (i: number, j: number, c: number, base: number) => {
    if (settled[j]) return;
    const d = base + c - (v[j] as number);
    if (d < (dist[j] as number)) {
      if (dist[j] === Number.POSITIVE_INFINITY) touched.push(j);
      dist[j] = d;
      pred[j] = i;
      predCost[j] = c;
      heap.push(j, d);
    }
  };
  const expand = (i: number, base: number) => {
    for (let k = edges.start[i] as number; k < (edges.start[i + 1] as number); k++)
      relax(i, edges.col[k] as number, edges.cost[k] as number, base);
    relax(i, cols + i, 0, base);
  };

  for (let s = 0; s < rows; s++) {
    expand(s, 0);
    let free = -1;
    let reach = 0;
    while (heap.size > 0) {
      const key = heap.topKey();
      const j = heap.pop();
      if (settled[j] || key > (dist[j] as number)) continue;
      settled[j] = 1;
      settledCols.push(j);
      const i = rowOfCol[j] as number;
      if (i < 0) {
        free = j;
        reach = key;
        break;
      }
      // Row i's u: its match's cost less its column's v; a path reaching j goes on from i at j's distance.
      const u = (costOfMatch[i] as number) - (v[j] as number);
      expand(i, key - u);
    }
    // Columns settled nearer than the free one lower their potentials by the difference.
    for (const j of settledCols) {
      if (j !== free) v[j] = (v[j] as number) - (reach - (dist[j] as number));
    }
    for (let j = free; ;) {
      const i = pred[j] as number;
      const previous = matchOf[i] as number;
      rowOfCol[j] = i;
      matchOf[i] = j;
      costOfMatch[i] = predCost[j] as number;
      if (i === s) break;
      j = previous;
    }
    for (const j of touched) {
      dist[j] = Number.POSITIVE_INFINITY;
      settled[j] = 0;
    }
    touched.length = 0;
    settledCols.length = 0;
    heap.size = 0;
  }

  for (let i = 0; i < rows; i++) {
    const j = matchOf[i] as number;
    if (j < 0 || j >= cols) continue;
    colOfRow[i] = j;
    total += costOfMatch[i] as number;
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
