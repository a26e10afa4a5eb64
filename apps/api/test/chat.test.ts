import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MS_PER_DAY, SUPPORT_EMAIL, SUPPORT_PHONE, istDateString } from '@logisaathi/domain';
import { createConversationStore } from '../src/modules/chat/conversation-store';
import { shortenAddress } from '../src/modules/chat/load-chat-deliveries';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

const DEVANAGARI = /[\u0900-\u097F]/;
// Short addresses a geocoder places at a locality, typed the same way in the chat and in the delivery form.
const OKHLA = 'Okhla Industrial Area';
const BAWANA = 'Bawana Industrial Area';
const NARELA = 'Narela Industrial Area';

const dayFromToday = (days: number) => istDateString(new Date(Date.now() + days * MS_PER_DAY));

/** Spec section 9, written out: 150 + 12 per km + 5 per kg above 5 kg, rounded; pooling takes 30% off. */
const expectedPrice = (distanceKm: number, weightKg: number) =>
  Math.round(150 + 12 * distanceKm + 5 * Math.max(0, weightKg - 5));

interface ChatAnswer {
  reply: string;
  intent: string;
  language: string;
}

interface CreatedDelivery {
  deliveryId: string;
  route: { distance: number };
}

describe.each(DB_KINDS)('chat on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t.close();
  });

  const send = (auth: Record<string, string>, message: unknown) =>
    t.app.inject({ method: 'POST', url: '/api/chat', headers: auth, payload: { message } });
  const ask = async (user: TestUser, message: string): Promise<ChatAnswer> => {
    const res = await send(user.auth, message);
    if (res.statusCode !== 200) throw new Error(`chat failed: ${res.statusCode} ${res.body}`);
    const body = res.json();
    expect(body.success).toBe(true);
    return body.data;
  };
  const createDelivery = async (user: TestUser, pickupAddress: string, deliveryAddress: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/deliveries',
      headers: user.auth,
      payload: {
        pickupAddress,
        deliveryAddress,
        packageType: 'Electronics',
        weight: 12.5,
        deliveryDate: dayFromToday(1),
        deliveryTime: '12-15',
        customerName: 'Sunil Traders',
        customerPhone: '9811022334',
        mode: 'regular',
      },
    });
    if (res.statusCode !== 201) throw new Error(`create failed: ${res.statusCode} ${res.body}`);
    return res.json().data.delivery as CreatedDelivery;
  };

  it('answers a Hindi greeting in Hindi, in Devanagari', async () => {
    const user = await signUp(t.app);
    const res = await send(user.auth, 'नमस्ते');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      success: true,
      data: { reply: expect.stringMatching(DEVANAGARI), intent: 'greeting', language: 'hi' },
    });
    expect(res.json().data.reply).toContain('LogiSaathi');
  });

  it.each([
    ['How do I book a warehouse?', 'warehouse', 'en', /Micro-Warehouse/],
    ['warehouse kaise book karu', 'warehouse', 'hinglish', /godown/i],
    ['What features do you have?', 'features', 'en', /shared trucks|pooling/i],
    ['features kya hai', 'features', 'hinglish', /aap/],
    ['How does truck pooling work?', 'truck', 'en', /30%/],
    ['truck share kaise kare', 'truck', 'hinglish', /30%/],
    ['Hello', 'greeting', 'en', /Hello/],
  ])('answers %j as %s in %s', async (message, intent, language, text) => {
    const user = await signUp(t.app);
    const answer = await ask(user, message);
    expect(answer).toMatchObject({ intent, language });
    expect(answer.reply).toMatch(text);
    // Latin-script questions get Latin-script answers (Hinglish is Hindi typed in Latin letters).
    expect(answer.reply).not.toMatch(DEVANAGARI);
  });

  it('falls back with the support e-mail and phone when it does not understand', async () => {
    const user = await signUp(t.app);
    const answer = await ask(user, 'asdfgh qwerty zxcv');
    expect(answer.intent).toBe('fallback');
    expect(answer.reply).toContain(SUPPORT_EMAIL);
    expect(answer.reply).toContain(SUPPORT_PHONE);
  });

  it("tracks the user's own shipment by name and by id, and never another user's", async () => {
    const owner = await signUp(t.app);
    const stranger = await signUp(t.app);
    const delivery = await createDelivery(owner, OKHLA, BAWANA);

    const hinglish = await ask(owner, 'mera shipment kahan hai');
    expect(hinglish).toMatchObject({ intent: 'track', language: 'hinglish' });
    expect(hinglish.reply).toContain(delivery.deliveryId);
    expect(hinglish.reply).toMatch(/scheduled/i);
    expect(hinglish.reply).toContain(OKHLA);
    expect(hinglish.reply).toContain(BAWANA);

    const english = await ask(owner, `Where is ${delivery.deliveryId.toLowerCase()}?`);
    expect(english).toMatchObject({ intent: 'track', language: 'en' });
    expect(english.reply).toContain(delivery.deliveryId);
    expect(english.reply).toContain(dayFromToday(1));

    const byId = await ask(stranger, `Where is ${delivery.deliveryId}?`);
    expect(byId.intent).toBe('track');
    expect(byId.reply).toMatch(/not found/i);
    expect(byId.reply).not.toContain(OKHLA);
    expect(byId.reply).not.toMatch(/scheduled/i);

    const mine = await ask(stranger, 'mera shipment kahan hai');
    expect(mine.reply).not.toContain(delivery.deliveryId);
    expect(mine.reply).not.toContain(OKHLA);
  });

  it('remembers the shipment within a sign-in session, and a new sign-in starts afresh', async () => {
    const owner = await signUp(t.app);
    const first = await createDelivery(owner, OKHLA, BAWANA);
    const second = await createDelivery(owner, BAWANA, NARELA);

    expect((await ask(owner, `where is ${first.deliveryId}`)).reply).toContain(first.deliveryId);
    const followUp = await ask(owner, 'aur uska status?');
    expect(followUp.intent).toBe('track');
    expect(followUp.reply).toContain(first.deliveryId);
    expect(followUp.reply).not.toContain(second.deliveryId);

    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: owner.email, password: owner.password },
    });
    expect(login.statusCode).toBe(200);
    const newSession = { ...owner, auth: { authorization: `Bearer ${login.json().token}` } };
    const fresh = await ask(newSession, 'aur uska status?');
    // No remembered id in the new session: the answer lists the user's deliveries instead.
    expect(fresh.reply).toContain(first.deliveryId);
    expect(fresh.reply).toContain(second.deliveryId);
  });

  it('quotes a route at the spec price for the distance the geo service gives, in English and Hinglish', async () => {
    const user = await signUp(t.app);
    // The delivery form prices the same route through the same geo service: its distance is the reference.
    const { route } = await createDelivery(user, OKHLA, BAWANA);
    const regular = expectedPrice(route.distance, 10);
    const pooled = Math.round(regular * 0.7);

    const english = await ask(user, `How much for 10 kg from ${OKHLA} to ${BAWANA}?`);
    expect(english).toMatchObject({ intent: 'quote', language: 'en' });
    expect(english.reply).toContain(`₹${regular}`);
    expect(english.reply).toContain(`₹${pooled}`);
    expect(english.reply).toContain(`₹${regular - pooled}`);
    expect(english.reply).toContain(`${route.distance} km`);

    const hinglish = await ask(user, `10 kg ${OKHLA} se ${BAWANA} kitna lagega`);
    expect(hinglish).toMatchObject({ intent: 'quote', language: 'hinglish' });
    expect(hinglish.reply).toContain(`₹${regular}`);
  });

  it('quotes and tracks with places typed in Devanagari, at the price of their English names', async () => {
    const user = await signUp(t.app);
    const { route } = await createDelivery(user, OKHLA, BAWANA);
    const regular = expectedPrice(route.distance, 15);

    const hindi = await ask(user, 'ओखला से बवाना 15 किलो का कितना लगेगा');
    expect(hindi).toMatchObject({ intent: 'quote', language: 'hi' });
    expect(hindi.reply).toContain(`₹${regular}`);
    expect(hindi.reply).toContain(`${route.distance} किमी`);

    // A delivery booked with Devanagari addresses is located and then tracked like any other.
    const booked = await createDelivery(user, 'ओखला इंडस्ट्रियल एरिया', 'बवाना इंडस्ट्रियल एरिया');
    expect(booked.route.distance).toBe(route.distance);
    const track = await ask(user, `${booked.deliveryId} कहाँ है`);
    expect(track.intent).toBe('track');
    expect(track.reply).toContain(booked.deliveryId);
  });

  it('asks for what is missing instead of quoting, and says when a place cannot be found', async () => {
    const user = await signUp(t.app);
    const noWeight = await ask(user, `price from ${OKHLA} to ${BAWANA}`);
    expect(noWeight.reply).not.toMatch(/₹\d/);
    expect(noWeight.reply).toMatch(/kg/);

    const unknownPlace = await ask(user, 'How much for 10 kg from Xyzzyville to Qwertpur?');
    expect(unknownPlace.intent).toBe('quote');
    expect(unknownPlace.reply).toContain('Xyzzyville');
    expect(unknownPlace.reply).not.toMatch(/₹\d/);
  });

  it.each([[''], ['   '], ['\n\t ']])('refuses the blank message %j with 400', async (message) => {
    const user = await signUp(t.app);
    const res = await send(user.auth, message);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      success: false,
      message: 'Message is required',
      errors: [{ field: 'message', msg: 'Message is required' }],
    });
  });

  it('refuses a missing or over-long message with 400', async () => {
    const user = await signUp(t.app);
    const missing = await t.app.inject({ method: 'POST', url: '/api/chat', headers: user.auth, payload: {} });
    expect(missing.statusCode).toBe(400);
    const tooLong = await send(user.auth, 'a'.repeat(1001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().message).toBe('Message must be at most 1000 characters');
  });

  it('answers 401 without a token or with a bad one', async () => {
    const none = await send({}, 'hello');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toMatchObject({ success: false, message: 'Session expired. Please sign in again.' });
    const bad = await send({ authorization: 'Bearer not-a-token' }, 'hello');
    expect(bad.statusCode).toBe(401);
  });

  it('limits each user to 30 messages a minute without slowing other users', async () => {
    const chatty = await signUp(t.app);
    const other = await signUp(t.app);
    for (let i = 0; i < 30; i += 1) expect((await send(chatty.auth, 'hello')).statusCode).toBe(200);
    const limited = await send(chatty.auth, 'hello');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().success).toBe(false);
    expect((await send(other.auth, 'hello')).statusCode).toBe(200);
  });
});

