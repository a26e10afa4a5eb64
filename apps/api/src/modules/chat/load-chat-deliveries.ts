import type { DeliverySummary } from '@logisaathi/assistant';
import { isDeliveryIdShaped, normalizeDeliveryId } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import {
  findDeliveryByPublicId,
  listDeliveries,
  type DeliveryListRow,
} from '../deliveries/deliveries-repository';

/**
 * How many of the newest deliveries a 'where is my shipment?' answer looks at. The reply lists four and says
 * how many more there are, so a user with more than this sees 'and N more' as a lower bound, which still points
 * them to the dashboard; the cap keeps one chat message from reading a large account's whole history.
 */
export const CHAT_DELIVERY_SCAN_LIMIT = 100;
/** Addresses are typed freely and can be long; a chat line stays readable on a phone with this much of each. */
export const CHAT_ADDRESS_MAX_CHARS = 40;

/** Cuts at a word boundary when one is near, so 'Plot 12, Okhla Industrial Area…' rather than mid-word. */
export function shortenAddress(address: string, maxChars = CHAT_ADDRESS_MAX_CHARS): string {
  const text = address.trim().replace(/\s+/g, ' ');
  if (text.length <= maxChars) return text;
  const cut = text.slice(0, maxChars - 1);
  const endsAtWord = /\s/.test(text.charAt(cut.length));
  const lastSpace = cut.lastIndexOf(' ');
  const head = endsAtWord || lastSpace < maxChars / 2 ? cut : cut.slice(0, lastSpace);
  return `${head.replace(/[\s,;.-]+$/, '')}…`;
}

export function toDeliverySummary(row: DeliveryListRow): DeliverySummary {
  return {
    deliveryId: row.deliveryId,
    status: row.status,
    from: shortenAddress(row.pickupAddress),
    to: shortenAddress(row.deliveryAddress),
    slot: row.timeSlot || null,
    date: row.deliveryDate || null,
  };
}

/**
 * The deliveries a track answer needs, only ever the asking user's own: the one named by id (an id belonging
 * to another business is simply not found), or the newest ones when no id was given.
 */
export async function loadChatDeliveries(
  db: DbOrTx,
  userId: string,
  shipmentId: string | null,
): Promise<DeliverySummary[]> {
  if (shipmentId !== null) {
    // Only text shaped like a code can name one (the rule of Track by ID, find-delivery-for-user.ts).
    const code = normalizeDeliveryId(shipmentId);
    const row = isDeliveryIdShaped(code) ? await findDeliveryByPublicId(db, code, userId) : undefined;
    return row ? [toDeliverySummary(row)] : [];
  }
  const rows = await listDeliveries(db, userId, { limit: CHAT_DELIVERY_SCAN_LIMIT, offset: 0 });
  return rows.map(toDeliverySummary);
}
