import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { SUPPORT_EMAIL, SUPPORT_PHONE_DISPLAY } from '../apps/web/src/config/contact';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';

/** Each public page, its one h1 and headings a visitor must find on it. */
const PAGES: Array<{ path: string; h1: RegExp; headings: string[] }> = [
  {
    path: '/',
    h1: /Smarter, cheaper deliveries/,
    headings: [
      'Traditional logistics versus LogiSaathi',
      'AI Route Optimization',
      'IoT Live Tracking',
      'Shared Truck Pooling',
      'Micro-Warehousing',
    ],
  },
  {
    path: '/how-it-works',
    h1: /five steps/,
    headings: [
      'Add Your Delivery',
      'AI Route Suggestion',
      'Shared Truck Matching',
      'Live Tracking',
      'Delivery Confirmation',
    ],
  },
  {
    path: '/features',
    h1: /Powerful features/,
    headings: [
      'AI Route Optimization',
      'IoT Live Tracking',
      'Shared Truck Pooling',
      'Micro-Warehousing',
      'More features',
      'ERP Systems',
      'E-commerce',
      'Accounting',
      'CRM Tools',
    ],
  },
  {
    path: '/about',
    h1: /Your logistics companion/,
    headings: [
      'The challenge',
      'Our solution',
      'Our mission',
      'Our vision',
      'Innovation',
      'Community',
      'Excellence',
      'Sustainability',
      'Our impact',
    ],
  },
  {
    path: '/contact',
    h1: /Get in touch/,
    headings: [
      'Send us a message',
      'Call Us',
      'Email Us',
      'Visit Us',
      'Business Hours',
      'Frequently asked questions',
    ],
  },
  {
    path: '/privacy',
    h1: /Privacy Policy/,
    headings: [
      'What we store, why, and for how long',
      'How to delete your data',
      'Cookies and browser storage',
    ],
  },
];
const MARKETING_PATHS = ['/', '/how-it-works', '/features', '/about', '/contact'];

