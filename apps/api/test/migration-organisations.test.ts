/*
 * Migration 0025 (issue 37) on a database that already holds accounts: every shipper and partner account becomes
 * an organisation with that user as its owner, operators do not, and no other row changes.
 */
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import {
  emptyDatabase,
  insertRow,
  MIGRATION_KINDS,
  MIGRATIONS_DIR,
  migrationsBefore,
  type TestDb,
} from './migration-support';

const BEFORE = '0025_organisations';

/** Every table's rows as JSON text, sorted: what must read the same before and after. */
async function snapshot(db: TestDb, tables: string[]): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  for (const table of tables) {
    const rows = executeRows<{ row: string }>(
      await db.execute(sql`select row_to_json(t)::text as row from ${sql.identifier(table)} t`),
    );
    out[table] = rows.map((r) => r.row).sort();
  }
  return out;
}

describe.each(MIGRATION_KINDS)('migration 0025 (organisations) on %s', (kind) => {
  let close: (() => Promise<void>) | undefined;
  afterAll(async () => {
    await close?.();
  });

  it('makes every account an organisation with its user as owner and loses nothing', async () => {
    const database = await emptyDatabase(kind);
    close = database.close;
    const { db } = database;
    await database.migrate(migrationsBefore(BEFORE));

    const person = {
      passwordHash: 'x',
      lastName: 'Yadav',
      company: 'Yadav Traders',
      phone: '9812345678',
      businessType: 'manufacturing',
    };
    const shipper = await insertRow(db, 'users', {
      ...person,
      email: 'meena@example.in',
      firstName: 'Meena',
    });
    const partner = await insertRow(db, 'users', {
      ...person,
      email: 'suresh@example.in',
      firstName: 'Suresh',
      role: 'partner',
    });
    await insertRow(db, 'users', { ...person, email: 'ops@example.in', firstName: 'Asha', role: 'operator' });
    await insertRow(db, 'partners', {
      userId: partner.id,
      kind: 'fleet_operator',
      businessName: 'Yadav Roadways',
    });
    await insertRow(db, 'places', {
      userId: shipper.id,
      label: 'Factory',
      address: 'Plot 12, Okhla Industrial Area Phase 1',
      lat: 28.53,
      lon: 77.27,
    });

    const tables = executeRows<{ name: string }>(
      await db.execute(sql`select tablename as name from pg_tables where schemaname = 'public'`),
    ).map((t) => t.name);
    const before = await snapshot(db, tables);

    await database.migrate(MIGRATIONS_DIR);

    expect(await snapshot(db, tables)).toEqual(before);
    const members = executeRows<{ email: string; role: string; kind: string; owner: boolean }>(
      await db.execute(sql`
        select u.email, m.role, o.kind, o.owner_user_id = u.id as owner
        from organisation_members m
        join organisations o on o.id = m.organisation_id
        join users u on u.id = m.user_id
        order by u.email`),
    );
    expect(members).toEqual([
      { email: 'meena@example.in', role: 'owner', kind: 'shipper', owner: true },
      { email: 'suresh@example.in', role: 'fleet_owner', kind: 'partner', owner: true },
    ]);
  });
});
