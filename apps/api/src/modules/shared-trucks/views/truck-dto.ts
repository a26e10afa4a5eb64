import { matchCountdown } from '@logisaathi/domain';
import { departureIso } from './match-cards';
import type { TruckRow } from '../repositories/trucks-repository';

/** The owner's view of one of their trucks ('My Trucks & Requests'). */
export function toOwnTruckDto(row: TruckRow, now: Date) {
  const countdown = matchCountdown({ date: row.departureDate, slot: row.departureSlot }, now);
  return {
    id: row.id,
    companyName: row.companyName,
    truckType: row.truckType,
    capacity: row.capacityTons,
    capacityKg: row.capacityKg,
    reservedKg: Math.round(row.reservedKg * 10) / 10,
    freeKg: Math.max(0, Math.floor(row.capacityKg - row.reservedKg)),
    pickupLocation: row.pickupLocation,
    deliveryLocation: row.deliveryLocation,
    pickupPlace: row.pickupPlace,
    deliveryPlace: row.deliveryPlace,
    departureDate: row.departureDate,
    departureTime: row.departureSlot,
    departureAt: departureIso(row),
    costPerKm: row.costPerKmInr,
    contactPerson: row.contactPerson,
    contactPhone: row.contactPhone,
    additionalNotes: row.additionalNotes,
    capabilities: row.capabilities,
    maxDetourKm: row.maxDetourKm,
    status: row.status,
    statusText: row.status === 'active' ? countdown.statusText : 'Left the pool',
    timeLeft: row.status === 'active' ? countdown.timeLeft : '0h',
    plannedStops: (row.plan?.stops ?? []).filter((s) => s.kind === 'pickup' || s.kind === 'drop').length,
    plannedKm: row.plan?.plannedKm ?? null,
    isDemo: row.isDemo,
    /** The partner's vehicle this entry offers (null for entries of business accounts). */
    vehicleId: row.partnerVehicleId,
    expiresAt: row.expiresAt.toISOString(),
    createdAt: row.createdAt.toISOString(),
  };
}
