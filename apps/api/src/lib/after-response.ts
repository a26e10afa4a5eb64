import type { FastifyBaseLogger } from 'fastify';

/**
 * Work a route does after it has answered, so the answer's timing says nothing about what the work found
 * (e.g. whether an e-mail address has an account). Failures are logged; `drain` waits for what is running,
 * so shutting down never cuts a half-done write.
 */
export function createAfterResponse(log: FastifyBaseLogger) {
  const running = new Set<Promise<void>>();
  return {
    run(what: string, work: () => Promise<void>): void {
      const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
        .then(work)
        .catch((err: unknown) => log.error({ err }, `${what} failed`))
        .finally(() => running.delete(task));
      running.add(task);
    },
    async drain(): Promise<void> {
      while (running.size > 0) await Promise.all([...running]);
    },
  };
}
