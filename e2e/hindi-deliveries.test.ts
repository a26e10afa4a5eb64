/*
 * Issue 17 in a real browser: a business picks हिंदी in the top bar, goes through the whole add-delivery wizard
 * with its validation messages in Hindi, and sees its dashboard in Hindi.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { MS_PER_DAY, istDateString } from '@logisaathi/domain';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { registerViaApi, signedInContext } from './support/session';
import { withSpecAnalysisWait } from './support/timings';

const PICKUP = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi';
const DROP = 'Sector 3, Bawana Industrial Area, Delhi 110039';

/** Tomorrow in IST, so every slot is open whatever the hour the suite runs. */
const tomorrowIst = () => istDateString(new Date(Date.now() + MS_PER_DAY));

const stepHeading = (page: Page, name: string) => page.getByRole('heading', { level: 2, name, exact: true });

describe('deliveries in Hindi in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('switches to Hindi, schedules a delivery through the wizard in Hindi and sees the dashboard in Hindi', async () => {
    const owner = await registerViaApi(server.baseUrl, 'Meera');
    const context = await signedInContext(browser, owner);
    await withSpecAnalysisWait(context);
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/dashboard`);

    await page.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'हिंदी' }).click();
    await page.getByRole('group', { name: 'भाषा' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('hi');
    await page.getByRole('heading', { name: `फिर से स्वागत है, ${owner.user.name}!` }).waitFor();
    const stats = page.getByRole('region', { name: 'डिलीवरी के आँकड़े' });
    expect(await stats.getByTestId('stat-total').textContent()).toBe('0');
    await page.getByText('अभी कोई डिलीवरी नहीं है। अपनी पहली डिलीवरी जोड़कर शुरुआत करें!').waitFor();

    await page
      .getByRole('link', { name: /^नई डिलीवरी जोड़ें/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'नई डिलीवरी जोड़ें' }).waitFor();

    // Step 1: addresses and the consignee, with their messages in Hindi.
    await stepHeading(page, 'पिकअप और डिलीवरी').waitFor();
    expect(await page.getByRole('button', { name: 'अगला स्टेप' }).isDisabled()).toBe(true);
    await page.getByRole('combobox', { name: 'पिकअप का पता' }).fill('Okhla');
    await page.getByLabel('ग्राहक का नाम').fill('R');
    await page.getByLabel('ग्राहक का फ़ोन').fill('98111');
    await page.getByLabel('ग्राहक का नाम').focus();
    await page.getByText('कम से कम 10 अक्षर होने चाहिए').waitFor();
    await page.getByText('10 अंकों का मोबाइल नंबर डालें').waitFor();
    await page.getByLabel('ग्राहक का फ़ोन').focus();
    await page.getByText('नाम बहुत छोटा है').waitFor();
    await page.getByRole('combobox', { name: 'पिकअप का पता' }).fill(PICKUP);
    await page.getByRole('combobox', { name: 'डिलीवरी का पता' }).fill(DROP);
    await page.getByLabel('ग्राहक का नाम').fill('Ravi Traders');
    await page.getByLabel('ग्राहक का फ़ोन').fill('9811122233');
    await page.getByRole('button', { name: 'अगला स्टेप' }).click();

    // Step 2: the package.
    await stepHeading(page, 'पैकेज की जानकारी').waitFor();
    await page.getByLabel('पैकेज का प्रकार').focus();
    await page.getByLabel('वज़न (किलो)').focus();
    await page.getByText('कृपया पैकेज का प्रकार चुनें').waitFor();
    await page.getByLabel('पैकेज का प्रकार').focus();
    await page.getByText('वज़न ज़रूरी है').waitFor();
    await page.getByLabel('पैकेज का प्रकार').selectOption({ label: 'इलेक्ट्रॉनिक्स' });
    await page.getByLabel('वज़न (किलो)').fill('12');
    await page.getByRole('button', { name: '+ नाज़ुक' }).click();
    expect(await page.getByLabel('खास निर्देश (ज़रूरी नहीं)').inputValue()).toBe('नाज़ुक');
    await page.getByRole('button', { name: 'अगला स्टेप' }).click();

    // Step 3: no date yet, so the analysis button says why; then a date and a slot.
    await stepHeading(page, 'शेड्यूल').waitFor();
    await page.getByRole('button', { name: 'AI से रूट और मौसम की जाँच करें' }).click();
    await page.getByText('डिलीवरी की तारीख ज़रूरी है').waitFor();
    await page.getByLabel('डिलीवरी की तारीख').fill(tomorrowIst());
    await page.getByLabel('पसंद का टाइम स्लॉट').selectOption({ label: 'दोपहर 12 - 3 बजे' });
    await page.getByRole('button', { name: 'AI से रूट और मौसम की जाँच करें' }).click();
    await page.getByRole('dialog', { name: 'AI जाँच चल रही है' }).waitFor();

    // Step 4: the review, in Hindi, with the server's price. The overlay holds however long a loaded machine takes.
    await stepHeading(page, 'AI जाँच और रिव्यू').waitFor({ timeout: 0 });
    const details = page.getByRole('region', { name: 'डिलीवरी की जानकारी' });
    expect(await details.textContent()).toContain('इलेक्ट्रॉनिक्स · 12 किलो');
    expect(await details.textContent()).toContain(`${tomorrowIst()}, दोपहर 12 - 3 बजे`);
    await page.getByRole('region', { name: 'AI रूट और मौसम जाँच' }).waitFor();
    const price = page.getByRole('region', { name: 'आपका किराया' });
    await price.getByTestId('quote-charged').waitFor();
    expect(await price.getByTestId('quote-validity').textContent()).toMatch(
      /^अगर आप .+ IST तक डिलीवरी बना लेते हैं/,
    );
    await page.getByRole('button', { name: 'डिलीवरी बनाएँ', exact: true }).click();

    // The dashboard, in Hindi, with the new shipment.
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.getByRole('heading', { name: 'हाल की डिलीवरी' }).waitFor();
    await stats.getByTestId('stat-total').getByText('1', { exact: true }).waitFor();
    const table = page.getByRole('table');
    expect(await table.getByRole('columnheader').allTextContents()).toEqual([
      'शिपमेंट ID',
      'रूट',
      'पैकेज',
      'स्थिति',
      'बनाने का समय',
    ]);
    const row = table.getByRole('row').nth(1);
    expect(await row.getByRole('cell').nth(2).textContent()).toBe('इलेक्ट्रॉनिक्स · 12 किलो');
    expect(await row.getByRole('cell').nth(3).textContent()).toMatch(/^शेड्यूल हो गई/);
    await page.getByRole('heading', { name: 'लाइव शिपमेंट ट्रैकिंग' }).waitFor();
    await context.close();
  });
});
