/*
 * Entry of a document worker thread (piscina, see document-renderer.ts). The answer is copied back to the main
 * thread; the PDF bytes are small next to the time it takes to draw them.
 */
import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';
import { renderJob, type DocumentJob } from './render-job';

// As the planning workers do (lib/planning-workers/worker.mjs): on Linux a thread has its own nice value, so this
// one yields to the event loop's thread when the cores are busy and /api/health stays fast while PDFs are drawn.
try {
  setPriority(Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]), 10);
} catch {
  // not Linux, or not permitted: same priority as the event loop
}

export default async function render(job: DocumentJob): Promise<Uint8Array> {
  return renderJob(job);
}
