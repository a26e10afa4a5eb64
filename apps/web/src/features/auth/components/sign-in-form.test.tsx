import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { deferred, type FakeReply, type FakeRoutes } from '@/test/fake-server';
import { makeAuthResponse } from '@/test/factories';
import { page, renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';

function renderForm(api: FakeRoutes = {}) {
  return renderWithProviders(<SignInForm />, {
    route: '/signin',
    path: '/signin',
    routes: [{ path: '/dashboard', element: page('Dashboard') }],
    api,
  });
}

const submit = () => screen.getByRole('button', { name: 'Sign In' });

async function fill(user: UserEvent, email = 'asha@vermatextiles.in', password = 'secret123') {
  await user.click(screen.getByLabelText('Email'));
  await user.paste(email);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
}

describe('SignInForm', () => {
  it('asks for the email and the password on an empty submit', async () => {
    const user = userEvent.setup();
    const { server } = renderForm();

    await user.click(submit());

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password is required');
    expect(server.callsTo('POST /api/auth/login')).toHaveLength(0);
  });

  it('rejects a malformed email', async () => {
    const user = userEvent.setup();
    renderForm();
    await fill(user, 'asha.vermatextiles.in');

    await user.click(submit());

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is invalid');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
  });

  it('says Signing In... while the request is pending, then opens the dashboard', async () => {
    const user = userEvent.setup();
    const reply = deferred<FakeReply>();
    const { server } = renderForm({ 'POST /api/auth/login': () => reply.promise });
    await fill(user, 'Asha@VermaTextiles.in');

    await user.click(submit());

    expect(await screen.findByRole('button', { name: 'Signing In...' })).toBeDisabled();
    expect(server.callsTo('POST /api/auth/login')[0]?.body).toEqual({
      email: 'asha@vermatextiles.in',
      password: 'secret123',
    });

    reply.resolve({ body: makeAuthResponse() });

    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
  });

  it('remembers the session across browser restarts when Remember me is ticked (the default)', async () => {
    const user = userEvent.setup();
    renderForm({ 'POST /api/auth/login': { body: makeAuthResponse() } });
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).toBeChecked();
    await fill(user);

    await user.click(submit());

    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(localStorage.getItem('refreshToken')).toBe('refresh-token-0123456789abcdef');
    expect(sessionStorage.getItem('refreshToken')).toBeNull();
  });

  it('keeps the session to this browser tab when Remember me is cleared', async () => {
    const user = userEvent.setup();
    renderForm({ 'POST /api/auth/login': { body: makeAuthResponse() } });
    await fill(user);
    await user.click(screen.getByRole('checkbox', { name: 'Remember me' }));

    await user.click(submit());

    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(sessionStorage.getItem('refreshToken')).toBe('refresh-token-0123456789abcdef');
    expect(localStorage.getItem('refreshToken')).toBeNull();
  });

  it("shows the server's message in an alert box", async () => {
    const user = userEvent.setup();
    const { server } = renderForm({
      'POST /api/auth/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password', errors: [] },
      },
    });
    await fill(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(submit()).toBeEnabled();
    // A failed login is not an expired session: no token refresh is attempted.
    expect(server.callsTo('POST /api/auth/refresh-token')).toHaveLength(0);
  });

  it('treats an answer whose body breaks off while being read as a network error', async () => {
    const user = userEvent.setup();
    renderForm();
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(new ReadableStream({ start: (c) => c.error(new Error('')) }), { status: 500 }),
      ),
    );
    await fill(user);

    await user.click(submit());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      /^Network error - Unable to connect to server$/,
    );
  });

  it('clears the previous error when submitting again', async () => {
    const user = userEvent.setup();
    const { server } = renderForm({
      'POST /api/auth/login': {
        status: 401,
        body: { success: false, message: 'Invalid email or password', errors: [] },
      },
    });
    await fill(user);
    await user.click(submit());
    await screen.findByRole('alert');

    const reply = deferred<FakeReply>();
    server.on({ 'POST /api/auth/login': () => reply.promise });
    await user.click(submit());

    await screen.findByRole('button', { name: 'Signing In...' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    reply.resolve({ body: makeAuthResponse() });
    await screen.findByRole('heading', { name: 'Dashboard page' });
  });

  it('links to Forgot password and Sign Up', () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/forgot-password',
    );
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });
});
