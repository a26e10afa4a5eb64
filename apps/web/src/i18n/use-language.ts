import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  isLanguage,
  DEFAULT_LANGUAGE,
  STORAGE_KEYS,
  type Language,
  type profileViewResponseSchema,
} from '@logisaathi/domain';
import { api, getToken } from '@/lib/api-client';
import { changeLanguage, currentLanguage, domainText } from './i18n';

/**
 * The choice is also kept in the signed-in user's profile: the server writes their e-mails and alerts in it,
 * and a browser they sign in on later starts in it. A failed save leaves the choice in this browser only.
 */
async function saveToProfile(language: Language): Promise<void> {
  if (!getToken()) return;
  try {
    await api.put<typeof profileViewResponseSchema>('/api/users/profile', { language });
  } catch {
    // kept in this browser; the profile keeps its previous language
  }
}

/** The current language and the way to change it; components using it re-render when it changes. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const setLanguage = useCallback(async (next: Language) => {
    await changeLanguage(next);
    await saveToProfile(next);
  }, []);
  return { language, setLanguage };
}

/**
 * On sign-in: a browser where nobody has chosen a language yet takes the one the user's profile keeps (and
 * remembers it); a choice made in this browser stands.
 */
export async function adoptProfileLanguage(language: Language | undefined): Promise<void> {
  if (!isLanguage(language)) return;
  let hasChoice = false;
  try {
    hasChoice = isLanguage(localStorage.getItem(STORAGE_KEYS.language));
  } catch {
    // storage blocked: nothing was chosen here that could be kept
  }
  if (!hasChoice && language !== currentLanguage()) await changeLanguage(language);
}

/**
 * `text(message)`: a text the domain package owns (validation message, step title, slot or status label) in the
 * current language. Re-renders the caller when the language changes.
 */
export function useDomainText(): (text: string) => string {
  const { i18n } = useTranslation();
  // i18n.language is read so that the returned function changes identity with the language.
  const language = i18n.language;
  return useCallback((text: string) => domainText(text), [language]); // eslint-disable-line react-hooks/exhaustive-deps
}
