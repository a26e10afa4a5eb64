import type { DbOrTx } from '../../db/client';
import { insertAlert, newAlertRow, type AlertRow, type NewAlert } from './alerts-repository';

export type { NewAlert } from './alerts-repository';

/**
 * The one way modules raise an alert for a user (delivery created, status changed, booking confirmed, ...).
 * Pass the open transaction so the alert commits or rolls back with the change it reports. The user's open live
 * streams hear of it from the database once it commits (migration 0003's trigger on alerts).
 */
export async function raiseAlert(db: DbOrTx, userId: string, alert: NewAlert): Promise<AlertRow> {
  const row = newAlertRow(userId, alert);
  await insertAlert(db, row);
  return row;
}
