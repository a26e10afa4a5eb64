import { and, desc, eq, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { AuditAction, AuditEntry } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { auditLog } from './tables';

/** The operator doing something, as the audit log names them. */
export interface Actor {
  id: string;
  email: string;
}

export interface AuditRecord {
  action: AuditAction;
  targetType: string;
  targetId: string;
  reason?: string | null | undefined;
  before?: unknown;
  after?: unknown;
}

/** Appends one entry (the table refuses UPDATE and DELETE: migration 0019). */
export async function recordAudit(db: DbOrTx, actor: Actor, entry: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    reason: entry.reason ?? null,
    before: toJson(entry.before),
    after: toJson(entry.after),
  });
}

/**
 * Runs an operator action and its audit entry in one transaction: the entry is written only when the action
 * succeeds, and the action never happens without its entry. The action gets the transaction as its database
 * (a use-case opening its own transaction runs in a savepoint), `before` reads the record first.
 */
export async function audited<T>(
  db: Db,
  actor: Actor,
  entry: Omit<AuditRecord, 'before' | 'after'> & { before?: (tx: Db) => Promise<unknown> },
  run: (tx: Db) => Promise<T>,
  after: (result: T) => unknown = (result) => result,
): Promise<T> {
  return db.transaction(async (tx) => {
    const inner = tx as unknown as Db;
    const before = entry.before ? await entry.before(inner) : null;
    const result = await run(inner);
    await recordAudit(tx, actor, { ...entry, before, after: after(result) });
    return result;
  });
}

function toJson(value: unknown): unknown {
  return value === undefined || value === null ? null : JSON.parse(JSON.stringify(value));
}

export async function listAudit(
  db: Db,
  query: {
    action?: AuditAction | undefined;
    q?: string | undefined;
    before?: number | undefined;
    limit: number;
  },
): Promise<AuditEntry[]> {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.before) conditions.push(lt(auditLog.id, query.before));
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, '\\$&')}%`;
    const match = or(ilike(auditLog.actorEmail, like), ilike(auditLog.targetId, like));
    if (match) conditions.push(match);
  }
  const rows = await db
    .select()
    .from(auditLog)
    .where(conditions.length > 0 ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
  return rows.map((r) => ({
    id: r.id,
    at: r.at.toISOString(),
    actorId: r.actorId,
    actorEmail: r.actorEmail,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId,
    reason: r.reason,
    before: r.before ?? null,
    after: r.after ?? null,
  }));
}

const CSV_COLUMNS = ['id', 'at', 'actorEmail', 'actorId', 'action', 'targetType', 'targetId', 'reason', 'before', 'after'] as const; // prettier-ignore

/**
 * The log as CSV (RFC 4180), every entry matching the filter, oldest first. A cell that a spreadsheet would
 * run as a formula (=, +, -, @) is prefixed with a quote.
 */
export async function auditCsv(
  db: Db,
  query: { action?: AuditAction | undefined; q?: string | undefined },
): Promise<string> {
  const entries: AuditEntry[] = [];
  let before: number | undefined;
  for (;;) {
    const page = await listAudit(db, { ...query, before, limit: 1_000 });
    entries.push(...page);
    if (page.length < 1_000) break;
    before = page.at(-1)?.id;
  }
  const cell = (value: unknown): string => {
    let text =
      value === null || value === undefined ? '' : typeof value === 'string' ? value : JSON.stringify(value);
    if (/^[=+\-@]/.test(text)) text = `'${text}`;
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  const lines = [CSV_COLUMNS.join(',')];
  for (const entry of entries.reverse()) lines.push(CSV_COLUMNS.map((c) => cell(entry[c])).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
