import type { DeliveryRowId } from '@logisaathi/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { alerts } from '../alerts/tables';
import { passwordResets } from '../auth/password-reset-tables';
import { consignmentNotes, creditNotes, invoices, payments } from '../billing/tables';
import { deliveries } from '../deliveries/tables';
import { deliveryEwayBills } from '../eway-bills/tables';
import { proofsOfDelivery } from '../partners/tables';
import { quotes } from '../quotes/tables';
import { poolTruckRequests, poolTrucks } from '../shared-trucks/tables';
import { deliveryTracking, driverAssignments, trackingPositions } from '../tracking/tables';
import { documents } from './document-tables';
import { refreshTokens, users } from './tables';
import { warehouseBookings, warehouses } from '../warehouses/tables';

/*
 * Reads for the data export: every row that is about one user. Secrets that are not the user's data (password
 * hash, token hashes, storage keys) are never selected. Rows of other users appear only as the facts the user's
 * own records are about (a booking on their listing, a request on their truck), never with who made them.
 */

export async function readAccount(db: DbOrTx, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      businessType: users.businessType,
      gstin: users.gstin,
      pan: users.pan,
      hasProfilePicture: users.avatarFile,
      createdAt: users.createdAt,
      updatedAt: users.updatedAt,
      lastLogin: users.lastLogin,
    })
    .from(users)
    .where(eq(users.id, userId));
  return account;
}

export async function readSignIns(db: DbOrTx, userId: string) {
  return db
    .select({
      signInId: refreshTokens.familyId,
      issuedAt: refreshTokens.createdAt,
      expiresAt: refreshTokens.expiresAt,
      renewedAt: refreshTokens.rotatedAt,
      signedOutAt: refreshTokens.revokedAt,
    })
    .from(refreshTokens)
    .where(eq(refreshTokens.userId, userId))
    .orderBy(asc(refreshTokens.createdAt));
}

export async function readPasswordResets(db: DbOrTx, userId: string) {
  return db
    .select({
      requestedAt: passwordResets.createdAt,
      expiresAt: passwordResets.expiresAt,
      usedAt: passwordResets.usedAt,
    })
    .from(passwordResets)
    .where(eq(passwordResets.userId, userId))
    .orderBy(asc(passwordResets.createdAt));
}

export async function readAlerts(db: DbOrTx, userId: string) {
  return db.select().from(alerts).where(eq(alerts.userId, userId)).orderBy(asc(alerts.createdAt));
}

export async function readDeliveries(db: DbOrTx, userId: string) {
  return db.select().from(deliveries).where(eq(deliveries.userId, userId)).orderBy(asc(deliveries.createdAt));
}

/** The goods invoices of the user's deliveries (e-way bills). */
export async function readGoodsInvoices(db: DbOrTx, userId: string) {
  return db.select().from(deliveryEwayBills).where(eq(deliveryEwayBills.userId, userId));
}

/** The proofs of delivery of the given deliveries (the caller has limited them to the user's own). */
export async function readProofs(db: DbOrTx, deliveryRowIds: DeliveryRowId[]) {
  if (deliveryRowIds.length === 0) return [];
  return db.select().from(proofsOfDelivery).where(inArray(proofsOfDelivery.deliveryRowId, deliveryRowIds));
}

/** Tracking of the given deliveries (which the caller has already limited to the user's own). */
export async function readTracking(db: DbOrTx, deliveryRowIds: DeliveryRowId[]) {
  if (deliveryRowIds.length === 0) return { tracking: [], drivers: [], positions: [] };
  const [tracking, drivers, positions] = [
    await db.select().from(deliveryTracking).where(inArray(deliveryTracking.deliveryRowId, deliveryRowIds)),
    await db
      .select({
        id: driverAssignments.id,
        deliveryRowId: driverAssignments.deliveryRowId,
        driverName: driverAssignments.driverName,
        driverPhone: driverAssignments.driverPhone,
        vehicleNumber: driverAssignments.vehicleNumber,
        assignedAt: driverAssignments.createdAt,
        revokedAt: driverAssignments.revokedAt,
      })
      .from(driverAssignments)
      .where(inArray(driverAssignments.deliveryRowId, deliveryRowIds))
      .orderBy(asc(driverAssignments.createdAt)),
    await db
      .select({
        deliveryRowId: trackingPositions.deliveryRowId,
        recordedAt: trackingPositions.recordedAt,
        lat: trackingPositions.lat,
        lon: trackingPositions.lon,
        speedKmh: trackingPositions.speedKmh,
        bearingDeg: trackingPositions.bearingDeg,
        accuracyM: trackingPositions.accuracyM,
        source: trackingPositions.source,
      })
      .from(trackingPositions)
      .where(inArray(trackingPositions.deliveryRowId, deliveryRowIds))
      .orderBy(asc(trackingPositions.recordedAt)),
  ];
  return { tracking, drivers, positions };
}

export async function readDocuments(db: DbOrTx, userId: string) {
  return db.select().from(documents).where(eq(documents.userId, userId)).orderBy(asc(documents.uploadedAt));
}

