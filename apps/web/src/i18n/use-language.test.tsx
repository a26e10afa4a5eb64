import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STORAGE_KEYS } from '@logisaathi/domain';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useSession } from '@/lib/session';
import { makeUser } from '@/test/factories';
import { renderWithProviders } from '@/test/render';
import { i18n } from './i18n';
import { adoptProfileLanguage } from './use-language';

const hindiProfile = () => ({
  token: 'access-token-2',
  refreshToken: 'refresh-token-abcdef0123456789',
  user: makeUser({ language: 'hi' }),
});

/** Signs in the way the sign-in form does, with an account whose profile keeps Hindi. */
function SignInButton() {
  const { signIn } = useSession();
  return (
    <button type="button" onClick={() => signIn(hindiProfile())}>
      Sign in
    </button>
  );
}

describe('the language and the profile', () => {
  it('saves a switch to the signed-in user’s profile', async () => {
    const { server } = renderWithProviders(<LanguageSwitch />, {
      user: makeUser(),
      api: { 'PUT /api/users/profile': { body: { success: true, data: {} } } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'हिंदी' }));
    await waitFor(() => expect(server.callsTo('PUT /api/users/profile')).toHaveLength(1));
    expect(server.callsTo('PUT /api/users/profile')[0]?.body).toEqual({ language: 'hi' });
    expect(document.documentElement.lang).toBe('hi');
  });

  it('saves nothing for a visitor who is not signed in', async () => {
    const { server } = renderWithProviders(<LanguageSwitch />);
    await userEvent.click(screen.getByRole('button', { name: 'हिंदी' }));
    await waitFor(() => expect(document.documentElement.lang).toBe('hi'));
    expect(server.callsTo('PUT /api/users/profile')).toHaveLength(0);
  });

  it('takes the profile’s language at sign-in on a browser where none was chosen', async () => {
    renderWithProviders(<SignInButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(i18n.language).toBe('hi'));
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('hi');
  });

  it('keeps the language chosen in this browser at sign-in', async () => {
    localStorage.setItem(STORAGE_KEYS.language, 'en');
    await adoptProfileLanguage('hi');
    expect(i18n.language).toBe('en');
    localStorage.removeItem(STORAGE_KEYS.language);
    await adoptProfileLanguage('hi');
    expect(i18n.language).toBe('hi');
  });
});
