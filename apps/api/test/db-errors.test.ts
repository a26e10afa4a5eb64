import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { isTransientConflict, retryTransientConflicts } from '../src/lib/db-errors';
import { createTestApp, signUp, type TestApp, type TestUser } from './helper';
import { TEST_DATABASE_URL } from './test-config';

/** A promise with its resolve, to line two transactions up. */
function signal(): { promise: Promise<void>; resolve: () => void } {
  let resolve = () => {};
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

// Deadlocks need two sessions at once: embedded PGlite runs one transaction at a time and never raises one.
describe.skipIf(!TEST_DATABASE_URL)('a transaction PostgreSQL rolls back for a deadlock', () => {
  let t: TestApp;
  let first: TestUser;
  let second: TestUser;

  beforeAll(async () => {
    t = await createTestApp('postgres');
    [first, second] = [await signUp(t.app), await signUp(t.app)];
  });
  afterAll(async () => {
    await t?.close();
  });

  it('is run again and commits, while the other side of the deadlock commits too', async () => {
    const db = t.database.db;
    const touch = (id: string, at: string) =>
      sql`update users set updated_at = ${at}::timestamptz where id = ${id}`;
    const aLocked = signal();
    const bLocked = signal();
    const errors: unknown[] = [];
    let runs = 0;

    // A locks the first user, then the second; B the second, then the first. B looks for deadlocks after 50 ms
    // and A after 5 s, so B is the side PostgreSQL rolls back.
    const a = db.transaction(async (tx) => {
      await tx.execute(sql`set local deadlock_timeout = '5s'`);
      await tx.execute(touch(first.id, '2026-01-01T00:00:00Z'));
      aLocked.resolve();
      await bLocked.promise;
      await tx.execute(touch(second.id, '2026-01-01T00:00:00Z'));
    });
    const b = retryTransientConflicts(async () => {
      runs += 1;
      try {
        return await db.transaction(async (tx) => {
          await tx.execute(sql`set local deadlock_timeout = '50ms'`);
          await tx.execute(touch(second.id, '2026-02-02T00:00:00Z'));
          if (runs === 1) {
            bLocked.resolve();
            await aLocked.promise;
          }
          await tx.execute(touch(first.id, '2026-02-02T00:00:00Z'));
          return 'committed';
        });
      } catch (err) {
        errors.push(err);
        throw err;
      }
    });

    await expect(Promise.all([a, b])).resolves.toEqual([undefined, 'committed']);
    expect(runs).toBe(2);
    expect(errors).toHaveLength(1);
    expect(isTransientConflict(errors[0])).toBe(true);
    // B ran last, whole: both users carry its time.
    const rows = executeRows<{ updated_at: Date | string }>(
      await db.execute(sql`select updated_at from users where id in (${first.id}, ${second.id})`),
    );
    expect(rows.map((r) => new Date(r.updated_at).toISOString())).toEqual([
      '2026-02-02T00:00:00.000Z',
      '2026-02-02T00:00:00.000Z',
    ]);
  });
});

describe('running a transaction again after a conflict', () => {
  it('gives up after its attempts and throws the conflict as it came', async () => {
    let runs = 0;
    const deadlock = Object.assign(new Error('deadlock detected'), { code: '40P01' });
    const failing = retryTransientConflicts(async () => {
      runs += 1;
      throw new Error('Failed query', { cause: deadlock });
    }, 3);
    await expect(failing).rejects.toThrow('Failed query');
    expect(runs).toBe(3);
  });

  it('does not run again on any other error', async () => {
    let runs = 0;
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    await expect(
      retryTransientConflicts(async () => {
        runs += 1;
        throw unique;
      }),
    ).rejects.toBe(unique);
    expect(runs).toBe(1);
  });
});
