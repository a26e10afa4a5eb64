// CPU time of the processes a bench puts under load, read from Linux /proc (clock ticks of 10 ms).

import fs from 'node:fs';

/** `/proc/PID/stat` fields after the command name: state, ppid, ... (utime and stime are 11 and 12). */
function statFields(pid: string | number): string[] | null {
  try {
    return fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null; // the process ended between the listing and the read
  }
}

/**
 * CPU time (user + system) a process and its live child processes (API_WORKERS' workers) have used, in ms;
 * Linux /proc, clock ticks of 10 ms.
 */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  const own = statFields(pid);
  if (!own) return Number.NaN;
  let total = (Number(own[11]) + Number(own[12])) * 10;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(entry);
    if (fields?.[1] === String(pid)) total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/** CPU time every PostgreSQL process on this machine has used, in ms (the server's backends do the bench's work). */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/comm`, 'utf8').startsWith('postgres')) continue;
    } catch {
      continue; // the process ended between the listing and the read
    }
    const fields = statFields(entry);
    if (fields) total += (Number(fields[11]) + Number(fields[12])) * 10;
  }
  return total;
}

/** CPU time of this process, in ms. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
