/*
 * What the product tells people outside an open tab (issue 34): the events, the channels, each event's template
 * variables (typed), and which channels an event uses unless the user chose otherwise.
 */
export const NOTIFICATION_CHANNELS = ['push', 'sms', 'whatsapp', 'email'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

/** Events a user can set per channel (the settings screen lists these). */
export const NOTIFICATION_EVENTS = [
  'offer',
  'truck-assigned',
  'picked-up',
  'delivered',
  'failed',
  'exception',
  'payment-confirmed',
  'payment-rejected',
  'invoice-issued',
  'document-expiring',
  'pool-request-answered',
  'exception-resolved',
  'job-exception-resolved',
  'trade-proposed',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

/** Messages to a delivery's consignee (no account): the tracking link and the delivery code. */
export const CONSIGNEE_EVENT = 'consignee-tracking';
export type OutboxEvent = NotificationEvent | typeof CONSIGNEE_EVENT;

/** Who each event is for: the settings screen shows a shipper's events to shippers, a partner's to partners. */
export const NOTIFICATION_EVENT_AUDIENCE: Readonly<Record<NotificationEvent, 'shipper' | 'partner'>> = {
  offer: 'partner',
  'truck-assigned': 'shipper',
  'picked-up': 'shipper',
  delivered: 'shipper',
  failed: 'shipper',
  exception: 'shipper',
  'payment-confirmed': 'shipper',
  'payment-rejected': 'shipper',
  'invoice-issued': 'shipper',
  'document-expiring': 'partner',
  'pool-request-answered': 'shipper',
  'exception-resolved': 'shipper',
  'job-exception-resolved': 'partner',
  'trade-proposed': 'partner',
};

/** The variables each template reads; every one is a string or number so a template fills them as they are. */
export interface NotificationVariables {
  offer: { code: string; from: string; to: string; fare: number; offerId: string };
  'truck-assigned': { code: string; vehicle: string; driver: string; driverPhone: string };
  'picked-up': { code: string };
  delivered: { code: string };
  failed: { code: string; reason: string };
  exception: { code: string; reason: string };
  'payment-confirmed': { invoice: string; amount: number };
  'payment-rejected': { invoice: string; reason: string };
  'invoice-issued': { invoice: string; code: string; amount: number };
  'document-expiring': { document: string; expiresOn: string; days: number };
  'pool-request-answered': { code: string; answer: 'accepted' | 'declined' };
  /** An operator's answer to a problem on a delivery (issue 33): the message written for this side. */
  'exception-resolved': { code: string; message: string };
  'job-exception-resolved': { code: string; message: string };
  /** Two trucks may swap the rest of their day (issue 31): the partner's truck and the empty km it would save. */
  'trade-proposed': { vehicle: string; savedKm: number; tradeId: string };
  'consignee-tracking': {
    code: string;
    sender: string;
    trackingUrl: string;
    deliveryCode: string;
    optOutUrl: string;
  };
}

/** Channels an event uses when the user has not chosen (SMS costs money: only where it matters). */
export const DEFAULT_CHANNELS: Readonly<Record<NotificationEvent, readonly NotificationChannel[]>> = {
  // An offer goes by push; SMS joins only when a wave escalates (see OFFER_ESCALATION in README).
  offer: ['push', 'sms'],
  'truck-assigned': ['push', 'email'],
  'picked-up': ['push'],
  delivered: ['push', 'email'],
  failed: ['push', 'email', 'sms'],
  exception: ['push', 'email', 'sms'],
  'payment-confirmed': ['push', 'email'],
  'payment-rejected': ['push', 'email'],
  'invoice-issued': ['email'],
  'document-expiring': ['push', 'email', 'sms'],
  'pool-request-answered': ['push'],
  'exception-resolved': ['push', 'email'],
  'job-exception-resolved': ['push', 'email'],
  'trade-proposed': ['push'],
};

export const isNotificationEvent = (value: string): value is NotificationEvent =>
  (NOTIFICATION_EVENTS as readonly string[]).includes(value);

/** Quiet hours (issue 34): no SMS from 21:00 to 09:00 IST, unless a partner opted in for offers. */
export const QUIET_HOURS_IST = { startHour: 21, endHour: 9 } as const;
