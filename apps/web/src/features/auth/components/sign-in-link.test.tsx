import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeAuthResponse } from '@/test/factories';
import { page, renderWithProviders } from '@/test/render';
import { SignInForm } from './sign-in-form';
import { SignInLink } from './sign-in-link';

const LINK_NEEDED =
  'This account is getting many failed sign-ins from elsewhere. To keep it safe, sign in with a link sent to your e-mail.';
const SENT =
  'If an account exists for that email, we have sent a sign-in link. It works once, for 15 minutes.';

describe('sign-in links', () => {
  it('offers an e-mailed link when password sign-in is held back', async () => {
    const user = userEvent.setup();
    const { server } = renderWithProviders(<SignInForm />, {
      route: '/signin',
      path: '/signin',
      api: {
        'POST /api/auth/login': { status: 429, body: { success: false, message: LINK_NEEDED, errors: [] } },
        'POST /api/auth/sign-in-link': { body: { success: true, message: SENT } },
      },
    });
    await user.click(screen.getByLabelText('Email'));
    await user.paste('asha@vermatextiles.in');
    await user.click(screen.getByLabelText('Password'));
    await user.paste('secret123');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText(LINK_NEEDED)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'E-mail me a sign-in link instead' }));

    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    expect(server.callsTo('POST /api/auth/sign-in-link')[0]?.body).toEqual({
      email: 'asha@vermatextiles.in',
    });
  });

  it('uses the link once and opens the dashboard', async () => {
    const { server } = renderWithProviders(<SignInLink token="tok_0123456789abcdefghij" />, {
      route: '/sign-in-link',
      path: '/sign-in-link',
      routes: [{ path: '/dashboard', element: page('Dashboard') }],
      api: { 'POST /api/auth/sign-in-link/verify': { body: makeAuthResponse() } },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard page' })).toBeInTheDocument();
    expect(server.callsTo('POST /api/auth/sign-in-link/verify')).toHaveLength(1);
    expect(server.callsTo('POST /api/auth/sign-in-link/verify')[0]?.body).toEqual({
      token: 'tok_0123456789abcdefghij',
    });
  });

  it('says so when the link is spent or expired', async () => {
    const message = 'This sign-in link is invalid or has expired. Please request a new one.';
    renderWithProviders(<SignInLink token="tok_spent" />, {
      route: '/sign-in-link',
      path: '/sign-in-link',
      api: {
        'POST /api/auth/sign-in-link/verify': { status: 400, body: { success: false, message, errors: [] } },
      },
    });
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toBeInTheDocument();
  });
});
