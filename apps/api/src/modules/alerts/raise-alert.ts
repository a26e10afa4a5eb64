import type { DbOrTx } from '../../db/client';
import { insertAlert, type NewAlert } from './alerts-repository';

export type { NewAlert } from './alerts-repository';

type AlertListener = (userId: string) => void;
const listeners = new Set<AlertListener>();

/** Lets live channels (server-sent events) tell a user's browser that its alert list changed. */
export function onAlertRaised(listener: AlertListener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The one way modules raise an alert for a user (delivery created, status changed, booking confirmed, ...).
 * Pass the open transaction so the alert commits or rolls back with the change it reports.
 */
export async function raiseAlert(db: DbOrTx, userId: string, alert: NewAlert) {
  const row = await insertAlert(db, userId, alert);
  for (const listener of listeners) listener(userId);
  return row;
}
