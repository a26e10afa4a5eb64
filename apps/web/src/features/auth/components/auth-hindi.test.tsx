import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inHindi } from '@/test/hindi';
import { page, renderWithProviders } from '@/test/render';
import { AuthHeader } from './auth-header';
import { SignInForm } from './sign-in-form';
import { SignUpForm } from './sign-up-form';

function renderSignUp() {
  return renderWithProviders(
    <>
      <AuthHeader />
      <SignUpForm />
    </>,
    { route: '/signup', path: '/signup', routes: [{ path: '/dashboard', element: page('Dashboard') }] },
  );
}

describe('sign up and sign in in Hindi', () => {
  it('switches the sign-up page to Hindi from its own language switch', async () => {
    const user = userEvent.setup();
    renderSignUp();
    const switcher = screen.getByRole('group', { name: 'Language' });
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'हिंदी' }));

    expect(await screen.findByRole('button', { name: 'खाता बनाएँ' })).toBeInTheDocument();
    expect(switcher).toHaveAccessibleName('भाषा');
    expect(screen.getByRole('button', { name: 'हिंदी' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText('पहला नाम')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'होलसेल' })).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('hi');
  });

  it('shows every sign-up validation message in Hindi, next to its field', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderSignUp();

    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));

    for (const [label, message] of [
      ['पहला नाम', 'पहला नाम ज़रूरी है'],
      ['उपनाम', 'उपनाम ज़रूरी है'],
      ['ई-मेल', 'ई-मेल ज़रूरी है'],
      ['पासवर्ड', 'पासवर्ड ज़रूरी है'],
      ['कंपनी', 'कंपनी का नाम ज़रूरी है'],
      ['फ़ोन', 'फ़ोन नंबर ज़रूरी है'],
      ['बिज़नेस का प्रकार', 'बिज़नेस का प्रकार ज़रूरी है'],
    ] as const) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(message);
    }
    expect(server.callsTo('POST /api/auth/register')).toHaveLength(0);
  });

  it('shows length, format and match messages in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderSignUp();

    await user.type(screen.getByLabelText('पहला नाम'), 'A');
    await user.type(screen.getByLabelText('ई-मेल'), 'asha@example');
    await user.type(screen.getByLabelText('पासवर्ड'), '12345');
    await user.type(screen.getByLabelText('पासवर्ड दोबारा लिखें'), '54321');
    await user.type(screen.getByLabelText('फ़ोन'), '98765');
    await user.click(screen.getByRole('button', { name: 'खाता बनाएँ' }));

    expect(screen.getByLabelText('पहला नाम')).toHaveAccessibleDescription(
      'पहला नाम कम से कम 2 अक्षर का होना चाहिए',
    );
    expect(screen.getByLabelText('ई-मेल')).toHaveAccessibleDescription('ई-मेल सही नहीं है');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription(
      'पासवर्ड कम से कम 6 अक्षर का होना चाहिए',
    );
    expect(screen.getByLabelText('फ़ोन')).toHaveAccessibleDescription('10 अंकों का सही मोबाइल नंबर लिखें');
  });

  it('asks for the e-mail and password in Hindi on the sign-in form', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderWithProviders(<SignInForm />, { route: '/signin' });

    expect(screen.getByRole('form', { name: 'साइन इन' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'साइन इन करें' }));

    expect(screen.getByLabelText('ई-मेल')).toHaveAccessibleDescription('ई-मेल ज़रूरी है');
    expect(screen.getByLabelText('पासवर्ड')).toHaveAccessibleDescription('पासवर्ड ज़रूरी है');
    expect(screen.getByLabelText('मुझे याद रखें')).toBeChecked();
    expect(screen.getByRole('link', { name: 'पासवर्ड भूल गए?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'साइन अप करें' })).toHaveAttribute('href', '/signup');
  });
});
