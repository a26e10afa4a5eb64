import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAlert, makeAlerts, makeUser } from '@/test/factories';
import { page, renderWithProviders } from '@/test/render';
import { NotificationBell } from './notification-bell';

describe('NotificationBell', () => {
  it.each([
    { unread: 150, desktop: '99+', mobile: '9+' },
    { unread: 100, desktop: '99+', mobile: '9+' },
    { unread: 99, desktop: '99', mobile: '9+' },
    { unread: 10, desktop: '10', mobile: '9+' },
    { unread: 9, desktop: '9', mobile: '9' },
    { unread: 1, desktop: '1', mobile: '1' },
  ])(
    'shows $desktop on desktop and $mobile on mobile for $unread unread alerts',
    async ({ unread, desktop, mobile }) => {
      renderWithProviders(<NotificationBell />, { user: makeUser(), serverAlerts: makeAlerts(unread) });

      const bell = await screen.findByRole('link', { name: `Alerts, ${unread} unread` });
      // Which badge shows is decided by CSS breakpoints (md:inline / md:hidden), which jsdom does not apply.
      expect(within(bell).getByTestId('bell-badge-desktop').textContent).toBe(desktop);
      expect(within(bell).getByTestId('bell-badge-mobile').textContent).toBe(mobile);
    },
  );

  it('counts only unread alerts, from the server and from this browser', async () => {
    renderWithProviders(<NotificationBell />, {
      user: makeUser(),
      serverAlerts: [...makeAlerts(2), ...makeAlerts(5, { read: true })],
      localAlerts: [makeAlert({ id: 1_740_000_000_000, title: 'Payment Successful' })],
    });

    const bell = await screen.findByRole('link', { name: 'Alerts, 3 unread' });
    expect(within(bell).getByTestId('bell-badge-desktop').textContent).toBe('3');
    expect(within(bell).getByTestId('bell-badge-mobile').textContent).toBe('3');
  });

  it('shows no badge when nothing is unread', async () => {
    const { server } = renderWithProviders(<NotificationBell />, {
      user: makeUser(),
      serverAlerts: makeAlerts(4, { read: true }),
    });

    await screen.findByRole('link', { name: 'Alerts' });
    // Wait until the alert list has arrived, so the empty badge is not just the loading state.
    await expect.poll(() => server.callsTo('GET /api/alerts').length).toBeGreaterThan(0);
    const bell = screen.getByRole('link', { name: 'Alerts' });
    expect(within(bell).queryByText(/\d/)).not.toBeInTheDocument();
  });

  it('links to the alerts screen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<NotificationBell />, {
      user: makeUser(),
      serverAlerts: makeAlerts(2),
      route: '/dashboard',
      routes: [{ path: '/alerts', element: page('Alerts') }],
    });

    await user.click(await screen.findByRole('link', { name: 'Alerts, 2 unread' }));

    expect(screen.getByRole('heading', { name: 'Alerts page' })).toBeInTheDocument();
  });
});
