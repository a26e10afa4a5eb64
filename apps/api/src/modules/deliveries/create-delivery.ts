import { randomFillSync } from 'node:crypto';
import {
  DELIVERY_ID_RANDOM_LENGTH,
  generateDeliveryId,
  QUOTE_VALIDITY_MINUTES,
  type DeliveryRowId,
  type GoodsInvoice,
} from '@logisaathi/domain';
import type { Db } from '../../db/client';
import type { AlertPings } from '../alerts/alert-pings';
import { newAlertRow } from '../alerts/alerts-repository';
import type { RowFor } from '../../db/prepared-insert';
import { newDeliveryRowId } from '../../lib/row-id';
import { pgErrorOf } from '../../lib/db-errors';
import { actorOf, memberActionInsert, type ActingMember } from '../users/member-actions-repository';
import { geoWithSavedPlaces, withSavedPlaceContacts } from '../places/saved-place-geo';
import { insertDeliveryWithAlert, type DeliveryRow, type NewDeliveryRow } from './deliveries-repository';
import { deliveryCreatedAlert } from './delivery-alerts';
import type { GeoPort } from '../places/geo-port';
import type { DeliveryRequest } from './delivery-request';
import { bindQuote } from '../quotes/bind-quote';
import type { QuoteRow } from '../quotes/quotes-repository';
import { locateDelivery, type LocatedDelivery } from './locate-delivery';
import { deliveryPriceColumns } from './price-delivery';

/** 32^6 ids make a clash rare; a few fresh draws make a failure practically impossible. */
const DELIVERY_ID_ATTEMPTS = 5;

/** Secure random bytes taken from a pool refilled 4 KB at a time (one call into OpenSSL per ~680 ids). */
const randomPool = { bytes: new Uint8Array(4096), used: 4096 };
function pooledRandomBytes(size: number): Uint8Array {
  if (randomPool.used + size > randomPool.bytes.length) {
    randomFillSync(randomPool.bytes);
    randomPool.used = 0;
  }
  randomPool.used += size;
  return randomPool.bytes.slice(randomPool.used - size, randomPool.used);
}

/**
 * A new delivery's goods invoice as one row of the booking's statement, and whether its movement needs an e-way
 * bill: modules/eway-bills's `goodsInvoiceInsert`, handed down by app.ts (e-way bills sit above deliveries).
 */
export type GoodsInvoiceInsert = (
  goods: GoodsInvoice,
  ids: { deliveryRowId: DeliveryRowId; userId: string },
  now: Date,
) => { row: RowFor; required: boolean };

export interface CreateDeliveryDeps {
  db: Db;
  geo: GeoPort;
  /** Announces the 'Delivery Scheduled' alert to the user's open streams once it has committed. */
  alertPings: AlertPings;
  /** Source of the id's randomness; tests pass a fixed one to force a clash. */
  randomBytes?: (size: number) => Uint8Array;
  /** How long a fresh quote (issued on a 409) holds; 15 minutes unless configured. */
  quoteValidityMs?: number;
  /** The member booking (issue 37): their history row is stored in the booking's own statement. */
  actor?: ActingMember;
  /** Stores a booking's goods invoice in the same statement (modules/eway-bills). */
  goodsInvoiceInsert: GoodsInvoiceInsert;
}

/** A bound quote's places, route and price, exactly as quoted. */
export function locatedFromQuote(quote: QuoteRow, mode: string): LocatedDelivery {
  return {
    pickup: { lat: quote.pickupLat, lon: quote.pickupLon, name: quote.pickupPlace },
    delivery: { lat: quote.deliveryLat, lon: quote.deliveryLon, name: quote.deliveryPlace },
    route: {
      distanceKm: quote.distanceKm,
      durationMin: quote.durationMin,
      geometry: quote.routeGeometry,
      source: quote.routeSource,
    },
    price: deliveryPriceColumns(
      {
        baseCostInr: quote.baseCostInr,
        distanceCostInr: quote.distanceCostInr,
        weightCostInr: quote.weightCostInr,
        specialHandlingCostInr: quote.specialHandlingCostInr,
        regularCostInr: quote.regularCostInr,
        pooledCostInr: quote.pooledCostInr,
      },
      mode,
    ),
  };
}

/**
 * Where the delivery goes and what it costs. With a quote id the quote decides (bind-quote.ts: a quote that
 * cannot bind answers 409 with a fresh one). Without one the server prices the request itself, as it always
 * has, so clients that never ask for a quote keep working.
 */
async function locateForCreate(
  deps: CreateDeliveryDeps,
  userId: string,
  input: DeliveryRequest,
  now: Date,
): Promise<LocatedDelivery> {
  // A saved place named by id is located at its pin (looked up among the caller's own places only).
  const geo = await geoWithSavedPlaces(deps.db, deps.geo, userId, input);
  if (!input.quoteId) return locateDelivery(geo, { ...input, weightKg: input.weight });
  const validityMs = deps.quoteValidityMs ?? QUOTE_VALIDITY_MINUTES * 60_000;
  const quote = await bindQuote({ db: deps.db, geo, validityMs }, userId, input.quoteId, input, now);
  return locatedFromQuote(quote, input.mode);
}

