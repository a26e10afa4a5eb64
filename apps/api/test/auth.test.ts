import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp } from './helper';

const validBody = {
  firstName: 'Ravi',
  lastName: 'Kumar',
  email: 'Ravi.Kumar@Example.in',
  password: 'secret123',
  company: 'Kumar Exports',
  phone: '+91 98765-43210',
  businessType: 'manufacturing',
};

describe.each(DB_KINDS)('auth on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  it('registers, returns tokens and the user, and normalises email and phone', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/auth/register', payload: validBody });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.success).toBe(true);
    expect(body.token).toEqual(expect.any(String));
    expect(body.refreshToken).toEqual(expect.any(String));
    expect(body.user).toMatchObject({
      firstName: 'Ravi',
      lastName: 'Kumar',
      name: 'Ravi Kumar',
      email: 'ravi.kumar@example.in',
      phone: '9876543210',
      company: 'Kumar Exports',
      businessType: 'manufacturing',
    });
    expect(body.user).not.toHaveProperty('passwordHash');
  });

  it('refuses a second account for the same email in any letter case with 409', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validBody, email: 'RAVI.KUMAR@example.IN' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ success: false, message: 'Email already registered' });
  });

  it.each([
    [{ firstName: '' }, 'firstName', 'First name is required'],
    [{ firstName: ' A ' }, 'firstName', 'First name must be at least 2 characters'],
    [{ lastName: 'K' }, 'lastName', 'Last name must be at least 2 characters'],
    [{ email: '' }, 'email', 'Email is required'],
    [{ email: 'ravi@' }, 'email', 'Email is invalid'],
    [{ password: '' }, 'password', 'Password is required'],
    [{ password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ company: '' }, 'company', 'Company name is required'],
    [{ company: 'K' }, 'company', 'Company name must be at least 2 characters'],
    [{ phone: '' }, 'phone', 'Phone number is required'],
    [{ phone: '98765' }, 'phone', 'Enter a valid 10-digit mobile number'],
    [{ businessType: 'farming' }, 'businessType', 'Business type is required'],
  ])('rejects %j with 400 and the spec message', async (patch, field, msg) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: { ...validBody, email: 'new.person@example.in', ...patch },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.success).toBe(false);
    expect(body.errors[0]).toEqual({ field, msg });
  });

  it('signs in with the right password and refuses a wrong one with the same text as an unknown email', async () => {
    const ok = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ravi.kumar@example.in', password: 'secret123' },
    });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().user.lastLogin).toEqual(expect.any(String));

    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'ravi.kumar@example.in', password: 'wrong-pass' },
    });
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'nobody@example.in', password: 'wrong-pass' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json().message).toBe('Invalid email or password');
    expect(unknown.json().message).toBe('Invalid email or password');
  });

  it('answers /me only with a valid token', async () => {
    const user = await signUp(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({ email: user.email, firstName: 'Asha' });
    const none = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
    expect(none.statusCode).toBe(401);
    const forged = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token.slice(0, -3)}abc` },
    });
    expect(forged.statusCode).toBe(401);
  });

  it('refuses an access token once it has expired, even one it accepted before', async () => {
    const user = await signUp(t.app);
    const claims = t.app.jwt.decode<{ sub: string; fam: string }>(user.token);
    if (!claims) throw new Error('the sign-up token did not decode');
    const shortLived = t.app.jwt.sign({ sub: claims.sub, fam: claims.fam }, { expiresIn: 1 });
    const me = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: { authorization: `Bearer ${shortLived}` },
      });
    expect((await me()).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const late = await me();
    expect(late.statusCode).toBe(401);
    expect(late.json().message).toBe('Session expired. Please sign in again.');
  });

  it('rotates refresh tokens and revokes the whole sign-in when a rotated token is replayed', async () => {
    const user = await signUp(t.app);
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: user.refreshToken },
    });
    expect(first.statusCode).toBe(200);
    const rotated = first.json();
    expect(rotated.refreshToken).not.toBe(user.refreshToken);

    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: user.refreshToken },
    });
    expect(replay.statusCode).toBe(401);
    // The replay revoked the family: the legitimately rotated token and its access token stop working too.
    const afterReplay = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: rotated.refreshToken },
    });
    expect(afterReplay.statusCode).toBe(401);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${rotated.token}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it('logout ends the session on the server and always succeeds', async () => {
    const user = await signUp(t.app);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: user.auth });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.auth })).statusCode).toBe(
      401,
    );
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/auth/refresh-token',
      payload: { refreshToken: user.refreshToken },
    });
    expect(refresh.statusCode).toBe(401);
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/auth/logout' });
    expect(anonymous.statusCode).toBe(200);
  });

  it('reports database reachability on /api/health', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      success: true,
      data: { status: 'ok', database: { kind, reachable: true } },
    });
  });

  it('serves an OpenAPI document listing the auth routes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/register', '/api/auth/login']),
    );
  });

  it('answers unknown API paths with a JSON 404 and never leaks internals on bad JSON', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).not.toMatch(/at .*\.js/);
  });
});

describe('auth rate limits', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_EMAIL: '3', AUTH_RATE_LIMIT_PER_IP: '50' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 429 with a clear message after too many wrong passwords for one email from one place', async () => {
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: 'target@example.in', password: 'guess-guess' },
      });
    for (let i = 0; i < 5; i += 1) expect((await attempt()).statusCode).toBe(401);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Too many wrong passwords from here/);
    const otherEmail = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'someone.else@example.in', password: 'guess-guess' },
    });
    expect(otherEmail.statusCode).toBe(401);
  });
});

// Sign-up says 409 for a registered e-mail (README 'Sign-in protection' gives the reasons); asking many
// addresses from one place runs into the per-IP limit of the auth routes.
describe('sign-up of registered addresses', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { AUTH_RATE_LIMIT_PER_IP: '3' });
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 409 for a registered e-mail, and 429 once one IP asked too often', async () => {
    const user = await signUp(t.app);
    const again = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        payload: { ...validBody, email: user.email },
      });
    expect((await again()).statusCode).toBe(409);
    expect((await again()).statusCode).toBe(409);
    const limited = await again();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).not.toContain(user.email);
  });
});
