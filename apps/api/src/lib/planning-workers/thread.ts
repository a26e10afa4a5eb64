/*
 * Entry of a planning worker thread (pool.ts): bundled as dist/planning-worker.mjs, or loaded from source through
 * worker.mjs under tsx.
 */
import { lowerThreadPriority } from '../thread-priority';
import runTask, { type PlanningTask } from './tasks';

lowerThreadPriority();

export default function run(task: PlanningTask) {
  return runTask(task);
}
