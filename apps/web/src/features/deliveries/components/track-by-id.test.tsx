import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, type FakeReply, type FakeRoutes } from '@/test/fake-server';
import { makeDelivery, makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { TrackById } from './track-by-id';

const NOW = new Date('2025-03-05T06:30:00.000Z'); // 12:00 IST

function renderPanel(api: FakeRoutes = {}) {
  return renderWithProviders(<TrackById now={NOW} />, { user: makeUser(), api });
}

async function open(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.getByRole('textbox', { name: 'Shipment ID' });
}

const notFound: FakeReply = {
  status: 404,
  body: { success: false, message: 'Shipment not found', errors: [] },
};

describe('TrackById', () => {
  it('opens and hides the lookup form', async () => {
    const user = userEvent.setup();
    renderPanel();
    expect(screen.getByRole('heading', { name: 'Track by Shipment ID' })).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Shipment ID' })).not.toBeInTheDocument();

    await open(user);
    expect(screen.getByRole('button', { name: 'Hide' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(screen.queryByRole('textbox', { name: 'Shipment ID' })).not.toBeInTheDocument();
  });

  it.each(['', '   '])(
    "asks for an id when the box holds '%s', without calling the server",
    async (typed) => {
      const user = userEvent.setup();
      const { server } = renderPanel();
      const input = await open(user);
      if (typed) await user.type(input, typed);

      await user.click(screen.getByRole('button', { name: 'Track' }));

      const alert = screen.getByRole('alert');
      expect(alert).toHaveTextContent(/^Please enter a shipment ID$/);
      expect(alert).not.toHaveTextContent('Please check the shipment ID and try again.');
      expect(server.callsTo('GET /api/deliveries/by-delivery-id/:id')).toHaveLength(0);
    },
  );

  it('says the shipment was not found and how to fix it', async () => {
    const user = userEvent.setup();
    const { server } = renderPanel({ 'GET /api/deliveries/by-delivery-id/:id': notFound });
    await user.type(await open(user), 'LS0000XXXX');

    await user.click(screen.getByRole('button', { name: 'Track' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Shipment not found');
    expect(alert).toHaveTextContent('Please check the shipment ID and try again.');
    const [call] = server.callsTo('GET /api/deliveries/by-delivery-id/:id');
    expect(call?.params.id).toBe('LS0000XXXX');
    expect(call?.headers.authorization).toBe('Bearer access-token-1');
  });

  it('shows the delivery it finds, with its status', async () => {
    const user = userEvent.setup();
    const delivery = makeDelivery({
      deliveryId: 'LS7K2P9Q',
      status: { current: 'In Transit', history: [] },
      schedule: { pickupDate: '2025-03-05', deliveryDate: '2025-03-05', preferredTimeSlot: '12-15' },
    });
    renderPanel({
      'GET /api/deliveries/by-delivery-id/:id': { body: { success: true, data: { delivery } } },
    });
    await user.type(await open(user), ' LS7K2P9Q ');

    await user.click(screen.getByRole('button', { name: 'Track' }));

    const result = await screen.findByTestId('track-result');
    expect(within(result).getByText('LS7K2P9Q')).toBeInTheDocument();
    expect(within(result).getByText('In Transit')).toBeInTheDocument();
    expect(result).toHaveTextContent(
      'Plot 12, Okhla Industrial Area Phase 2 → Shop 4, Karol Bagh Market, New Delhi',
    );
    expect(result).toHaveTextContent('2025-03-05, 12-15');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says Tracking... while the lookup runs', async () => {
    const user = userEvent.setup();
    const reply = deferred<FakeReply>();
    renderPanel({ 'GET /api/deliveries/by-delivery-id/:id': () => reply.promise });
    await user.type(await open(user), 'LS7K2P9Q');

    await user.click(screen.getByRole('button', { name: 'Track' }));

    expect(await screen.findByRole('button', { name: 'Tracking...' })).toBeDisabled();
    reply.resolve(notFound);
    expect(await screen.findByRole('button', { name: 'Track' })).toBeEnabled();
  });

  it('Clear empties the box and removes the error', async () => {
    const user = userEvent.setup();
    renderPanel({ 'GET /api/deliveries/by-delivery-id/:id': notFound });
    const input = await open(user);
    await user.type(input, 'LS0000XXXX');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(input).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Clear removes a found result', async () => {
    const user = userEvent.setup();
    const delivery = makeDelivery({ deliveryId: 'LS7K2P9Q' });
    renderPanel({
      'GET /api/deliveries/by-delivery-id/:id': { body: { success: true, data: { delivery } } },
    });
    await user.type(await open(user), 'LS7K2P9Q');
    await user.click(screen.getByRole('button', { name: 'Track' }));
    await screen.findByTestId('track-result');

    await user.click(screen.getByRole('button', { name: 'Clear' }));

    expect(screen.queryByTestId('track-result')).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Shipment ID' })).toHaveValue('');
  });
});
