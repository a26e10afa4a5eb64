import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../src/modules/contact/tables';
import { saveContactMessage } from '../src/modules/contact/save-contact-message';
import { createTestApp, DB_KINDS, type TestApp } from './helper';

const validBody = {
  name: '  Asha Verma ',
  email: 'Asha@Example.in',
  company: 'Verma Traders',
  subject: 'demo',
  message: 'Please show us shared truck pooling for Okhla to Gurugram.',
};

// The limit counts per client address; each test sends from its own address so counters never mix.
let addressCounter = 0;
const nextAddress = () => `10.0.0.${++addressCounter}`;

describe.each(DB_KINDS)('contact on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const post = (payload: unknown, remoteAddress = nextAddress()) =>
    t.app.inject({ method: 'POST', url: '/api/contact', payload: payload as object, remoteAddress });

  it('stores a valid message, trimmed and with the email lower-cased, and answers 201', async () => {
    const res = await post(validBody);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({ success: true, data: { message: { id: expect.any(String) } } });
    expect(Number.isNaN(Date.parse(body.data.message.receivedAt))).toBe(false);

    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.id, body.data.message.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      name: 'Asha Verma',
      email: 'asha@example.in',
      company: 'Verma Traders',
      subject: 'demo',
      message: validBody.message,
    });
  });

  it('stores a message without a company', async () => {
    const res = await post({ ...validBody, company: '', email: 'no.company@example.in' });
    expect(res.statusCode).toBe(201);
    const [row] = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'no.company@example.in'));
    expect(row?.company).toBeNull();
  });

  it('refuses an empty form with 400 and one message per field, in the form order', async () => {
    const res = await post({ name: '', email: '', company: '', subject: '', message: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Name is required',
      errors: [
        { field: 'name', msg: 'Name is required' },
        { field: 'email', msg: 'Email is required' },
        { field: 'subject', msg: 'Please select a subject' },
        { field: 'message', msg: 'Message is required' },
      ],
    });
  });

  it.each([
    [{ email: 'asha@example' }, 'email', 'Email is invalid'],
    [{ subject: 'jobs' }, 'subject', 'Please select a subject'],
    [{ name: 'A' }, 'name', 'Name must be at least 2 characters'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Message must be at most 2000 characters'],
  ])('refuses %o with 400 on %s', async (patch, field, msg) => {
    const res = await post({ ...validBody, ...patch });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: msg, errors: [{ field, msg }] });
  });

  it('stores nothing for a refused message', async () => {
    await post({ ...validBody, email: 'refused@example', message: 'never stored' });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'never stored'));
    expect(rows).toHaveLength(0);
  });

  it('answers 429 after 5 messages from one address within 10 minutes, and other addresses still get through', async () => {
    const address = nextAddress();
    for (let i = 0; i < 5; i += 1) {
      const res = await post({ ...validBody, message: `follow-up ${i}` }, address);
      expect(res.statusCode).toBe(201);
    }
    const limited = await post({ ...validBody, message: 'one too many' }, address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ success: false, message: expect.any(String) });
    const rows = await t.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.message, 'one too many'));
    expect(rows).toHaveLength(0);

    expect((await post(validBody)).statusCode).toBe(201);
  });

  it('purges messages older than a year when a new one is saved', async () => {
    const now = new Date('2026-06-01T10:00:00Z');
    const [old] = await t.database.db
      .insert(contactMessages)
      .values({
        ...validBody,
        name: 'Old Sender',
        subject: 'general',
        createdAt: new Date('2025-05-31T09:00:00Z'),
      })
      .returning();
    const [recent] = await t.database.db
      .insert(contactMessages)
      .values({
        ...validBody,
        name: 'Recent Sender',
        subject: 'general',
        createdAt: new Date('2025-06-02T09:00:00Z'),
      })
      .returning();
    await saveContactMessage(
      t.database.db,
      { name: 'New Sender', email: 'new@example.in', subject: 'support', message: 'Hi' },
      now,
    );
    const ids = (await t.database.db.select({ id: contactMessages.id }).from(contactMessages)).map(
      (r) => r.id,
    );
    expect(ids).not.toContain(old?.id);
    expect(ids).toContain(recent?.id);
  });
});
