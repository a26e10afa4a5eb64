// CPU time of the processes a bench puts under load, read from Linux /proc (clock ticks of 10 ms).

import fs from 'node:fs';

/** CPU time (user + system) a process has used, in ms; Linux /proc, clock ticks of 10 ms. */
export function processCpuMs(pid: number | undefined): number {
  if (!pid) return Number.NaN;
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU time every PostgreSQL process on this machine has used, in ms (the server's backends do the bench's work).
 * A backend that ends takes its own time with it, so each process's reaped children count too: the postmaster
 * holds the time of every backend that has ended, and the total only grows.
 */
export function postgresCpuMs(): number {
  let total = 0;
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      const fields = stat.split(') ')[1]?.split(' ') ?? [];
      total += (Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14])) * 10;
    } catch {
      // The process ended between the listing and the read.
    }
  }
  return total;
}

/** CPU time of this process, in ms. */
export const ownCpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};
