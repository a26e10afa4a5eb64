/*
 * The dashboard in Hindi (issue 17): statistics with Indian digit grouping (and a zero that reads right), the
 * Pay Now alert, the recent deliveries' statuses and packages, and the shipment lookup.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advance, fakeClockUserEvent, useFakeClock } from '@/test/clock';
import { makeDelivery, makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { useAlerts } from '@/lib/alerts';
import { DashboardGreeting } from './dashboard-greeting';
import { QuickActions } from './quick-actions';
import { RecentDeliveries } from './recent-deliveries';
import { StatCards } from './stat-cards';
import { TrackById } from './track-by-id';

const NOW = new Date('2025-03-05T06:30:00.000Z'); // 12:00 IST, a Wednesday

function AlertFeed() {
  const { alerts } = useAlerts();
  return (
    <ul aria-label="alert feed">
      {alerts.map((a) => (
        <li key={a.id}>
          {a.title}: {a.message}
        </li>
      ))}
    </ul>
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;

describe('the dashboard in Hindi', () => {
  it('counts with Indian grouping, shows zero as 0 and pays in Hindi', async () => {
    await inHindi();
    useFakeClock(NOW);
    const user = userEvent.setup(fakeClockUserEvent);
    renderWithProviders(
      <>
        <StatCards total={123_456} active={0} completed={1} paymentsInr={1_234_567} payableCount={1} />
        <AlertFeed />
      </>,
      { user: makeUser() },
    );

    const stats = screen.getByRole('region', { name: 'डिलीवरी के आँकड़े' });
    expect(
      within(stats)
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['कुल डिलीवरी', 'चालू डिलीवरी', 'पूरी हुई', 'कुल भुगतान']);
    expect(card('कुल डिलीवरी')).toHaveTextContent(/^कुल डिलीवरी1,23,456$/);
    expect(card('चालू डिलीवरी')).toHaveTextContent(/^चालू डिलीवरी0$/);
    expect(card('कुल भुगतान')).toHaveTextContent('₹12,34,567');

    await user.click(screen.getByRole('button', { name: 'अभी भुगतान करें' }));
    expect(screen.getByRole('button', { name: 'हो रहा है...' })).toBeDisabled();
    await advance(1_500);
    expect(within(screen.getByRole('list', { name: 'alert feed' })).getByRole('listitem')).toHaveTextContent(
      'भुगतान हो गया: 1 डिलीवरी का भुगतान हो गया।',
    );
  });

  it('greets in Hindi with the IST date in Hindi, and offers the quick actions', async () => {
    await inHindi();
    useFakeClock(NOW);
    renderWithProviders(
      <>
        <DashboardGreeting name="Asha" />
        <QuickActions />
      </>,
    );

    expect(screen.getByRole('heading', { name: 'फिर से स्वागत है, Asha!' })).toBeInTheDocument();
    expect(screen.getByLabelText('भारत का मौजूदा समय')).toHaveTextContent('12:00:00 pmबुधवार, 5 मार्च 2025');
    expect(screen.getByRole('link', { name: /^नई डिलीवरी जोड़ें/ })).toHaveAttribute('href', '/add-delivery');
  });

  it('lists recent deliveries with Hindi statuses, package types and dates', async () => {
    await inHindi();
    renderWithProviders(
      <RecentDeliveries
        deliveries={[
          makeDelivery({
            deliveryId: 'LS7K2P9Q',
            createdAt: '2025-03-01T04:05:00.000Z',
            package: {
              type: 'Electronics',
              name: null,
              weight: 12,
              dimensions: null,
              specialInstructions: '',
            },
            status: { current: 'Out for Delivery', history: [] },
          }),
          makeDelivery({ deliveryId: 'LSDONE0001', status: { current: 'Delivered', history: [] } }),
        ]}
        now={NOW}
        onRefresh={() => {}}
        isRefreshing={false}
      />,
    );

    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['शिपमेंट ID', 'रूट', 'पैकेज', 'स्थिति', 'बनाने का समय']);
    const [first, second] = within(table).getAllByRole('row').slice(1);
    const cells = within(first!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells[2]).toBe('इलेक्ट्रॉनिक्स · 12 किलो');
    expect(cells[3]).toBe('डिलीवरी के लिए निकली');
    expect(cells[4]).toBe('1 मार्च 2025, 9:35 am');
    expect(within(second!).getAllByRole('cell')[3]).toHaveTextContent('डिलीवर हो गई');
    expect(screen.getByRole('button', { name: 'रीफ़्रेश करें' })).toBeEnabled();
    expect(within(table).getByRole('button', { name: 'शिपमेंट ID LS7K2P9Q कॉपी करें' })).toBeInTheDocument();
  });

  it('says there are no deliveries yet in Hindi', async () => {
    await inHindi();
    renderWithProviders(
      <RecentDeliveries deliveries={[]} now={NOW} onRefresh={() => {}} isRefreshing={false} />,
    );
    expect(screen.getByText('अभी कोई डिलीवरी नहीं है। अपनी पहली डिलीवरी जोड़कर शुरुआत करें!')).toBeInTheDocument();
  });

  it('looks a shipment up in Hindi and shows its status', async () => {
    await inHindi();
    const user = userEvent.setup();
    const delivery = makeDelivery({
      deliveryId: 'LS7K2P9Q',
      status: { current: 'In Transit', history: [] },
      schedule: { pickupDate: '2025-03-05', deliveryDate: '2025-03-05', preferredTimeSlot: '12-15' },
    });
    renderWithProviders(<TrackById now={NOW} />, {
      user: makeUser(),
      api: { 'GET /api/deliveries/by-delivery-id/:id': { body: { success: true, data: { delivery } } } },
    });

    await user.click(screen.getByRole('button', { name: 'खोलें' }));
    await user.click(screen.getByRole('button', { name: 'ट्रैक करें' }));
    expect(screen.getByRole('alert')).toHaveTextContent(/^कृपया शिपमेंट ID डालें$/);

    await user.type(screen.getByRole('textbox', { name: 'शिपमेंट ID' }), 'LS7K2P9Q');
    await user.click(screen.getByRole('button', { name: 'ट्रैक करें' }));
    const result = await screen.findByTestId('track-result');
    expect(result).toHaveTextContent('शिपमेंटLS7K2P9Qस्थितिरास्ते में');
  });
});
