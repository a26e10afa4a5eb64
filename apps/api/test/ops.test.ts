/*
 * The operations console's API (issue 33) on PGlite and PostgreSQL: operator sign-in with a TOTP code (and
 * nowhere else), invitations, the review of partner documents and what it unlocks (going online, holding a
 * registration number), and the append-only audit log with an entry for every operator action.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '../src/db/execute-rows';
import { deliver, readyToDeliver } from './billing-support';
import {
  createTestApp,
  DB_KINDS,
  signInAsOperator,
  signUp,
  totpCode,
  totpCodeOfStep,
  type TestApp,
  type TestOperator,
  type TestUser,
} from './helper';
import {
  addDriver,
  addVehicle,
  approvedLicence,
  approveDocument,
  inDays,
  signUpPartner,
  uploadDocument,
  vehicleBody,
} from './partner-support';

describe.each(DB_KINDS)('operations console on %s', (kind) => {
  let t: TestApp;
  let operator: TestOperator;
  let shipper: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind, { OPERATOR_SESSION_HOURS: '2' });
    operator = await signInAsOperator(t.app);
    shipper = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (url: string, user: TestUser) => t.app.inject({ method: 'GET', url, headers: user.auth });
  const post = (url: string, user: TestUser, payload: Record<string, unknown> = {}) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, payload });
  const audit = async (action: string) =>
    (await get(`/api/ops/audit?action=${action}`, operator)).json().data.entries as Array<{
      actorEmail: string;
      targetId: string;
      reason: string | null;
      before: Record<string, unknown> | null;
      after: Record<string, unknown> | null;
    }>;

  it('signs an operator in only with the password and a fresh TOTP code, for a shorter session', async () => {
    const signIn = (code: string, password = operator.password) =>
      t.app.inject({
        method: 'POST',
        url: '/api/ops/auth/sign-in',
        payload: { email: operator.email, password, code },
      });
    expect((await signIn('12345')).statusCode).toBe(400);
    const wrongCode = await signIn(
      (Number(await totpCode(operator.totpSecret)) ^ 1).toString().padStart(6, '0'),
    );
    expect(wrongCode.statusCode).toBe(401);
    expect(wrongCode.json().message).toBe('Invalid email, password or code');
    expect((await signIn(await totpCode(operator.totpSecret, 1), 'not-the-password')).statusCode).toBe(401);
    // The code of the step the helper used is spent (even when the clock has since moved to the next step);
    // the next step's is accepted once.
    expect((await signIn(await totpCodeOfStep(operator.totpSecret, operator.totpStep))).statusCode).toBe(401);
    const next = await totpCodeOfStep(operator.totpSecret, operator.totpStep + 1);
    const ok = await signIn(next);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().user.role).toBe('operator');
    expect((await signIn(next)).statusCode).toBe(401);
    // The sign-in lasts OPERATOR_SESSION_HOURS (2 here), not a shipper's 30 days.
    const [session] = executeRows<{ seconds: string }>(
      await t.database.db.execute(
        sql`select extract(epoch from expires_at - now()) as seconds from refresh_tokens where user_id = ${operator.id} order by created_at desc limit 1`,
      ),
    );
    const seconds = Number(session?.seconds);
    expect(seconds).toBeGreaterThan(3_500);
    expect(seconds).toBeLessThanOrEqual(2 * 3_600);
    // A password alone opens nothing, and a shipper's sign-in is no way into the console.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: operator.email, password: operator.password },
    });
    expect(login.statusCode).toBe(401);
    expect(login.json().message).toBe('Operators sign in at /ops with a password and an authenticator code');
    expect((await get('/api/ops/documents', shipper)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/ops/audit' })).statusCode).toBe(401);
  });

  it('invites an operator, who enrols the authenticator and joins; both steps are audited', async () => {
    const email = `new.operator.${Date.now()}@logisaathi.in`;
    const invited = await post('/api/ops/invitations', operator, { email });
    expect(invited.statusCode, invited.body).toBe(201);
    const link = invited.json().data.invitation.link as string;
    const token = link.split('/ops/invite/')[1] ?? '';
    expect((await post('/api/ops/invitations', shipper, { email: 'x@example.in' })).statusCode).toBe(403);
    const view = await t.app.inject({ method: 'GET', url: `/api/ops/invitations/${token}` });
    expect(view.json().data).toMatchObject({ email });
    const { totpSecret, otpauthUri } = view.json().data;
    expect(otpauthUri).toContain(`secret=${totpSecret}`);
    const accept = (payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: `/api/ops/invitations/${token}/accept`, payload });
    const base = { firstName: 'Neha', lastName: 'Singh', password: 'a-long-operator-password' };
    expect(
      (await accept({ ...base, password: 'short-pass', code: await totpCode(totpSecret) })).json().errors,
    ).toContainEqual({
      field: 'password',
      msg: 'An operator password must be at least 12 characters',
    });
    const joined = await accept({ ...base, code: await totpCode(totpSecret) });
    expect(joined.statusCode, joined.body).toBe(201);
    expect(joined.json().user).toMatchObject({ email, role: 'operator' });
    expect((await accept({ ...base, code: await totpCode(totpSecret, 1) })).statusCode).toBe(404);
    expect((await audit('operator.invited'))[0]).toMatchObject({
      actorEmail: operator.email,
      after: { email },
    });
    expect((await audit('operator.joined')).map((e) => e.actorEmail)).toContain(email);
  });

  it('reviews partner documents: a vehicle goes online only with every document approved, the partner sees why', async () => {
    const partner = await signUpPartner(t.app);
    const vehicle = await addVehicle(t.app, partner);
    const driver = await addDriver(t.app, partner);
    await approvedLicence(t.app, partner, driver.id, operator);
    await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${vehicle.id}/driver`,
      headers: partner.auth,
      payload: { driverId: driver.id },
    });
    const ids: Record<string, string> = {};
    for (const k of ['rc', 'insurance', 'puc', 'permit']) {
      const res = await uploadDocument(t.app, partner, 'vehicles', vehicle.id, k, inDays(3_650));
      ids[k] = res.json().data.document.id;
      expect(res.json().data.document.reviewStatus).toBe('pending');
    }
    const queue = (await get('/api/ops/documents', operator)).json().data.documents as Array<{ id: string }>;
    expect(queue.map((d) => d.id)).toEqual(expect.arrayContaining(Object.values(ids)));
    const file = await get(`/api/ops/documents/${ids.rc}/file`, operator);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect((await get(`/api/ops/documents/${ids.rc}/file`, partner)).statusCode).toBe(403);

    expect(
      (await post(`/api/ops/documents/${ids.insurance}/reject`, operator, { reason: 'x' })).statusCode,
    ).toBe(400);
    const rejected = await post(`/api/ops/documents/${ids.insurance}/reject`, operator, {
      reason: 'Not an insurance policy: a blank page',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json().data.document).toMatchObject({ reviewStatus: 'rejected' });
    expect((await post(`/api/ops/documents/${ids.insurance}/approve`, operator)).statusCode).toBe(409);
    for (const k of ['rc', 'puc', 'permit']) await approveDocument(t.app, operator, ids[k] ?? '');

    const goOnline = () =>
      t.app.inject({
        method: 'PUT',
        url: `/api/partners/vehicles/${vehicle.id}/availability`,
        headers: partner.auth,
        payload: { online: true },
      });
    const refused = await goOnline();
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This vehicle cannot go online: Insurance was rejected: Not an insurance policy: a blank page',
    );
    const seen = (await get(`/api/partners/vehicles/${vehicle.id}`, partner)).json().data.vehicle;
    expect(seen.registrationVerified).toBe(true);
    expect(seen.documents.find((d: { id: string }) => d.id === ids.insurance)).toMatchObject({
      reviewStatus: 'rejected',
      reviewReason: 'Not an insurance policy: a blank page',
    });
    const alerts = (await get('/api/alerts', partner)).json().data.alerts as Array<{ title: string }>;
    expect(alerts.map((a) => a.title)).toContain('Document rejected');

    // A new upload reopens review; approved, the vehicle goes online.
    const renewed = await uploadDocument(t.app, partner, 'vehicles', vehicle.id, 'insurance', inDays(300));
    expect((await goOnline()).json().message).toBe(
      'This vehicle cannot go online: Insurance is awaiting review',
    );
    await approveDocument(t.app, operator, renewed.json().data.document.id);
    expect((await goOnline()).statusCode).toBe(200);

    const rejections = await audit('document.rejected');
    expect(rejections[0]).toMatchObject({
      actorEmail: operator.email,
      targetId: ids.insurance,
      reason: 'Not an insurance policy: a blank page',
      before: { reviewStatus: 'pending' },
      after: { reviewStatus: 'rejected' },
    });
    expect((await audit('document.approved')).map((e) => e.targetId)).toContain(ids.rc);
  });

  it('holds a registration number only once its RC is approved', async () => {
    const squatter = await signUpPartner(t.app);
    const owner = await signUpPartner(t.app);
    const claim = await addVehicle(t.app, squatter, { registrationNumber: 'HR 55 AB 4321' });
    // The squatter's unverified claim locks nobody out.
    const real = await addVehicle(t.app, owner, { registrationNumber: 'HR55AB4321' });
    const rc = await uploadDocument(t.app, owner, 'vehicles', real.id, 'rc', inDays(3_000));
    await approveDocument(t.app, operator, rc.json().data.document.id);
    const third = await t.app.inject({
      method: 'POST',
      url: '/api/partners/vehicles',
      headers: (await signUpPartner(t.app)).auth,
      payload: vehicleBody({ registrationNumber: 'HR-55-AB-4321' }),
    });
    expect(third.statusCode).toBe(409);
    // The squatter's RC cannot take the verified number.
    const fake = await uploadDocument(t.app, squatter, 'vehicles', claim.id, 'rc', inDays(3_000));
    const approve = await post(`/api/ops/documents/${fake.json().data.document.id}/approve`, operator);
    expect(approve.statusCode).toBe(409);
    expect(approve.json().message).toBe('Another verified vehicle already holds this registration number');
    // A verified number is fixed.
    const edit = await t.app.inject({
      method: 'PUT',
      url: `/api/partners/vehicles/${real.id}`,
      headers: owner.auth,
      payload: vehicleBody({ registrationNumber: 'HR 55 AB 9999' }),
    });
    expect(edit.statusCode).toBe(409);
  });

  it('audits payment decisions, credit notes and payouts, and exports the log as CSV', async () => {
    const d = await readyToDeliver(t.app, shipper);
    expect((await deliver(t.app, shipper, d)).statusCode).toBe(200);
    const invoice = (await get(`/api/billing/deliveries/${d._id}`, shipper)).json().data.invoice;
    const pay = async () =>
      (
        await post(`/api/billing/invoices/${invoice.id}/payments`, shipper, {
          utr: String(400_000_000_000 + Math.floor(Math.random() * 99_999_999_999)),
          amountPaise: 1_000,
        })
      ).json().data.payment as { id: string };
    const first = await pay();
    const confirmed = await post(`/api/billing/ops/payments/${first.id}/confirm`, operator);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const second = await pay();
    const rejected = await post(`/api/billing/ops/payments/${second.id}/reject`, operator, {
      reason: 'No such credit in the bank statement',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    const credit = await post(`/api/billing/ops/invoices/${invoice.id}/credit-notes`, operator, {
      reason: 'Late delivery: agreed discount',
      taxablePaise: 500,
    });
    expect(credit.statusCode, credit.body).toBe(201);

    expect((await audit('payment.confirmed'))[0]).toMatchObject({
      targetId: first.id,
      before: { status: 'awaiting-confirmation' },
      after: { status: 'confirmed' },
    });
    expect((await audit('payment.rejected'))[0]).toMatchObject({
      targetId: second.id,
      reason: 'No such credit in the bank statement',
    });
    expect((await audit('credit-note.issued'))[0]).toMatchObject({
      targetId: invoice.id,
      reason: 'Late delivery: agreed discount',
    });

    // The business is found by its e-mail, with the invoice a credit note needs.
    const found = await get(`/api/ops/accounts?q=${encodeURIComponent(shipper.email)}`, operator);
    expect(found.json().data.accounts).toEqual([
      expect.objectContaining({
        id: shipper.id,
        role: 'shipper',
        invoices: [expect.objectContaining({ id: invoice.id })],
      }),
    ]);
    expect((await get('/api/ops/accounts?q=a', operator)).statusCode).toBe(400);
    expect((await get(`/api/ops/accounts?q=${encodeURIComponent(shipper.email)}`, shipper)).statusCode).toBe(
      403,
    );

    const csv = await get('/api/ops/audit.csv', operator);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe('id,at,actorEmail,actorId,action,targetType,targetId,reason,before,after');
    expect(lines.some((l) => l.includes('payment.rejected') && l.includes('No such credit'))).toBe(true);
  });

  it('refuses to change or delete an audit entry, whoever asks', async () => {
    const refusal = (query: ReturnType<typeof sql>) =>
      t.database.db.execute(query).then(
        () => 'changed',
        (err: Error) => String((err.cause as Error | undefined)?.message ?? err.message),
      );
    expect(await refusal(sql`update audit_log set reason = 'edited'`)).toMatch(/audit log is append-only/);
    expect(await refusal(sql`delete from audit_log`)).toMatch(/audit log is append-only/);
    expect((await get('/api/ops/audit', operator)).json().data.entries.length).toBeGreaterThan(0);
  });
});
