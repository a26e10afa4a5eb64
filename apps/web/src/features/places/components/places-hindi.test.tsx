import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Place } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { PlacesScreen } from './places-screen';

const GODOWN: Place = {
  id: 'pl_1',
  label: 'Main godown',
  address: 'Plot 12, Okhla Phase 2, New Delhi',
  contactName: 'Ravi',
  contactPhone: '9876543210',
  lat: 28.53,
  lon: 77.27,
  digipin: '39J-438-TJC7',
  near: 'Okhla Phase 2',
  createdAt: '2025-03-01T06:00:00.000Z',
  updatedAt: '2025-03-01T06:00:00.000Z',
};

function renderPlaces(places: Place[]) {
  return renderWithProviders(<PlacesScreen />, {
    route: '/places',
    user: makeUser(),
    api: { 'GET /api/places': { body: { success: true, data: { places } } } },
  });
}

describe('saved places in Hindi', () => {
  it('lists the places with Hindi labels and actions; names and addresses stay as written', async () => {
    await inHindi();
    renderPlaces([GODOWN]);

    expect(screen.getByRole('heading', { name: 'सेव की गई जगहें' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'सेव की गई जगहें' });
    expect(within(list).getByRole('heading', { name: 'Main godown' })).toBeInTheDocument();
    expect(within(list).getByText('Plot 12, Okhla Phase 2, New Delhi')).toBeInTheDocument();
    expect(within(list).getByText('Okhla Phase 2 के पास')).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Main godown बदलें' })).toBeInTheDocument();
    expect(within(list).getByRole('button', { name: 'Main godown हटाएँ' })).toBeInTheDocument();
  });

  it('says there are none yet, and checks a new place in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderPlaces([]);

    expect(await screen.findByText(/अभी कोई जगह सेव नहीं है/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'जगह जोड़ें' }));
    const form = screen.getByRole('form', { name: 'जगह जोड़ें' });
    await user.type(within(form).getByLabelText('पूरा पता'), 'Okhla');
    await user.click(within(form).getByRole('button', { name: 'जगह सेव करें' }));

    expect(within(form).getByLabelText('नाम')).toHaveAccessibleDescription('नाम ज़रूरी है');
    expect(within(form).getByLabelText('पूरा पता')).toHaveAccessibleDescription(
      'पता कम से कम 10 अक्षर का होना चाहिए',
    );
    expect(server.callsTo('POST /api/places')).toHaveLength(0);
  });
});
