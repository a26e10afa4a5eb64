import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { englishText, expiryAlertMessage, translateText } from '@logisaathi/domain';
import { HINDI_TEXTS, hindiServerText, SERVER_TEXTS } from '@logisaathi/domain/i18n/hi';
import { ewbExpiryAlertMessage } from '../src/modules/eway-bills/check-ewb-expiry';
import { COST_SPLIT_RULE } from '../src/modules/shared-trucks/views/match-cards';
import { DB_KINDS, signUp, testAppsInTurn, type TestApp, type TestUser } from './helper';
import { startSmtpSink, type Mail } from './smtp-sink';
import { assign, createDelivery } from './tracking-support';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const API_SRC = path.join(HERE, '../src');
const PROFILE_SCHEMA = path.join(HERE, '../../../packages/domain/src/profile.ts');

const HINDI = { 'accept-language': 'hi-IN,hi;q=0.9,en;q=0.8' };

/** An e-mail's subject and body as its reader sees them (MIME encoded-words and quoted-printable undone). */
function readMail(mail: Mail): { subject: string; body: string } {
  const [head = '', ...rest] = mail.data.split('\r\n\r\n');
  const unfolded = head.replace(/\r\n[ \t]+/g, ' ');
  const rawSubject = /^Subject: (.*)$/im.exec(unfolded)?.[1] ?? '';
  const subject = rawSubject
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?UTF-8\?([BQ])\?([^?]*)\?=/gi, (_, enc: string, text: string) =>
      enc.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : qp(text.replace(/_/g, ' ')),
    );
  const raw = rest.join('\r\n\r\n');
  const body = /content-transfer-encoding: base64/i.test(head)
    ? Buffer.from(raw.replace(/\s+/g, ''), 'base64').toString('utf8')
    : qp(raw.replace(/=\r\n/g, ''));
  return { subject, body };
}

function qp(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text[i] === '=' ? /^[0-9A-F]{2}/i.exec(text.slice(i + 1))?.[0] : undefined;
    if (hex) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i] ?? '', 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

