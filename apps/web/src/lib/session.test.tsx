import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { deliveryListResponseSchema } from '@logisaathi/domain';
import { makeAlert, makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { useAlerts } from './alerts';
import { api } from './api-client';
import { useSession } from './session';

/** Shows the session and alert state the way the layout reads it. */
function Probe() {
  const { status, user, signOut } = useSession();
  const { alerts, addAlert } = useAlerts();
  return (
    <div>
      <p>Status: {status}</p>
      <p>User: {user?.name ?? 'nobody'}</p>
      <p>Alerts: {alerts.map((a) => a.title).join(', ') || 'none'}</p>
      <button type="button" onClick={() => void signOut()}>
        Sign out
      </button>
      <button
        type="button"
        onClick={() =>
          addAlert({ type: 'info', title: 'Raised here', message: '', status: 'active', priority: 'low' })
        }
      >
        Raise alert
      </button>
      <button
        type="button"
        onClick={() => void api.get<typeof deliveryListResponseSchema>('/api/deliveries').catch(() => {})}
      >
        Load deliveries
      </button>
    </div>
  );
}

describe('SessionProvider', () => {
  it('is signed out without a saved token, and asks the server nothing', () => {
    const { server } = renderWithProviders(<Probe />);
    expect(screen.getByText('Status: signed-out')).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('signs in at start-up when the saved token is accepted, and keeps name, email and avatar', async () => {
    renderWithProviders(<Probe />, { user: makeUser({ name: 'Asha Verma', avatarUrl: null }) });
    expect(screen.getByText('Status: checking')).toBeInTheDocument();

    expect(await screen.findByText('Status: signed-in')).toBeInTheDocument();
    expect(screen.getByText('User: Asha Verma')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual({
      name: 'Asha Verma',
      email: 'asha@vermatextiles.in',
      avatarUrl: null,
    });
    expect(localStorage.getItem('isAuthenticated')).toBe('true');
  });

  it('signs out silently when the saved token is refused, removing the token and auth flags', async () => {
    localStorage.setItem('isAuthenticated', 'true');
    localStorage.setItem('user', JSON.stringify({ name: 'Asha Verma' }));
    renderWithProviders(<Probe />, {
      savedToken: 'expired-token',
      api: {
        'GET /api/auth/me': { status: 401, body: { success: false, message: 'Invalid token', errors: [] } },
      },
    });

    expect(await screen.findByText('Status: signed-out')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    for (const key of ['token', 'isAuthenticated', 'user']) expect(localStorage.getItem(key)).toBeNull();
  });

  it('logout clears the session, the alerts and personal copies even when the server call fails', async () => {
    const user = userEvent.setup();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem('profileData', JSON.stringify({ name: 'Asha Verma' }));
    const { server } = renderWithProviders(<Probe />, {
      user: makeUser(),
      serverAlerts: [makeAlert({ title: 'Truck delayed' })],
      api: {
        'POST /api/auth/logout': {
          status: 500,
          body: { success: false, message: 'Internal Server Error', errors: [] },
        },
      },
    });
    expect(await screen.findByText('Alerts: Truck delayed')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByText('Status: signed-out')).toBeInTheDocument();
    expect(screen.getByText('User: nobody')).toBeInTheDocument();
    expect(screen.getByText('Alerts: none')).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1);
    // The refresh token goes too, so the server ends the sign-in even when the access token has expired.
    expect(server.callsTo('POST /api/auth/logout')[0]?.body).toEqual({
      refreshToken: 'refresh-token-0123456789abcdef',
    });
    expect(logged).toHaveBeenCalledWith('Logout call failed', expect.anything());
    for (const key of ['token', 'refreshToken', 'isAuthenticated', 'user', 'alerts', 'profileData']) {
      expect(localStorage.getItem(key)).toBeNull();
    }
  });

  it('signs out when an expired session cannot be renewed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, {
      user: makeUser(),
      api: {
        'GET /api/deliveries': {
          status: 401,
          body: { success: false, message: 'Token expired', errors: [] },
        },
        'POST /api/auth/refresh-token': {
          status: 401,
          body: { success: false, message: 'Invalid refresh token', errors: [] },
        },
      },
    });
    await screen.findByText('Status: signed-in');

    await user.click(screen.getByRole('button', { name: 'Load deliveries' }));

    expect(await screen.findByText('Status: signed-out')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('AlertsProvider', () => {
  it('keeps alerts raised in this browser while the saved session is checked, and stores new ones', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Probe />, {
      user: makeUser(),
      localAlerts: [
        makeAlert({ id: 1_740_000_000_000, title: 'Payment Successful', time: '2025-02-26T06:00:00.000Z' }),
      ],
      serverAlerts: [makeAlert({ title: 'Truck delayed', time: '2025-03-01T06:00:00.000Z' })],
    });
    expect(screen.getByText('Status: checking')).toBeInTheDocument();
    expect(screen.getByText('Alerts: Payment Successful')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Raise alert' }));

    expect(
      await screen.findByText('Alerts: Raised here, Truck delayed, Payment Successful'),
    ).toBeInTheDocument();
    const stored = JSON.parse(localStorage.getItem('alerts') ?? '[]') as Array<{ title: string }>;
    expect(stored.map((a) => a.title)).toEqual(['Raised here', 'Truck delayed', 'Payment Successful']);
  });
});
