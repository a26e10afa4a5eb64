import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlerts } from '@/lib/alerts';
import { advance, fakeClockUserEvent, useFakeClock } from '@/test/clock';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { StatCards } from './stat-cards';

/** Shows the shared alert list, standing in for the bell and the Alerts screen. */
function AlertFeed() {
  const { alerts, unreadCount } = useAlerts();
  return (
    <section aria-label="Alert feed">
      <p>{unreadCount} unread</p>
      <ul>
        {alerts.map((a) => (
          <li key={a.id}>
            <strong>{a.title}</strong> {a.message}
          </li>
        ))}
      </ul>
    </section>
  );
}

function renderCards(payableCount = 3) {
  return renderWithProviders(
    <>
      <StatCards total={5} active={2} completed={2} paymentsInr={123_450} payableCount={payableCount} />
      <AlertFeed />
    </>,
    { user: makeUser() },
  );
}

const card = (title: string) => screen.getByRole('heading', { name: title }).parentElement!;

describe('StatCards', () => {
  it('shows the four statistics, payments in rupees', () => {
    renderCards();

    expect(
      within(screen.getByRole('region', { name: 'Delivery statistics' }))
        .getAllByRole('heading')
        .map((h) => h.textContent),
    ).toEqual(['Total Deliveries', 'Active Delivery', 'Completed', 'Total Payments']);
    expect(card('Total Deliveries')).toHaveTextContent(/^Total Deliveries5$/);
    expect(card('Active Delivery')).toHaveTextContent(/^Active Delivery2$/);
    expect(card('Completed')).toHaveTextContent(/^Completed2$/);
    expect(card('Total Payments')).toHaveTextContent('₹1,23,450');
  });

  it('says what the payment ledger has paid and still due', () => {
    renderWithProviders(
      <StatCards
        total={2}
        active={0}
        completed={2}
        paymentsInr={2_500}
        payableCount={2}
        paidPaise={100_000}
        duePaise={150_050}
      />,
      { user: makeUser() },
    );
    expect(screen.getByTestId('stat-payments-ledger')).toHaveTextContent(
      'Paid ₹1,000 · Due ₹1,500.50 · Pay invoices',
    );
    expect(screen.getByRole('link', { name: 'Pay invoices' })).toHaveAttribute('href', '/billing');
  });

  it('Pay Now waits 1.5 s, then adds a Payment Successful alert, without a server call', async () => {
    useFakeClock();
    const user = userEvent.setup(fakeClockUserEvent);
    const { server } = renderCards(3);
    await advance(0);
    const feed = within(screen.getByRole('region', { name: 'Alert feed' }));
    const callsBefore = server.calls.length;

    await user.click(screen.getByRole('button', { name: 'Pay Now' }));

    expect(screen.getByRole('button', { name: 'Processing...' })).toBeDisabled();
    await advance(1_499);
    expect(feed.queryByText('Payment Successful')).not.toBeInTheDocument();

    await advance(1);
    expect(feed.getByRole('listitem')).toHaveTextContent(
      'Payment Successful Processed payments for 3 deliveries.',
    );
    expect(feed.getByText('1 unread')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
    expect(server.calls.slice(callsBefore)).toEqual([]);
  });

  it('Pay Now is disabled when nothing is payable', () => {
    renderCards(0);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeDisabled();
  });
});
