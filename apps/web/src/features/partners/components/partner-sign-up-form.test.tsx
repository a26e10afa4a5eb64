import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { makeAuthResponse, makeUser } from '@/test/factories';
import type { FakeRoutes } from '@/test/fake-server';
import { page, renderWithProviders } from '@/test/render';
import { PartnerSignUpForm } from './partner-sign-up-form';

function renderForm(api: FakeRoutes = {}) {
  return renderWithProviders(<PartnerSignUpForm />, {
    route: '/signup/partner',
    path: '/signup/partner',
    routes: [{ path: '/partner', element: page('Partner offers') }],
    api,
  });
}

async function enter(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillPerson(user: UserEvent) {
  await enter(user, 'First Name', 'Ravi');
  await enter(user, 'Last Name', 'Yadav');
  await enter(user, 'Phone', '9811122233');
  await enter(user, 'Email', 'ravi@yadavroadlines.in');
  await enter(user, 'Password', 'secret123');
  await enter(user, 'Confirm Password', 'secret123');
}

const submit = () => screen.getByRole('button', { name: 'Create partner account' });

describe('PartnerSignUpForm', () => {
  it('asks whether the partner drives its own truck or runs a fleet, and for every required field', async () => {
    const user = userEvent.setup();
    const { server } = renderForm();
    await user.click(submit());

    expect(await screen.findByText('Choose owner-driver or fleet operator')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription('Phone number is required');
    expect(server.callsTo('POST /api/partners/register')).toHaveLength(0);
  });

  it('needs a business name from a fleet operator and matching passwords', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('radio', { name: /Fleet operator/ }));
    await fillPerson(user);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await enter(user, 'Confirm Password', 'secret124');
    await user.click(submit());

    expect(await screen.findByText('Business name is required for a fleet operator')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('creates an owner-driver account and opens the partner area', async () => {
    const user = userEvent.setup();
    const { server } = renderForm({
      'POST /api/partners/register': {
        status: 201,
        body: makeAuthResponse(makeUser({ role: 'partner', firstName: 'Ravi', name: 'Ravi Yadav' })),
      },
    });
    await user.click(screen.getByRole('radio', { name: /Owner-driver/ }));
    await fillPerson(user);
    await user.click(submit());

    expect(await screen.findByRole('heading', { name: 'Partner offers page' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/partners/register')[0]?.body).toEqual({
      firstName: 'Ravi',
      lastName: 'Yadav',
      email: 'ravi@yadavroadlines.in',
      password: 'secret123',
      phone: '9811122233',
      kind: 'owner_driver',
    });
    expect(localStorage.getItem('token')).toBe('access-token-1');
  });

  it("shows the server's refusal", async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/partners/register': {
        status: 409,
        body: { success: false, message: 'User already exists', errors: [] },
      },
    });
    await user.click(screen.getByRole('radio', { name: /Owner-driver/ }));
    await fillPerson(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('User already exists');
  });
});
