import type { Browser, BrowserContext } from 'playwright-core';
import { newUser } from './users';

/** What POST /api/auth/register answers: enough to act as that user in a browser or over HTTP. */
export interface Session {
  token: string;
  refreshToken: string;
  user: { name: string; email: string };
}

/** Registers a user through the API; journeys that are not about the sign-up form start here. */
export async function registerViaApi(
  baseUrl: string,
  firstName: string,
  company = 'Sharma Handicrafts',
): Promise<Session> {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...newUser(firstName), company, phone: '9876543210', businessType: 'retail' }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Session;
}

/**
 * A browser context already signed in as `session`: the spec's storage keys are written before the first page
 * load only, so later loads see exactly what the app itself stored or removed.
 */
export async function signedInContext(
  browser: Browser,
  session: Session,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport });
  await context.addInitScript((s: Session) => {
    if (sessionStorage.getItem('e2e-seeded')) return;
    sessionStorage.setItem('e2e-seeded', '1');
    localStorage.setItem('token', s.token);
    localStorage.setItem('refreshToken', s.refreshToken);
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('user', JSON.stringify(s.user));
  }, session);
  return context;
}
