import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { MyTrucksPanel } from './my-trucks-panel';

const outgoing = (status: string) => ({
  id: 'req-1',
  status,
  weightKg: 40,
  pickup: 'Okhla',
  drop: 'Bawana',
  quotedInr: 700,
  standaloneInr: 1000,
  createdAt: '2026-11-25T08:00:00.000Z',
  truck: {
    id: 'trk-1',
    company: 'Sharma Transport',
    truckType: 'Tata 407',
    route: 'Okhla → Bawana',
    departure: 'Tomorrow 9-12',
    isDemo: false,
  },
  contact: null,
});

describe('MyTrucksPanel', () => {
  it('lets the requester withdraw a waiting slot request', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<MyTrucksPanel />, {
      user: makeUser(),
      api: {
        'GET /api/shared-trucks/requests': {
          body: { success: true, data: { myTrucks: [], incoming: [], outgoing: [outgoing('pending')] } },
        },
        'POST /api/shared-trucks/requests/:id/withdraw': {
          body: { success: true, data: { request: outgoing('withdrawn') } },
        },
      },
    });
    await user.click(
      await screen.findByRole('button', { name: "Withdraw request on Sharma Transport's truck" }),
    );
    expect(server.callsTo('POST /api/shared-trucks/requests/:id/withdraw')).toHaveLength(1);
    expect(server.callsTo('POST /api/shared-trucks/requests/:id/withdraw')[0]?.params).toEqual({
      id: 'req-1',
    });
  });

  it('offers no withdrawal once a request is over', async () => {
    renderWithProviders(<MyTrucksPanel />, {
      user: makeUser(),
      api: {
        'GET /api/shared-trucks/requests': {
          body: { success: true, data: { myTrucks: [], incoming: [], outgoing: [outgoing('declined')] } },
        },
      },
    });
    expect(await screen.findByText('declined')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  });
});
