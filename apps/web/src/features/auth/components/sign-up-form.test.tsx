import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, type FakeReply, type FakeRoutes } from '@/test/fake-server';
import { makeAuthResponse, makeUser } from '@/test/factories';
import { page, renderWithProviders } from '@/test/render';
import { SignUpForm } from './sign-up-form';

function renderForm(api: FakeRoutes = {}) {
  return renderWithProviders(<SignUpForm />, {
    route: '/signup',
    path: '/signup',
    routes: [{ path: '/dashboard', element: page('Dashboard') }],
    api,
  });
}

const submit = () => screen.getByRole('button', { name: 'Create Account' });

/** Fills a box the quick way (one input event); the phone tests type key by key where that matters. */
async function enter(user: UserEvent, label: string, value: string) {
  await user.click(screen.getByLabelText(label));
  await user.paste(value);
}

async function fillValidForm(user: UserEvent) {
  await enter(user, 'First Name', 'Asha');
  await enter(user, 'Last Name', 'Verma');
  await enter(user, 'Email', 'Asha@VermaTextiles.in');
  await enter(user, 'Password', 'secret123');
  await enter(user, 'Confirm Password', 'secret123');
  await enter(user, 'Company', 'Verma Textiles');
  await enter(user, 'Phone', '9876543210');
  await user.selectOptions(screen.getByLabelText('Business Type'), 'Wholesale');
}

describe('SignUpForm validation', () => {
  it('shows every required-field message on an empty submit, next to its field', async () => {
    const user = userEvent.setup();
    const { server } = renderForm();

    await user.click(submit());
    // Validation resolves asynchronously after the click: wait for its first message before reading them all.
    await screen.findByText('First name is required');

    for (const [label, message] of [
      ['First Name', 'First name is required'],
      ['Last Name', 'Last name is required'],
      ['Email', 'Email is required'],
      ['Password', 'Password is required'],
      ['Company', 'Company name is required'],
      ['Phone', 'Phone number is required'],
      ['Business Type', 'Business type is required'],
    ] as const) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAccessibleDescription(message);
      expect(field).toHaveAttribute('aria-invalid', 'true');
    }
    expect(server.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows the length, format and match messages', async () => {
    const user = userEvent.setup();
    renderForm();

    await user.type(screen.getByLabelText('First Name'), 'A');
    await enter(user, 'Last Name', ' V ');
    await enter(user, 'Email', 'asha@example');
    await enter(user, 'Password', '12345');
    await enter(user, 'Confirm Password', '54321');
    await enter(user, 'Company', 'V');
    await enter(user, 'Phone', '98765');
    await user.selectOptions(screen.getByLabelText('Business Type'), 'Retail');
    await user.click(submit());

    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription(
      'First name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription(
      'Last name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription(
      'Password must be at least 6 characters',
    );
    expect(screen.getByLabelText('Company')).toHaveAccessibleDescription(
      'Company name must be at least 2 characters',
    );
    expect(screen.getByLabelText('Phone')).toHaveAccessibleDescription(
      'Enter a valid 10-digit mobile number',
    );
    expect(screen.getByLabelText('Business Type')).not.toHaveAccessibleDescription();
  });

  it('says the passwords do not match once the rest is valid', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillValidForm(user);
    await user.clear(screen.getByLabelText('Confirm Password'));
    await enter(user, 'Confirm Password', 'secret124');

    await user.click(submit());

    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
  });

  it('clears a field error as soon as the field is edited', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(submit());
    expect(screen.getByLabelText('First Name')).toHaveAccessibleDescription('First name is required');

    await user.type(screen.getByLabelText('First Name'), 'As');

    expect(screen.getByLabelText('First Name')).not.toHaveAccessibleDescription();
    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('Last name is required');
  });

  it('shows the +91 prefix beside the phone box', () => {
    renderForm();
    expect(screen.getByLabelText('Phone').parentElement).toHaveTextContent(/^\+91$/);
  });

  it.each([
    { input: 'abc98765-43210', kept: '9876543210', how: 'drops non-digits' },
    { input: '98765432109999', kept: '9876543210', how: 'keeps at most 10 digits' },
  ])('the phone box $how when typed', async ({ input, kept }) => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText('Phone'), input);
    expect(screen.getByLabelText('Phone')).toHaveValue(kept);
  });

  it.each([
    { input: '+91 98765 43210', kept: '9876543210' },
    { input: '919876543210', kept: '9876543210' },
    { input: '(0) 98-76-54', kept: '0987654' },
  ])('the phone box keeps $kept when $input is pasted', async ({ input, kept }) => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByLabelText('Phone'));
    await user.paste(input);
    expect(screen.getByLabelText('Phone')).toHaveValue(kept);
  });

  it('toggles password visibility', async () => {
    const user = userEvent.setup();
    renderForm();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');

    await user.click(screen.getAllByRole('button', { name: 'Show password' })[0]!);

    expect(password).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('links to Sign In', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
  });
});

describe('SignUpForm submit', () => {
  it('says Creating Account... while the request is pending, then signs in and opens the dashboard', async () => {
    const user = userEvent.setup();
    const reply = deferred<FakeReply>();
    const { server } = renderForm({ 'POST /api/auth/register': () => reply.promise });
    await fillValidForm(user);

    await user.click(submit());

    const busy = await screen.findByRole('button', { name: 'Creating Account...' });
    expect(busy).toBeDisabled();
    const [request] = server.callsTo('POST /api/auth/register');
    expect(request?.body).toEqual({
      firstName: 'Asha',
      lastName: 'Verma',
      email: 'asha@vermatextiles.in',
      password: 'secret123',
      company: 'Verma Textiles',
      phone: '9876543210',
      businessType: 'wholesale',
    });

    reply.resolve({ status: 201, body: makeAuthResponse(makeUser()) });

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('access-token-1');
  });

  it("shows the server's message in an alert box above the form and lets the user retry", async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/auth/register': {
        status: 409,
        body: { success: false, message: 'An account with this email already exists', errors: [] },
      },
    });
    await fillValidForm(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists');
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();
  });

  it('shows the first validation message the server sends', async () => {
    const user = userEvent.setup();
    renderForm({
      'POST /api/auth/register': {
        status: 400,
        body: {
          success: false,
          message: 'Phone number is already registered',
          errors: [
            { field: 'phone', msg: 'Phone number is already registered' },
            { field: 'company', msg: 'Company name is already registered' },
          ],
        },
      },
    });
    await fillValidForm(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(/^Phone number is already registered$/);
  });

  it('falls back to the HTTP status message when the server body says nothing (spec section 8)', async () => {
    const user = userEvent.setup();
    renderForm({ 'POST /api/auth/register': { status: 502, body: {} } });
    await fillValidForm(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('HTTP 502: Something went wrong');
  });

  it('treats an answer whose body breaks off while being read as a network error', async () => {
    const user = userEvent.setup();
    renderForm();
    // The answer's body breaks off while being read and the error says nothing.
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new ReadableStream({ start: (c) => c.error(new Error('')) }), { status: 500 }),
      ),
    );
    await fillValidForm(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Network error - Unable to connect to server$/,
    );
  });

  it('shows the network message when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderForm();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await fillValidForm(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Network error - Unable to connect to server');
  });
});
