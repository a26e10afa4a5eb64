import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@logisaathi/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/*
 * Each public page is loaded once: one test per page checks its h1 and headings, the spec texts on it, the footer
 * and navigation, and that it does not scroll sideways on a 360 px phone. The contact form's tests go on using
 * the /contact page the walk opened.
 */
describe('public pages in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  let context: BrowserContext;
  let contact: Page;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
    context = await browser.newContext();
    // Content-Security-Policy violations, as the page reports them (Lighthouse's best practices count them).
    await context.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { cspViolations?: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) =>
        seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber}`),
      );
    });
  });
  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.stop();
  });

  async function open(path: string): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}${path}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The app's own code keeps to the policy: no eval (zod's probe for it included), no script it does not list.
    const violations = await page.evaluate(
      () => (window as Window & { cspViolations?: string[] }).cspViolations ?? [],
    );
    expect(violations, path).toEqual([]);
    return page;
  }

  /** The h1, the section headings, the footer (marketing pages only) and the main navigation. */
  async function expectPageFrame(page: Page, path: string) {
    const { h1, headings } = PAGES.find((p) => p.path === path)!;
    expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
    expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toMatch(h1);
    for (const name of headings) {
      expect(
        await page.getByRole('heading', { name, exact: true }).count(),
        `${path}: ${name}`,
      ).toBeGreaterThan(0);
    }
    const footer = page.getByRole('contentinfo');
    if (MARKETING_PATHS.includes(path)) {
      expect(await footer.count(), path).toBe(1);
      const hrefs = await footer
        .getByRole('link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs, path).toEqual(expect.arrayContaining(['/', '/features', '/contact', '/privacy']));
      const text = await footer.innerText();
      for (const expected of [SUPPORT_PHONE, SUPPORT_EMAIL, 'Delhi, India', '© 2025']) {
        expect(text, path).toContain(expected);
      }
    } else {
      expect(await footer.count(), path).toBe(0);
    }
    expect(await page.getByRole('navigation', { name: 'Main' }).count(), path).toBe(1);
  }

  /** No horizontal scrolling on a 360 px wide phone (the same page, narrowed). */
  async function expectFitsPhone(page: Page, path: string) {
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 360, height: 740 });
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, path).toBeLessThanOrEqual(360);
    if (viewport) await page.setViewportSize(viewport);
  }

  it('/: the h1, headings, footer and navigation, the calls to action, and Learn More leads to /features', async () => {
    const landing = await open('/');
    await expectPageFrame(landing, '/');
    expect(await landing.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(await landing.getByRole('link', { name: 'Learn More' }).getAttribute('href')).toBe('/features');
    expect(await landing.getByRole('link', { name: 'Start Your Free Trial' }).getAttribute('href')).toBe(
      '/signup',
    );
    await expectFitsPhone(landing, '/');
    await landing.getByRole('link', { name: 'Learn More' }).click();
    await landing.waitForURL(`${server.baseUrl}/features`);
    await landing.close();
  });

  it('sends a document that paints the splash by itself: inline splash styles, every app script at low priority', async () => {
    const html = await (await fetch(`${server.baseUrl}/`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const inlineStyles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
    expect(inlineStyles.some((css) => css.length > 1000)).toBe(true);
    expect(html.indexOf('id="boot-splash"')).toBeGreaterThan(0);
    const scripts = html.match(/<(script type="module"|link rel="modulepreload")[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain('fetchpriority="low"');
  });

  it('/how-it-works: the five steps with their points', async () => {
    const steps = await open('/how-it-works');
    await expectPageFrame(steps, '/how-it-works');
    const items = steps.getByRole('main').locator('ol > li');
    expect(await items.count()).toBe(5);
    expect(await items.nth(1).innerText()).toMatch(
      /Traffic analysis[\s\S]*Multiple route options[\s\S]*Cost estimation[\s\S]*Time optimisation/,
    );
    expect(await items.nth(3).innerText()).toMatch(
      /GPS[\s\S]*Temperature[\s\S]*Notifications[\s\S]*Photo confirmation/,
    );
    await expectFitsPhone(steps, '/how-it-works');
    await steps.close();
  });

  it('/features: the h1, headings, footer and navigation', async () => {
    const features = await open('/features');
    await expectPageFrame(features, '/features');
    await expectFitsPhone(features, '/features');
    await features.close();
  });

  it('/about: the impact figures', async () => {
    const about = await open('/about');
    await expectPageFrame(about, '/about');
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
    await expectFitsPhone(about, '/about');
    await about.close();
  });

  it('/privacy: the headings and navigation, no footer', async () => {
    const privacy = await open('/privacy');
    await expectPageFrame(privacy, '/privacy');
    await expectFitsPhone(privacy, '/privacy');
    await privacy.close();
  });

  it('/signin: neither footer nor navigation', async () => {
    const signIn = await open('/signin');
    expect(await signIn.getByRole('contentinfo').count()).toBe(0);
    expect(await signIn.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    await signIn.close();
  });

  it('/contact: the address, hours, the map and an FAQ of four', async () => {
    contact = await open('/contact');
    await expectPageFrame(contact, '/contact');
    expect(await contact.locator('details').count()).toBe(4);
    const contactText = await contact.getByRole('main').innerText();
    for (const text of ['Connaught Place', 'New Delhi', '9:00 AM - 7:00 PM', '9:00 AM - 5:00 PM', 'Closed']) {
      expect(contactText).toContain(text);
    }
    expect(await contact.getByRole('img', { name: /map of Connaught Place/ }).count()).toBe(1);
    await expectFitsPhone(contact, '/contact');
  });

  it('shows the validation messages when the contact form is sent empty, and clears one on edit', async () => {
    const page = contact;
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
  });

  it('stores a contact message and shows the success panel after about 1 s, then a fresh form', async () => {
    const page = contact;
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

    const page = contact;
    await page.getByLabel('Full Name').fill('Kabir Singh');
    await page.getByLabel('Email').fill('kabir@example.in');
    await page.getByLabel('Subject').selectOption('pricing');
    await page.getByLabel('Message', { exact: true }).fill('What does a daily Noida run cost?');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toMatch(/Too many attempts/);
    expect(await page.getByRole('button', { name: 'Send Another Message' }).count()).toBe(0);
    expect(await page.getByLabel('Full Name').inputValue()).toBe('Kabir Singh');
  });
});
