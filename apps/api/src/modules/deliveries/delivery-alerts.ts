/*
 * The alerts the server raises for a delivery (DESIGN.md: alerts are stored on the server). Titles and the
 * creation title are the spec's words; the rest are plain sentences in the same voice.
 */
import { SPEC_HUB_NAMES, TIME_SLOT_LABELS, isTimeSlot, type DeliveryStatus } from '@logisaathi/domain';
import { findHubInAddress, SPEC_HUB_IDS } from '@logisaathi/geo';
import { LRUCache } from 'lru-cache';
import { serverText, type ApiText } from '../../lib/texts';
import type { NewAlert } from '../alerts/raise-alert';
import type { DeliveryRow } from './deliveries-repository';

export const DELIVERY_CREATED_TITLE = 'Delivery Scheduled Successfully! 🎉';
const LABEL_MAX_LENGTH = 24;
/**
 * Labels of recent addresses: finding a hub in an address is most of a create's alert, and businesses ship
 * from the same few places again and again.
 */
const labels = new LRUCache<string, string>({ max: 2_000 });

/**
 * A short name for an end of the route ('Okhla'): an industrial hub named in the address first (that is how
 * Delhi businesses name these places), else the first part of the geocoder's name, else of the address.
 */
export function placeLabel(address: string, placeName: string | null | undefined): string {
  const key = `${address}\u0000${placeName ?? ''}`;
  let label = labels.get(key);
  if (label === undefined) labels.set(key, (label = labelFor(address, placeName)));
  return label;
}

function labelFor(address: string, placeName: string | null | undefined): string {
  const hub = findHubInAddress(address, SPEC_HUB_IDS);
  if (hub) return SPEC_HUB_NAMES.find((name) => hub.name.startsWith(name)) ?? hub.name;
  const source = placeName?.trim() ? placeName : address;
  const first = (source.split(',')[0] ?? source).trim();
  if (first.length <= LABEL_MAX_LENGTH) return first;
  const cut = first.slice(0, LABEL_MAX_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return lastSpace > 8 ? cut.slice(0, lastSpace) : cut;
}

/** 'Okhla → Bawana' */
export function routeLabel(
  row: Pick<DeliveryRow, 'pickupAddress' | 'pickupPlace' | 'deliveryAddress' | 'deliveryPlace'>,
): string {
  return `${placeLabel(row.pickupAddress, row.pickupPlace)} → ${placeLabel(row.deliveryAddress, row.deliveryPlace)}`;
}

export function deliveryCreatedAlert(row: DeliveryRow): NewAlert {
  const from = placeLabel(row.pickupAddress, row.pickupPlace);
  const to = placeLabel(row.deliveryAddress, row.deliveryPlace);
  const slot = isTimeSlot(row.timeSlot) ? TIME_SLOT_LABELS[row.timeSlot] : row.timeSlot;
  const savings = row.regularCostInr - row.totalCostInr;
  return {
    type: 'success',
    title: DELIVERY_CREATED_TITLE,
    message: serverText('delivery.scheduled', {
      id: row.deliveryId,
      from,
      to,
      date: row.deliveryDate,
      slot,
      km: row.distanceKm,
      min: row.durationMin,
      price: row.totalCostInr,
      ...(savings > 0 ? { saved: savings } : {}),
    }),
    status: 'active',
    priority: 'medium',
    shipmentId: row.deliveryId,
    route: `${from} → ${to}`,
  };
}

const STATUS_ALERTS: Record<DeliveryStatus, Pick<NewAlert, 'type' | 'title' | 'status' | 'priority'>> = {
  Scheduled: { type: 'info', title: 'Delivery Scheduled', status: 'active', priority: 'medium' },
  'Picked Up': { type: 'info', title: 'Shipment Picked Up', status: 'active', priority: 'medium' },
  'In Transit': { type: 'info', title: 'Shipment In Transit', status: 'active', priority: 'medium' },
  'Out for Delivery': { type: 'info', title: 'Out for Delivery', status: 'active', priority: 'medium' },
  Delivered: { type: 'success', title: 'Delivery Completed', status: 'completed', priority: 'medium' },
  Failed: { type: 'error', title: 'Delivery Failed', status: 'active', priority: 'high' },
  Cancelled: { type: 'info', title: 'Delivery Cancelled', status: 'completed', priority: 'low' },
};

export function statusChangedAlert(row: DeliveryRow, note: ApiText | null): NewAlert {
  const route = routeLabel(row);
  const status = row.status as DeliveryStatus;
  return {
    ...STATUS_ALERTS[status],
    message: serverText('delivery.nowStatus', {
      id: row.deliveryId,
      route,
      status,
      ...(note ? { note } : {}),
    }),
    shipmentId: row.deliveryId,
    route,
  };
}
