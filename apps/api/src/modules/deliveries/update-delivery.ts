import {
  normalizeQuoteAddress,
  QUOTE_MESSAGES,
  QUOTE_VALIDITY_MINUTES,
  type DeliveryRowId,
} from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findDelivery, updateDelivery, type DeliveryRow } from './deliveries-repository';
import { deliveryColumns, locatedFromQuote } from './create-delivery';
import type { GeoPort } from '../places/geo-port';
import { parseDeliveryEdit, type DeliveryRequest } from './delivery-request';
import { DELIVERY_NOT_FOUND } from './find-delivery-for-user';
import { locateDelivery, type LocatedDelivery } from './locate-delivery';
import { geoWithSavedPlaces, withSavedPlaceContacts } from '../places/saved-place-geo';
import { bindQuote, QuoteConflictError } from '../quotes/bind-quote';
import { createQuote, type QuoteDeps, type QuoteInputs } from '../quotes/create-quote';

const ONLY_SCHEDULED = 'Only a Scheduled delivery can be edited.';

function assertEditable(row: DeliveryRow) {
  if (row.status !== 'Scheduled')
    throw new AppError('conflict', `${ONLY_SCHEDULED} This one is ${row.status}.`);
}

/**
 * A new slot starts dispatch afresh: modules/dispatch forgets a timeout of the old slot, in the edit's
 * transaction (app.ts hands down dispatch's `restartDispatch`).
 */
export type SlotChanged = (tx: DbOrTx, deliveryRowId: DeliveryRowId) => Promise<void>;

export interface UpdateDeliveryDeps {
  db: Db;
  geo: GeoPort;
  slotChanged: SlotChanged;
  /** How long a fresh quote (issued on a 409) holds; 15 minutes unless configured. */
  quoteValidityMs?: number;
}

const isSameAddress = (a: string, b: string) => normalizeQuoteAddress(a) === normalizeQuoteAddress(b);

/** Whether the edit changes what the price reads: either address (as the geocoder reads it) or the weight. */
export function editChangesPrice(before: DeliveryRow, input: DeliveryRequest): boolean {
  return (
    !isSameAddress(before.pickupAddress, input.pickupAddress) ||
    !isSameAddress(before.deliveryAddress, input.deliveryAddress) ||
    before.weightKg !== input.weight
  );
}

/** The edit's price inputs; an unchanged side keeps the delivery's stored point (a saved place's pin stays). */
function editQuoteInputs(before: DeliveryRow, input: DeliveryRequest): QuoteInputs {
  return {
    pickupAddress: input.pickupAddress,
    deliveryAddress: input.deliveryAddress,
    pickupLocation: isSameAddress(before.pickupAddress, input.pickupAddress)
      ? { lat: before.pickupLat, lon: before.pickupLon }
      : undefined,
    deliveryLocation: isSameAddress(before.deliveryAddress, input.deliveryAddress)
      ? { lat: before.deliveryLat, lon: before.deliveryLon }
      : undefined,
    weight: input.weight,
    deliveryDate: input.deliveryDate,
    deliveryTime: input.deliveryTime,
  };
}

/**
 * Where the edited delivery goes and what it costs, by the same rule as create: with a quote id the quote
 * decides (or 409 with a fresh one); an edit that changes the price's inputs without one is refused with a
 * fresh quote to confirm (never re-priced silently); any other edit keeps the stored places and route.
 */
async function locateForEdit(
  deps: UpdateDeliveryDeps,
  userId: string,
  before: DeliveryRow,
  input: DeliveryRequest,
  now: Date,
): Promise<LocatedDelivery> {
  const geo = await geoWithSavedPlaces(deps.db, deps.geo, userId, input);
  const quoteDeps: QuoteDeps = {
    db: deps.db,
    geo,
    validityMs: deps.quoteValidityMs ?? QUOTE_VALIDITY_MINUTES * 60_000,
  };
  const quoteInputs = editQuoteInputs(before, input);
  if (input.quoteId) {
    const quote = await bindQuote(quoteDeps, userId, input.quoteId, quoteInputs, now);
    return locatedFromQuote(quote, input.mode);
  }
  if (editChangesPrice(before, input)) {
    const fresh = await createQuote(quoteDeps, userId, quoteInputs, now);
    throw new QuoteConflictError(QUOTE_MESSAGES.editRequired, fresh);
  }
  // Same places (as the geocoder reads them) and weight: the stored points and route stand.
  return locateDelivery(
    geo,
    { ...input, weightKg: input.weight },
    {
      pickupAddress: input.pickupAddress,
      deliveryAddress: input.deliveryAddress,
      pickup: { lat: before.pickupLat, lon: before.pickupLon, name: before.pickupPlace },
      delivery: { lat: before.deliveryLat, lon: before.deliveryLon, name: before.deliveryPlace },
      route: {
        distanceKm: before.distanceKm,
        durationMin: before.durationMin,
        geometry: before.routeGeometry,
        source: before.routeSource,
      },
    },
  );
}

/**
 * Edits a Scheduled delivery with a partial body. An edit of either address or the weight must carry a quote
 * for the edited inputs (locateForEdit); other edits keep the stored route and price (a mode change picks the
 * regular or pooled price of the same route). The geo calls run before the transaction; inside it the row
 * is locked and must be unchanged since it was read, else the edit is refused (409) rather than overwriting a
 * status change or another edit made meanwhile.
 */
export async function updateUserDelivery(
  deps: UpdateDeliveryDeps,
  userId: string,
  deliveryRowId: DeliveryRowId,
  body: unknown,
  now: Date,
): Promise<DeliveryRow> {
  const before = await findDelivery(deps.db, deliveryRowId, userId);
  if (!before) throw AppError.notFound(DELIVERY_NOT_FOUND);
  assertEditable(before);
  const input = parseDeliveryEdit(before, body, now);
  const located = await locateForEdit(deps, userId, before, input, now);
  const contacted = await withSavedPlaceContacts(deps.db, userId, input);
  return deps.db.transaction(async (tx) => {
    const current = await findDelivery(tx, deliveryRowId, userId, { forUpdate: true });
    if (!current) throw AppError.notFound(DELIVERY_NOT_FOUND);
    assertEditable(current);
    if (current.updatedAt.getTime() !== before.updatedAt.getTime()) {
      throw new AppError(
        'conflict',
        'This delivery changed while you were editing it. Please reload and try again.',
      );
    }
    const columns = deliveryColumns(contacted, located);
    // A new slot starts dispatch afresh: a timeout of the old slot no longer holds.
    if (columns.pickupDate !== current.pickupDate || columns.timeSlot !== current.timeSlot)
      await deps.slotChanged(tx, current.id);
    return updateDelivery(tx, current.id, { ...columns, updatedAt: now });
  });
}
