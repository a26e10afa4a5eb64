import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

/** A multipart body built by the platform's own FormData encoder, as a browser would send it. */
async function multipart(
  field: string,
  data: Uint8Array,
  fileName: string,
  type = 'application/octet-stream',
) {
  const form = new FormData();
  form.append(field, new Blob([data], { type }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

/** A landscape photo carrying EXIF data, so the test can see the thumbnail is square and stripped. */
async function photo(format: 'png' | 'jpeg' = 'png') {
  const image = sharp({
    create: { width: 640, height: 360, channels: 3, background: { r: 200, g: 60, b: 40 } },
  }).withExif({
    IFD0: { Copyright: 'secret camera owner' },
  });
  return format === 'png' ? image.png().toBuffer() : image.jpeg().toBuffer();
}

describe.each(DB_KINDS)('profile on %s', (kind) => {
  let t: TestApp;
  let me: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    me = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const getProfile = (user: TestUser) =>
    t.app.inject({ method: 'GET', url: '/api/users/profile', headers: user.auth });
  const putProfile = (user: TestUser, payload: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: '/api/users/profile', headers: user.auth, payload });
  const uploadAvatar = async (user: TestUser, data: Uint8Array, fileName: string, field = 'profileImage') => {
    const body = await multipart(field, data, fileName);
    return t.app.inject({
      method: 'POST',
      url: '/api/users/upload-profile-image',
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };

  it('returns the user, the profile and the account statistics', async () => {
    const res = await getProfile(me);
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.user).toMatchObject({ id: me.id, name: 'Asha Verma', email: me.email, avatarUrl: null });
    expect(data.profile).toEqual({
      name: 'Asha Verma',
      email: me.email,
      businessName: 'Verma Traders',
      gstin: null,
      pan: null,
      billingAddress: null,
    });
    expect(data.stats).toEqual({
      memberSince: data.user.createdAt,
      totalDeliveries: 0,
      documents: 0,
      lastLogin: expect.any(String),
    });
  });

  it("counts the caller's own deliveries in Total Deliveries", async () => {
    const shipper = await signUp(t.app);
    const other = await signUp(t.app);
    const body = {
      pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
      deliveryAddress: 'Sector 3, Bawana Industrial Area, Delhi 110039',
      packageType: 'Electronics',
      weight: 12.5,
      deliveryDate: istDateString(new Date(Date.now() + MS_PER_DAY)),
      deliveryTime: '12-15',
      customerName: 'Sunil Traders',
      customerPhone: '9811022334',
      mode: 'regular',
    };
    for (const user of [shipper, shipper, other]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/deliveries',
        headers: user.auth,
        payload: body,
      });
      expect(res.statusCode).toBe(201);
    }
    expect((await getProfile(shipper)).json().data.stats.totalDeliveries).toBe(2);
  });

  it('refuses a caller without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/users/profile' });
    expect(res.statusCode).toBe(401);
  });

  it('saves the full name split into first and last name, and the business name', async () => {
    const res = await putProfile(me, {
      name: '  Asha  Rani   Gupta ',
      businessName: 'Gupta Logistics',
      email: me.email.toUpperCase(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user).toMatchObject({
      firstName: 'Asha Rani',
      lastName: 'Gupta',
      name: 'Asha Rani Gupta',
      company: 'Gupta Logistics',
    });
    const me2 = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(me2.json().user).toMatchObject({ name: 'Asha Rani Gupta', company: 'Gupta Logistics' });

    const single = await putProfile(me, { name: 'Asha' });
    expect(single.json().data.user).toMatchObject({
      firstName: 'Asha',
      lastName: '',
      name: 'Asha',
      company: 'Gupta Logistics',
    });
  });

  it.each([
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ name: '   ' }, 'name', 'Name is required'],
    [{}, 'name', 'Name is required'],
    [
      { name: 'Asha Verma', businessName: 'G' },
      'businessName',
      'Business name must be at least 2 characters',
    ],
    [{ name: 'Asha Verma', email: 'someone.else@example.in' }, 'email', 'Email address cannot be changed'],
  ])('refuses %j with 400 and a clear message', async (payload, field, msg) => {
    const res = await putProfile(me, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg, errors: [{ field, msg }] });
  });

  it('keeps the email after a refused email change', async () => {
    await putProfile(me, { name: 'Asha Verma', email: 'new.address@example.in' });
    expect((await getProfile(me)).json().data.profile.email).toBe(me.email);
  });

  it('stores a valid GSTIN and PAN in upper case and clears them with empty text', async () => {
    // 07 = Delhi; AAACL1234C = a company PAN; the check character of 07AAACL1234C1Z is 7 (computed like the published example 27AAPFU0939F1ZV).
    const saved = await putProfile(me, { name: 'Asha Verma', gstin: ' 07aaacl1234c1z7 ', pan: 'aaacl1234c' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.profile).toMatchObject({ gstin: '07AAACL1234C1Z7', pan: 'AAACL1234C' });

    const untouched = await putProfile(me, { name: 'Asha Verma' });
    expect(untouched.json().data.profile).toMatchObject({ gstin: '07AAACL1234C1Z7', pan: 'AAACL1234C' });

    const cleared = await putProfile(me, { name: 'Asha Verma', gstin: '', pan: '  ' });
    expect(cleared.json().data.profile).toMatchObject({ gstin: null, pan: null });
  });

  it('keeps a billing address with its PIN code, checked against the GSTIN state, and clears it', async () => {
    const address = 'Shop 4, Main Market, Lajpat Nagar, New Delhi 110024';
    const saved = await putProfile(me, {
      name: 'Asha Verma',
      gstin: '07AAACL1234C1Z7',
      billingAddress: address,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.profile).toMatchObject({ billingAddress: address });

    // The invoice of 'GSTIN 09… with State: Haryana (06)': a Gurugram address beside a Delhi GSTIN is refused.
    const elsewhere = await putProfile(me, {
      name: 'Asha Verma',
      billingAddress: 'Plot 7, Udyog Vihar Phase 4, Gurugram 122015',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().errors[0]).toEqual({
      field: 'billingAddress',
      msg: 'The billing address is in Haryana (06), but the GSTIN is registered in Delhi (07)',
    });
    // So is a GSTIN of another state beside the stored address.
    const otherGstin = await putProfile(me, { name: 'Asha Verma', gstin: '09AAACL1234C1Z3' });
    expect(otherGstin.statusCode).toBe(400);
    expect(otherGstin.json().errors[0]).toEqual({
      field: 'gstin',
      msg: 'The billing address is in Delhi (07), but the GSTIN is registered in Uttar Pradesh (09)',
    });

    const noPin = await putProfile(me, {
      name: 'Asha Verma',
      billingAddress: 'Shop 4, Lajpat Nagar, New Delhi',
    });
    expect(noPin.json().errors[0]).toEqual({
      field: 'billingAddress',
      msg: 'Billing address must include its 6-digit PIN code',
    });

    const cleared = await putProfile(me, { name: 'Asha Verma', billingAddress: '', gstin: '' });
    expect(cleared.json().data.profile).toMatchObject({ billingAddress: null, gstin: null });
  });

  it.each([
    [{ pan: 'AAACL1234' }, 'pan', 'PAN must be 10 characters'],
    [{ pan: 'AAAC11234C' }, 'pan', 'PAN must be 5 letters, 4 digits and 1 letter'],
    [
      { pan: 'AAAXL1234C' },
      'pan',
      'PAN 4th character must be a valid holder type (P, C, H, F, A, T, B, L, J or G)',
    ],
    [{ gstin: '07AAACL1234C1Z' }, 'gstin', 'GSTIN must be 15 characters'],
    [{ gstin: '99AAACL1234C1Z7' }, 'gstin', 'GSTIN must start with a state code from 01 to 38'],
    [{ gstin: '07AAACL1234C1ZA' }, 'gstin', 'GSTIN check character is invalid'],
    [
      { gstin: '07AAACL1234C1Z7', pan: 'AAACM1234C' },
      'gstin',
      'GSTIN must contain the company PAN in characters 3 to 12',
    ],
  ])('refuses the tax id %j with 400 and its message', async (patch, field, msg) => {
    const res = await putProfile(me, { name: 'Asha Verma', ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors[0]).toEqual({ field, msg });
  });

  it('re-encodes an uploaded photo into a clean 256 px square WebP and serves it at avatarUrl', async () => {
    const res = await uploadAvatar(me, await photo('jpeg'), 'me.jpg');
    expect(res.statusCode).toBe(200);
    const { user } = res.json().data;
    expect(user.avatarUrl).toMatch(new RegExp(`^/api/users/avatar/${me.id}\\?v=\\d+$`));

    const served = await t.app.inject({ method: 'GET', url: user.avatarUrl });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    const meta = await sharp(served.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 256, height: 256 });
    expect(meta.exif).toBeUndefined();

    const session = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: me.auth });
    expect(session.json().user.avatarUrl).toBe(user.avatarUrl);
  });

  it('replaces the photo with a new version url', async () => {
    const before = (await getProfile(me)).json().data.user.avatarUrl;
    const res = await uploadAvatar(me, await photo('png'), 'photo.png');
    expect(res.statusCode).toBe(200);
    const after = res.json().data.user.avatarUrl;
    expect(after).not.toBe(before);
    expect((await t.app.inject({ method: 'GET', url: after })).statusCode).toBe(200);
  });

  it('refuses an executable renamed .png with 415, judged by content', async () => {
    const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(2048, 0x90)]);
    const res = await uploadAvatar(me, exe, 'cat.png');
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toBe('Only image files (PNG, JPEG, WebP or GIF) are allowed');
  });

  it('refuses a PDF as a profile picture with 415', async () => {
    const res = await uploadAvatar(me, Buffer.from('%PDF-1.7\n%\u00e2\u00e3\n1 0 obj\n'), 'me.png');
    expect(res.statusCode).toBe(415);
  });

  it('refuses a corrupt image whose first bytes look like PNG with 415', async () => {
    const fake = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 7),
    ]);
    const res = await uploadAvatar(me, fake, 'broken.png');
    expect(res.statusCode).toBe(415);
  });

  it('refuses a photo over 2 MB with 413 and keeps the current one', async () => {
    const before = (await getProfile(me)).json().data.user.avatarUrl;
    const big = Buffer.concat([await photo('png'), Buffer.alloc(2 * 1024 * 1024, 1)]);
    const res = await uploadAvatar(me, big, 'big.png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'File is too large' });
    expect((await getProfile(me)).json().data.user.avatarUrl).toBe(before);
  });

  it('asks for a file when the form has no profileImage field', async () => {
    const res = await uploadAvatar(me, await photo(), 'me.png', 'avatar');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Please choose a file to upload');
  });

  it('removes the photo: avatarUrl becomes null and the old url answers 404', async () => {
    const before = (await getProfile(me)).json().data.user.avatarUrl as string;
    const res = await t.app.inject({ method: 'DELETE', url: '/api/users/profile-image', headers: me.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.avatarUrl).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: before })).statusCode).toBe(404);
    const again = await t.app.inject({ method: 'DELETE', url: '/api/users/profile-image', headers: me.auth });
    expect(again.statusCode).toBe(200);
  });

  it('answers 404 for a user without a photo and 400 for a malformed id', async () => {
    const other = await signUp(t.app);
    expect((await t.app.inject({ method: 'GET', url: `/api/users/avatar/${other.id}` })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/users/avatar/not-a-uuid' })).statusCode).toBe(400);
  });
});
