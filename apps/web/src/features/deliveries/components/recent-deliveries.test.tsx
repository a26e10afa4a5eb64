import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { advance, fakeClockUserEvent, useFakeClock } from '@/test/clock';
import { makeDelivery } from '@/test/factories';
import type { DeliveryDto } from '@logisaathi/domain';
import { RecentDeliveries } from './recent-deliveries';

const NOW = new Date('2025-03-05T06:30:00.000Z'); // 12:00 IST

function renderList(
  deliveries: DeliveryDto[],
  props: Partial<{ onRefresh: () => void; isRefreshing: boolean }> = {},
) {
  return render(
    <RecentDeliveries
      deliveries={deliveries}
      now={NOW}
      onRefresh={props.onRefresh ?? (() => {})}
      isRefreshing={props.isRefreshing ?? false}
    />,
  );
}

const section = () => screen.getByRole('region', { name: 'Recent Deliveries' });
const tableRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cards = () => within(screen.getByRole('list', { name: 'Recent deliveries' })).getAllByRole('listitem');

describe('RecentDeliveries', () => {
  it('lists the 4 latest in a table with the spec columns', () => {
    renderList(Array.from({ length: 6 }, () => makeDelivery()));

    const headers = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['Shipment ID', 'Route', 'Package', 'Status', 'Created Time']);
    expect(tableRows()).toHaveLength(4);
    expect(cards()).toHaveLength(4);
  });

  it('shows a delivery as route, package, status and creation time in IST', () => {
    renderList([
      makeDelivery({
        deliveryId: 'LS7K2P9Q',
        createdAt: '2025-03-01T04:05:00.000Z',
        package: { type: 'Electronics', name: null, weight: 12, dimensions: null, specialInstructions: '' },
        status: { current: 'Out for Delivery', history: [] },
      }),
    ]);

    const cells = within(tableRows()[0]!)
      .getAllByRole('cell')
      .map((c) => c.textContent);
    expect(cells).toEqual([
      'LS7K2P9Q',
      // Each address is cut to 20 characters.
      'Plot 12, Okhla Indus… → Shop 4, Karol Bagh M…',
      'Electronics · 12 kg',
      'Out for Delivery',
      '1 Mar 2025, 9:35 am',
    ]);
  });

  it('shows the projected status of a delivery still marked Scheduled', () => {
    renderList([
      makeDelivery({
        deliveryId: 'LSPAST0001',
        status: { current: 'Scheduled', history: [] },
        schedule: { pickupDate: '2025-03-02', deliveryDate: '2025-03-02', preferredTimeSlot: '12-15' },
      }),
      makeDelivery({
        deliveryId: 'LSNOW00001',
        status: { current: 'Scheduled', history: [] },
        schedule: { pickupDate: '2025-03-05', deliveryDate: '2025-03-05', preferredTimeSlot: '12-15' },
      }),
      makeDelivery({
        deliveryId: 'LSNEXT0001',
        status: { current: 'Scheduled', history: [] },
        schedule: { pickupDate: '2025-03-06', deliveryDate: '2025-03-06', preferredTimeSlot: '9-12' },
      }),
    ]);

    const statuses = tableRows().map((row) => within(row).getAllByRole('cell')[3]?.textContent);
    expect(statuses).toEqual(['Delivered', 'In Transit', 'Scheduled']);
  });

  it('View All shows every delivery and Show Less goes back to 4', async () => {
    const user = userEvent.setup();
    renderList(Array.from({ length: 6 }, () => makeDelivery()));

    await user.click(screen.getByRole('button', { name: 'View All' }));
    expect(tableRows()).toHaveLength(6);
    expect(cards()).toHaveLength(6);

    await user.click(screen.getByRole('button', { name: 'Show Less' }));
    expect(tableRows()).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'View All' })).toBeInTheDocument();
  });

  it('offers no View All when 4 or fewer exist', () => {
    renderList(Array.from({ length: 4 }, () => makeDelivery()));
    expect(tableRows()).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'View All' })).not.toBeInTheDocument();
  });

  it('says how to start when there are no deliveries', () => {
    renderList([]);
    expect(
      within(section()).getByText('No deliveries yet. Start by adding your first delivery!'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('Refresh asks for the list again and says Refreshing... meanwhile', async () => {
    const user = userEvent.setup();
    const onRefresh = vi.fn();
    const { rerender } = renderList([makeDelivery()], { onRefresh });

    await user.click(screen.getByRole('button', { name: 'Refresh' }));
    expect(onRefresh).toHaveBeenCalledTimes(1);

    rerender(<RecentDeliveries deliveries={[makeDelivery()]} now={NOW} onRefresh={onRefresh} isRefreshing />);
    expect(screen.getByRole('button', { name: 'Refreshing...' })).toBeDisabled();
  });

  it('copies a shipment id when it is clicked and says so for 2 seconds', async () => {
    useFakeClock(NOW);
    const user = userEvent.setup(fakeClockUserEvent);
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue();
    renderList([makeDelivery({ deliveryId: 'LS7K2P9Q' })]);

    await user.click(
      within(screen.getByRole('table')).getByRole('button', { name: 'Copy shipment ID LS7K2P9Q' }),
    );

    expect(writeText).toHaveBeenCalledWith('LS7K2P9Q');
    await advance(0); // the clipboard write settles
    expect(within(section()).getByRole('status')).toHaveTextContent('Copied LS7K2P9Q to the clipboard');
    await advance(1_999);
    expect(within(section()).getByRole('status')).toHaveTextContent('Copied LS7K2P9Q to the clipboard');
    await advance(1);
    expect(within(section()).getByRole('status')).toBeEmptyDOMElement();
  });
});
