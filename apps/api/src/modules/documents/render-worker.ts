/*
 * Entry of a document worker thread (piscina, see document-renderer.ts). The answer is copied back to the main
 * thread; the PDF bytes are small next to the time it takes to draw them.
 */
import { lowerThreadPriority } from '../../lib/thread-priority';
import { renderJob, type DocumentJob } from './render-job';

// As the planning workers do: /api/health stays fast while PDFs are drawn.
lowerThreadPriority();

export default async function render(job: DocumentJob): Promise<Uint8Array> {
  return renderJob(job);
}
