/*
 * A truck partner ready for jobs, set up through the API, for browser tests whose subject comes after onboarding
 * (the offer race, notifications). The sign-up and document screens are the partner journey's own subject.
 */
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import type { Browser } from 'playwright-core';
import { approvePendingDocuments, operatorAuth } from './operators';
import { startServer, type RunningServer } from './server';
import type { Session } from './session';
import { sharedBrowser } from './shared';
import { newUser } from './users';

const DOCUMENT_PDF = new Uint8Array(Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'));

const inAYear = () => istDateString(new Date(Date.now() + 365 * MS_PER_DAY));

/** A registration number no other test run has used (numbers are unique across all partners). */
function freshRegistration(): string {
  return `HR 56 AC ${1000 + Math.floor(Math.random() * 8999)}`;
}

/** Calls the API as `session` and fails loudly on any answer but `expected`. */
export async function call<T>(
  baseUrl: string,
  session: Session,
  method: string,
  url: string,
  body?: unknown,
  expected = method === 'POST' ? 201 : 200,
): Promise<T> {
  const isForm = body instanceof FormData;
  const res = await fetch(`${baseUrl}${url}`, {
    method,
    headers: {
      authorization: `Bearer ${session.token}`,
      ...(body === undefined || isForm ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: isForm ? body : JSON.stringify(body) }),
  });
  if (res.status !== expected) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: T }).data;
}

/**
 * A fleet operator with one truck ready for jobs, set up through the API (the sign-up and document screens are
 * the partner journey's subject, not this one's): four valid documents, a driver with a licence document, paired,
 * online, and its position reported at `at`; `operatorSession` approves the truck's and the driver's documents.
 */
export async function readyPartner(
  baseUrl: string,
  firstName: string,
  at: { latitude: number; longitude: number },
  operatorSession: { authorization: string },
): Promise<{ session: Session; registration: string }> {
  const who = newUser(firstName);
  const res = await fetch(`${baseUrl}/api/partners/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      ...who,
      phone: '9812345678',
      kind: 'fleet_operator',
      businessName: `${firstName} Roadways`,
    }),
  });
  if (res.status !== 201) throw new Error(`partner sign-up failed: ${res.status} ${await res.text()}`);
  const session = (await res.json()) as Session;
  const registration = freshRegistration();
  const { vehicle } = await call<{ vehicle: { id: string } }>(
    baseUrl,
    session,
    'POST',
    '/api/partners/vehicles',
    {
      registrationNumber: registration,
      bodyType: 'Tata 407',
      payloadKg: 2500,
      body: { lengthCm: 430, widthCm: 190, heightCm: 180 },
      features: ['covered'],
      permits: ['city'],
    },
  );
  for (const kind of ['rc', 'insurance', 'puc', 'permit']) {
    const form = new FormData();
    form.append('kind', kind);
    form.append('expiresOn', inAYear());
    form.append('file', new Blob([DOCUMENT_PDF], { type: 'application/pdf' }), `${kind}.pdf`);
    await call(baseUrl, session, 'POST', `/api/partners/vehicles/${vehicle.id}/documents`, form);
  }
  const { driver } = await call<{ driver: { id: string } }>(
    baseUrl,
    session,
    'POST',
    '/api/partners/drivers',
    {
      name: `${firstName} Kumar`,
      phone: '9899001122',
      licenceNumber: 'DL-0420110149646',
      licenceExpiresOn: inAYear(),
    },
  );
  await uploadLicence(baseUrl, session, driver.id);
  // A driver is paired and a vehicle goes online only with documents an operator approved (issue 33).
  await approvePendingDocuments(baseUrl, operatorSession, { owners: [vehicle.id, driver.id] });
  await call(baseUrl, session, 'PUT', `/api/partners/vehicles/${vehicle.id}/driver`, { driverId: driver.id });
  await call(baseUrl, session, 'PUT', `/api/partners/vehicles/${vehicle.id}/availability`, { online: true });
  await call(
    baseUrl,
    session,
    'POST',
    '/api/partners/position',
    { vehicleId: vehicle.id, lat: at.latitude, lon: at.longitude },
    200,
  );
  return { session, registration };
}

/** A driver's licence scan, valid a year: it waits for an operator's review (issue 33). */
export async function uploadLicence(baseUrl: string, session: Session, driverId: string): Promise<void> {
  const licence = new FormData();
  licence.append('kind', 'licence');
  licence.append('expiresOn', inAYear());
  licence.append('file', new Blob([DOCUMENT_PDF], { type: 'application/pdf' }), 'licence.pdf');
  await call(baseUrl, session, 'POST', `/api/partners/drivers/${driverId}/documents`, licence);
}

/**
 * Live offers for every truck near a booking: no demo fleet (only the journey's trucks may take the job), greedy
 * waves of ten (every truck near the pickup is in the first wave; the batch policy would offer one truck), offers
 * open long enough that no step races their expiry, tomorrow's booking offered at once whatever the hour, and the
 * dispatch sweep running often.
 */
export const LIVE_OFFERS_ENV: Readonly<Record<string, string>> = {
  DEMO_DATA: 'false',
  DISPATCH_POLICY: 'greedy',
  DISPATCH_WAVE_SIZE: '10',
  PARTNER_OFFER_TTL_MS: String(20 * 60_000),
  DISPATCH_AT_ONCE_WITHIN_H: '72',
  PARTNER_DISPATCH_INTERVAL_MS: '200',
};

/**
 * A server of the file's own (dispatch settings the shared server does not have) with one operator, the run's
 * browser, and the operator's session, which approves each truck's documents before it goes online.
 */
export async function partnerServer(
  env: Readonly<Record<string, string>>,
): Promise<{ server: RunningServer; browser: Browser; ops: { authorization: string } }> {
  const [server, browser] = await Promise.all([startServer(env, { operators: 1 }), sharedBrowser()]);
  const [operator] = server.operators ?? [];
  if (!operator) throw new Error('no operator');
  return { server, browser, ops: await operatorAuth(server.baseUrl, operator) };
}
