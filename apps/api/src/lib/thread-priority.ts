import { readFileSync } from 'node:fs';
import { setPriority } from 'node:os';

/**
 * Lowers the calling worker thread's priority (nice 10). On Linux a thread has its own nice value: a planning or
 * document thread then yields to the event loop's thread when the cores are busy, so requests stay fast while a
 * long solve or a PDF runs. Elsewhere (no /proc/thread-self), or when not permitted, the thread keeps the default.
 */
export function lowerThreadPriority(): void {
  try {
    setPriority(Number(readFileSync('/proc/thread-self/stat', 'utf8').split(' ')[0]), 10);
  } catch {
    // not Linux, or not permitted: same priority as the event loop
  }
}
