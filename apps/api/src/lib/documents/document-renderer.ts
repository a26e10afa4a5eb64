/*
 * Every PDF the API hands out is drawn here, off the event loop (issue 30; DESIGN 'Nothing heavy on the event
 * loop'): a piscina pool of worker threads runs render-worker.ts. A Hindi invoice costs up to a second of CPU
 * (fontkit shaping Devanagari); on the main thread that second was everybody's, /api/health included.
 * - Each job has a time limit (from the moment it is asked for, queue included: the caller has given up by then)
 *   and a heap limit (worker resourceLimits); a job over either ends its thread, piscina starts another.
 * - The queue is bounded: when every thread is busy and the queue is full, the caller gets 503 with Retry-After.
 * - A document that cannot change (an issued invoice, credit note, receipt) is drawn once per language and kept
 *   in the file storage (render-cache.ts), so downloading it again is a file read.
 * The workers are TypeScript like the rest of the server: the thread loads tsx itself (`--import tsx`), which is
 * how `npm start` runs the main thread, and which works the same inside the test runner's processes.
 */
import { fileURLToPath } from 'node:url';
import { Piscina } from 'piscina';
import type { Language } from '@logisaathi/domain';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { AppError } from '../app-error';
import type { FileStorage } from '../file-storage';
import { readStored } from './render-cache';

export const DOCUMENTS_BUSY_MESSAGE = 'Documents are busy right now. Please try again in a minute.';
const RETRY_AFTER_S = 30;
const busy = () => new AppError('unavailable', DOCUMENTS_BUSY_MESSAGE, [], { retryAfterS: RETRY_AFTER_S });

export interface DocumentSettings {
  workers: number;
  queueMax: number;
  timeoutMs: number;
  memoryMb: number;
}

/**
 * A document to draw, as plain data (structured-clone safe: no functions; Buffers arrive as Uint8Array). The
 * worker (modules/documents/render-job.ts) knows each kind's fields; this layer only carries them.
 */
export interface RenderJob {
  kind: 'invoice' | 'credit-note' | 'consignment-note' | 'receipt' | 'statement' | 'proof';
  language?: Language;
  [field: string]: unknown;
}

export interface DocumentRenderer {
  /** The PDF of `job`; with `keep`, the copy kept under that key when there is one, else drawn and kept. */
  render(job: RenderJob, keep?: { storage: FileStorage; key: string }): Promise<Buffer>;
  close(): Promise<void>;
}

/** `workerFile`: the worker's module (modules/documents/render-worker.ts, named by app.ts). */
export function createDocumentRenderer(
  settings: DocumentSettings,
  workerFile: URL,
  log: FastifyBaseLogger,
): DocumentRenderer {
  const pool = new Piscina({
    filename: workerFile.href,
    // The thread is a fresh Node.js: it needs tsx's loader to read the .ts worker and the workspace sources.
    execArgv: fileURLToPath(workerFile).endsWith('.ts') ? ['--import', 'tsx'] : [],
    // Threads start on the first document and leave after a quiet minute: a server nobody asks for PDFs, and
    // each test file's app, pay for none.
    minThreads: 0,
    maxThreads: settings.workers,
    idleTimeout: 60_000,
    maxQueue: settings.queueMax,
    resourceLimits: { maxOldGenerationSizeMb: settings.memoryMb },
  });
  pool.on('error', (err: unknown) => log.error({ err }, 'a document worker failed'));

  // The bound is counted here: piscina's own maxQueue does not hold for tasks that carry an AbortSignal (5.3
  // parks them in a queue it does not count), and the time limit needs the signal.
  const capacity = settings.workers + settings.queueMax;
  let inFlight = 0;
  const draw = async (job: RenderJob): Promise<Buffer> => {
    if (inFlight >= capacity) {
      log.warn({ kind: job.kind, inFlight }, 'document queue full');
      throw busy();
    }
    inFlight += 1;
    try {
      const bytes = (await pool.run(job, { signal: AbortSignal.timeout(settings.timeoutMs) })) as Uint8Array;
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    } catch (err) {
      const limited =
        (err as Error).name === 'AbortError' ||
        (err as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY';
      if (!limited && !/queue is at limit/i.test((err as Error).message ?? '')) throw err;
      log.error({ err, kind: job.kind }, 'a document ran over its time or memory limit, or found no room');
      throw busy();
    } finally {
      inFlight -= 1;
    }
  };

  return {
    async render(job, keep) {
      if (!keep) return draw(job);
      const kept = await readStored(keep.storage, keep.key);
      if (kept) return kept;
      const pdf = await draw(job);
      await keep.storage.put(keep.key, pdf);
      return pdf;
    },
    close: () => pool.destroy(),
  };
}

/**
 * @fastify/rate-limit route config for a document download: `perMinute` per user and route (per address for the
 * driver link, which has no sign-in), counted in the shared Redis store when there is one. Runs after sign-in.
 */
export function documentRateLimit(perMinute: number) {
  return {
    rateLimit: {
      max: perMinute,
      timeWindow: 60_000,
      hook: 'preHandler' as const,
      keyGenerator: (request: FastifyRequest) =>
        `documents:${request.routeOptions.url ?? ''}:${(request.user as { sub?: string } | undefined)?.sub ?? request.ip}`,
    },
  };
}
