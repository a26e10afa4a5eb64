import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { render, type RenderResult } from '@testing-library/react';
import type { PublicUser } from '@logisaathi/domain';
import { STORAGE_KEYS } from '@logisaathi/domain';
import { AlertsProvider, type AppAlert } from '@/lib/alerts';
import { REFRESH_TOKEN_KEY } from '@/lib/api-client';
import { SessionProvider, useSession } from '@/lib/session';
import { writeJson } from '@/lib/storage';
import { fakeServer, type FakeRoutes, type FakeServer } from './fake-server';

export interface RenderOptions {
  /** The URL the memory router starts at. */
  route?: string;
  /**
   * Signs the user in the way the app does at start-up: a saved token that GET /api/auth/me accepts. The
   * session is 'checking' on the first render, so await something signed-in users see.
   */
  user?: PublicUser;
  /** A token saved by an earlier visit, without a user behind it (pair with a GET /api/auth/me route). */
  savedToken?: string;
  /** Alerts the server returns from GET /api/alerts (string ids). */
  serverAlerts?: AppAlert[];
  /** Alerts raised earlier in this browser, as stored under the 'alerts' key (number ids). */
  localAlerts?: AppAlert[];
  /** Extra or overriding fake API routes; the server is created for every render. */
  api?: FakeRoutes;
}

export interface ProvidersResult extends RenderResult {
  server: FakeServer;
  queryClient: QueryClient;
  router: ReturnType<typeof createMemoryRouter>;
}

function AlertsForSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return <AlertsProvider status={status}>{children}</AlertsProvider>;
}

/** The app's providers in the same order as src/app/provider.tsx, with a query client made for tests. */
function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignedOut={() => queryClient.clear()}>
        <AlertsForSession>{children}</AlertsForSession>
      </SessionProvider>
    </QueryClientProvider>
  );
}

/** Renders a route table inside the app's providers with a memory router. */
export function renderRoutes(routes: RouteObject[], options: RenderOptions = {}): ProvidersResult {
  const { route = '/', user, savedToken, serverAlerts, localAlerts, api = {} } = options;
  const server = fakeServer({
    ...(user ? { 'GET /api/auth/me': { body: { success: true, user } } } : {}),
    ...(serverAlerts
      ? { 'GET /api/alerts': { body: { success: true, data: { alerts: serverAlerts } } } }
      : {}),
    ...api,
  });
  if (user) {
    localStorage.setItem(STORAGE_KEYS.token, 'access-token-1');
    localStorage.setItem(REFRESH_TOKEN_KEY, 'refresh-token-0123456789abcdef');
  }
  if (savedToken) localStorage.setItem(STORAGE_KEYS.token, savedToken);
  if (localAlerts) writeJson(STORAGE_KEYS.alerts, localAlerts);

  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { retry: false, staleTime: Infinity, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  const router = createMemoryRouter(routes, { initialEntries: [route] });
  const result = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...result, server, queryClient, router };
}

/**
 * Renders one component inside the app's providers. `routes` adds pages the component may navigate to, so
 * a test can check where a link or a redirect lands by what that page shows.
 */
export function renderWithProviders(
  ui: ReactElement,
  options: RenderOptions & { path?: string; routes?: RouteObject[] } = {},
): ProvidersResult {
  const { path = '*', routes = [], ...rest } = options;
  return renderRoutes([{ path, element: ui }, ...routes], rest);
}

/** A stand-in page: a heading naming where the router landed. */
export function page(name: string): ReactElement {
  return <h1>{name} page</h1>;
}
