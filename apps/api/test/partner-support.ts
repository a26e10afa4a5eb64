import crypto from 'node:crypto';
import { addDaysToIsoDate, istToday } from '@logisaathi/domain';
import { createGeoService } from '@logisaathi/geo';
import type { FastifyInstance } from 'fastify';
import { createLocalFileStorage } from '../src/lib/file-storage';
import { createTrackingEvents } from '../src/lib/live-events';
import type { PartnerJobsDeps } from '../src/modules/dispatch/partner-jobs-deps';
import { createEtaEstimator } from '../src/modules/tracking/estimate-eta';
import { signInAsOperator, type TestApp, type TestUser } from './helper';

/**
 * The dependencies the app's background dispatch work runs with, built on a test app's database and settings, for
 * a test that runs one piece of it (a demo fleet tick, a trade round) at an instant it chooses. Close the events.
 */
export function dispatchDeps(t: TestApp): {
  deps: PartnerJobsDeps;
  events: ReturnType<typeof createTrackingEvents>;
} {
  const events = createTrackingEvents(t.database, () => undefined);
  const deps: PartnerJobsDeps = {
    db: t.database.db,
    events,
    estimateEta: createEtaEstimator(createGeoService({ cacheDir: t.config.dataDir })),
    storage: createLocalFileStorage(t.config.uploadsDir),
    config: t.config,
    platform: t.config.platform,
    log: t.app.log,
  };
  return { deps, events };
}

/** A multipart body built by the platform's own FormData encoder, as a browser would send it. */
export async function multipartForm(
  fields: Record<string, string>,
  files: Array<{ field: string; data: Uint8Array; name: string }>,
) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(f.field, new Blob([f.data], { type: 'application/octet-stream' }), f.name);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

export const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);
export const inDays = (days: number) => addDaysToIsoDate(istToday(new Date()), days);

let counter = 0;

/** A state-series number no other test uses: 'HR 26 XY 0001' and on (HR, RTO 10-99, 4 digits). */
export function freshRegistration(): string {
  counter += 1;
  const n = crypto.randomInt(1, 9999);
  const rto = 10 + (counter % 90);
  const letters = String.fromCharCode(65 + (n % 26)) + String.fromCharCode(65 + (counter % 26));
  return `HR ${rto} ${letters} ${String(n).padStart(4, '0')}`;
}

export async function signUpPartner(
  app: FastifyInstance,
  kind: 'owner_driver' | 'fleet_operator' = 'fleet_operator',
): Promise<TestUser> {
  counter += 1;
  const email = `partner${counter}.${crypto.randomBytes(4).toString('hex')}@example.in`;
  const password = 'secret123';
  const res = await app.inject({
    method: 'POST',
    url: '/api/partners/register',
    payload: {
      firstName: 'Suresh',
      lastName: 'Yadav',
      email,
      password,
      phone: '9812345678',
      kind,
      businessName: kind === 'fleet_operator' ? 'Yadav Roadways' : undefined,
    },
  });
  if (res.statusCode !== 201) throw new Error(`partner sign-up failed: ${res.statusCode} ${res.body}`);
  const body = res.json();
  return {
    token: body.token,
    refreshToken: body.refreshToken,
    email,
    password,
    id: body.user.id,
    auth: { authorization: `Bearer ${body.token}` },
  };
}

export const vehicleBody = (over: Record<string, unknown> = {}) => ({
  registrationNumber: freshRegistration(),
  bodyType: 'Tata 407',
  payloadKg: 2500,
  body: { lengthCm: 430, widthCm: 190, heightCm: 180 },
  features: ['covered'],
  permits: ['city'],
  ...over,
});

export async function addVehicle(app: FastifyInstance, user: TestUser, over: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/partners/vehicles',
    headers: user.auth,
    payload: vehicleBody(over),
  });
  if (res.statusCode !== 201) throw new Error(`add vehicle failed: ${res.statusCode} ${res.body}`);
  return res.json().data.vehicle as { id: string; registrationNumber: string };
}

export async function uploadDocument(
  app: FastifyInstance,
  user: TestUser,
  owner: 'vehicles' | 'drivers',
  id: string,
  kind: string,
  expiresOn: string,
  data: Uint8Array = PDF,
) {
  const body = await multipartForm({ kind, expiresOn }, [{ field: 'file', data, name: `${kind}.pdf` }]);
  return app.inject({
    method: 'POST',
    url: `/api/partners/${owner}/${id}/documents`,
    headers: { ...user.auth, ...body.headers },
    payload: body.payload,
  });
}

export async function addDriver(app: FastifyInstance, user: TestUser, over: Record<string, unknown> = {}) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/partners/drivers',
    headers: user.auth,
    payload: {
      name: 'Ramesh Kumar',
      phone: '9899001122',
      licenceNumber: 'DL-0420110149646',
      licenceExpiresOn: inDays(400),
      ...over,
    },
  });
  if (res.statusCode !== 201) throw new Error(`add driver failed: ${res.statusCode} ${res.body}`);
  return res.json().data.driver as { id: string };
}

