/*
 * Issue 34's benchmark of the notification outbox, on PostgreSQL with real API processes (apps/api/src/server.ts):
 *
 * 1. 10,000 notifications enqueued (each written in a transaction, as an event writes it) and delivered to the
 *    fake SMS channel by two API processes sharing the work: p50/p99 from enqueue (the row's created_at) to send
 *    (the fake's first_sent_at), both on the database clock, and how many each process sent.
 * 2. kill -9 of one of two API processes while they are sending 3,000: the other takes over the lapsed claims.
 *    Counted by message id: lost (never sent), sent twice with the same effect (same body, same id), and sent
 *    twice with a different effect (must be 0).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npx tsx bench/notifications/run.ts
 *
 * A fresh database is created for the run and dropped at the end.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../apps/api/src/db/client';
import { executeRows } from '../../apps/api/src/db/execute-rows';
import { notifyUser } from '../../apps/api/src/modules/notifications/notify';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const COUNT = Number(process.env.BENCH_COUNT ?? 10_000);
const KILL_COUNT = Number(process.env.BENCH_KILL_COUNT ?? 3_000);
const BATCH = 50;

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

interface Server {
  child: ChildProcess;
  pid: number;
}

async function startApi(url: string, extraEnv: Record<string, string> = {}): Promise<Server> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'ls-bench-notify-')),
      DATABASE_URL: url,
      DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      JWT_SECRET: 'bench-secret-that-is-long-enough-for-hs256-signing',
      // No quiet hours in the benchmark (the SMS would wait for 09:00 IST), short claims for the kill test.
      SMS_QUIET_HOURS_IST: '0-0',
      NOTIFY_LEASE_MS: '2000',
      ...extraEnv,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  for (;;) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null) throw new Error('the API process ended while starting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { child, pid: child.pid! };
}

const stopApi = (server: Server) =>
  new Promise<void>((resolve) => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) return resolve();
    server.child.once('exit', () => resolve());
    server.child.kill('SIGTERM');
  });

/** A shipper whose 'delivered' messages go by SMS only (the fake channel). */
async function benchUser(database: Database): Promise<string> {
  const [user] = executeRows<{ id: string }>(
    await database.db
      .execute(sql`insert into users (email, password_hash, first_name, last_name, company, phone, business_type)
      values (${`bench-${crypto.randomUUID()}@example.in`}, 'x', 'Bench', 'User', 'Bench Traders', '9876543210', 'retail')
      returning id`),
  );
  await database.db.execute(sql`insert into notification_preferences (user_id, event, channel, enabled) values
    (${user!.id}::uuid, 'delivered', 'sms', true), (${user!.id}::uuid, 'delivered', 'push', false),
    (${user!.id}::uuid, 'delivered', 'email', false)`);
  return user!.id;
}

/** `count` messages, each written in a transaction of its own batch of BATCH, as events write them. */
async function enqueue(database: Database, userId: string, count: number, tag: string): Promise<void> {
  for (let i = 0; i < count; i += BATCH) {
    await database.db.transaction(async (tx) => {
      for (let j = i; j < Math.min(count, i + BATCH); j += 1)
        await notifyUser(tx, { userId, event: 'delivered', variables: { code: `LS${tag}${j}` } });
    });
  }
}

