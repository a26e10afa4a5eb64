import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Place } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import type { PickedPlace } from '../../hooks/use-add-delivery-wizard';
import { PlaceAddressField } from './place-address-field';

const GODOWN: Place = {
  id: '6f1d1f9e-0000-4000-8000-000000000001',
  label: 'Main godown',
  address: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi',
  contactName: null,
  contactPhone: null,
  lat: 28.622788,
  lon: 77.213033,
  digipin: '39J-49L-L8T4',
  near: 'Connaught Place, Delhi',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const ROUGH = 'Gali 4, Sangam Vihar, New Delhi 110080';

function Harness() {
  const [value, setValue] = useState('');
  const [place, setPlace] = useState<PickedPlace | undefined>();
  return (
    <>
      <PlaceAddressField
        label="Pickup Address"
        sideLabel="Pickup"
        placeholder=""
        value={value}
        place={place}
        error={undefined}
        onChange={(address, picked) => {
          setValue(address);
          setPlace(picked);
        }}
        onBlur={() => {}}
      />
      <output aria-label="picked place">{place ? `${place.id} ${place.lat},${place.lon}` : 'none'}</output>
    </>
  );
}

describe('PlaceAddressField', () => {
  it('offers saved places first and books a picked one at its pin', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      user: makeUser(),
      api: {
        'GET /api/places': { body: { success: true, data: { places: [GODOWN] } } },
      },
    });
    const input = await screen.findByRole('combobox', { name: 'Pickup Address' });
    await user.click(input);
    await user.click(await screen.findByRole('option', { name: /Main godown/ }));
    expect(input).toHaveValue(GODOWN.address);
    expect(screen.getByLabelText('picked place')).toHaveTextContent(
      `${GODOWN.id} ${GODOWN.lat},${GODOWN.lon}`,
    );
    expect(screen.getByTestId('digipin')).toHaveTextContent('39J-49L-L8T4');
  });

  it('asks to confirm the pin of a roughly placed address and writes its DIGIPIN into the address', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Harness />, {
      user: makeUser(),
      api: {
        'GET /api/places': { body: { success: true, data: { places: [] } } },
        'GET /api/places/locate': {
          body: { success: true, data: { digipin: null, near: 'Sangam Vihar, Delhi' } },
        },
        'GET /api/places/resolve': ({ query }) => ({
          body: {
            success: true,
            data: {
              resolved: query.q?.includes('DIGIPIN')
                ? null
                : {
                    lat: 28.622788,
                    lon: 77.213033,
                    displayName: 'Delhi, 110080',
                    confidence: 0.6,
                    precision: 'pincode',
                    needsConfirmation: true,
                    digipin: '39J-49L-L8T4',
                    near: 'Sangam Vihar, Delhi',
                  },
            },
          },
        }),
      },
    });
    const input = await screen.findByRole('combobox', { name: 'Pickup Address' });
    await user.type(input, ROUGH);
    const confirm = await screen.findByRole('button', { name: 'Confirm pickup pin' }, { timeout: 3000 });
    expect(screen.getByText(/only roughly \(its pincode area\)/)).toBeInTheDocument();
    await user.click(confirm);
    expect(input).toHaveValue(`${ROUGH}, DIGIPIN 39J-49L-L8T4`);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Confirm pickup pin' })).toBeNull());
  });
});
