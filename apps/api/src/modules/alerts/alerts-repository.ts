import { DEFAULT_LANGUAGE, type AlertDto, type Language } from '@logisaathi/domain';
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { insertRows, rowFor, type RowFor } from '../../db/prepared-insert';
import { alerts } from './tables';
import { englishOf, isKeyedText, textIn, type ApiText } from '../../lib/texts';

export type AlertRow = typeof alerts.$inferSelect;

export interface NewAlert {
  type: 'delay' | 'success' | 'warning' | 'info' | 'error';
  title: ApiText;
  message: ApiText;
  status: 'active' | 'pending' | 'completed';
  priority: 'high' | 'medium' | 'low';
  shipmentId?: string | null;
  route?: string | null;
}

/**
 * Client shape of spec section 3 'Alert' (`time` is the ISO creation time). Alerts are stored in English, the
 * words they were raised with, and with the keys of those raised as keyed sentences; they are read in the
 * reader's language (lib/texts.ts). An alert stored before its sentence had a key is read as stored.
 */
export function toAlertDto(row: AlertRow, language: Language = DEFAULT_LANGUAGE): AlertDto {
  return {
    id: row.id,
    type: row.type as AlertDto['type'],
    title: textIn(language, row.textKeys?.title ?? row.title),
    message: textIn(language, row.textKeys?.message ?? row.message),
    time: row.createdAt.toISOString(),
    status: row.status as AlertDto['status'],
    priority: row.priority as AlertDto['priority'],
    shipmentId: row.shipmentId,
    route: row.route,
    read: row.isRead,
  };
}

export async function listAlerts(db: DbOrTx, userId: string, onlyUnread = false): Promise<AlertRow[]> {
  const conditions = [eq(alerts.userId, userId), isNull(alerts.archivedAt)];
  if (onlyUnread) conditions.push(eq(alerts.isRead, false));
  return db
    .select()
    .from(alerts)
    .where(and(...conditions))
    .orderBy(desc(alerts.createdAt))
    .limit(500);
}

/** A new alert's complete row, unread and unarchived. */
export function newAlertRow(userId: string, alert: NewAlert, createdAt = new Date()): AlertRow {
  const { title, message } = alert;
  const keyed = {
    ...(isKeyedText(title) ? { title } : {}),
    ...(isKeyedText(message) ? { message } : {}),
  };
  return {
    id: randomUUID(),
    userId,
    ...alert,
    title: englishOf(title),
    message: englishOf(message),
    textKeys: keyed.title || keyed.message ? keyed : null,
    shipmentId: alert.shipmentId ?? null,
    route: alert.route ?? null,
    isRead: false,
    archivedAt: null,
    createdAt,
  };
}

/** A complete new alert row as one row of another module's prepared insert (a delivery and its alert). */
export const alertInsert = (row: AlertRow): RowFor => rowFor(alerts, row);

/** Stores a complete new alert row (a prepared insert: alerts are written with most changes). */
export async function insertAlert(db: DbOrTx, row: AlertRow): Promise<void> {
  await insertRows(db, 'insert_alert', [alertInsert(row)]);
}

/** Updates one alert of this user; returns undefined when it is not theirs (the caller answers 404). */
export async function updateOwnAlert(
  db: DbOrTx,
  userId: string,
  id: string,
  patch: Partial<Pick<AlertRow, 'isRead' | 'archivedAt'>>,
): Promise<AlertRow | undefined> {
  const [row] = await db
    .update(alerts)
    .set(patch)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId), isNull(alerts.archivedAt)))
    .returning();
  return row;
}

export async function deleteOwnAlert(db: DbOrTx, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(alerts)
    .where(and(eq(alerts.id, id), eq(alerts.userId, userId)))
    .returning({ id: alerts.id });
  return rows.length > 0;
}

const visibleAlerts = (userId: string) => and(eq(alerts.userId, userId), isNull(alerts.archivedAt));

export async function unreadAlertCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(alerts)
    .where(and(visibleAlerts(userId), eq(alerts.isRead, false)));
  return row?.n ?? 0;
}

export async function latestAlerts(db: DbOrTx, userId: string, limit: number) {
  return db.select().from(alerts).where(visibleAlerts(userId)).orderBy(desc(alerts.createdAt)).limit(limit);
}
