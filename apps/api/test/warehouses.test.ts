import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateDeliveryId } from '@logisaathi/domain';
import { isInNcr } from '@logisaathi/geo';
import { seedDemoWarehouses } from '../src/modules/warehouses/seed-demo';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { createListing, getWarehouse, LISTING, type WarehouseView } from './warehouses-support';

interface SearchData {
  warehouses: WarehouseView[];
  counts: { all: number; Premium: number; Standard: number; Economy: number; availableNow: number };
  total: number;
  origin: { label: string; source: string } | null;
  notice: string | null;
}

describe.each(DB_KINDS)('micro-warehouse catalogue on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { DEMO_DATA: 'true' });
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  const search = async (query: string, who: TestUser = user): Promise<SearchData> => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/micro-warehouses?limit=100&${query}`,
      headers: who.auth,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data;
  };

  it('loads a labelled demo catalogue of Delhi NCR listings on first start, once', async () => {
    const { warehouses, counts, total } = await search('');
    expect(total).toBeGreaterThanOrEqual(24);
    expect(counts.all).toBe(total);
    expect(counts.Premium + counts.Standard + counts.Economy).toBe(counts.all);
    expect(counts.Premium * counts.Standard * counts.Economy).toBeGreaterThan(0);
    const areas = new Set(warehouses.map((w) => w.location.split(' ')[0]));
    for (const area of [
      'Okhla',
      'Naraina',
      'Mayapuri',
      'Kirti',
      'Wazirpur',
      'Bawana',
      'Narela',
      'Patparganj',
      'Mohan',
      'Noida',
      'Udyog',
      'Manesar',
      'Sahibabad',
      'Faridabad',
      'Kundli',
    ]) {
      expect(areas, area).toContain(area);
    }
    for (const w of warehouses) {
      expect(w.isDemo).toBe(true);
      expect(w.operator.name).toMatch(/^Demo operator/);
      expect(isInNcr(w.lat, w.lon)).toBe(true);
      expect(w.pincode).toMatch(/^\d{6}$/);
      expect(w.pricePerMonth).toBeLessThan(w.pricePerDay * 30);
      expect(w).toMatchObject({ availability: 'Available', availableSpace: w.totalSpace });
      for (const field of [
        'rating',
        'reviews',
        'capacity',
        'lastMile',
        'features',
        'address',
        'openingHours',
      ]) {
        expect(w[field], field).toBeTruthy();
      }
    }
    // A second start on the same database must not add the catalogue again.
    await seedDemoWarehouses({ db: t.database.db });
    expect((await search('')).total).toBe(total);
  });

  it('filters by type and searches by name, area or pincode, with tab counts of the text search', async () => {
    const premium = await search('type=Premium');
    expect(premium.warehouses.length).toBe(premium.counts.Premium);
    expect(premium.warehouses.every((w) => w.type === 'Premium')).toBe(true);

    const okhla = await search('q=okhla');
    expect(okhla.total).toBe(3);
    expect(okhla.counts.all).toBe(3);
    expect(okhla.warehouses.every((w) => w.location.startsWith('Okhla'))).toBe(true);

    const pincode = await search('q=110020');
    expect(pincode.warehouses.map((w) => w.id).sort()).toEqual(okhla.warehouses.map((w) => w.id).sort());

    const byName = await search('q=Cold%20Room');
    expect(byName.warehouses.map((w) => w.name)).toEqual(['Azadpur Cold Room']);

    const none = await search('q=Timbuktu');
    expect(none).toMatchObject({
      total: 0,
      warehouses: [],
      counts: { all: 0, Premium: 0, Standard: 0, Economy: 0, availableNow: 0 },
    });

    const premiumOkhla = await search('q=okhla&type=Economy');
    expect(premiumOkhla.warehouses.map((w) => w.name)).toEqual(['Okhla Phase III Godown']);
    expect(premiumOkhla.counts.all).toBe(3);
  });

  it('sorts by road distance from a typed location and by price, and pages', async () => {
    const near = await search('near=Okhla&sort=distance');
    expect(near.origin).toMatchObject({ source: 'search' });
    const km = near.warehouses.map((w) => w.distanceKm ?? Number.NaN);
    expect(km).toEqual([...km].sort((a, b) => a - b));
    expect(near.warehouses[0]?.location).toMatch(/^Okhla/);
    expect(near.warehouses[0]?.distance).toMatch(/^\d+\.\d km$/);
    // Manesar is ~45 km by road from Okhla.
    const manesar = near.warehouses.find((w) => w.location === 'Manesar');
    expect(manesar?.distanceKm).toBeGreaterThan(35);
    expect(manesar?.distanceKm).toBeLessThan(70);

    const cheap = await search('sort=price');
    const prices = cheap.warehouses.map((w) => w.pricePerDay);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));

    const page1 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/micro-warehouses?sort=price&limit=10&page=1',
        headers: user.auth,
      })
    ).json().data;
    const page2 = (
      await t.app.inject({
        method: 'GET',
        url: '/api/micro-warehouses?sort=price&limit=10&page=2',
        headers: user.auth,
      })
    ).json().data;
    expect(page1.warehouses).toHaveLength(10);
    expect(page2.warehouses.map((w: WarehouseView) => w.id)).toEqual(
      cheap.warehouses.slice(10, 20).map((w) => w.id),
    );
  });

  it('measures from coordinates, from a pincode, and says when a typed place is unknown', async () => {
    const coords = await search('lat=28.6535&lon=77.1445&sort=distance');
    expect(coords.warehouses[0]?.location).toBe('Kirti Nagar');
    const pin = await search('near=201301&sort=distance');
    expect(pin.warehouses[0]?.location).toMatch(/^Noida/);
    const unknown = await search('near=Atlantis&sort=distance');
    expect(unknown.origin).toBeNull();
    expect(unknown.notice).toContain('Atlantis');
    expect(unknown.warehouses.every((w) => w.distance === null)).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/micro-warehouses?lat=28.5',
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);
  });

  it('measures from the latest pickup address when nothing is typed', async () => {
    const { deliveries } = await import('../src/modules/deliveries/tables');
    const shipper = await signUp(t.app);
    expect((await search('sort=distance', shipper)).origin).toBeNull();
    await t.database.db.insert(deliveries).values({
      userId: shipper.id,
      deliveryId: generateDeliveryId(randomBytes(6)),
      customerName: 'Ravi',
      customerPhone: '9876543210',
      pickupAddress: 'Plot 5, Sector 63, Noida',
      pickupLat: 28.6225,
      pickupLon: 77.3825,
      pickupPlace: 'Sector 63, Noida',
      deliveryAddress: 'Connaught Place, New Delhi',
      deliveryLat: 28.6315,
      deliveryLon: 77.2167,
      deliveryPlace: 'Connaught Place',
      packageType: 'Electronics',
      weightKg: 10,
      pickupDate: '2025-01-10',
      deliveryDate: '2025-01-10',
      timeSlot: '9-12',
      baseCostInr: 150,
      distanceCostInr: 240,
      weightCostInr: 25,
      specialHandlingCostInr: 0,
      regularCostInr: 415,
      totalCostInr: 415,
      distanceKm: 20,
      durationMin: 50,
      statusHistory: [],
      mode: 'regular',
    });
    const result = await search('sort=distance', shipper);
    expect(result.origin).toMatchObject({ source: 'latest-pickup', label: 'Sector 63, Noida' });
    expect(result.warehouses[0]?.name).toBe('Noida Sector 63 Micro Hub');
  });

  it('lets an operator list and edit their own warehouse, validated, and nobody else', async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const created = await createListing(t.app, owner);
    expect(created).toMatchObject({
      isDemo: false,
      isOwn: true,
      rating: 0,
      reviews: 0,
      totalSpace: 1000,
      availability: 'Available',
    });
    expect((await getWarehouse(t.app, stranger, created.id)).isOwn).toBe(false);
    expect((await search('q=Verma')).warehouses.map((w) => w.id)).toEqual([created.id]);

    const edited = await t.app.inject({
      method: 'PUT',
      url: `/api/micro-warehouses/${created.id}`,
      headers: owner.auth,
      payload: { ...LISTING, totalSpace: 1500, pricePerDay: 3 },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data.warehouse).toMatchObject({
      totalSpace: 1500,
      pricePerDay: 3,
      availableSpace: 1500,
    });

    const byStranger = await t.app.inject({
      method: 'PUT',
      url: `/api/micro-warehouses/${created.id}`,
      headers: stranger.auth,
      payload: LISTING,
    });
    expect(byStranger.statusCode).toBe(403);
    const demo = (await search('q=Okhla%20Phase%20I%20Micro')).warehouses[0];
    const onDemo = await t.app.inject({
      method: 'PUT',
      url: `/api/micro-warehouses/${demo?.id}`,
      headers: owner.auth,
      payload: LISTING,
    });
    expect(onDemo.statusCode).toBe(403);

    // Coordinates are optional: the pincode places the listing.
    const placed = await createListing(t.app, owner, {
      lat: undefined,
      lon: undefined,
      pincode: '201301',
      location: 'Noida Sector 58',
    });
    expect(isInNcr(placed.lat, placed.lon)).toBe(true);
    expect(placed.lon).toBeGreaterThan(77.3);
  });

  it.each([
    [{ pincode: '1100' }, 'pincode', 'Enter a valid 6-digit pincode'],
    [{ address: 'Okhla' }, 'address', 'Must be at least 10 characters'],
    [{ type: 'Luxury' }, 'type', 'Warehouse type is required'],
    [{ totalSpace: 50 }, 'totalSpace', 'Total space must be a whole number between 100 and 1000000 sq ft'],
    [
      { pricePerDay: 1, pricePerMonth: 40 },
      'pricePerMonth',
      'Price per month cannot exceed 30 days at the daily price',
    ],
    [{ lat: 19.07, lon: 72.87 }, 'lat', 'The warehouse must be in Delhi NCR'],
    [
      { lat: undefined, lon: undefined, pincode: '999999', location: 'Nowhere Land' },
      'address',
      'Could not place this address on the map. Please add its coordinates (lat, lon).',
    ],
  ])('rejects a listing with %o', async (patch, field, msg) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/micro-warehouses',
      headers: user.auth,
      payload: { ...LISTING, ...patch },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({ field, msg });
  });

  it('answers 404 for an unknown warehouse and 401 without a session', async () => {
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/micro-warehouses/00000000-0000-4000-8000-000000000000',
      headers: user.auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Warehouse not found');
    expect((await t.app.inject({ method: 'GET', url: '/api/micro-warehouses' })).statusCode).toBe(401);
  });
});
