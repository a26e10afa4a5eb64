import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { emptyWizardForm, type WizardForm } from './use-add-delivery-wizard';
import { CONFIRM_PIN_MESSAGE, usePinConfirmationErrors } from './use-pin-confirmation';

const ROUGH = 'Gali 4, Sangam Vihar, New Delhi 110080';
const EXACT = 'Plot 12, Okhla Industrial Area Phase 2, New Delhi';

function Errors({ form }: { form: WizardForm }) {
  const errors = usePinConfirmationErrors(form);
  return <output aria-label="errors">{JSON.stringify(errors)}</output>;
}

const resolveRoute = {
  'GET /api/places/resolve': ({ query }: { query: Record<string, string> }) => ({
    body: {
      success: true,
      data: {
        resolved: {
          lat: 28.5,
          lon: 77.25,
          displayName: query.q ?? '',
          confidence: query.q === EXACT ? 0.85 : 0.6,
          precision: query.q === EXACT ? null : 'pincode',
          needsConfirmation: query.q !== EXACT,
          digipin: null,
          near: null,
        },
      },
    },
  }),
};

describe('usePinConfirmationErrors', () => {
  it('holds step 1 on a roughly placed address until its pin is confirmed', async () => {
    renderWithProviders(
      <Errors form={{ ...emptyWizardForm(), pickupAddress: ROUGH, deliveryAddress: EXACT }} />,
      { user: makeUser(), api: resolveRoute },
    );
    expect(
      await screen.findByText(JSON.stringify({ pickupAddress: CONFIRM_PIN_MESSAGE }), {}, { timeout: 3000 }),
    ).toBeInTheDocument();
  });

  it('does not ask for a saved place or an address carrying a DIGIPIN', async () => {
    const CONTROL = 'Gali 9, Sangam Vihar, New Delhi 110080';
    const { server } = renderWithProviders(
      <>
        <Errors
          form={{
            ...emptyWizardForm(),
            pickupAddress: ROUGH,
            pickupPlace: { id: 'p1', label: 'Godown', lat: 28.5, lon: 77.25 },
            deliveryAddress: `${ROUGH}, DIGIPIN 39J-49L-L8T4`,
          }}
        />
        {/* Asked in the same render: once its answer is in, any question the form above asked is in too. */}
        <Errors form={{ ...emptyWizardForm(), deliveryAddress: CONTROL }} />
      </>,
      { user: makeUser(), api: resolveRoute },
    );
    await screen.findByText(JSON.stringify({ deliveryAddress: CONFIRM_PIN_MESSAGE }), {}, { timeout: 3000 });
    expect(screen.getByText('{}')).toBeInTheDocument();
    const asked = server.callsTo('GET /api/places/resolve').map((c) => c.query.q);
    expect(asked).toEqual([CONTROL]);
  });
});
