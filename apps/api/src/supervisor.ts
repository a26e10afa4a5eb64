/*
 * `npm start`'s process: runs the server (server.ts) as a child and starts it again when it dies, so one crash
 * does not take the product down (issue 30). Why it died is logged: the exit code or signal, how long it ran,
 * and the last lines it wrote to stderr (the crash's stack is among them). Restarts back off from 1 s doubling
 * to 30 s, and start again from 1 s after a run of a minute or more. SIGTERM or SIGINT stops the child and then
 * the supervisor, without a restart. An exit the server marks as final (bad configuration, the data folder in
 * use: EXIT_DO_NOT_RESTART) or a clean exit ends the supervisor with the same code.
 *
 * A child killed outright leaves the data folder's lock file behind; the next child takes it over, since the
 * process named in it is gone (db/data-dir-lock.ts).
 *
 * `npm run serve` runs server.ts alone, without this (for a process manager of your own: systemd, a container).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { entryFile } from './entry-files';
import { EXIT_DO_NOT_RESTART } from './exit-codes';

const MIN_BACKOFF_MS = 1_000;
const MAX_BACKOFF_MS = 30_000;
/** A run this long counts as healthy: the next crash restarts after the shortest wait again. */
const HEALTHY_RUN_MS = 60_000;
/** How long a stopping child may take before it is killed. */
const STOP_GRACE_MS = 15_000;
const STDERR_TAIL_LINES = 20;

const serverScript = fileURLToPath(entryFile('server'));
const log = (message: string) => console.error(`[supervisor] ${new Date().toISOString()} ${message}`);

let child: ChildProcess | null = null;
let isStopping = false;
let backoffMs = MIN_BACKOFF_MS;
let restartTimer: NodeJS.Timeout | undefined;
let restarts = 0;

function start() {
  const startedAt = Date.now();
  const tail: string[] = [];
  let partial = '';
  // The same node and options as this process (tsx's loader when run from source), and the same environment.
  const proc = spawn(process.execPath, [...process.execArgv, serverScript], {
    stdio: ['ignore', 'inherit', 'pipe'],
  });
  child = proc;
  log(`server started (pid ${proc.pid})`);
  proc.stderr!.on('data', (chunk: Buffer) => {
    process.stderr.write(chunk);
    const lines = (partial + chunk.toString('utf8')).split('\n');
    partial = lines.pop() ?? '';
    tail.push(...lines);
    if (tail.length > STDERR_TAIL_LINES) tail.splice(0, tail.length - STDERR_TAIL_LINES);
  });
  proc.on('exit', (code, signal) => {
    child = null;
    const ranMs = Date.now() - startedAt;
    const how = signal ? `was killed by ${signal}` : `exited with code ${code}`;
    if (isStopping) {
      log(`server ${how}; stopped`);
      process.exit(code ?? 0);
    }
    if (code === 0 || code === EXIT_DO_NOT_RESTART) {
      log(`server ${how}; not restarting`);
      process.exit(code);
    }
    if (ranMs >= HEALTHY_RUN_MS) backoffMs = MIN_BACKOFF_MS;
    if (partial) tail.push(partial);
    restarts++;
    log(
      `server ${how} after ${(ranMs / 1000).toFixed(1)} s; restart ${restarts} in ${backoffMs / 1000} s.` +
        (tail.length ? ` Its last output:\n  ${tail.join('\n  ')}` : ''),
    );
    restartTimer = setTimeout(start, backoffMs);
    backoffMs = Math.min(backoffMs * 2, MAX_BACKOFF_MS);
  });
}

function stop(signal: NodeJS.Signals) {
  if (isStopping) return;
  isStopping = true;
  clearTimeout(restartTimer);
  if (!child) {
    log(`${signal}: stopped`);
    process.exit(0);
  }
  log(`${signal}: stopping the server (pid ${child.pid})`);
  // A terminal's Ctrl-C reaches the child too (same process group); a second signal does no harm.
  child.kill(signal);
  setTimeout(() => child?.kill('SIGKILL'), STOP_GRACE_MS).unref();
}

process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
start();
