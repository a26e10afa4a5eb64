import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAlerts, makeUser } from '@/test/factories';
import { page, renderWithProviders } from '@/test/render';
import { UserMenu } from './user-menu';

describe('UserMenu', () => {
  it('shows the initial, the name, the e-mail and the unread count', async () => {
    const user = userEvent.setup();
    const asha = makeUser({ name: 'asha Verma', email: 'asha@vermatextiles.in' });
    renderWithProviders(<UserMenu user={asha} />, { user: asha, serverAlerts: makeAlerts(7) });

    const trigger = screen.getByRole('button', { name: 'Account menu for asha Verma' });
    expect(trigger).toHaveTextContent('A');
    await user.click(trigger);

    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('asha Verma');
    expect(menu).toHaveTextContent('asha@vermatextiles.in');
    expect(screen.getByRole('menuitem', { name: 'Profile Settings' })).toBeInTheDocument();
    expect(await screen.findByRole('menuitem', { name: /^Notifications\s*7$/ })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();
  });

  it('shows the photo instead of the initial when there is one', () => {
    const asha = makeUser({ avatarUrl: '/api/users/usr_01/avatar.png' });
    renderWithProviders(<UserMenu user={asha} />);

    const trigger = screen.getByRole('button', { name: 'Account menu for Asha Verma' });
    expect(trigger.querySelector('img')).toHaveAttribute('src', '/api/users/usr_01/avatar.png');
    expect(trigger).not.toHaveTextContent('A');
  });

  it('logs out and goes home', async () => {
    const user = userEvent.setup();
    const asha = makeUser();
    const { server } = renderWithProviders(<UserMenu user={asha} />, {
      user: asha,
      route: '/dashboard',
      path: '/dashboard',
      routes: [{ path: '/', element: page('Landing') }],
    });

    await user.click(screen.getByRole('button', { name: 'Account menu for Asha Verma' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1);
  });
});
