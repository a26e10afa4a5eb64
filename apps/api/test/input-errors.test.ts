/*
 * Input that once answered 500 (issue 20): each now gets a clear 4xx with the failure envelope.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

describe.each(DB_KINDS)('input errors on %s', (kind) => {
  let t: TestApp;
  let user: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    user = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const multipart = (body: string, contentType: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/users/upload-profile-image',
      headers: { ...user.auth, 'content-type': contentType },
      payload: body,
    });

  it('a truncated multipart body is a 400', async () => {
    const res = await multipart(
      '--XyZ\r\nContent-Disposition: form-data; name="profileImage"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\x89PNG',
      'multipart/form-data; boundary=XyZ',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'The upload was cut off. Please try again.',
    });
  });

  it('multipart without a boundary is a 400', async () => {
    const res = await multipart('--XyZ\r\n', 'multipart/form-data');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false });
  });

  it('a document upload cut off is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/users/documents/gstCertificate',
      headers: { ...user.auth, 'content-type': 'multipart/form-data; boundary=b' },
      payload: '--b\r\nContent-Disposition: form-data; name="document"; filename="x.pdf"\r\n\r\n%PDF-1.4',
    });
    expect(res.statusCode).toBe(400);
  });

  it.each([
    ['sign-up company', '/api/auth/register', { company: 'Sharma\u0000 Traders' }],
    ['sign-up e-mail', '/api/auth/register', { email: 'a\u0000b@example.in' }],
  ])('a NUL character in %s is a 400', async (_name, url, overrides) => {
    const res = await t.app.inject({
      method: 'POST',
      url,
      payload: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: `nul${Math.random().toString(36).slice(2)}@example.in`,
        password: 'secret123',
        company: 'Verma Traders',
        phone: '9876543210',
        businessType: 'wholesale',
        ...overrides,
      },
    });
    expect(res.statusCode).toBe(400);
  });

  it('a 500 KB company name is a 400 (it once made alerts and request lists 20 MB each)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        firstName: 'Asha',
        lastName: 'Verma',
        email: `big${Math.random().toString(36).slice(2)}@example.in`,
        password: 'secret123',
        company: 'Verma Traders '.repeat(36_000),
        phone: '9876543210',
        businessType: 'wholesale',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'company',
      msg: 'Company name must be at most 120 characters',
    });
  });

  it('a delivery dated centuries ahead is a 400', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: {
        pickupAddress: 'Okhla Phase 2, New Delhi',
        deliveryAddress: 'Sector 18, Noida',
        customerName: 'Ravi Kumar',
        customerPhone: '9876543210',
        packageType: 'Documents',
        weight: 5,
        deliveryDate: '2999-12-30',
        deliveryTime: '15-18',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toContainEqual({
      field: 'deliveryDate',
      msg: 'Date must be within a year from today',
    });
  });

  it('a NUL character in a profile name, delivery or warehouse is a 400', async () => {
    const profile = await t.app.inject({
      method: 'PUT',
      url: '/api/users/profile',
      headers: user.auth,
      payload: { name: 'Asha\u0000' },
    });
    expect(profile.statusCode).toBe(400);
    const delivery = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: { pickupAddress: 'Okhla Phase 2\u0000, New Delhi', specialInstructions: 'x\u0000' },
    });
    expect(delivery.statusCode).toBe(400);
    const warehouse = await t.app.inject({
      method: 'POST',
      url: '/api/micro-warehouses',
      headers: user.auth,
      payload: { name: 'Depot\u0000' },
    });
    expect(warehouse.statusCode).toBe(400);
  });

  it('costPerKm 1e300 and a booking dated 9999-12-30 are 400s', async () => {
    const truck = await t.app.inject({
      method: 'POST',
      url: '/api/shared-trucks',
      headers: user.auth,
      payload: { costPerKm: 1e300 },
    });
    expect(truck.statusCode).toBe(400);
    const booking = await t.app.inject({
      method: 'POST',
      url: '/api/micro-warehouses/book',
      headers: user.auth,
      payload: {
        warehouseId: '00000000-0000-4000-8000-000000000000',
        spaceRequired: 10,
        duration: 2,
        startDate: '9999-12-30',
        packageType: 'Documents',
      },
    });
    expect(booking.statusCode).toBe(400);
    expect(booking.json().errors).toContainEqual({
      field: 'startDate',
      msg: 'Date must be within a year from today',
    });
  });

  it('a body in a bad encoding or of a wrong type is a 4xx', async () => {
    const latin1 = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json; charset=utf-8' },
      payload: Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d]),
    });
    expect(latin1.statusCode).toBe(400);
    const xml = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toMatchObject({ success: false });
  });
});
