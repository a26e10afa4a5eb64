import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, DEFAULT_LANGUAGE, type Language } from '@logisaathi/domain';
import { changeLanguage, domainText } from './i18n';

/** The current language and the way to change it; components using it re-render when it changes. */
export function useLanguage(): { language: Language; setLanguage: (language: Language) => Promise<void> } {
  const { i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  const setLanguage = useCallback((next: Language) => changeLanguage(next), []);
  return { language, setLanguage };
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
