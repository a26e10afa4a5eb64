/*
 * Delivery statuses (spec section 4): the server's stored status, the status the dashboard shows (projected
 * from the delivery's slot and the clock), and which changes the status-update call accepts.
 */
import { toIstDateString } from './ist-time';
import { slotWindow, type TimeSlot } from './time-slots';

export const DELIVERY_STATUSES = [
  'Scheduled',
  'Picked Up',
  'In Transit',
  'Out for Delivery',
  'Delivered',
  'Failed',
  'Cancelled',
] as const;
export type DeliveryStatus = (typeof DELIVERY_STATUSES)[number];

export const FINAL_STATUSES: readonly DeliveryStatus[] = ['Delivered', 'Failed', 'Cancelled'];
export const ACTIVE_STATUSES: readonly DeliveryStatus[] = [
  'Scheduled',
  'Picked Up',
  'In Transit',
  'Out for Delivery',
];

export type BadgeColour = 'green' | 'blue' | 'purple' | 'yellow' | 'orange' | 'red' | 'gray';
export const STATUS_BADGE_COLOURS: Record<DeliveryStatus, BadgeColour> = {
  Delivered: 'green',
  'In Transit': 'blue',
  Scheduled: 'purple',
  'Picked Up': 'yellow',
  'Out for Delivery': 'orange',
  Failed: 'red',
  Cancelled: 'gray',
};

/** Slot the projection assumes when a delivery has none (spec section 4). */
export const PROJECTION_DEFAULT_SLOT: TimeSlot = '15-18';

export function isDeliveryStatus(value: unknown): value is DeliveryStatus {
  return typeof value === 'string' && (DELIVERY_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: string): boolean {
  return FINAL_STATUSES.some((s) => s === status);
}

export function isActive(status: string): boolean {
  return ACTIVE_STATUSES.some((s) => s === status);
}

/** What the projection needs from a delivery. deliveryDate is 'YYYY-MM-DD' or a timestamp (its IST date counts). */
export interface StatusInput {
  status: DeliveryStatus;
  deliveryDate?: string | Date | null;
  slot?: string | null;
}

/**
 * The status the dashboard shows (spec section 4), recomputed every STATUS_REFRESH_INTERVAL_MS:
 * Delivered, Failed and Cancelled are kept; every other status follows the clock against the slot on the
 * delivery date in IST: before the start -> Scheduled, from the start (inclusive) to the end (exclusive) ->
 * In Transit, from the end on -> Delivered. No slot means 15-18; an unrecognised slot covers 9-23 (spec 9).
 * A delivery whose date cannot be read keeps its stored status: there is nothing to project from.
 */
export function projectStatus(delivery: StatusInput, now: Date): DeliveryStatus {
  if (isFinalStatus(delivery.status)) return delivery.status;
  const date = toIstDateString(delivery.deliveryDate);
  if (!date) return delivery.status;
  const slot = delivery.slot ? delivery.slot : PROJECTION_DEFAULT_SLOT;
  const { start, end } = slotWindow(date, slot);
  const nowMs = now.getTime();
  if (nowMs < start.getTime()) return 'Scheduled';
  if (nowMs < end.getTime()) return 'In Transit';
  return 'Delivered';
}

/**
 * The dashboard's 'current shipment': the first delivery, in list order, whose projected status is active.
 * Pass `toInput` when the list holds another shape (for example server deliveries, see deliveryStatusInput).
 */
export function currentShipment<T extends StatusInput>(list: readonly T[], now: Date): T | undefined;
export function currentShipment<T>(
  list: readonly T[],
  now: Date,
  toInput: (item: T) => StatusInput,
): T | undefined;
export function currentShipment<T>(
  list: readonly T[],
  now: Date,
  toInput: (item: T) => StatusInput = (item) => item as unknown as StatusInput,
): T | undefined {
  return list.find((item) => isActive(projectStatus(toInput(item), now)));
}

/**
 * Server-side changes through the status-update call. The spec does not show how the server moves a
 * delivery, so the product follows the physical order one step at a time; Failed and Cancelled can end any
 * delivery that is not yet final; final statuses never change.
 */
const NEXT_STATUS: Partial<Record<DeliveryStatus, DeliveryStatus>> = {
  Scheduled: 'Picked Up',
  'Picked Up': 'In Transit',
  'In Transit': 'Out for Delivery',
  'Out for Delivery': 'Delivered',
};

export function allowedTransitions(from: DeliveryStatus): DeliveryStatus[] {
  if (isFinalStatus(from)) return [];
  const next = NEXT_STATUS[from];
  return next ? [next, 'Failed', 'Cancelled'] : ['Failed', 'Cancelled'];
}

export function canTransition(from: DeliveryStatus, to: DeliveryStatus): boolean {
  return allowedTransitions(from).includes(to);
}
