import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator, Page } from 'playwright-core';
import { istDateString, MS_PER_DAY } from '@logisaathi/domain';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser, signUpThroughForm } from './support/users';

const DEVANAGARI = /[\u0900-\u097F]/;
const CHAT_REPLY_DELAY_MS = 700;

/** Creates a delivery through the API with the page's own session token, as the app would. */
async function createDeliveryAsPageUser(page: Page): Promise<string> {
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
  const result = await page.evaluate(async (payload) => {
    const res = await fetch('/api/deliveries', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${localStorage.getItem('token')}`,
      },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: await res.json() };
  }, body);
  if (result.status !== 201)
    throw new Error(`create delivery failed: ${result.status} ${JSON.stringify(result.body)}`);
  return result.body.data.delivery.deliveryId as string;
}

function chatParts(page: Page) {
  const panel = page.getByRole('dialog', { name: 'LogiSaathi' });
  return {
    openButton: page.getByRole('button', { name: 'Open LogiSaathi assistant' }),
    panel,
    log: panel.getByRole('log'),
    input: panel.getByRole('textbox', { name: 'Message' }),
    send: panel.getByRole('button', { name: 'Send' }),
  };
}

/** Sends a message and returns the reply text, checking the timing the specification sets. */
async function askAndTime(page: Page, message: string): Promise<{ reply: Locator; elapsedMs: number }> {
  const { log, input, send } = chatParts(page);
  const items = log.getByRole('listitem');
  const before = await items.count();
  await input.fill(message);
  const startedAt = Date.now();
  await send.click();
  // The user's message shows at once; the reply not yet.
  await items.nth(before).waitFor();
  expect(await items.nth(before).textContent()).toContain(message);
  // Read while the reply's delay cannot have run out (a loaded machine can be slower than the delay itself).
  const shown = await items.count();
  if (Date.now() - startedAt < CHAT_REPLY_DELAY_MS) expect(shown).toBe(before + 1);
  const reply = items.nth(before + 1);
  await reply.waitFor();
  return { reply, elapsedMs: Date.now() - startedAt };
}

describe('chat assistant in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('answers a Hindi greeting in Hindi and a Hinglish tracking question with the real shipment', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signUpThroughForm(page, server.baseUrl, newUser('Ritu'));
    const deliveryId = await createDeliveryAsPageUser(page);

    const { openButton, panel, input, send } = chatParts(page);
    // Keyboard operable: focus the round button and press Enter.
    await openButton.focus();
    await page.keyboard.press('Enter');
    await panel.getByRole('heading', { name: 'LogiSaathi' }).waitFor();
    expect(await input.evaluate((el) => el === document.activeElement)).toBe(true);

    // Blank messages cannot be sent.
    expect(await send.isDisabled()).toBe(true);
    await input.fill('   ');
    expect(await send.isDisabled()).toBe(true);
    await page.keyboard.press('Enter');
    expect(await chatParts(page).log.getByRole('listitem').count()).toBe(1);

    const hindi = await askAndTime(page, 'नमस्ते');
    expect(hindi.elapsedMs).toBeGreaterThanOrEqual(CHAT_REPLY_DELAY_MS);
    expect(await hindi.reply.textContent()).toMatch(DEVANAGARI);
    expect(await hindi.reply.getAttribute('lang')).toBe('hi');
    // Rendered with the bundled Noto Sans Devanagari, which has actually loaded.
    expect(await hindi.reply.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(
      /^"?Noto Sans Devanagari/,
    );
    const isFontLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      let isLoaded = false;
      document.fonts.forEach((face) => {
        if (face.family.includes('Noto Sans Devanagari') && face.status === 'loaded') isLoaded = true;
      });
      return isLoaded;
    });
    expect(isFontLoaded).toBe(true);

    const tracking = await askAndTime(page, 'mera shipment kahan hai');
    expect(tracking.elapsedMs).toBeGreaterThanOrEqual(CHAT_REPLY_DELAY_MS);
    expect(await tracking.reply.textContent()).toContain(deliveryId);

    // Escape closes the panel, focus returns to the round button, and the conversation is still there after reopening.
    await page.keyboard.press('Escape');
    await panel.waitFor({ state: 'hidden' });
    expect(await openButton.evaluate((el) => el === document.activeElement)).toBe(true);
    await openButton.click();
    expect(await chatParts(page).log.textContent()).toContain(deliveryId);
    await context.close();
  });

  it('fits a 360 px phone: full-width panel, and the closed button covers none of the page controls', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await signUpThroughForm(page, server.baseUrl, newUser('Arjun'));
    const { openButton, panel } = chatParts(page);

    for (const path of ['/dashboard', '/add-delivery']) {
      await page.goto(`${server.baseUrl}${path}`);
      // The page itself, not its loading placeholder, must be on screen before measuring.
      await page.getByRole('heading', { level: 1 }).waitFor();
      await openButton.waitFor();
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const overlaps = await openButton.evaluate((button) => {
        const b = button.getBoundingClientRect();
        const controls = document.querySelectorAll<HTMLElement>(
          'main a, main button, main input, main select, main textarea',
        );
        return Array.from(controls)
          .filter((el) => {
            const r = el.getBoundingClientRect();
            const isVisible = r.width > 0 && r.height > 0;
            return isVisible && r.left < b.right && r.right > b.left && r.top < b.bottom && r.bottom > b.top;
          })
          .map((el) => el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName);
      });
      expect(overlaps, `controls under the chat button on ${path}`).toEqual([]);
    }

    await openButton.click();
    await panel.waitFor();
    const box = await panel.boundingBox();
    expect(box?.x).toBe(0);
    expect(box?.width).toBe(360);
    const answer = await askAndTime(page, 'How do I book a warehouse?');
    expect(await answer.reply.textContent()).toContain('Micro-Warehouse');
    await context.close();
  });
});
