import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser, signUpThroughForm } from './support/users';

/*
 * Issue 17 in a real browser: a visitor picks हिंदी with the language switch and signs up in Hindi, and a
 * signed-in user asks the assistant for a quote in Devanagari and gets one.
 */
const DEVANAGARI = /[\u0900-\u097F]/;

/** The language switch: a labelled group ('Language' in English, 'भाषा' in Hindi) of two toggle buttons. */
const languageSwitch = (page: Page) => page.getByRole('group', { name: /^(Language|भाषा)$/ });

async function chooseHindi(page: Page): Promise<void> {
  await languageSwitch(page).getByRole('button', { name: 'हिंदी' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'hi');
}

describe('Hindi in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up in Hindi after choosing हिंदी on the sign-up page, with Hindi validation messages', async () => {
    const context = await browser.newContext({ locale: 'en-IN' });
    const page = await context.newPage();
    const user = newUser('Sunita');
    await page.goto(`${server.baseUrl}/signup`);

    // English first (the browser prefers English); the switch shows both choices, each in its own script.
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    expect(
      await languageSwitch(page).getByRole('button', { name: 'English' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await chooseHindi(page);
    await page.getByRole('heading', { name: 'अपना खाता बनाएँ' }).waitFor();
    expect(await languageSwitch(page).getAttribute('aria-label')).toBe('भाषा');
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('hi');

    // An empty submit is answered in Hindi, next to each field.
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await page.getByText('पहला नाम ज़रूरी है').waitFor();
    expect(await page.getByLabel('ई-मेल').getAttribute('aria-invalid')).toBe('true');
    await page.getByText('ई-मेल ज़रूरी है').waitFor();
    await page.getByText('बिज़नेस का प्रकार ज़रूरी है').waitFor();

    await page.getByLabel('पहला नाम').fill(user.firstName);
    await page.getByLabel('उपनाम').fill(user.lastName);
    await page.getByLabel('ई-मेल').fill(user.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(user.password);
    await page.getByLabel('पासवर्ड दोबारा लिखें').fill('different1');
    await page.getByLabel('कंपनी').fill('Sunita Kirana Store');
    await page.getByLabel('फ़ोन').fill('9876501234');
    await page.getByLabel('बिज़नेस का प्रकार').selectOption({ label: 'रिटेल' });
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await page.getByText('दोनों पासवर्ड एक जैसे नहीं हैं').waitFor();

    await page.getByLabel('पासवर्ड दोबारा लिखें').fill(user.password);
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    // The choice stays after the sign-up and a reload.
    await page.reload();
    await page.waitForFunction(() => document.documentElement.lang === 'hi');
    expect(
      await languageSwitch(page).getByRole('button', { name: 'हिंदी' }).getAttribute('aria-pressed'),
    ).toBe('true');
    await context.close();
  });

  it('quotes a question typed in Devanagari, in Hindi, with the chat widget in Hindi', async () => {
    const context = await browser.newContext({ locale: 'en-IN' });
    const page = await context.newPage();
    await signUpThroughForm(page, server.baseUrl, newUser('Deepak'));
    await chooseHindi(page);

    await page.getByRole('button', { name: 'LogiSaathi असिस्टेंट खोलें' }).click();
    const panel = page.getByRole('dialog', { name: 'LogiSaathi' });
    const log = panel.getByRole('log', { name: 'बातचीत' });
    await log.getByText(/नमस्ते! मैं LogiSaathi असिस्टेंट हूँ/).waitFor();
    const input = panel.getByRole('textbox', { name: 'संदेश' });
    expect(await input.getAttribute('placeholder')).toBe('हिंदी, English या Hinglish में पूछें…');

    const question = 'ओखला से बवाना 15 किलो का कितना लगेगा';
    await input.fill(question);
    await panel.getByRole('button', { name: 'भेजें' }).click();
    const reply = log.getByRole('listitem').nth(2);
    await reply.waitFor();
    const text = (await reply.textContent()) ?? '';
    // A priced answer: rupees and the road distance, in Hindi.
    expect(text).toMatch(/₹\s?\d/);
    expect(text).toMatch(/\d+(\.\d+)?\s?किमी/);
    expect(text).toMatch(DEVANAGARI);
    expect(text).not.toContain('ओखला नहीं मिला');
    expect(await reply.getAttribute('lang')).toBe('hi');
    await context.close();
  });
});
