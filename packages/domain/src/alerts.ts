/*
 * Alerts (spec section 3 'Alert'; section 2 'Alerts & Notifications'). DESIGN stores them on the server, so
 * an id may be the spec's timestamp number or a server id string.
 */
import { z } from 'zod';
import { RESPONSE_TEXT_MAX } from './limits';

export const ALERT_TYPES = ['delay', 'success', 'warning', 'info', 'error'] as const;
export type AlertType = (typeof ALERT_TYPES)[number];
export const ALERT_STATUSES = ['active', 'pending', 'completed'] as const;
export type AlertStatus = (typeof ALERT_STATUSES)[number];
export const ALERT_PRIORITIES = ['high', 'medium', 'low'] as const;
export type AlertPriority = (typeof ALERT_PRIORITIES)[number];

export const alertSchema = z.object({
  id: z.union([z.number(), z.string().max(RESPONSE_TEXT_MAX.id).min(1)]),
  type: z.enum(ALERT_TYPES),
  title: z.string().max(RESPONSE_TEXT_MAX.name),
  message: z.string().max(RESPONSE_TEXT_MAX.text),
  /** Display text or an ISO date. */
  time: z.string().max(RESPONSE_TEXT_MAX.instant),
  status: z.enum(ALERT_STATUSES),
  priority: z.enum(ALERT_PRIORITIES),
  shipmentId: z.string().max(RESPONSE_TEXT_MAX.id).optional(),
  route: z.string().max(RESPONSE_TEXT_MAX.address).optional(),
  read: z.boolean(),
});
export type Alert = z.output<typeof alertSchema>;

/** A new alert before it gets its id, time and read flag. Status defaults to active, priority to medium. */
export const newAlertSchema = z.object({
  type: z.enum(ALERT_TYPES, { error: 'Alert type is invalid' }),
  title: z.string().trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
  message: z.string().trim().max(1000, 'Message must be at most 1000 characters'),
  status: z.enum(ALERT_STATUSES).default('active'),
  priority: z.enum(ALERT_PRIORITIES).default('medium'),
  shipmentId: z.string().trim().max(64).optional(),
  route: z.string().trim().max(200).optional(),
});
export type NewAlertInput = z.input<typeof newAlertSchema>;

/** The alert tabs and their counts (spec section 2). */
export const ALERT_TABS = ['all', 'unread', 'high', 'active', 'completed'] as const;
export type AlertTab = (typeof ALERT_TABS)[number];
export const ALERT_TAB_LABELS: Record<AlertTab, string> = {
  all: 'All Alerts',
  unread: 'Unread',
  high: 'High Priority',
  active: 'Active',
  completed: 'Completed',
};

type AlertLike = Pick<Alert, 'read' | 'priority' | 'status'>;

export function isInAlertTab(alert: AlertLike, tab: AlertTab): boolean {
  switch (tab) {
    case 'all':
      return true;
    case 'unread':
      return !alert.read;
    case 'high':
      return alert.priority === 'high';
    case 'active':
      return alert.status === 'active';
    case 'completed':
      return alert.status === 'completed';
  }
}

export function alertTabCounts(alerts: readonly AlertLike[]): Record<AlertTab, number> {
  const counts = { all: 0, unread: 0, high: 0, active: 0, completed: 0 };
  for (const alert of alerts) {
    for (const tab of ALERT_TABS) if (isInAlertTab(alert, tab)) counts[tab] += 1;
  }
  return counts;
}

/** The unread count behind the notification bell. */
export function unreadAlertCount(alerts: readonly Pick<Alert, 'read'>[]): number {
  return alerts.filter((a) => !a.read).length;
}
