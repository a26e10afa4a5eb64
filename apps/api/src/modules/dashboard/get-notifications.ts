import { DEFAULT_LANGUAGE, type Language } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { latestAlerts, toAlertDto, unreadAlertCount } from '../alerts/alerts-repository';

export const LATEST_NOTIFICATIONS = 5;

/** The bell's figure and the newest alerts (archived ones excluded, as on the alerts page). */
export async function getNotifications(db: DbOrTx, userId: string, language: Language = DEFAULT_LANGUAGE) {
  const [unreadCount, latest] = await Promise.all([
    unreadAlertCount(db, userId),
    latestAlerts(db, userId, LATEST_NOTIFICATIONS),
  ]);
  return { notifications: { unreadCount, latest: latest.map((row) => toAlertDto(row, language)) } };
}
