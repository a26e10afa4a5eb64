import { slotWindow } from '@logisaathi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { allowEarlyPickup, offerFor, readyVehicle, signUpPartner } from './partner-support';
import { createDelivery, MUMBAI, NEAR_OKHLA, tomorrowIst } from './tracking-support';

/** About 14 km north-west of the Okhla pickup (Connaught Place). */
const CENTRAL_DELHI = { lat: 28.6315, lon: 77.2167 };
const MIN = 60_000;

interface Plan {
  slot: string;
  basis: 'live' | 'plan';
  pickup: { from: string; to: string; against: string };
  drop: { from: string; to: string; against: string };
}

/**
 * Issue 31: the pickup and drop ETAs a shipper sees against its slot come from the assigned truck's day replayed
 * from where the truck is now, so they follow the truck as it reports positions; without a sound fresh position
 * the plan fixed at acceptance stands.
 */
describe.each(DB_KINDS)("the shipper's ETAs follow the assigned truck on %s", (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let partner: TestUser;
  let vehicleId: string;
  beforeAll(async () => {
    t = await createTestApp(kind, { DISPATCH_POLICY: 'greedy', PARTNER_DISPATCH_INTERVAL_MS: '50' });
    shipper = await signUp(t.app);
    partner = await signUpPartner(t.app);
    // The truck last reported 9 minutes ago from central Delhi: a fix near Okhla now is a plausible drive.
    const at = { ...CENTRAL_DELHI, timestamp: Date.now() - 9 * MIN };
    ({
      vehicle: { id: vehicleId },
    } = await readyVehicle(t.app, partner, at));
  });
  afterAll(async () => {
    await t.close();
  });

  const planOf = async (deliveryRowId: string): Promise<Plan | null> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/deliveries/${deliveryRowId}/partner`,
      headers: shipper.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.plan;
  };
  const report = async (at: { lat: number; lon: number }) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/partners/position',
      headers: partner.auth,
      payload: { vehicleId, ...at },
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('waits for the slot, then moves with the truck once an earlier pickup is allowed, and falls back to the plan', async () => {
    const delivery = await createDelivery(t.app, shipper);
    const offer = await offerFor(t.app, partner, delivery.deliveryId);
    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/partners/offers/${offer.id}/accept`,
      headers: partner.auth,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const slot = slotWindow(tomorrowIst(), '12-15');

    // Tomorrow's slot: wherever the truck is tonight, it loads when the slot opens.
    const waiting = await planOf(delivery._id);
    expect(waiting).toMatchObject({ slot: '12-15', basis: 'live', pickup: { against: 'inside' } });
    expect(Date.parse(waiting!.pickup.from)).toBe(slot.start.getTime());

    // With the shipper's consent the truck may come now: the pickup is its drive from central Delhi.
    await allowEarlyPickup(t.app, shipper, delivery._id);
    const far = await planOf(delivery._id);
    expect(far).toMatchObject({ basis: 'live', pickup: { against: 'before' }, drop: { against: 'before' } });
    const farPickup = Date.parse(far!.pickup.from);
    expect(farPickup).toBeGreaterThan(Date.now());

    // The truck reports itself next to the pickup: both ETAs come forward by the drive it no longer has.
    expect((await report(NEAR_OKHLA)).flag).toBeNull();
    const near = await planOf(delivery._id);
    expect(near).toMatchObject({ basis: 'live', pickup: { against: 'before' } });
    expect(Date.parse(near!.pickup.from)).toBeLessThanOrEqual(farPickup - 15 * MIN);
    expect(Date.parse(near!.drop.from)).toBeLessThanOrEqual(Date.parse(far!.drop.from) - 15 * MIN);

    // A position that makes no sense is not used: the plan fixed when the truck accepted is shown again.
    expect((await report(MUMBAI)).flag).not.toBeNull();
    expect(await planOf(delivery._id)).toMatchObject({ basis: 'plan', pickup: { from: waiting!.pickup.from } });
  });
});