export async function readBookings(db: DbOrTx, userId: string) {
  return db
    .select({
      booking: warehouseBookings,
      warehouse: { name: warehouses.name, location: warehouses.location, address: warehouses.address },
    })
    .from(warehouseBookings)
    .innerJoin(warehouses, eq(warehouses.id, warehouseBookings.warehouseId))
    .where(eq(warehouseBookings.userId, userId))
    .orderBy(asc(warehouseBookings.createdAt));
}

export async function readOwnWarehouses(db: DbOrTx, userId: string) {
  return db
    .select()
    .from(warehouses)
    .where(eq(warehouses.ownerId, userId))
    .orderBy(asc(warehouses.createdAt));
}

/** Bookings other businesses made on the user's listings: the booking's facts, not who booked. */
export async function readBookingsOnOwnWarehouses(db: DbOrTx, warehouseIds: string[]) {
  if (warehouseIds.length === 0) return [];
  return db
    .select({
      warehouseId: warehouseBookings.warehouseId,
      reference: warehouseBookings.reference,
      spaceSqFt: warehouseBookings.spaceSqFt,
      startDate: warehouseBookings.startDate,
      endDate: warehouseBookings.endDate,
      priceInr: warehouseBookings.priceInr,
      status: warehouseBookings.status,
      createdAt: warehouseBookings.createdAt,
      cancelledAt: warehouseBookings.cancelledAt,
    })
    .from(warehouseBookings)
    .where(inArray(warehouseBookings.warehouseId, warehouseIds))
    .orderBy(asc(warehouseBookings.createdAt));
}

/** The user's trucks; the consolidation plan is left out, as it names other businesses' shipments. */
export async function readOwnTrucks(db: DbOrTx, userId: string) {
  const rows = await db
    .select()
    .from(poolTrucks)
    .where(eq(poolTrucks.ownerId, userId))
    .orderBy(asc(poolTrucks.createdAt));
  return rows.map(({ plan: _plan, ...truck }) => truck);
}

/**
 * Slot requests other businesses made on the user's trucks: how much space, at what price, in what state; not who
 * asked nor where their goods go (that is the requester's data, shown to the owner only while it is useful).
 */
export async function readRequestsOnOwnTrucks(db: DbOrTx, truckIds: string[]) {
  if (truckIds.length === 0) return [];
  return db
    .select({
      id: poolTruckRequests.id,
      truckId: poolTruckRequests.truckId,
      weightKg: poolTruckRequests.weightKg,
      volumeM3: poolTruckRequests.volumeM3,
      quotedInr: poolTruckRequests.quotedInr,
      status: poolTruckRequests.status,
      createdAt: poolTruckRequests.createdAt,
      respondedAt: poolTruckRequests.respondedAt,
    })
    .from(poolTruckRequests)
    .where(inArray(poolTruckRequests.truckId, truckIds))
    .orderBy(asc(poolTruckRequests.createdAt));
}

export async function readOwnRequests(db: DbOrTx, userId: string) {
  return db
    .select({
      request: poolTruckRequests,
      truck: {
        companyName: poolTrucks.companyName,
        pickupLocation: poolTrucks.pickupLocation,
        deliveryLocation: poolTrucks.deliveryLocation,
        departureDate: poolTrucks.departureDate,
        departureSlot: poolTrucks.departureSlot,
      },
    })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(eq(poolTruckRequests.requesterId, userId))
    .orderBy(asc(poolTruckRequests.createdAt));
}

/** The user's price quotes still held (they are removed an hour after they expire). */
export async function readQuotes(db: DbOrTx, userId: string) {
  return db.select().from(quotes).where(eq(quotes.userId, userId)).orderBy(asc(quotes.createdAt));
}

/**
 * The business's tax documents and payments (issue 16), each document with its full issued content: tax invoices,
 * credit notes, consignment notes it is the consignor of, and its payments with their receipts.
 */
export async function readTaxDocuments(db: DbOrTx, userId: string) {
  const strip = <T extends { userId: string | null }>({ userId: _owner, ...row }: T) => row;
  return {
    invoices: (
      await db.select().from(invoices).where(eq(invoices.userId, userId)).orderBy(asc(invoices.number))
    ).map(strip),
    creditNotes: (
      await db
        .select()
        .from(creditNotes)
        .where(eq(creditNotes.userId, userId))
        .orderBy(asc(creditNotes.number))
    ).map(strip),
    consignmentNotes: await db
      .select({
        number: consignmentNotes.number,
        financialYear: consignmentNotes.financialYear,
        noteDate: consignmentNotes.noteDate,
        issuedAt: consignmentNotes.issuedAt,
        deliveryId: deliveries.deliveryId,
      })
      .from(consignmentNotes)
      .innerJoin(deliveries, eq(deliveries.id, consignmentNotes.deliveryRowId))
      .where(eq(deliveries.userId, userId))
      .orderBy(asc(consignmentNotes.number)),
    payments: (
      await db.select().from(payments).where(eq(payments.userId, userId)).orderBy(asc(payments.createdAt))
    ).map(strip),
  };
}