async function waitAllSent(database: Database, userId: string, count: number): Promise<void> {
  for (;;) {
    const [row] = executeRows<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from notification_outbox where user_id = ${userId}::uuid and state = 'sent'`,
      ),
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

async function main() {
  const name = `ls_bench_notify_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  const servers: Server[] = [];
  try {
    servers.push(await startApi(url.toString()), await startApi(url.toString()));

    // --- 1. 10,000 notifications, two API processes.
    const userId = await benchUser(database);
    const started = Date.now();
    await enqueue(database, userId, COUNT, 'A');
    const enqueuedMs = Date.now() - started;
    await waitAllSent(database, userId, COUNT);
    const totalMs = Date.now() - started;
    const [lat] = executeRows<{ p50: number; p99: number; max: number; n: number }>(
      await database.db.execute(sql`
        select count(*)::int as n,
          percentile_cont(0.5) within group (order by extract(epoch from f.first_sent_at - o.created_at)) * 1000 as p50,
          percentile_cont(0.99) within group (order by extract(epoch from f.first_sent_at - o.created_at)) * 1000 as p99,
          max(extract(epoch from f.first_sent_at - o.created_at)) * 1000 as max
        from notification_outbox o join fake_channel_messages f on f.message_id = o.id
        where o.user_id = ${userId}::uuid`),
    );
    const shares = executeRows<{ sent_by: string; n: number }>(
      await database.db.execute(sql`select f.sent_by, count(*)::int as n from fake_channel_messages f
        join notification_outbox o on o.id = f.message_id where o.user_id = ${userId}::uuid group by f.sent_by order by 1`),
    );
    console.log(`1. ${COUNT} notifications through two API processes (PostgreSQL, fake SMS channel)`);
    console.log(`   enqueued in ${enqueuedMs} ms (transactions of ${BATCH}); all sent after ${totalMs} ms`);
    console.log(
      `   enqueue -> send: p50 ${Number(lat!.p50).toFixed(0)} ms, p99 ${Number(lat!.p99).toFixed(0)} ms, max ${Number(lat!.max).toFixed(0)} ms (goal: p99 < 2000 ms) over ${lat!.n} messages`,
    );
    console.log(`   sent per process: ${shares.map((s) => `${s.sent_by} ${s.n}`).join(', ')}`);

    // --- 2. kill -9 of one process while both are sending. The fake provider now answers 200 ms after it has a
    // message, so a process is killed between the provider's having it and the row's being marked sent.
    for (const server of servers.splice(0)) await stopApi(server);
    const slow = { NOTIFY_FAKE_LATENCY_MS: '200' };
    servers.push(await startApi(url.toString(), slow), await startApi(url.toString(), slow));
    const killUser = await benchUser(database);
    const enqueueDone = enqueue(database, killUser, KILL_COUNT, 'K');
    for (;;) {
      const [row] = executeRows<{ n: number }>(
        await database.db.execute(
          sql`select count(*)::int as n from notification_outbox where user_id = ${killUser}::uuid and state = 'sent'`,
        ),
      );
      if ((row?.n ?? 0) >= KILL_COUNT / 10) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const victim = servers[0]!;
    victim.child.kill('SIGKILL');
    await new Promise((resolve) => victim.child.once('exit', resolve));
    // What the killed process held: claimed and not marked sent (its lease lapses, the other process sends them).
    const [inFlight] = executeRows<{ n: number }>(
      await database.db.execute(
        sql`select count(*)::int as n from notification_outbox where user_id = ${killUser}::uuid and state = 'sending'
          and locked_until > now()`,
      ),
    );
    await enqueueDone;
    await waitAllSent(database, killUser, KILL_COUNT);
    const [counts] = executeRows<{
      rows: number;
      sent: number;
      recorded: number;
      twice: number;
      differed: number;
    }>(
      await database.db.execute(sql`
        select count(*)::int as rows,
          count(*) filter (where o.state = 'sent')::int as sent,
          count(f.message_id)::int as recorded,
          count(*) filter (where f.sends > 1)::int as twice,
          count(*) filter (where f.differed)::int as differed
        from notification_outbox o left join fake_channel_messages f on f.message_id = o.id
        where o.user_id = ${killUser}::uuid`),
    );
    console.log(`2. kill -9 of process ${victim.pid} while ${KILL_COUNT} notifications were being sent`);
    console.log(`   claimed and not yet marked sent right after the kill: ${inFlight?.n ?? 0}`);
    console.log(
      `   messages ${counts!.rows}, sent ${counts!.sent}, lost ${counts!.rows - counts!.recorded}, ` +
        `sent twice with the same id and body ${counts!.twice}, sent twice with a different effect ${counts!.differed}`,
    );
  } finally {
    for (const server of servers) await stopApi(server);
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
