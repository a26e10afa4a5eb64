import fs from 'node:fs';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser } from './support/users';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** The ids of axe's violations on the whole page (header, main and tab bar). */
async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as { axe: { run(ctx: unknown): Promise<{ violations: Array<{ id: string }> }> } }
    ).axe;
    const result = await axe.run(document);
    return result.violations.map((v) => v.id);
  });
}

/** A registration number and a phone number no other run has used. */
const freshRegistration = () => `HR 26 HK ${1000 + Math.floor(Math.random() * 8999)}`;
const freshPhone = () => `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}`;

describe('a truck partner in Hindi, in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up in Hindi, sees the partner home in Hindi and adds a vehicle past a Hindi validation message', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));

    // The partner opens the sign-up page and switches it to Hindi.
    await page.goto(`${server.baseUrl}/signup/partner`);
    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिंदी' }).click();
    await page.getByRole('heading', { name: 'ट्रक पार्टनर बनें' }).waitFor();
    expect(await page.getAttribute('html', 'lang')).toBe('hi');

    // A mismatched confirmation is refused in Hindi, then the account is made.
    const who = newUser('Ramesh');
    await page.getByLabel('मालिक-ड्राइवर').check();
    await page.getByLabel('पहला नाम').fill(who.firstName);
    await page.getByLabel('उपनाम').fill('Yadav');
    await page.getByLabel('फ़ोन').fill(freshPhone());
    await page.getByLabel('ई-मेल').fill(who.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(who.password);
    await page.getByLabel('पासवर्ड दोबारा लिखें').fill(`${who.password}x`);
    await page.getByRole('button', { name: 'पार्टनर खाता बनाएँ' }).click();
    await page.getByText('दोनों पासवर्ड एक जैसे नहीं हैं').waitFor();
    await page.getByLabel('पासवर्ड दोबारा लिखें').fill(who.password);
    await page.getByRole('button', { name: 'पार्टनर खाता बनाएँ' }).click();
    await page.waitForURL(`${server.baseUrl}/partner`);

    // The partner home, in Hindi, with the language switch in the partner header.
    await page.getByRole('heading', { name: 'ऑफ़र', level: 1 }).waitFor();
    await page.getByRole('heading', { name: 'शुरू करने के लिए अपनी गाड़ी जोड़ें' }).waitFor();
    const tabs = page.getByRole('navigation', { name: 'पार्टनर' });
    expect(await tabs.getByRole('link').allTextContents()).toEqual([
      'ऑफ़र',
      'मेरे काम',
      'गाड़ियाँ',
      'लाइसेंस',
      'कमाई',
    ]);
    await page.getByRole('banner').getByRole('group', { name: 'भाषा' }).waitFor();
    await page.getByRole('heading', { name: 'होम एरिया और काम के घंटे' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    // Adding a vehicle: a wrong registration number is refused in Hindi, the corrected one is saved.
    await page.getByRole('main').getByRole('link', { name: 'गाड़ी जोड़ें' }).click();
    await page.getByRole('heading', { name: 'गाड़ी जोड़ें' }).waitFor();
    await page.getByLabel('रजिस्ट्रेशन नंबर').fill('DL 1L AB');
    await page.getByLabel('बॉडी का प्रकार').selectOption({ label: 'मिनी ट्रक (Tata Ace)' });
    await page.getByLabel('लंबाई').fill('250');
    await page.getByLabel('चौड़ाई').fill('140');
    await page.getByLabel('ऊँचाई').fill('120');
    await page.getByLabel('सिटी परमिट').check();
    await page.getByRole('button', { name: 'गाड़ी जोड़ें' }).click();
    await page
      .getByText('रजिस्ट्रेशन नंबर DL 1L AB 1234, HR 55 AB 1234 या 22 BH 1234 AB की तरह लिखें')
      .first()
      .waitFor();
    expect(await page.getByText('Enter a registration number like').count()).toBe(0);

    const registration = freshRegistration();
    await page.getByLabel('रजिस्ट्रेशन नंबर').fill(registration);
    await page.getByRole('button', { name: 'गाड़ी जोड़ें' }).click();
    await page.getByText('गाड़ी जुड़ गई। काम लेना शुरू करने के लिए नीचे इसके दस्तावेज़ अपलोड करें।').waitFor();
    await page.getByRole('heading', { name: registration }).waitFor();
    await page.getByText('यह गाड़ी अभी काम नहीं ले सकती, क्योंकि:').waitFor();
    await page.getByText('बीमा नहीं है').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(await axeViolations(page)).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
