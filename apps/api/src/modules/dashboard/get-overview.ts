import type { DbOrTx } from '../../db/client';
import { deliveryTotals } from '../deliveries/delivery-totals';

/*
 * CO2 saved by pooling, in kg per km of a pooled delivery's route.
 * - Diesel burns to 2.68 kg CO2 per litre (IPCC 2006 Guidelines, vol. 2 ch. 3: 74,100 kg CO2/TJ at the default
 *   net calorific value and a density of about 0.84 kg/L).
 * - A loaded Tata 407-class light truck in Delhi traffic does about 6 km per litre (assumption: operators quote
 *   5-8 km/L in city work), so a truck-km emits 2.68 / 6 = about 0.45 kg CO2.
 * - Pooling puts a delivery on a truck that is going that way anyway; we assume it shares the truck with one
 *   other shipment, so it avoids half a truck-trip over its own route.
 * Saved = route km x 0.45 x 0.5, about 0.22 kg per pooled km. Cancelled deliveries save nothing.
 */
export const DIESEL_CO2_KG_PER_LITRE = 2.68;
export const LIGHT_TRUCK_KM_PER_LITRE = 6;
export const POOLED_TRIP_SHARE_AVOIDED = 0.5;
export const CO2_SAVED_KG_PER_POOLED_KM =
  (DIESEL_CO2_KG_PER_LITRE / LIGHT_TRUCK_KM_PER_LITRE) * POOLED_TRIP_SHARE_AVOIDED;

const oneDecimal = (value: number) => Math.round(value * 10) / 10;

/**
 * Spec section 3 'Dashboard overview response' from the user's stored deliveries (statuses as stored, not the
 * clock projection the dashboard screen applies). revenue: rupees charged for deliveries not cancelled;
 * averageTime: mean estimated minutes of those deliveries, rounded; savings.amount: rupees saved by pooling.
 */
export async function getOverview(db: DbOrTx, userId: string) {
  const t = await deliveryTotals(db, userId);
  return {
    overview: {
      deliveries: {
        total: t.total,
        completed: t.completed,
        active: t.active,
        revenue: Math.round(t.revenueInr),
        averageTime: Math.round(t.averageMin),
      },
      savings: { co2: oneDecimal(t.pooledKm * CO2_SAVED_KG_PER_POOLED_KM), amount: Math.round(t.savedInr) },
    },
    // The profile page reads this name (spec section 3).
    totalDeliveries: t.total,
  };
}
