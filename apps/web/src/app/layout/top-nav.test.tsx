import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAlerts, makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { page, renderWithProviders } from '@/test/render';
import { TopNav } from './top-nav';

const mainNav = () => screen.getByRole('navigation', { name: 'Main' });
const mobileMenu = () => {
  const menu = document.getElementById('mobile-menu');
  if (!menu) throw new Error('mobile menu is closed');
  return menu;
};

describe('TopNav signed out', () => {
  it('offers the public pages, Sign In and Sign Up, and the logo goes home', () => {
    renderWithProviders(<TopNav />, { route: '/features' });

    const nav = within(mainNav());
    for (const [name, href] of [
      ['Home', '/'],
      ['How It Works', '/how-it-works'],
      ['Features', '/features'],
      ['About', '/about'],
      ['Contact', '/contact'],
      ['Sign In', '/signin'],
      ['Sign Up', '/signup'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav.getByRole('link', { name: 'LogiSaathi' })).toHaveAttribute('href', '/');
    expect(nav.queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(nav.queryByRole('link', { name: /^Alerts/ })).not.toBeInTheDocument();
  });

  it('has a mobile menu with the same links and no welcome line', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopNav />);

    const toggle = screen.getByRole('button', { name: 'Open menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(screen.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    const menu = within(mobileMenu());
    expect(menu.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(menu.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    expect(menu.queryByText(/Welcome/)).not.toBeInTheDocument();
  });
});

describe('TopNav signed in', () => {
  const asha = makeUser({ name: 'Asha Verma' });

  it('offers the app pages, the bell, no Sign In, and the logo goes to the dashboard', async () => {
    renderWithProviders(<TopNav />, { user: asha, route: '/dashboard', serverAlerts: makeAlerts(3) });

    const nav = within(mainNav());
    // The bell is labelled 'Alerts' too until the unread alerts arrive.
    expect(await nav.findByRole('link', { name: 'Alerts, 3 unread' })).toHaveAttribute('href', '/alerts');
    expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
    for (const [name, href] of [
      ['Add Delivery', '/add-delivery'],
      ['Shared Trucks', '/shared-trucks'],
      ['Micro-Warehouse', '/micro-warehouse'],
      ['Alerts', '/alerts'],
      ['Billing', '/billing'],
      ['Profile Settings', '/profile'],
    ]) {
      expect(nav.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(nav.getByRole('link', { name: 'LogiSaathi' })).toHaveAttribute('href', '/dashboard');
    // The account menu's code loads on demand.
    expect(await nav.findByRole('button', { name: 'Account menu for Asha Verma' })).toBeInTheDocument();
    for (const gone of ['Home', 'How It Works', 'Sign In', 'Sign Up']) {
      expect(nav.queryByRole('link', { name: gone })).not.toBeInTheDocument();
    }
  });

  it('shows a member only the pages their role may use (issue 37)', async () => {
    renderWithProviders(<TopNav />, { user: { ...asha, memberRole: 'accountant' }, route: '/dashboard' });
    const nav = within(mainNav());
    expect(await nav.findByRole('link', { name: 'Billing' })).toHaveAttribute('href', '/billing');
    for (const gone of ['Add Delivery', 'Team', 'Shared Trucks']) {
      expect(nav.queryByRole('link', { name: gone })).not.toBeInTheDocument();
    }
  });

  it('shows a dispatcher booking but not billing, and an owner the Team page', async () => {
    const { unmount } = renderWithProviders(<TopNav />, {
      user: { ...asha, memberRole: 'dispatcher' },
      route: '/dashboard',
    });
    const nav = within(mainNav());
    expect(await nav.findByRole('link', { name: 'Add Delivery' })).toBeInTheDocument();
    expect(nav.queryByRole('link', { name: 'Billing' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<TopNav />, { user: asha, route: '/dashboard' });
    expect(await within(mainNav()).findByRole('link', { name: 'Team' })).toHaveAttribute('href', '/team');
  });

  it('greets the user by name in the mobile menu', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopNav />, { user: asha, route: '/dashboard' });
    await within(mainNav()).findByRole('link', { name: 'Dashboard' });

    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    const menu = within(mobileMenu());
    expect(menu.getByText('Welcome, Asha Verma')).toBeInTheDocument();
    expect(menu.getByRole('link', { name: 'Shared Trucks' })).toHaveAttribute('href', '/shared-trucks');
    expect(menu.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('closes the mobile menu when a link is chosen', async () => {
    const user = userEvent.setup();
    renderWithProviders(<TopNav />, {
      user: asha,
      route: '/dashboard',
      routes: [{ path: '/alerts', element: page('Alerts') }],
    });
    await within(mainNav()).findByRole('link', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(mobileMenu()).getByRole('link', { name: 'Alerts' }));

    expect(screen.getByRole('heading', { name: 'Alerts page' })).toBeInTheDocument();
    expect(screen.queryByText('Welcome, Asha Verma')).not.toBeInTheDocument();
  });

  it('logs out from the mobile menu: calls the server, signs out and goes home', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(
      <>
        <TopNav />
        {page('Dashboard')}
      </>,
      {
        user: asha,
        route: '/dashboard',
        path: '/dashboard',
        routes: [
          {
            path: '/',
            element: (
              <>
                <TopNav />
                {page('Landing')}
              </>
            ),
          },
        ],
      },
    );
    await within(mainNav()).findByRole('link', { name: 'Dashboard' });
    await user.click(screen.getByRole('button', { name: 'Open menu' }));

    await user.click(within(mobileMenu()).getByRole('button', { name: 'Logout' }));

    expect(await screen.findByRole('heading', { name: 'Landing page' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/logout')).toHaveLength(1);
    expect(within(mainNav()).getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
  });
});

describe('TopNav in Hindi', () => {
  it('names every page and control in Hindi, with the same destinations', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderWithProviders(<TopNav />, { user: makeUser({ name: 'Asha Verma' }), route: '/dashboard' });

    const nav = within(await screen.findByRole('navigation', { name: 'मुख्य' }));
    for (const [name, href] of [
      ['डैशबोर्ड', '/dashboard'],
      ['डिलीवरी जोड़ें', '/add-delivery'],
      ['शेयर्ड ट्रक', '/shared-trucks'],
      ['माइक्रो-वेयरहाउस', '/micro-warehouse'],
      ['बिलिंग', '/billing'],
      ['प्रोफ़ाइल सेटिंग्स', '/profile'],
    ]) {
      expect(await nav.findByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(screen.getByRole('group', { name: 'भाषा' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    expect(within(mobileMenu()).getByText('नमस्ते, Asha Verma')).toBeInTheDocument();
    expect(within(mobileMenu()).getByRole('button', { name: 'लॉग आउट' })).toBeInTheDocument();
  });
});
