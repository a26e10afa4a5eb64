import { afterAll, beforeAll, describe, it } from 'vitest';
import type { Browser } from 'playwright-core';
import type { RunningServer } from './support/server';
import { sharedBrowser, sharedServer } from './support/shared';
import { newUser, signUpThroughForm } from './support/users';

// The four tests share nothing (own contexts, own users): they run at once.
describe.concurrent('app shell in a real browser', () => {
  let server: RunningServer;
  let browser: Browser;
  beforeAll(async () => {
    [server, browser] = await Promise.all([sharedServer(), sharedBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('signs up, lands on the dashboard, stays signed in on reload, and logs out to /', async ({ expect }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const user = newUser('Meera');
    await signUpThroughForm(page, server.baseUrl, user);
    await expect(page.getByRole('heading', { level: 1 }).textContent()).resolves.toContain('Meera');
    expect(await page.evaluate(() => localStorage.getItem('isAuthenticated'))).toBe('true');

    await page.reload();
    await page.getByRole('heading', { name: /Meera/ }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.waitForURL(`${server.baseUrl}/`);
    const stored = await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('isAuthenticated'),
      localStorage.getItem('user'),
    ]);
    expect(stored).toEqual([null, null, null]);
    await context.close();
  });

  it('sends a signed-out visitor from /dashboard to / and a signed-in user from /signin to /dashboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/dashboard`);
    await page.waitForURL(`${server.baseUrl}/`);

    await signUpThroughForm(page, server.baseUrl, newUser('Kabir'));
    await page.goto(`${server.baseUrl}/signin`);
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await page.goto(`${server.baseUrl}/no-such-page`);
    await page.waitForURL(`${server.baseUrl}/dashboard`);
    await context.close();
  });

  it('shows the specification messages when the sign-up form is submitted empty', async ({ expect }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/signup`);
    await page.getByRole('button', { name: 'Create Account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Password is required',
      'Company name is required',
      'Phone number is required',
      'Business type is required',
    ]) {
      await page.getByText(message, { exact: true }).waitFor();
    }
    // The top navigation is hidden on the sign-up screen.
    expect(await page.getByRole('navigation', { name: 'Main' }).count()).toBe(0);
    // Editing a field clears its error.
    await page.getByLabel('First Name').fill('A');
    expect(await page.getByText('First name is required', { exact: true }).count()).toBe(0);
    await context.close();
  });

  it('shows the server message in a red box for a wrong password', async ({ expect }) => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.baseUrl}/signin`);
    await page.getByLabel('Email').fill('nobody@example.in');
    await page.getByLabel('Password', { exact: true }).fill('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('alert').textContent()).resolves.toContain('Invalid email or password');
    await context.close();
  });
});
