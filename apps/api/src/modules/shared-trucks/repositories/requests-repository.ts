import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DeliveryRowId } from '@logisaathi/domain';
import { isRowId } from '../../../lib/row-id';
import type { DbOrTx } from '../../../db/client';
import { poolTruckRequests, poolTrucks } from '../tables';
import { findCompanyNames } from '../../users/users-repository';
import { truckColumns } from './truck-columns';

/** Slot requests on pool trucks (table pool_truck_requests). */
export type RequestRow = typeof poolTruckRequests.$inferSelect;
export type NewRequestRow = typeof poolTruckRequests.$inferInsert;

/** Requests that hold capacity on their truck. */
export const HOLDING_STATUSES = ['pending', 'accepted'] as const;

export async function insertRequest(db: DbOrTx, values: NewRequestRow): Promise<RequestRow> {
  const [row] = await db.insert(poolTruckRequests).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export async function findRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db.select().from(poolTruckRequests).where(eq(poolTruckRequests.id, id)).limit(1);
  return row;
}

/** The requests with these ids (a partner's pooled routes name their riders by request). */
export async function findRequests(db: DbOrTx, ids: string[]): Promise<RequestRow[]> {
  if (ids.length === 0) return [];
  return db.select().from(poolTruckRequests).where(inArray(poolTruckRequests.id, ids));
}

export async function lockRequest(db: DbOrTx, id: string): Promise<RequestRow | undefined> {
  if (!isRowId(id)) return undefined;
  const [row] = await db
    .select()
    .from(poolTruckRequests)
    .where(eq(poolTruckRequests.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function updateRequest(
  db: DbOrTx,
  id: string,
  patch: Partial<NewRequestRow>,
): Promise<RequestRow> {
  const [row] = await db.update(poolTruckRequests).set(patch).where(eq(poolTruckRequests.id, id)).returning();
  if (!row) throw new Error(`request ${id} vanished inside its transaction`);
  return row;
}

/** Pending requests on the given trucks become expired; returns them. */
export async function expirePendingRequestsOf(
  db: DbOrTx,
  truckIds: string[],
  now: Date,
): Promise<RequestRow[]> {
  if (truckIds.length === 0) return [];
  return db
    .update(poolTruckRequests)
    .set({ status: 'expired', updatedAt: now })
    .where(and(inArray(poolTruckRequests.truckId, truckIds), eq(poolTruckRequests.status, 'pending')))
    .returning();
}

/** Pending and accepted requests on active trucks: the riders the plan must carry. */
export async function listHoldingRequests(db: DbOrTx, truckIds?: string[]): Promise<RequestRow[]> {
  if (truckIds && truckIds.length === 0) return [];
  return db
    .select()
    .from(poolTruckRequests)
    .where(
      and(
        inArray(poolTruckRequests.status, [...HOLDING_STATUSES]),
        truckIds ? inArray(poolTruckRequests.truckId, truckIds) : undefined,
      ),
    )
    .orderBy(asc(poolTruckRequests.createdAt));
}

export async function findHoldingRequestForDelivery(
  db: DbOrTx,
  deliveryRowId: DeliveryRowId,
): Promise<RequestRow | undefined> {
  const [row] = await db
    .select()
    .from(poolTruckRequests)
    .where(
      and(
        eq(poolTruckRequests.deliveryRowId, deliveryRowId),
        inArray(poolTruckRequests.status, [...HOLDING_STATUSES]),
      ),
    )
    .limit(1);
  return row;
}

/** How many of the user's slot requests wait for an answer. */
export async function countPendingRequestsOf(db: DbOrTx, requesterId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(poolTruckRequests)
    .where(and(eq(poolTruckRequests.requesterId, requesterId), eq(poolTruckRequests.status, 'pending')));
  return row?.n ?? 0;
}

/** Requests on trucks the user owns, newest first, with the requester's company and the truck. */
export async function listIncomingRequests(db: DbOrTx, ownerId: string, limit = 200) {
  const rows = await db
    .select({ request: poolTruckRequests, truck: truckColumns })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(eq(poolTrucks.ownerId, ownerId))
    .orderBy(desc(poolTruckRequests.createdAt))
    .limit(limit);
  const companies = await findCompanyNames(
    db,
    rows.map((r) => r.request.requesterId),
  );
  // A request goes with its requester's account (foreign key), so every requester has a company.
  return rows.flatMap((row) => {
    const requesterCompany = companies.get(row.request.requesterId);
    return requesterCompany === undefined ? [] : [{ ...row, requesterCompany }];
  });
}

/** The user's own requests, newest first, with their trucks. */
export async function listOutgoingRequests(db: DbOrTx, requesterId: string, limit = 200) {
  return db
    .select({ request: poolTruckRequests, truck: truckColumns })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(eq(poolTruckRequests.requesterId, requesterId))
    .orderBy(desc(poolTruckRequests.createdAt))
    .limit(limit);
}

/** Accepted shipments carried per owner: the card's 'deliveries' count for real transporters. */
export async function countAcceptedByOwner(db: DbOrTx, ownerIds: string[]): Promise<Map<string, number>> {
  if (ownerIds.length === 0) return new Map();
  const rows = await db
    .select({ ownerId: poolTrucks.ownerId, n: count() })
    .from(poolTruckRequests)
    .innerJoin(poolTrucks, eq(poolTrucks.id, poolTruckRequests.truckId))
    .where(and(inArray(poolTrucks.ownerId, ownerIds), eq(poolTruckRequests.status, 'accepted')))
    .groupBy(poolTrucks.ownerId);
  return new Map(rows.flatMap((r) => (r.ownerId ? [[r.ownerId, r.n] as const] : [])));
}

export async function findUserCompany(db: DbOrTx, userId: string): Promise<string> {
  return (await findCompanyNames(db, [userId])).get(userId) ?? 'A business';
}