describe('conversation store', () => {
  const memory = { lastIntent: 'track' as const, lastShipmentId: 'LS7K2P9Q', lastQuote: null };

  it('forgets a conversation after the idle time', () => {
    const store = createConversationStore({ ttlMs: 1_000 });
    store.set('u:f', memory, 0);
    expect(store.get('u:f', 999)).toEqual(memory);
    expect(store.get('u:f', 1_000).lastShipmentId).toBeNull();
  });

  it('keeps at most maxEntries conversations, evicting the least recently used', () => {
    const store = createConversationStore({ maxEntries: 2 });
    store.set('a', memory, 0);
    store.set('b', memory, 0);
    store.set('a', memory, 1);
    store.set('c', memory, 2);
    expect(store.size).toBe(2);
    expect(store.get('b', 3).lastShipmentId).toBeNull();
    expect(store.get('a', 3)).toEqual(memory);
  });
});

describe('shortenAddress', () => {
  it.each([
    ['Okhla Industrial Area', 'Okhla Industrial Area'],
    ['  Plot 12,   Okhla  ', 'Plot 12, Okhla'],
    ['Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020', 'Plot 12, Okhla Industrial Area Phase 2…'],
  ])('%j -> %j', (address, shown) => {
    expect(shortenAddress(address)).toBe(shown);
  });
});
