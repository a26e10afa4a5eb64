import { DAY_PLAN_MESSAGES, type DayPlan } from '@logisaathi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import {
  addVehicle,
  inDays,
  offerFor,
  readyVehicle,
  signUpPartner,
  allowEarlyPickup,
} from './partner-support';
import { BAWANA, NEAR_OKHLA, OKHLA, tomorrowIst } from './tracking-support';

const SLOTS = ['9-12', '12-15', '15-18'] as const;

describe.each(DB_KINDS)('fleet day plans on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let fleet: TestUser;
  let other: TestUser;
  let big: string;
  let small: string;
  let spare: string;
  let open: string;
  let unpapered: string;
  let otherVehicle: string;
  const jobs: Array<{ id: string; deliveryRowId: string }> = [];
  const date = tomorrowIst();

  const get = (user: TestUser, url: string) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (user: TestUser, url: string, payload: object) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const plan = async (user: TestUser) => {
    const res = await get(user, `/api/partners/day-plan?date=${date}`);
    expect(res.statusCode).toBe(200);
    return res.json().data.plan as DayPlan;
  };
  const routeOf = (p: DayPlan, jobId: string) => p.routes.find((r) => r.stops.some((s) => s.jobId === jobId));

  beforeAll(async () => {
    t = await createTestApp(kind, { PARTNER_DISPATCH_INTERVAL_MS: '50', DISPATCH_BATCH_INTERVAL_MS: '50' });
    shipper = await signUp(t.app);
    fleet = await signUpPartner(t.app, 'fleet_operator');
    other = await signUpPartner(t.app, 'fleet_operator');
    big = (await readyVehicle(t.app, fleet, NEAR_OKHLA)).vehicle.id;
    small = (await readyVehicle(t.app, fleet, NEAR_OKHLA, { bodyType: 'Mini Truck', payloadKg: 750 })).vehicle
      .id;
    // Offers today go only to a vehicle without an unfinished job, so three jobs need three ready vehicles.
    spare = (await readyVehicle(t.app, fleet, NEAR_OKHLA, { bodyType: 'Tata 709', payloadKg: 3500 })).vehicle
      .id;
    // An open body: Electronics need a covered truck, so this vehicle can never carry the jobs below.
    open = (await addVehicle(t.app, fleet, { features: [] })).id;
    // Covered and big enough, but no documents on file: it takes no jobs.
    unpapered = (await addVehicle(t.app, fleet)).id;
    otherVehicle = (await addVehicle(t.app, other)).id;
    // One job per slot, so that one vehicle could carry them all in a day.
    for (const slot of SLOTS) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: shipper.auth,
        payload: {
          pickupAddress: OKHLA,
          deliveryAddress: BAWANA,
          packageType: 'Electronics',
          weight: 12,
          deliveryDate: date,
          deliveryTime: slot,
          customerName: 'Rohit Gupta',
          customerPhone: '9811122233',
          mode: 'regular',
        },
      });
      expect(created.statusCode).toBe(201);
      const delivery = created.json().data.delivery as { _id: string; deliveryId: string };
      const offer = await offerFor(t.app, fleet, delivery.deliveryId);
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/partners/offers/${offer.id}/accept`,
        headers: fleet.auth,
      });
      expect(res.statusCode).toBe(200);
      jobs.push({ id: res.json().data.job.id, deliveryRowId: delivery._id });
    }
  });
  afterAll(async () => {
    await t.close();
  });

  it('plans the accepted jobs of the day into ordered routes per vehicle, within the slots', async () => {
    const p = await plan(fleet);
    expect(p.date).toBe(date);
    expect(p.unplanned).toEqual([]);
    expect(p.routes.map((r) => r.vehicleId).sort()).toEqual([big, small, spare, open, unpapered].sort());
    expect(p.routes.find((r) => r.vehicleId === open)!.stops).toEqual([]);
    expect(p.routes.find((r) => r.vehicleId === unpapered)!.stops).toEqual([]);
    for (const job of jobs) {
      const route = routeOf(p, job.id)!;
      const kinds = route.stops.filter((s) => s.jobId === job.id).map((s) => s.kind);
      expect(kinds).toEqual(['pickup', 'drop']);
      const [pickup, drop] = route.stops.filter((s) => s.jobId === job.id);
      // Loading from the slot's start, unloaded by its end (IST hours).
      const [from, to] = pickup!.slot.split('-').map((h) => h.padStart(2, '0'));
      expect(Date.parse(pickup!.startAt)).toBeGreaterThanOrEqual(Date.parse(`${date}T${from}:00:00+05:30`));
      expect(Date.parse(drop!.leaveAt)).toBeLessThanOrEqual(Date.parse(`${date}T${to}:00:00+05:30`));
      expect(pickup!.area).toContain('Okhla');
    }
    expect(p.totalKm).toBeGreaterThan(20);
    expect(p.totalKm).toBeCloseTo(
      p.routes.reduce((sum, r) => sum + r.km, 0),
      0,
    );
  });

  it("lists the partner's active jobs in plan order with their planned stop positions", async () => {
    const p = await plan(fleet);
    const res = await get(fleet, '/api/partners/jobs');
    expect(res.statusCode).toBe(200);
    const active = res.json().data.active as Array<{
      id: string;
      vehicle: { id: string };
      planned: { pickupSeq: number; dropSeq: number } | null;
    }>;
    for (const job of active) {
      const route = routeOf(p, job.id)!;
      expect(job.vehicle.id).toBe(route.vehicleId);
      expect(job.planned!.pickupSeq).toBe(
        route.stops.findIndex((s) => s.jobId === job.id && s.kind === 'pickup') + 1,
      );
      expect(job.planned!.dropSeq).toBe(
        route.stops.findIndex((s) => s.jobId === job.id && s.kind === 'drop') + 1,
      );
    }
    // Within a vehicle, jobs follow their first stop on the route.
    const onBig = active
      .filter((j) => j.vehicle.id === active[0]!.vehicle.id)
      .map((j) => j.planned!.pickupSeq);
    expect(onBig).toEqual([...onBig].sort((a, b) => a - b));
  });

  it('moves a job to another vehicle by hand and keeps it there', async () => {
    const job = jobs[0]!;
    const target = routeOf(await plan(fleet), job.id)!.vehicleId === big ? small : big;
    const res = await post(fleet, '/api/partners/day-plan/moves', { jobId: job.id, vehicleId: target });
    expect(res.statusCode).toBe(200);
    const moved = res.json().data.plan as DayPlan;
    const route = routeOf(moved, job.id)!;
    expect(route.vehicleId).toBe(target);
    expect(route.stops.filter((s) => s.jobId === job.id).every((s) => s.pinned)).toBe(true);
    // The job's vehicle and its driver follow the plan.
    const detail = (await get(fleet, `/api/partners/jobs/${job.id}`)).json().data.job;
    expect(detail.vehicle.id).toBe(target);
    expect(routeOf(await plan(fleet), job.id)!.vehicleId).toBe(target);
  });

  it('refuses a vehicle that cannot carry the job, with a clear message and nothing changed', async () => {
    const job = jobs[1]!;
    const before = routeOf(await plan(fleet), job.id)!.vehicleId;
    const res = await post(fleet, '/api/partners/day-plan/moves', { jobId: job.id, vehicleId: open });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: DAY_PLAN_MESSAGES.cannotCarry });
    expect(routeOf(await plan(fleet), job.id)!.vehicleId).toBe(before);
  });

  it('refuses a vehicle whose documents are not valid on the day', async () => {
    const res = await post(fleet, '/api/partners/day-plan/moves', {
      jobId: jobs[2]!.id,
      vehicleId: unpapered,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/^That vehicle cannot take jobs on this day: .*is missing/);
  });

  it('never re-plans on a read: a new vehicle in the fleet moves no job until the next write', async () => {
    const before = await plan(fleet);
    const vehicleOf = (p: DayPlan) => jobs.map((j) => routeOf(p, j.id)?.vehicleId ?? null);
    await readyVehicle(t.app, fleet, NEAR_OKHLA, { bodyType: 'Tata 709', payloadKg: 3500 });
    const after = await plan(fleet);
    expect(after.plannedAt).toBe(before.plannedAt);
    expect(vehicleOf(after)).toEqual(vehicleOf(before));
    const listed = (await get(fleet, '/api/partners/jobs')).json().data.active as Array<{
      id: string;
      vehicle: { id: string };
    }>;
    for (const job of listed) expect(job.vehicle.id).toBe(routeOf(before, job.id)!.vehicleId);
    expect((await plan(fleet)).plannedAt).toBe(before.plannedAt);
  });

  it('keeps a picked-up job on its vehicle and refuses to move it', async () => {
    const job = jobs[1]!;
    const before = await plan(fleet);
    const vehicle = routeOf(before, job.id)!.vehicleId;
    await allowEarlyPickup(t.app, shipper, job.deliveryRowId);
    const picked = await post(fleet, `/api/partners/jobs/${job.id}/status`, { status: 'Picked Up' });
    expect(picked.statusCode).toBe(200);
    const p = await plan(fleet);
    // The pickup is a write: the day was planned again, around the job now on board.
    expect(Date.parse(p.plannedAt!)).toBeGreaterThan(Date.parse(before.plannedAt!));
    const route = routeOf(p, job.id)!;
    expect(route.vehicleId).toBe(vehicle);
    expect(route.stops.filter((s) => s.jobId === job.id).map((s) => [s.kind, s.pickedUp])).toEqual([
      ['drop', true],
    ]);
    const other = vehicle === big ? small : big;
    const res = await post(fleet, '/api/partners/day-plan/moves', { jobId: job.id, vehicleId: other });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(DAY_PLAN_MESSAGES.picked);
  });

  it('drops a job the shipper cancels from the plan', async () => {
    const job = jobs[2]!;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/deliveries/${job.deliveryRowId}/status`,
      headers: shipper.auth,
      payload: { status: 'Cancelled' },
    });
    expect(res.statusCode).toBe(200);
    const p = await plan(fleet);
    expect(routeOf(p, job.id)).toBeUndefined();
    expect(p.routes.flatMap((r) => r.stops)).toHaveLength(3);
  });

  it("answers 404 for another partner's job or vehicle, and keeps plans apart", async () => {
    expect((await plan(other)).routes.flatMap((r) => r.stops)).toEqual([]);
    const theirs = await post(other, '/api/partners/day-plan/moves', {
      jobId: jobs[0]!.id,
      vehicleId: otherVehicle,
    });
    expect(theirs.statusCode).toBe(404);
    const foreign = await post(fleet, '/api/partners/day-plan/moves', {
      jobId: jobs[0]!.id,
      vehicleId: otherVehicle,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await get(shipper, `/api/partners/day-plan?date=${date}`)).statusCode).toBe(403);
  });

  it('validates the date', async () => {
    for (const bad of ['tomorrow', '2026-02-30', inDays(400)]) {
      const res = await get(fleet, `/api/partners/day-plan?date=${bad}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].field).toBe('date');
    }
  });
});
