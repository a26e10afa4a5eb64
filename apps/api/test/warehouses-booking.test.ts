import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { book, createListing, dayFromToday, getWarehouse } from './warehouses-support';

interface BookingView {
  id: string;
  reference: string;
  status: string;
  canCancel: boolean;
  spaceRequired: number;
  priceInr: number;
  pricingBasis: string;
  startDate: string;
  lastDate: string;
  warehouse: { id: string; name: string };
}

describe.each(DB_KINDS)('micro-warehouse bookings on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let asha: TestUser;
  let kabir: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, asha, kabir] = [await signUp(t.app), await signUp(t.app), await signUp(t.app)];
  });
  afterAll(async () => {
    await t?.close();
  });

  const myBookings = async (user: TestUser): Promise<BookingView[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/micro-warehouses/bookings', headers: user.auth })).json()
      .data.bookings;
  const alertTitles = async (user: TestUser): Promise<string[]> =>
    (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: user.auth }))
      .json()
      .data.alerts.map((a: { title: string }) => a.title);
  const quote = async (user: TestUser, id: string, query: string) =>
    t.app.inject({ method: 'GET', url: `/api/micro-warehouses/${id}/quote?${query}`, headers: user.auth });

  it('quotes, books, stores the server price, raises an alert and lowers availability', async () => {
    const w = await createListing(t.app, owner, { pricePerDay: 4, pricePerMonth: 95 });
    const q = await quote(asha, w.id, `spaceRequired=200&duration=7&startDate=${dayFromToday(2)}`);
    expect(q.statusCode, q.body).toBe(200);
    expect(q.json().data.quote).toMatchObject({
      availableSpace: 1000,
      fits: true,
      price: { priceInr: 4 * 7 * 200, basis: 'daily' },
    });

    const res = await book(t.app, asha, w.id, {
      spaceRequired: 200,
      duration: 7,
      startDate: dayFromToday(2),
      priceInr: 1,
      specialRequirements: ['Keep dry'],
    });
    expect(res.statusCode, res.body).toBe(201);
    const booking: BookingView = res.json().data.booking;
    expect(booking).toMatchObject({
      spaceRequired: 200,
      priceInr: 5600,
      pricingBasis: 'daily',
      status: 'Upcoming',
      canCancel: true,
      startDate: dayFromToday(2),
      lastDate: dayFromToday(8),
      warehouse: { id: w.id },
    });
    expect(booking.reference).toMatch(/^WB-[2-9A-Z]{6}$/);
    expect((await myBookings(asha)).map((b) => b.id)).toEqual([booking.id]);
    expect(await alertTitles(asha)).toContain('Warehouse Space Booked');

    const after = await getWarehouse(t.app, asha, w.id);
    expect(after).toMatchObject({ availableSpace: 800, totalSpace: 1000, availability: 'Available' });
    const q2 = await quote(kabir, w.id, `duration=7&startDate=${dayFromToday(2)}`);
    expect(q2.json().data.quote).toMatchObject({ availableSpace: 800, price: null });
  });

  it('charges started 30-day months when that is cheaper than the daily rate', async () => {
    const w = await createListing(t.app, owner, { pricePerDay: 2, pricePerMonth: 45 });
    const monthly = (await book(t.app, asha, w.id, { spaceRequired: 100, duration: 31 })).json().data.booking;
    // Daily 2 x 31 x 100 = 6200; monthly 2 months x 45 x 100 = 9000: daily wins.
    expect(monthly).toMatchObject({ priceInr: 6200, pricingBasis: 'daily' });
    const long = (await book(t.app, asha, w.id, { spaceRequired: 100, duration: 60 })).json().data.booking;
    // Daily 12000; monthly 2 x 45 x 100 = 9000.
    expect(long).toMatchObject({ priceInr: 9000, pricingBasis: 'monthly' });
  });

  it.each([
    [{ spaceRequired: 0 }, 'spaceRequired', 'Space required must be at least 1 sq ft'],
    [{ spaceRequired: 12.5 }, 'spaceRequired', 'Space required must be a whole number'],
    [{ spaceRequired: '' }, 'spaceRequired', 'Space required is required'],
    [{ duration: 0 }, 'duration', 'Duration must be at least 1 day'],
    [{ startDate: '' }, 'startDate', 'Start date is required'],
    [{ startDate: 'yesterday' }, 'startDate', 'Enter a valid date'],
    [{ packageType: 'Documents' }, 'packageType', 'Package type is required'],
  ])('rejects %o with the form message', async (patch, field, msg) => {
    const w = await createListing(t.app, owner);
    const res = await book(t.app, asha, w.id, patch);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, msg });
  });

  it('rejects a start date in the past (IST) but accepts today', async () => {
    const w = await createListing(t.app, owner);
    const past = await book(t.app, asha, w.id, { startDate: dayFromToday(-1) });
    expect(past.statusCode).toBe(400);
    expect(past.json().message).toBe('Start date cannot be in the past');
    expect((await book(t.app, asha, w.id, { startDate: dayFromToday(0) })).statusCode).toBe(201);
  });

  it('counts only overlapping days: space is shared across date ranges, never oversubscribed', async () => {
    const w = await createListing(t.app, owner, { totalSpace: 1000 });
    // Days 1-3 hold 600; days 3-5 hold 400: day 3 is then full.
    expect(
      (await book(t.app, asha, w.id, { spaceRequired: 600, duration: 3, startDate: dayFromToday(1) }))
        .statusCode,
    ).toBe(201);
    const tooMuch = await book(t.app, kabir, w.id, {
      spaceRequired: 401,
      duration: 3,
      startDate: dayFromToday(3),
    });
    expect(tooMuch.statusCode).toBe(409);
    expect(tooMuch.json().errors).toEqual([{ field: 'spaceRequired', msg: 'Only 400 sq ft available' }]);
    expect(
      (await book(t.app, kabir, w.id, { spaceRequired: 400, duration: 3, startDate: dayFromToday(3) }))
        .statusCode,
    ).toBe(201);

    const full = await book(t.app, kabir, w.id, {
      spaceRequired: 1,
      duration: 1,
      startDate: dayFromToday(3),
    });
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This warehouse has no space available');
    // Day 4 carries only the second booking; day 6 starts right after it ends (end dates are exclusive).
    expect(
      (await quote(kabir, w.id, `duration=1&startDate=${dayFromToday(4)}`)).json().data.quote.availableSpace,
    ).toBe(600);
    expect(
      (await book(t.app, kabir, w.id, { spaceRequired: 600, duration: 1, startDate: dayFromToday(4) }))
        .statusCode,
    ).toBe(201);
    expect(
      (await book(t.app, kabir, w.id, { spaceRequired: 1000, duration: 2, startDate: dayFromToday(6) }))
        .statusCode,
    ).toBe(201);
    // A range across all of them is limited by its busiest day.
    expect(
      (await quote(kabir, w.id, `duration=10&startDate=${dayFromToday(0)}`)).json().data.quote.availableSpace,
    ).toBe(0);
    expect(
      (await quote(kabir, w.id, `duration=1&startDate=${dayFromToday(0)}`)).json().data.quote.availableSpace,
    ).toBe(1000);
    // The 7-day availability shown on the card: a fully booked day makes it Full.
    expect(await getWarehouse(t.app, kabir, w.id)).toMatchObject({ availableSpace: 0, availability: 'Full' });
  });

  it('derives Limited from less than 20% free in the coming 7 days', async () => {
    const w = await createListing(t.app, owner, { totalSpace: 1000 });
    await book(t.app, asha, w.id, { spaceRequired: 801, duration: 1, startDate: dayFromToday(6) });
    expect(await getWarehouse(t.app, asha, w.id)).toMatchObject({
      availableSpace: 199,
      availability: 'Limited',
    });
    const later = await createListing(t.app, owner, { totalSpace: 1000 });
    await book(t.app, asha, later.id, { spaceRequired: 1000, duration: 3, startDate: dayFromToday(7) });
    expect(await getWarehouse(t.app, asha, later.id)).toMatchObject({
      availableSpace: 1000,
      availability: 'Available',
    });
  });

  it('cancels before the start date, frees the space, raises an alert; 409 once started or cancelled', async () => {
    const w = await createListing(t.app, owner, { totalSpace: 500 });
    const booking: BookingView = (
      await book(t.app, asha, w.id, { spaceRequired: 500, startDate: dayFromToday(1) })
    ).json().data.booking;
    const cancelUrl = `/api/micro-warehouses/bookings/${booking.id}/cancel`;
    expect((await t.app.inject({ method: 'POST', url: cancelUrl, headers: kabir.auth })).statusCode).toBe(
      404,
    );

    const cancelled = await t.app.inject({ method: 'POST', url: cancelUrl, headers: asha.auth });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.booking).toMatchObject({ status: 'Cancelled', canCancel: false });
    expect(await alertTitles(asha)).toContain('Warehouse Booking Cancelled');
    expect((await getWarehouse(t.app, asha, w.id)).availableSpace).toBe(500);
    expect((await myBookings(asha)).find((b) => b.id === booking.id)?.status).toBe('Cancelled');

    const again = await t.app.inject({ method: 'POST', url: cancelUrl, headers: asha.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This booking is already cancelled');

    const today: BookingView = (await book(t.app, asha, w.id, { startDate: dayFromToday(0) })).json().data
      .booking;
    expect(today).toMatchObject({ status: 'Active', canCancel: false });
    const started = await t.app.inject({
      method: 'POST',
      url: `/api/micro-warehouses/bookings/${today.id}/cancel`,
      headers: asha.auth,
    });
    expect(started.statusCode).toBe(409);
    expect(started.json().message).toBe('This booking has already started and can no longer be cancelled');
  });

  it('keeps bookings private and refuses to shrink a listing below booked space', async () => {
    const w = await createListing(t.app, owner, { totalSpace: 1000 });
    await book(t.app, kabir, w.id, { spaceRequired: 700, startDate: dayFromToday(20) });
    expect((await myBookings(owner)).length).toBe(0);
    expect((await myBookings(kabir)).every((b) => b.warehouse.name)).toBe(true);

    const shrink = await t.app.inject({
      method: 'PUT',
      url: `/api/micro-warehouses/${w.id}`,
      headers: owner.auth,
      payload: {
        ...w,
        totalSpace: 600,
        pricePerDay: w.pricePerDay,
        pricePerMonth: w.pricePerMonth,
        operatorName: 'Verma Traders',
        lat: w.lat,
        lon: w.lon,
      },
    });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe('Total space cannot be less than the 700 sq ft already booked');
  });

  it('never oversubscribes under 50 simultaneous bookings', async () => {
    const w = await createListing(t.app, owner, { totalSpace: 1000 });
    const users = [asha, kabir, owner];
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        book(t.app, users[i % users.length] as TestUser, w.id, {
          spaceRequired: 30,
          duration: 5,
          startDate: dayFromToday(1 + (i % 3)),
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c !== 201 && c !== 409)).toEqual([]);
    // Every booking shares days 3-5, so at most floor(1000 / 30) = 33 can fit, and exactly that many do.
    expect(codes.filter((c) => c === 201)).toHaveLength(33);
    const rows = await t.database.db.execute(sql`
      select d.day, sum(b.space_sq_ft)::int as booked
      from generate_series(${dayFromToday(0)}::date, ${dayFromToday(10)}::date, interval '1 day') as d(day)
      join warehouse_bookings b on b.warehouse_id = ${w.id} and b.status = 'confirmed' and b.start_date <= d.day and b.end_date > d.day
      group by d.day`);
    const booked = (rows as unknown as { rows: Array<{ booked: number }> }).rows.map((r) => Number(r.booked));
    expect(Math.max(...booked)).toBe(990);
    expect((await getWarehouse(t.app, asha, w.id)).availableSpace).toBe(10);
  });
});
