import { beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { advance, useFakeClock } from '@/test/clock';
import { deferred } from '@/test/fake-server';
import { makeUser } from '@/test/factories';
import { page, renderRoutes, type RenderOptions } from '@/test/render';
import { RootLayout } from './root-layout';

/** The real layout over stand-in pages, so a test reads where the guard sent the visitor from the heading. */
const ROUTES: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: '/', element: page('Landing') },
      { path: '/about', element: page('About') },
      { path: '/signin', element: page('Sign in') },
      { path: '/privacy', element: page('Privacy') },
      { path: '/dashboard', element: page('Dashboard') },
      { path: '/alerts', element: page('Alerts') },
      { path: '/signup/partner', element: page('Partner sign-up') },
      { path: '/partner', element: page('Partner offers') },
      { path: '/partner/jobs', element: page('Partner jobs') },
      { path: '/ops', element: page('Ops verification') },
      { path: '/ops/sign-in', element: page('Ops sign-in') },
      { path: '/ops/audit', element: page('Ops audit') },
      { path: '*', element: null },
    ],
  },
];

const SPLASH_MS = 2_000;

async function openAt(route: string, options: RenderOptions = {}) {
  const result = renderRoutes(ROUTES, { route, ...options });
  await advance(SPLASH_MS);
  return result;
}

describe('RootLayout route guard', () => {
  beforeEach(() => useFakeClock());

  it.each([
    { state: 'signed out', route: '/dashboard', lands: 'Landing', path: '/' },
    { state: 'signed out', route: '/alerts', lands: 'Landing', path: '/' },
    { state: 'signed out', route: '/no-such-page', lands: 'Landing', path: '/' },
    { state: 'signed out', route: '/about', lands: 'About', path: '/about' },
    { state: 'signed out', route: '/about/', lands: 'About', path: '/about/' },
    { state: 'signed in', route: '/signin', lands: 'Dashboard', path: '/dashboard' },
    { state: 'signed in', route: '/', lands: 'Dashboard', path: '/dashboard' },
    { state: 'signed in', route: '/no-such-page', lands: 'Dashboard', path: '/dashboard' },
    { state: 'signed in', route: '/alerts', lands: 'Alerts', path: '/alerts' },
    { state: 'signed in', route: '/privacy', lands: 'Privacy', path: '/privacy' },
    { state: 'signed out', route: '/privacy', lands: 'Privacy', path: '/privacy' },
    { state: 'signed out', route: '/ops/audit', lands: 'Ops sign-in', path: '/ops/sign-in' },
    { state: 'signed out', route: '/ops/sign-in', lands: 'Ops sign-in', path: '/ops/sign-in' },
  ])('$state, $route shows the $lands page', async ({ state, route, lands, path }) => {
    const { router } = await openAt(route, state === 'signed in' ? { user: makeUser() } : {});

    expect(screen.getByRole('heading', { name: `${lands} page` })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it.each([
    { who: 'a partner', role: 'partner', route: '/dashboard', lands: 'Partner offers', path: '/partner' },
    { who: 'a partner', role: 'partner', route: '/signin', lands: 'Partner offers', path: '/partner' },
    {
      who: 'a partner',
      role: 'partner',
      route: '/partner/jobs',
      lands: 'Partner jobs',
      path: '/partner/jobs',
    },
    { who: 'a shipper', role: 'shipper', route: '/partner', lands: 'Dashboard', path: '/dashboard' },
    { who: 'a shipper', role: 'shipper', route: '/partner/jobs', lands: 'Dashboard', path: '/dashboard' },
    { who: 'an operator', role: 'operator', route: '/dashboard', lands: 'Ops verification', path: '/ops' },
    { who: 'an operator', role: 'operator', route: '/ops/sign-in', lands: 'Ops verification', path: '/ops' },
    { who: 'an operator', role: 'operator', route: '/ops/audit', lands: 'Ops audit', path: '/ops/audit' },
    { who: 'a shipper', role: 'shipper', route: '/ops/audit', lands: 'Dashboard', path: '/dashboard' },
    { who: 'a partner', role: 'partner', route: '/ops', lands: 'Partner offers', path: '/partner' },
  ] as const)(
    'one role per account: $who at $route sees the $lands page',
    async ({ role, route, lands, path }) => {
      const { router } = await openAt(route, { user: makeUser({ role }) });
      expect(screen.getByRole('heading', { name: `${lands} page` })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
    },
  );

  it('lets a visitor open the partner sign-up, without the top navigation, but not the partner area', async () => {
    await openAt('/signup/partner');
    expect(screen.getByRole('heading', { name: 'Partner sign-up page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('sends a signed-out visitor away from the partner area', async () => {
    const { router } = await openAt('/partner/jobs');
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('treats a saved token the server rejects as signed out, silently', async () => {
    const { router, server } = await openAt('/dashboard', {
      savedToken: 'expired-token',
      api: {
        'GET /api/auth/me': { status: 401, body: { success: false, error: 'Invalid or expired token' } },
      },
    });

    expect(server.callsTo('GET /api/auth/me')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('token')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the top navigation and the footer only where the spec says', async () => {
    await openAt('/about');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 LogiSaathi');
  });

  it('hides the top navigation on sign-in', async () => {
    await openAt('/signin');
    expect(screen.getByRole('heading', { name: 'Sign in page' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
  });

  it('shows no footer to a signed-in user', async () => {
    await openAt('/alerts', { user: makeUser() });
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });
});

describe('RootLayout splash', () => {
  beforeEach(() => useFakeClock());

  it('stays for 2 seconds before the page appears', async () => {
    renderRoutes(ROUTES, { route: '/about' });

    await advance(SPLASH_MS - 1);
    expect(screen.getByRole('status', { name: 'Starting LogiSaathi' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'About page' })).not.toBeInTheDocument();

    await advance(1);
    expect(screen.queryByRole('status', { name: 'Starting LogiSaathi' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'About page' })).toBeInTheDocument();
  });

  it('stays past 2 seconds while the saved session is still being checked', async () => {
    const me = deferred<{ body: unknown }>();
    const user = makeUser();
    renderRoutes(ROUTES, { route: '/dashboard', user, api: { 'GET /api/auth/me': () => me.promise } });

    await advance(5_000);
    expect(screen.getByRole('status', { name: 'Starting LogiSaathi' })).toBeInTheDocument();

    me.resolve({ body: { success: true, user } });
    await advance(0);
    expect(screen.getByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });
});