/** Uploads the four vehicle documents and has an operator approve each (what going online needs). */
export async function approvedVehicleDocuments(
  app: FastifyInstance,
  user: TestUser,
  vehicleId: string,
  expiresOn = inDays(300),
) {
  const operator = await signInAsOperator(app);
  for (const kind of ['rc', 'insurance', 'puc', 'permit']) {
    const res = await uploadDocument(app, user, 'vehicles', vehicleId, kind, expiresOn);
    if (res.statusCode !== 201) throw new Error(`document failed: ${res.statusCode} ${res.body}`);
    await approveDocument(app, operator, res.json().data.document.id);
  }
}

/** An operator approves a partner's document (POST /api/ops/documents/{id}/approve). */
export async function approveDocument(app: FastifyInstance, operator: TestUser, documentId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/ops/documents/${documentId}/approve`,
    headers: operator.auth,
    payload: {},
  });
  if (res.statusCode !== 200) throw new Error(`approve failed: ${res.statusCode} ${res.body}`);
  return res.json().data.document;
}

/**
 * Uploads a driver's licence document and has an operator approve it (what pairing and going online need,
 * issue 33). The operator signs in once per call unless one is passed.
 */
export async function approvedLicence(
  app: FastifyInstance,
  user: TestUser,
  driverId: string,
  operator?: TestUser,
  expiresOn = inDays(400),
) {
  const res = await uploadDocument(app, user, 'drivers', driverId, 'licence', expiresOn);
  if (res.statusCode !== 201) throw new Error(`licence failed: ${res.statusCode} ${res.body}`);
  return approveDocument(app, operator ?? (await signInAsOperator(app)), res.json().data.document.id);
}

/**
 * A fleet vehicle ready for jobs, approved the way an operator would (POST /api/ops/documents/{id}/approve): all
 * four documents, a paired driver with an approved licence, online, and a fresh position at `at`.
 */
export async function readyVehicle(
  app: FastifyInstance,
  user: TestUser,
  at: { lat: number; lon: number },
  over: Record<string, unknown> = {},
) {
  const vehicle = await addVehicle(app, user, over);
  const operator = await signInAsOperator(app);
  for (const kind of ['rc', 'insurance', 'puc', 'permit']) {
    const res = await uploadDocument(app, user, 'vehicles', vehicle.id, kind, inDays(300));
    if (res.statusCode !== 201) throw new Error(`document failed: ${res.statusCode} ${res.body}`);
    await approveDocument(app, operator, res.json().data.document.id);
  }
  const driver = await addDriver(app, user);
  await approvedLicence(app, user, driver.id, operator);
  const paired = await app.inject({
    method: 'PUT',
    url: `/api/partners/vehicles/${vehicle.id}/driver`,
    headers: user.auth,
    payload: { driverId: driver.id },
  });
  if (paired.statusCode !== 200) throw new Error(`pair failed: ${paired.statusCode} ${paired.body}`);
  const online = await app.inject({
    method: 'PUT',
    url: `/api/partners/vehicles/${vehicle.id}/availability`,
    headers: user.auth,
    payload: { online: true },
  });
  if (online.statusCode !== 200) throw new Error(`online failed: ${online.statusCode} ${online.body}`);
  const pos = await app.inject({
    method: 'POST',
    url: '/api/partners/position',
    headers: user.auth,
    payload: { vehicleId: vehicle.id, ...at },
  });
  if (pos.statusCode !== 200) throw new Error(`position failed: ${pos.statusCode} ${pos.body}`);
  return { vehicle, driver };
}

/** Polls `read` until `done` holds, for work the server does in the background; fails after `within` ms naming `what` it waited for and what it last read. */
export async function eventually<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  pauseMs = 20,
  { within = 45_000, what = 'the awaited state' }: { within?: number; what?: string } = {},
): Promise<T> {
  const deadline = Date.now() + within;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) {
      throw new Error(
        `${what} did not come within ${within / 1000} s; last read: ${JSON.stringify(value)?.slice(0, 2_000)}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, pauseMs));
  }
}

/** The partner's open offer of one delivery, once dispatch has made it (eventually). */
export async function offerFor(app: FastifyInstance, partner: TestUser, deliveryId: string) {
  const offers = await eventually(
    () => openOffers(app, partner),
    (list) => list.some((o) => o.deliveryId === deliveryId),
    20,
    { what: `an offer of ${deliveryId} to the partner` },
  );
  return offers.find((o) => o.deliveryId === deliveryId)!;
}

export async function openOffers(app: FastifyInstance, user: TestUser) {
  const res = await app.inject({ method: 'GET', url: '/api/partners/offers', headers: user.auth });
  return res.json().data.offers as Array<{
    id: string;
    deliveryId: string;
    expiresAt: string;
    earning: { farePaise: number; netPaise: number };
  }>;
}

/**
 * The shipper allows a pickup before the slot (slot discipline, issue 31): test bookings are for tomorrow, and a
 * test that drives a job through Picked Up today needs the shipper's consent as a real one would.
 */
export async function allowEarlyPickup(app: FastifyInstance, shipper: TestUser, deliveryRowId: string) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/deliveries/${deliveryRowId}/early-pickup`,
    headers: shipper.auth,
  });
  if (res.statusCode !== 200) throw new Error(`early pickup failed: ${res.statusCode} ${res.body}`);
}