// One database per kind for the API's groups: each starts its own app on emptied tables (testAppsInTurn).
describe.each(DB_KINDS)('language on %s', (kind) => {
  const apps = testAppsInTurn(kind);
  afterAll(async () => {
    await apps.close();
  });

  describe('the API in the caller’s language', () => {
    let t: TestApp;
    let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
    let user: TestUser;
    beforeAll(async () => {
      smtp = await startSmtpSink();
      t = await apps.next({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://app.logisaathi.test' });
      user = await signUp(t.app);
    });
    afterAll(async () => {
      await t.close();
      await smtp.close();
    });

    const putProfile = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/users/profile',
        headers: { ...user.auth, ...headers },
        payload,
      });

    describe('error envelopes', () => {
      it('answers in exact English without Accept-Language, and says so', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: user.email, password: 'not-the-password' },
        });
        expect(res.statusCode).toBe(401);
        expect(res.json()).toEqual({ success: false, message: 'Invalid email or password', errors: [] });
        expect(res.headers['content-language']).toBe('en');
      });

      it('answers a Hindi caller in Hindi: use-case errors, validation errors field by field, unknown paths', async () => {
        const login = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: HINDI,
          payload: { email: user.email, password: 'not-the-password' },
        });
        expect(login.statusCode).toBe(401);
        expect(login.json().message).toBe('ई-मेल या पासवर्ड गलत है');
        expect(login.headers['content-language']).toBe('hi');

        const invalid = await putProfile({ name: 'Asha Verma', language: 'fr' }, HINDI);
        expect(invalid.statusCode).toBe(400);
        expect(invalid.json()).toEqual({
          success: false,
          message: 'English या हिंदी चुनें',
          errors: [{ field: 'language', msg: 'English या हिंदी चुनें' }],
        });

        const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing', headers: HINDI });
        expect(missing.statusCode).toBe(404);
        expect(missing.json().message).toBe('नहीं मिला');
      });

      it('keeps the English of the same refusals for an English caller', async () => {
        const invalid = await putProfile(
          { name: 'Asha Verma', language: 'fr' },
          { 'accept-language': 'en-IN' },
        );
        expect(invalid.json()).toEqual({
          success: false,
          message: 'Choose English or Hindi',
          errors: [{ field: 'language', msg: 'Choose English or Hindi' }],
        });
      });

      it('translates success messages too', async () => {
        const other = await signUp(t.app);
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/logout',
          headers: { ...other.auth, ...HINDI },
          payload: { refreshToken: other.refreshToken },
        });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ success: true, message: 'आप लॉग आउट हो गए' });
      });
    });

    describe('profile language', () => {
      it('starts in English, is saved on its own and read back with the user and the profile', async () => {
        const fresh = await signUp(t.app);
        const me = async () =>
          (await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: fresh.auth })).json().user;
        expect((await me()).language).toBe('en');

        const saved = await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: fresh.auth,
          payload: { language: 'hi' },
        });
        expect(saved.statusCode).toBe(200);
        expect(saved.json().data.user).toMatchObject({ language: 'hi', name: 'Asha Verma' });
        expect(saved.json().data.profile).toMatchObject({
          name: 'Asha Verma',
          businessName: 'Verma Traders',
        });
        expect(await me()).toMatchObject({ language: 'hi', name: 'Asha Verma' });

        const profile = await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: fresh.auth });
        expect(profile.json().data.user.language).toBe('hi');

        const back = await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: fresh.auth,
          payload: { name: 'Asha Verma', language: 'en' },
        });
        expect(back.json().data.user.language).toBe('en');
      });

      it('still requires the name whenever the body changes more than the language', async () => {
        const res = await putProfile({ language: 'hi', businessName: 'Verma Textiles' });
        expect(res.statusCode).toBe(400);
        expect(res.json().errors).toEqual([{ field: 'name', msg: 'Name is required' }]);
      });

      it('takes the language of the page an account was made on', async () => {
        const res = await t.app.inject({
          method: 'POST',
          url: '/api/auth/register',
          headers: HINDI,
          payload: {
            firstName: 'Ravi',
            lastName: 'Kumar',
            email: `ravi.${Date.now()}@example.in`,
            password: 'secret123',
            company: 'Kumar Traders',
            phone: '9876543210',
            businessType: 'retail',
          },
        });
        expect(res.statusCode).toBe(201);
        expect(res.json().user.language).toBe('hi');
      });
    });

    describe('e-mails', () => {
      it('writes the password-reset e-mail in the account holder’s language, with a link that works', async () => {
        const hindiUser = await signUp(t.app);
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/profile',
          headers: hindiUser.auth,
          payload: { language: 'hi' },
        });
        const next = smtp.next();
        // Asked from an English page: the e-mail still follows the profile.
        const asked = await t.app.inject({
          method: 'POST',
          url: '/api/auth/forgot-password',
          payload: { email: hindiUser.email },
        });
        expect(asked.json().message).toBe(
          'If an account exists for that email, we have sent a link to reset the password. It works once, for 30 minutes.',
        );
        const mail = await next;
        const { subject, body } = readMail(mail);
        expect(subject).toBe('अपना LogiSaathi पासवर्ड रीसेट करें');
        expect(body).toContain('नमस्ते Asha,');
        expect(body).toContain('नया पासवर्ड चुनने के लिए 30 मिनट के अंदर यह लिंक खोलें:');
        expect(body).not.toMatch(/Open this link|Hello/);

        const token = /\/reset-password\?token=([\w-]+)/.exec(body)?.[1] ?? '';
        const reset = await t.app.inject({
          method: 'POST',
          url: '/api/auth/reset-password',
          headers: HINDI,
          payload: { token, password: 'brand-new-1', confirmPassword: 'brand-new-1' },
        });
        expect(reset.statusCode).toBe(200);
        expect(reset.json().message).toBe('आपका पासवर्ड रीसेट हो गया है। कृपया नए पासवर्ड से साइन इन करें।');
      });

      it('keeps the English e-mail for an English profile', async () => {
        const next = smtp.next();
        await t.app.inject({
          method: 'POST',
          url: '/api/auth/sign-in-link',
          headers: HINDI,
          payload: { email: user.email },
        });
        const { subject, body } = readMail(await next);
        expect(subject).toBe('Your LogiSaathi sign-in link');
        expect(body).toContain('Hello Asha,');
        expect(body).toContain('Open this link within 15 minutes to sign in to LogiSaathi:');
      });
    });

    describe('alerts and the public tracking page', () => {
      const alerts = async (owner: TestUser, headers: Record<string, string> = {}) =>
        (
          await t.app.inject({ method: 'GET', url: '/api/alerts', headers: { ...owner.auth, ...headers } })
        ).json().data.alerts as Array<{ title: string; message: string }>;

      it('reads the server’s alerts in Hindi for a Hindi reader and exactly as stored for everyone else', async () => {
        const owner = await signUp(t.app);
        const delivery = await createDelivery(t.app, owner);
        const cancelled = await t.app.inject({
          method: 'PUT',
          url: `/api/deliveries/${delivery._id}/status`,
          headers: owner.auth,
          payload: { status: 'Cancelled' },
        });
        expect(cancelled.statusCode).toBe(200);

        const english = await alerts(owner);
        expect(english.map((a) => a.title)).toEqual([
          'Delivery Cancelled',
          'Delivery Scheduled Successfully! 🎉',
        ]);
        expect(english[0]?.message).toBe(
          `Shipment ${delivery.deliveryId} (Okhla → Bawana) is now Cancelled.`,
        );
        expect(english[1]?.message).toMatch(
          new RegExp(`^Shipment ${delivery.deliveryId} from Okhla to Bawana`),
        );

        const hindi = await alerts(owner, HINDI);
        expect(hindi.map((a) => a.title)).toEqual(['डिलीवरी रद्द हुई', 'डिलीवरी शेड्यूल हो गई! 🎉']);
        expect(hindi[0]?.message).toBe(`शिपमेंट ${delivery.deliveryId} (Okhla → Bawana) रद्द हो गई है।`);
        expect(hindi[1]?.message).toMatch(
          new RegExp(`^शिपमेंट ${delivery.deliveryId} \\(Okhla से Bawana\\) .+ के लिए शेड्यूल हो गया है। रूट .+ किमी`),
        );

        const bell = await t.app.inject({
          method: 'GET',
          url: '/api/dashboard/notifications',
          headers: { ...owner.auth, ...HINDI },
        });
        expect(bell.json().data.notifications.latest[0].title).toBe('डिलीवरी रद्द हुई');
      });

      it('reads a password change alert in Hindi', async () => {
        const owner = await signUp(t.app);
        await t.app.inject({
          method: 'PUT',
          url: '/api/users/password',
          headers: owner.auth,
          payload: {
            currentPassword: owner.password,
            newPassword: 'brand-new-2',
            confirmPassword: 'brand-new-2',
          },
        });
        expect(await alerts(owner, HINDI)).toEqual([
          expect.objectContaining({
            title: 'पासवर्ड बदल गया',
            message: 'आपका पासवर्ड बदल गया है और आपके दूसरे डिवाइस साइन आउट कर दिए गए हैं।',
          }),
        ]);
      });

      it('reads the notes the server wrote on a delivery’s status trail in Hindi', async () => {
        const owner = await signUp(t.app);
        const delivery = await createDelivery(t.app, owner);
        const assigned = await assign(t.app, owner, delivery._id);
        const picked = await t.app.inject({
          method: 'POST',
          url: `/api/driver/${assigned.driverToken}/status`,
          payload: { status: 'Picked Up' },
        });
        expect(picked.statusCode, picked.body).toBe(200);
        const trail = async (headers: Record<string, string> = {}) =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/deliveries/${delivery._id}`,
              headers: { ...owner.auth, ...headers },
            })
          ).json().data.delivery.status.history as Array<{ status: string; note: string | null }>;
        expect((await trail()).at(-1)).toMatchObject({
          status: 'Picked Up',
          note: 'Updated by driver Ramesh Kumar (DL 1L AB 1234)',
        });
        expect((await trail(HINDI)).at(-1)).toMatchObject({
          status: 'Picked Up',
          note: 'ड्राइवर Ramesh Kumar (DL 1L AB 1234) ने अपडेट किया',
        });
      });

      it('names the warehouse search’s origin and its notice in Hindi', async () => {
        const search = async (query: string, headers: Record<string, string> = {}) =>
          (
            await t.app.inject({
              method: 'GET',
              url: `/api/micro-warehouses?${query}`,
              headers: { ...user.auth, ...headers },
            })
          ).json().data as { origin: { label: string } | null; notice: string | null };
        expect((await search('lat=28.53&lon=77.27')).origin?.label).toBe('Your location');
        expect((await search('lat=28.53&lon=77.27', HINDI)).origin?.label).toBe('आपकी लोकेशन');
        expect((await search('near=Qwertyzz')).notice).toBe(
          "Could not find 'Qwertyzz'. Try an area name such as Okhla, or a 6-digit pincode.",
        );
        expect((await search('near=Qwertyzz', HINDI)).notice).toBe(
          "'Qwertyzz' नहीं मिला। Okhla जैसे किसी इलाके का नाम या 6 अंकों का पिनकोड लिखकर देखें।",
        );
      });

      it('gives the consignee the delivery-code hint in their language', async () => {
        const owner = await signUp(t.app);
        const delivery = await createDelivery(t.app, owner);
        const assigned = await assign(t.app, owner, delivery._id);
        const url = `/api/public/track/${assigned.tracking.publicCode}`;
        const english = (await t.app.inject({ method: 'GET', url })).json().data.tracking;
        expect(english.codeHint).toBe(
          'The sender has given you a 4-digit delivery code. Share it with the driver only when you receive your package.',
        );
        const hindi = (await t.app.inject({ method: 'GET', url, headers: HINDI })).json().data.tracking;
        expect(hindi.codeHint).toBe(
          'भेजने वाले ने आपको 4 अंकों का डिलीवरी कोड दिया है। यह कोड ड्राइवर को तभी बताएँ जब आपको अपना पैकेज मिल जाए।',
        );
      });
    });
  });

  describe('shared-truck cards in the caller’s language', () => {
    let t: TestApp;
    let user: TestUser;
    beforeAll(async () => {
      t = await apps.next({ DEMO_DATA: 'true' });
      user = await signUp(t.app);
    });
    afterAll(async () => {
      await t?.close();
    });

    interface Card {
      capacity: string;
      costSplit: { rule: string; shares: Array<{ label: string; isYou: boolean }> };
    }
    const cards = async (headers: Record<string, string> = {}) =>
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/shared-trucks',
          headers: { ...user.auth, ...headers },
        })
      ).json().data.matches as Card[];

    it('writes the capacity, the cost rule and the share labels in Hindi, and leaves English as it was', async () => {
      const english = await cards();
      const hindi = await cards(HINDI);
      expect(english.length).toBeGreaterThan(0);
      expect(hindi).toHaveLength(english.length);
      for (const [i, card] of hindi.entries()) {
        const original = english[i]!;
        expect(original.capacity).toMatch(/^[\d.]+ tons$/);
        expect(card.capacity).toBe(original.capacity.replace('tons', 'टन'));
        expect(original.costSplit.rule).toMatch(/^The truck's route cost/);
        expect(card.costSplit.rule).toMatch(/^ट्रक के रूट का /);
        expect(card.costSplit.shares.find((s) => s.isYou)?.label).toBe('आप');
        expect(original.costSplit.shares.find((s) => s.isYou)?.label).toBe('You');
      }
    });
  });
});

describe('the Hindi catalog of the API’s texts', () => {
  it('reads a partner document’s expiry alerts as the server raises them', () => {
    expect(englishText(expiryAlertMessage('expired', 'Insurance', 'DL 01 AB 1234', '2026-03-31'))).toBe(
      'Insurance of DL 01 AB 1234 expired on 2026-03-31. Upload the renewed document to take jobs again.',
    );
    expect(englishText(expiryAlertMessage('days1', 'Insurance', 'DL 01 AB 1234', '2026-03-31'))).toBe(
      'Insurance of DL 01 AB 1234 expires tomorrow or today (2026-03-31). Upload the renewed document in time.',
    );
    expect(hindiServerText(expiryAlertMessage('expired', 'Insurance', 'DL 01 AB 1234', '2026-03-31'))).toBe(
      'DL 01 AB 1234 के बीमा की मान्यता 2026-03-31 को खत्म हो गई। फिर से काम लेने के लिए नया दस्तावेज़ अपलोड करें।',
    );
    expect(hindiServerText(expiryAlertMessage('days1', 'Insurance', 'DL 01 AB 1234', '2026-03-31'))).toBe(
      'DL 01 AB 1234 के बीमा की मान्यता आज या कल (2026-03-31) खत्म हो रही है। समय रहते नया दस्तावेज़ अपलोड करें।',
    );
  });

  it('reads the e-way bill expiry alert as the API writes it', () => {
    // Its Hindi lives with the other e-way bill texts (the billing part).
    const english = ewbExpiryAlertMessage('LS-20260312-0001', '181234567890', '2026-03-14');
    expect(translateText(english, HINDI_TEXTS)).toMatch(
      /^डिलीवरी LS-20260312-0001 का ई-वे बिल 1812 3456 7890 /,
    );
  });

  it('holds only texts the API (or the profile schema) writes: none is left over from a changed message', () => {
    const sources = [
      ...fs
        .readdirSync(API_SRC, { recursive: true, encoding: 'utf8' })
        .filter((file) => file.endsWith('.ts'))
        .map((file) => path.join(API_SRC, file)),
      PROFILE_SCHEMA,
    ]
      .map((file) => fs.readFileSync(file, 'utf8'))
      // A text written across source lines, as the API sends it.
      .concat(COST_SPLIT_RULE)
      .join('\n');
    const unused = Object.keys(SERVER_TEXTS).filter((english) => !sources.includes(english));
    expect(unused).toEqual([]);
  });
});
