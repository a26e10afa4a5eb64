import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { Vehicle } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import type { FakeRoutes } from '@/test/fake-server';
import { renderWithProviders } from '@/test/render';
import { VehicleForm } from './vehicle-form';

const partner = makeUser({ role: 'partner' });

function savedVehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return {
    id: 'veh_1',
    registrationNumber: 'DL01LAB1234',
    registrationDisplay: 'DL 1L AB 1234',
    bodyType: 'Tata 407',
    payloadKg: 2500,
    body: { lengthCm: 430, widthCm: 190, heightCm: 190 },
    features: ['covered'],
    permits: ['city'],
    isDemo: false,
    online: false,
    receivingOffers: false,
    lastPosition: null,
    driver: null,
    documents: [],
    compliance: { canTakeJobs: false, problems: ['Insurance is missing'] },
    rating: { average: null, count: 0 },
    createdAt: '2026-11-25T06:30:00.000Z',
    ...overrides,
  };
}

function renderForm(api: FakeRoutes = {}) {
  const onSaved = vi.fn();
  const result = renderWithProviders(<VehicleForm onSaved={onSaved} />, { user: partner, api });
  return { ...result, onSaved };
}

async function fillValid(user: UserEvent, registration: string) {
  await user.type(screen.getByLabelText('Registration number'), registration);
  await user.selectOptions(screen.getByLabelText('Body type'), 'Tata 407');
  await user.clear(screen.getByLabelText('Payload (kg)'));
  await user.type(screen.getByLabelText('Payload (kg)'), '2500');
  await user.type(screen.getByLabelText('Length'), '430');
  await user.type(screen.getByLabelText('Width'), '190');
  await user.type(screen.getByLabelText('Height'), '190');
  await user.click(screen.getByLabelText('Covered body'));
  await user.click(screen.getByLabelText('City permit'));
}

describe('VehicleForm', () => {
  it('says what is missing, in the shared schema words, without calling the server', async () => {
    const user = userEvent.setup();
    const { server } = renderForm();
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('Registration number is required')).toBeInTheDocument();
    expect(screen.getByText('Choose the body type from the list')).toBeInTheDocument();
    expect(screen.getByText('Payload must be a number')).toBeInTheDocument();
    expect(screen.getByText('Body length must be a number')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one permit')).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toHaveAccessibleDescription(
      'Registration number is required',
    );
    expect(server.callsTo('POST /api/partners/vehicles')).toHaveLength(0);
  });

  it.each([
    ['XX 12 AB 1234', "'XX' is not an Indian state or union territory code"],
    ['DL 1L AB', 'Enter a registration number like DL 1L AB 1234, HR 55 AB 1234 or 22 BH 1234 AB'],
    [
      '19 BH 1234 AB',
      'A Bharat series number starts with the year of registration, 21 or later (e.g. 22 BH 1234 AB)',
    ],
    ['HR 00 AB 1234', 'The RTO number must be from 1 to 99'],
  ])('refuses the registration number %s', async (typed, message) => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Registration number'), typed);
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });

  it('checks the payload and body size bounds', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.selectOptions(screen.getByLabelText('Body type'), 'Tata 407');
    await user.clear(screen.getByLabelText('Payload (kg)'));
    await user.type(screen.getByLabelText('Payload (kg)'), '50');
    await user.type(screen.getByLabelText('Height'), '1000');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(await screen.findByText('Payload must be at least 100 kg')).toBeInTheDocument();
    expect(screen.getByText('Body height must be at most 450 cm')).toBeInTheDocument();
  });

  it('refuses a refrigerated truck without the Refrigerated feature', async () => {
    const user = userEvent.setup();
    const { server } = renderForm();
    await fillValid(user, 'UP 16 BT 4321');
    await user.selectOptions(screen.getByLabelText('Body type'), 'Refrigerated Truck');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(
      await screen.findByText('A refrigerated truck must have the Refrigerated feature'),
    ).toBeInTheDocument();
    expect(server.callsTo('POST /api/partners/vehicles')).toHaveLength(0);
  });

  it('sends the canonical registration number and hands back the saved vehicle', async () => {
    const user = userEvent.setup();
    const vehicle = savedVehicle();
    const { server, onSaved } = renderForm({
      'POST /api/partners/vehicles': { status: 201, body: { success: true, data: { vehicle } } },
    });
    await fillValid(user, 'dl-1l-ab-1234');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith(vehicle));
    expect(server.callsTo('POST /api/partners/vehicles')[0]?.body).toEqual({
      registrationNumber: 'DL01LAB1234',
      bodyType: 'Tata 407',
      payloadKg: 2500,
      body: { lengthCm: 430, widthCm: 190, heightCm: 190 },
      features: ['covered'],
      permits: ['city'],
    });
  });

  it("puts the server's duplicate refusal under the registration number", async () => {
    const user = userEvent.setup();
    const { onSaved } = renderForm({
      'POST /api/partners/vehicles': {
        status: 409,
        body: {
          success: false,
          message: 'A vehicle with this registration number is already registered',
          errors: [
            {
              field: 'registrationNumber',
              msg: 'A vehicle with this registration number is already registered',
            },
          ],
        },
      },
    });
    await fillValid(user, 'HR 55 AB 1234');
    await user.click(screen.getByRole('button', { name: 'Add vehicle' }));

    expect(
      await screen.findByText('A vehicle with this registration number is already registered'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('Registration number')).toHaveAccessibleDescription(
      'A vehicle with this registration number is already registered',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onSaved).not.toHaveBeenCalled();
  });
});
