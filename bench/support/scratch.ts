/**
 * What every bench that starts a real server needs: a free loopback port, a throw-away PostgreSQL database
 * (created on the admin connection, dropped afterwards), and a wait until the server answers /api/health.
 */
import crypto from 'node:crypto';
import type { ChildProcess } from 'node:child_process';
import net from 'node:net';
import pg from 'pg';

export const DEFAULT_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  name: string;
  url: string;
  drop(): Promise<void>;
}

/** A new, empty database on the server behind `adminUrl`; `drop()` removes it even with open connections. */
export async function createScratchDatabase(adminUrl: string, prefix: string): Promise<ScratchDatabase> {
  const name = `${prefix}_${crypto.randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Waits up to a minute for a started server to answer its health check; fails early if it exits. */
export async function waitForHealth(baseUrl: string, server: ChildProcess): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error('server did not become healthy');
}

/**
 * A production server refuses to start without the operator's GSTIN (its tax invoices name it). Benches that run
 * the server as in production give it this well-formed GSTIN of no real business.
 */
export const BENCH_OPERATOR_ENV = { PLATFORM_GSTIN: '07AAACL1234C1Z7' } as const;
