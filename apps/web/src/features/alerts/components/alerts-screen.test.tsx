import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AppAlert } from '@/lib/alerts';
import type { FakeRoutes } from '@/test/fake-server';
import { makeAlert, makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { AlertsScreen } from './alerts-screen';

function seedAlerts() {
  const server: AppAlert[] = [
    makeAlert({
      id: 'alt_delay',
      type: 'delay',
      title: 'Truck delayed at Okhla',
      message: 'Heavy traffic on the Outer Ring Road.',
      priority: 'high',
      status: 'active',
      shipmentId: 'LS7K2P9Q',
      route: 'Okhla → Karol Bagh',
      time: '2025-03-01T06:00:00.000Z',
    }),
    makeAlert({
      id: 'alt_done',
      type: 'success',
      title: 'Delivery completed',
      message: 'Delivered to Karol Bagh.',
      priority: 'low',
      status: 'completed',
      read: true,
      time: '2025-02-28T06:00:00.000Z',
    }),
    makeAlert({
      id: 'alt_rain',
      type: 'warning',
      title: 'Heavy rain expected',
      message: 'Expect slow traffic in Bawana this evening.',
      priority: 'high',
      status: 'pending',
      time: '2025-02-27T06:00:00.000Z',
    }),
  ];
  // Raised earlier in this browser by Pay Now, so it has a timestamp id and lives only in local storage.
  const local: AppAlert[] = [
    makeAlert({
      id: 1_740_700_000_000,
      type: 'success',
      title: 'Payment Successful',
      message: 'Processed payments for 3 deliveries.',
      priority: 'low',
      status: 'completed',
      time: '2025-02-26T06:00:00.000Z',
    }),
  ];
  return { server, local };
}

/** GET /api/alerts answers from a list that the read, archive and delete calls change, like the real API. */
function alertsApi(alerts: AppAlert[]): FakeRoutes {
  const list = [...alerts];
  const drop = (id: string) =>
    list.splice(
      list.findIndex((a) => a.id === id),
      1,
    );
  return {
    'GET /api/alerts': () => ({ body: { success: true, data: { alerts: list } } }),
    'PUT /api/alerts/:id/read': ({ params }) => {
      const alert = list.find((a) => a.id === params.id);
      if (alert) alert.read = true;
      return { body: { success: true } };
    },
    'PUT /api/alerts/:id/archive': ({ params }) => (drop(params.id!), { body: { success: true } }),
    'DELETE /api/alerts/:id': ({ params }) => (drop(params.id!), { body: { success: true } }),
  };
}

async function renderScreen() {
  const { server, local } = seedAlerts();
  const result = renderWithProviders(<AlertsScreen />, {
    user: makeUser(),
    localAlerts: local,
    api: alertsApi(server),
  });
  // The first render of a file waits for the session check and both alert sources; slow on a busy machine.
  await screen.findByRole('button', { name: /^Unread\s*Truck delayed at Okhla/ }, { timeout: 5000 });
  return result;
}

const tab = (name: RegExp) => screen.getByRole('tab', { name });
/** The expand button of an alert (its name starts with the title, after 'Unread' while unread). */
const toggleOf = (title: string) =>
  screen.getByRole('button', { name: new RegExp(`^(Unread)?\\s*${title}`) });
/** Titles of the alerts listed, in the order shown. */
const listedTitles = () =>
  within(screen.getByRole('region', { name: 'Alert list' }))
    .queryAllByRole('listitem')
    .map((item) => within(item).getAllByRole('button')[0]?.querySelector('.truncate')?.textContent);
const summary = (label: string) =>
  within(screen.getByRole('complementary', { name: 'Alert Summary' })).getByText(label).nextElementSibling
    ?.textContent;

describe('AlertsScreen', () => {
  it('counts alerts per tab and in the summary', async () => {
    await renderScreen();

    expect(screen.getByRole('heading', { name: 'Alerts & Notifications' })).toBeInTheDocument();
    expect(tab(/^All Alerts/)).toHaveTextContent('All Alerts (4)');
    expect(tab(/^Unread/)).toHaveTextContent('Unread (3)');
    expect(tab(/^High Priority/)).toHaveTextContent('High Priority (2)');
    expect(tab(/^Active/)).toHaveTextContent('Active (1)');
    expect(tab(/^Completed/)).toHaveTextContent('Completed (2)');
    expect(summary('Active Alerts')).toBe('1');
    expect(summary('Unread')).toBe('3');
    expect(summary('High Priority')).toBe('2');
    expect(summary('Resolved')).toBe('2');
  });

  it('shows only the alerts of the chosen tab', async () => {
    const user = userEvent.setup();
    await renderScreen();
    // Newest first.
    expect(listedTitles()).toEqual([
      'Truck delayed at Okhla',
      'Delivery completed',
      'Heavy rain expected',
      'Payment Successful',
    ]);

    await user.click(tab(/^High Priority/));

    expect(tab(/^High Priority/)).toHaveAttribute('aria-selected', 'true');
    expect(listedTitles()).toEqual(['Truck delayed at Okhla', 'Heavy rain expected']);

    await user.click(tab(/^Completed/));
    expect(listedTitles()).toEqual(['Delivery completed', 'Payment Successful']);
  });

  it.each([
    { query: 'okhla', titles: ['Truck delayed at Okhla'] },
    { query: 'BAWANA', titles: ['Heavy rain expected'] },
    { query: 'ls7k2p9q', titles: ['Truck delayed at Okhla'] },
    { query: 'karol bagh', titles: ['Truck delayed at Okhla', 'Delivery completed'] },
  ])('search "$query" matches titles, messages, shipment ids and routes', async ({ query, titles }) => {
    const user = userEvent.setup();
    await renderScreen();

    await user.type(screen.getByRole('searchbox', { name: 'Search alerts' }), query);

    expect(listedTitles()).toEqual(titles);
  });

  it('expanding an alert shows its details and marks it read', async () => {
    const user = userEvent.setup();
    const { server } = await renderScreen();
    const toggle = toggleOf('Truck delayed at Okhla');
    expect(within(toggle).getByLabelText('Unread')).toBeInTheDocument();

    await user.click(toggle);

    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Heavy traffic on the Outer Ring Road.')).toBeInTheDocument();
    expect(screen.getByText('LS7K2P9Q')).toBeInTheDocument();
    expect(tab(/^Unread/)).toHaveTextContent('Unread (2)');
    expect(summary('Unread')).toBe('2');
    expect(within(toggle).queryByLabelText('Unread')).not.toBeInTheDocument();
    expect(server.callsTo('PUT /api/alerts/:id/read')[0]?.path).toBe('/api/alerts/alt_delay/read');

    // Still read once the list has been fetched again from the server.
    await expect.poll(() => server.callsTo('GET /api/alerts').length).toBe(2);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Heavy traffic on the Outer Ring Road.')).not.toBeInTheDocument();
    expect(tab(/^Unread/)).toHaveTextContent('Unread (2)');
  });

  it('expanding an alert raised in this browser marks it read without a server call', async () => {
    const user = userEvent.setup();
    const { server } = await renderScreen();

    await user.click(toggleOf('Payment Successful'));

    expect(screen.getByText('Processed payments for 3 deliveries.')).toBeInTheDocument();
    expect(tab(/^Unread/)).toHaveTextContent('Unread (2)');
    expect(server.callsTo('PUT /api/alerts/:id/read')).toHaveLength(0);
  });

  it.each(['Archive', 'Delete'])('%s removes the alert from the list and the counts', async (action) => {
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Actions for Truck delayed at Okhla' }));
    await user.click(await screen.findByRole('menuitem', { name: action }));

    expect(
      screen.queryByRole('button', { name: /^(Unread)?\s*Truck delayed at Okhla/ }),
    ).not.toBeInTheDocument();
    expect(tab(/^All Alerts/)).toHaveTextContent('All Alerts (3)');
    expect(tab(/^High Priority/)).toHaveTextContent('High Priority (1)');
    expect(summary('Active Alerts')).toBe('0');
  });

  it('Delete removes an alert raised in this browser', async () => {
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Actions for Payment Successful' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Delete' }));

    expect(screen.queryByRole('button', { name: /^(Unread)?\s*Payment Successful/ })).not.toBeInTheDocument();
    expect(tab(/^Completed/)).toHaveTextContent('Completed (1)');
  });

  it('View in the menu expands the alert', async () => {
    const user = userEvent.setup();
    await renderScreen();

    await user.click(screen.getByRole('button', { name: 'Actions for Heavy rain expected' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View' }));

    expect(screen.getByText('Expect slow traffic in Bawana this evening.')).toBeInTheDocument();
    expect(tab(/^Unread/)).toHaveTextContent('Unread (2)');
  });

  it('shows an empty state whose Reset Filters brings every alert back', async () => {
    const user = userEvent.setup();
    await renderScreen();
    await user.click(tab(/^Active/));
    await user.type(screen.getByRole('searchbox', { name: 'Search alerts' }), 'bawana');

    expect(screen.getByText('No alerts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your filters or search terms')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Reset Filters' }));

    expect(screen.queryByText('No alerts found')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search alerts' })).toHaveValue('');
    expect(tab(/^All Alerts/)).toHaveAttribute('aria-selected', 'true');
    expect(listedTitles()).toHaveLength(4);
  });

  it('shows the empty state when there are no alerts at all', async () => {
    const { server } = renderWithProviders(<AlertsScreen />, { user: makeUser() });
    await expect.poll(() => server.callsTo('GET /api/alerts').length).toBe(1);

    expect(await screen.findByText('No alerts found')).toBeInTheDocument();
    expect(tab(/^All Alerts/)).toHaveTextContent('All Alerts (0)');
  });
});
