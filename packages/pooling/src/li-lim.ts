import type { PdptwProblem, PdptwRequest } from './pdptw-problem';

/**
 * Li & Lim (2001) PDPTW benchmark files. First line `vehicles capacity speed`; then one line per task
 * `id x y demand earliest latest service pickupIndex deliveryIndex`. Task 0 is the depot; a pickup names
 * its delivery (deliveryIndex > 0), a delivery names its pickup (pickupIndex > 0).
 */
export interface LiLimTask {
  id: number;
  x: number;
  y: number;
  demand: number;
  earliest: number;
  latest: number;
  serviceTime: number;
  pickupIndex: number;
  deliveryIndex: number;
}

export interface LiLimInstance {
  name: string;
  vehicles: number;
  capacity: number;
  speed: number;
  tasks: LiLimTask[];
}

export function parseLiLimInstance(text: string, name = 'instance'): LiLimInstance {
  const lines = text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0);
  // Some copies of the 200-task files end with a lone "-1", an end-of-file marker of the original generator.
  if (lines.length > 1 && lines[lines.length - 1] === '-1') lines.pop();
  const header = lines[0]?.split(/\s+/).map(Number);
  if (!header || header.length < 3 || header.some((value) => !Number.isFinite(value))) {
    throw new Error(`${name}: first line must be "vehicles capacity speed"`);
  }
  const [vehicles = 0, capacity = 0, speed = 1] = header;
  const tasks: LiLimTask[] = [];
  for (let lineNo = 1; lineNo < lines.length; lineNo++) {
    const fields = (lines[lineNo] ?? '').split(/\s+/).map(Number);
    if (fields.length < 9 || fields.some((value) => !Number.isFinite(value))) {
      throw new Error(`${name}: line ${lineNo + 1} must have 9 numeric fields`);
    }
    const [
      id = 0,
      x = 0,
      y = 0,
      demand = 0,
      earliest = 0,
      latest = 0,
      serviceTime = 0,
      pickupIndex = 0,
      deliveryIndex = 0,
    ] = fields;
    if (id !== tasks.length)
      throw new Error(`${name}: line ${lineNo + 1} has id ${id}, expected ${tasks.length}`);
    tasks.push({ id, x, y, demand, earliest, latest, serviceTime, pickupIndex, deliveryIndex });
  }
  if (tasks.length === 0) throw new Error(`${name}: no depot line`);
  for (const task of tasks.slice(1)) {
    const partnerId = task.deliveryIndex > 0 ? task.deliveryIndex : task.pickupIndex;
    const partner = tasks[partnerId];
    const pointsBack =
      task.deliveryIndex > 0 ? partner?.pickupIndex === task.id : partner?.deliveryIndex === task.id;
    if (partnerId <= 0 || !pointsBack) throw new Error(`${name}: task ${task.id} has no matching partner`);
  }
  return { name, vehicles, capacity, speed, tasks };
}

/** Euclidean distances in full double precision; travel time = distance / speed (speed is 1 in the benchmark). */
export function liLimToProblem(instance: LiLimInstance): PdptwProblem {
  const { tasks } = instance;
  const n = tasks.length;
  const distance = new Float64Array(n * n);
  for (let a = 0; a < n; a++) {
    const from = tasks[a] as LiLimTask;
    for (let b = 0; b < n; b++) {
      const to = tasks[b] as LiLimTask;
      const dx = from.x - to.x;
      const dy = from.y - to.y;
      distance[a * n + b] = Math.sqrt(dx * dx + dy * dy);
    }
  }
  const requests: PdptwRequest[] = tasks
    .filter((task) => task.id > 0 && task.deliveryIndex > 0)
    .map((task) => ({ pickup: task.id, delivery: task.deliveryIndex }));
  return {
    nodeCount: n,
    demand: Float64Array.from(tasks, (task) => task.demand),
    earliest: Float64Array.from(tasks, (task) => task.earliest),
    latest: Float64Array.from(tasks, (task) => task.latest),
    serviceTime: Float64Array.from(tasks, (task) => task.serviceTime),
    distance,
    travelTime:
      instance.speed > 0 && instance.speed !== 1 ? distance.map((d) => d / instance.speed) : distance.slice(),
    capacity: instance.capacity,
    maxVehicles: instance.vehicles > 0 ? instance.vehicles : Number.POSITIVE_INFINITY,
    requests,
  };
}
