/*
 * Entry of a document worker thread (piscina, see document-renderer.ts). The answer is copied back to the main
 * thread; the PDF bytes are small next to the time it takes to draw them.
 */
import { renderJob, type DocumentJob } from './render-job';

export default async function render(job: DocumentJob): Promise<Uint8Array> {
  return renderJob(job);
}