/** Columns of a delivery that follow from the request and its location (shared with edits). */
export function deliveryColumns(input: DeliveryRequest, located: LocatedDelivery) {
  return {
    customerName: input.customerName,
    customerPhone: input.customerPhone,
    customerEmail: input.customerEmail ?? null,
    pickupAddress: input.pickupAddress,
    pickupContactPerson: input.pickupContactPerson ?? null,
    pickupContactPhone: input.pickupContactPhone ?? null,
    pickupInstructions: input.pickupInstructions ?? null,
    pickupLat: located.pickup.lat,
    pickupLon: located.pickup.lon,
    pickupPlace: located.pickup.name,
    deliveryAddress: input.deliveryAddress,
    deliveryContactPerson: input.deliveryContactPerson ?? null,
    deliveryContactPhone: input.deliveryContactPhone ?? null,
    deliveryInstructions: input.deliveryInstructions ?? null,
    deliveryLat: located.delivery.lat,
    deliveryLon: located.delivery.lon,
    deliveryPlace: located.delivery.name,
    packageType: input.packageType,
    packageName: input.packageName ?? null,
    weightKg: input.weight,
    lengthCm: input.dimensions?.length ?? null,
    widthCm: input.dimensions?.width ?? null,
    heightCm: input.dimensions?.height ?? null,
    specialInstructions: input.specialInstructions ?? null,
    // The wizard asks for one date: pickup and drop happen on the delivery day, inside its slot.
    pickupDate: input.deliveryDate,
    deliveryDate: input.deliveryDate,
    timeSlot: input.deliveryTime,
    ...located.price,
    distanceKm: located.route.distanceKm,
    durationMin: located.route.durationMin,
    routeGeometry: located.route.geometry,
    routeSource: located.route.source,
    mode: input.mode,
    poolingPreferences: input.poolingPreferences ?? null,
    sharedTruckId: input.sharedTruckId ?? null,
  } satisfies Omit<NewDeliveryRow, 'userId' | 'deliveryId' | 'statusHistory'>;
}

function isDeliveryIdClash(err: unknown): boolean {
  const pg = pgErrorOf(err);
  return (
    pg?.code === '23505' && (pg.constraint === undefined || pg.constraint === 'deliveries_delivery_id_key')
  );
}

/**
 * Schedules a delivery: the server geocodes (a saved place named by id gives its pin), routes and prices it
 * itself, or takes all three from the caller's quote (a client price is never read), gives it a fresh public id,
 * and stores it as Scheduled together with its 'Delivery Scheduled' alert, in one statement
 * (one round trip to the database; both rows or neither).
 */
export async function createDelivery(
  deps: CreateDeliveryDeps,
  userId: string,
  input: DeliveryRequest,
  now: Date,
): Promise<DeliveryRow> {
  const located = await locateForCreate(deps, userId, input, now);
  const columns = deliveryColumns(await withSavedPlaceContacts(deps.db, userId, input), located);
  const draw = deps.randomBytes ?? pooledRandomBytes;
  const who = deps.actor ? await actorOf(deps.db, deps.actor) : null;
  for (let attempt = 1; ; attempt += 1) {
    const deliveryId = generateDeliveryId(draw(DELIVERY_ID_RANDOM_LENGTH));
    try {
      const id = newDeliveryRowId();
      // The goods' invoice (e-way bills, issue 16) is stored in the same statement as the delivery.
      const goods = input.goodsInvoice
        ? deps.goodsInvoiceInsert(input.goodsInvoice, { deliveryRowId: id, userId }, now)
        : null;
      const row: DeliveryRow = {
        ...columns,
        id,
        userId,
        deliveryId,
        status: 'Scheduled',
        statusHistory: [{ status: 'Scheduled', at: now.toISOString(), note: null }],
        ewbRequired: goods?.required ?? null,
        ewbNumber: null,
        ewbValidUntil: null,
        ewbExpiresAt: null,
        earlyPickupAgreedAt: null,
        createdAt: now,
        updatedAt: now,
      };
      const alert = newAlertRow(userId, deliveryCreatedAlert(row), now);
      const extras = [
        ...(goods ? [{ name: 'goods', row: goods.row }] : []),
        ...(who ? [{ name: 'actor', row: memberActionInsert(who, 'delivery.booked', deliveryId, now) }] : []),
      ];
      await insertDeliveryWithAlert(deps.db, row, alert, deps.alertPings, extras);
      return row;
    } catch (err) {
      if (attempt >= DELIVERY_ID_ATTEMPTS || !isDeliveryIdClash(err)) throw err;
    }
  }
}
