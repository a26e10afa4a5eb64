import type { Db } from '../../../db/client';
import { expirePoolEntries } from './expire-pool-entries';
import { toRequestDto } from '../views/request-dto';
import { toOwnTruckDto } from '../views/truck-dto';
import { listIncomingRequests, listOutgoingRequests } from '../repositories/requests-repository';
import { listOwnersTrucks } from '../repositories/trucks-repository';

/** GET /shared-trucks/requests: 'My Trucks & Requests': the user's trucks, requests on them, and their own requests. */
export async function listRequests(db: Db, userId: string, now: Date) {
  await expirePoolEntries(db, now);
  const [trucks, incoming, outgoing] = await Promise.all([
    listOwnersTrucks(db, userId),
    listIncomingRequests(db, userId),
    listOutgoingRequests(db, userId),
  ]);
  return {
    myTrucks: trucks.map((t) => toOwnTruckDto(t, now)),
    incoming: incoming.map((r) => toRequestDto(r.request, r.truck, { requesterCompany: r.requesterCompany })),
    outgoing: outgoing.map((r) => toRequestDto(r.request, r.truck, { forRequester: true })),
  };
}