describe('public pages in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  async function open(context: BrowserContext, path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    // The start-up splash holds every page for 2 s; the h1 appears after it.
    await page.getByRole('heading', { level: 1 }).waitFor();
    return page;
  }

  it('renders one h1 and the section headings on every public page', async () => {
    const context = await browser.newContext();
    for (const { path, h1, headings } of PAGES) {
      const page = await open(context, path);
      expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toMatch(h1);
      for (const name of headings) {
        expect(
          await page.getByRole('heading', { name, exact: true }).count(),
          `${path}: ${name}`,
        ).toBeGreaterThan(0);
      }
      await page.close();
    }
    await context.close();
  });

  it('shows the spec texts: landing calls to action, the five steps with their points, impact figures, FAQ of four', async () => {
    const context = await browser.newContext();
    const landing = await open(context, '/');
    expect(await landing.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(await landing.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/features');
    expect(await landing.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    await landing.getByRole('link', { name: 'Learn More' }).click();
    await landing.waitForURL(`${server.baseUrl}/features`);
    await landing.close();

    const steps = await open(context, '/how-it-works');
    const items = steps.getByRole('main').locator('ol > li');
    expect(await items.count()).toBe(5);
    expect(await items.nth(1).innerText()).toMatch(
      /Traffic analysis[\s\S]*Multiple route options[\s\S]*Cost estimation[\s\S]*Time optimisation/,
    );
    expect(await items.nth(3).innerText()).toMatch(
      /GPS[\s\S]*Temperature[\s\S]*Notifications[\s\S]*Photo confirmation/,
    );
    await steps.close();

    const about = await open(context, '/about');
    const aboutText = await about.getByRole('main').innerText();
    for (const text of [
      '500+',
      'MSMEs served',
      '10K+',
      '30%',
      'average cost savings',
      '25%',
      'CO2 reduction',
    ]) {
      expect(aboutText).toContain(text);
    }
    await about.close();

    const contact = await open(context, '/contact');
    expect(await contact.locator('details').count()).toBe(4);
    const contactText = await contact.getByRole('main').innerText();
    for (const text of ['Connaught Place', 'New Delhi', '9:00 AM - 7:00 PM', '9:00 AM - 5:00 PM', 'Closed']) {
      expect(contactText).toContain(text);
    }
    expect(await contact.getByRole('img', { name: /map of Connaught Place/ }).count()).toBe(1);
    await context.close();
  });

  it('shows the footer only on the five marketing pages, and the navigation everywhere but sign-in', async () => {
    const context = await browser.newContext();
    for (const path of MARKETING_PATHS) {
      const page = await open(context, path);
      const footer = page.getByRole('contentinfo');
      expect(await footer.count(), path).toBe(1);
      const hrefs = await footer
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, path).toEqual(expect.arrayContaining(['/', '/features', '/contact', '/privacy']));
      const text = await footer.innerText();
      for (const expected of [SUPPORT_PHONE_DISPLAY, SUPPORT_EMAIL, 'Delhi, India', '© 2025']) {
        expect(text, path).toContain(expected);
      }
      expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(1);
      await page.close();
    }
    const privacy = await open(context, '/privacy');
    expect(await privacy.getByRole('contentinfo').count()).toBe(0);
    expect(await privacy.getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    await privacy.close();

    const signIn = await open(context, '/signin');
    expect(await signIn.getByRole('contentinfo').count()).toBe(0);
    expect(await signIn.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await context.close();
  });

  it('shows the validation messages when the contact form is sent empty, and clears one on edit', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/contact');
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Please select a subject',
      'Message is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    expect(await page.getByLabel('Full Name').getAttribute('aria-invalid')).toBe('true');
    await page.getByLabel('Full Name').fill('Asha');
    expect(await page.getByText('Name is required', { exact: true }).count()).toBe(0);
    await page.getByLabel('Email').fill('asha@example');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Email is invalid', { exact: true }).waitFor();
    await context.close();
  });

  it('stores a contact message and shows the success panel after about 1 s, then a fresh form', async () => {
    const context = await browser.newContext();
    const page = await open(context, '/contact');
    await page.getByLabel('Full Name').fill('Asha Verma');
    await page.getByLabel('Email').fill('asha.verma@example.in');
    await page.getByLabel('Company Name (optional)').fill('Verma Traders');
    await page.getByLabel('Subject').selectOption('demo');
    await page
      .getByLabel('Message', { exact: true })
      .fill('Please show us shared truck pooling from Okhla to Gurugram.');

    const stored = page.waitForResponse(
      (r) => r.url().endsWith('/api/contact') && r.request().method() === 'POST',
    );
    const startedAt = Date.now();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Sending...' }).waitFor();
    const response = await stored;
    expect(response.status()).toBe(201);
    expect(await response.json()).toMatchObject({
      success: true,
      data: { message: { id: expect.any(String) } },
    });

    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();
    expect(Date.now() - startedAt).toBeGreaterThanOrEqual(950);
    expect(await page.getByRole('main').innerText()).toContain('within 24 hours');

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    await page.getByLabel('Full Name').waitFor();
    expect(await page.getByLabel('Full Name').inputValue()).toBe('');
    expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
    await context.close();
  });

  it('shows the server refusal in a red box, not the success panel, once the sending limit is reached', async () => {
    // Real requests from the same address as the browser until the limit answers 429.
    let status = 0;
    for (let i = 0; i < 10 && status !== 429; i += 1) {
      const res = await fetch(`${server.baseUrl}/api/contact`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          name: 'Filler Sender',
          email: 'filler@example.in',
          subject: 'general',
          message: `filler ${i}`,
        }),
      });
      status = res.status;
    }
    expect(status).toBe(429);

    const context = await browser.newContext();
    const page = await open(context, '/contact');
    await page.getByLabel('Full Name').fill('Kabir Singh');
    await page.getByLabel('Email').fill('kabir@example.in');
    await page.getByLabel('Subject').selectOption('pricing');
    await page.getByLabel('Message', { exact: true }).fill('What does a daily Noida run cost?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/Too many attempts/);
    expect(await page.getByRole('button', { name: 'Send Another Message' }).count()).toBe(0);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Kabir Singh');
    await context.close();
  });

  it('has no horizontal scrolling on a 360 px wide phone on any public page', async () => {
    const context = await browser.newContext({
      viewport: { width: 360, height: 740 },
      isMobile: true,
      hasTouch: true,
    });
    for (const { path } of PAGES) {
      const page = await open(context, path);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, path).toBeLessThanOrEqual(360);
      await page.close();
    }
    await context.close();
  });
});
