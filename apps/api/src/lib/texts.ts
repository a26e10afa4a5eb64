/*
 * The API's texts in the caller's language. Texts the API and the domain write are English and are looked up in
 * the Hindi catalog by their English text (packages/domain/src/i18n) where they leave the server: error
 * envelopes, success messages, alerts as they are read, e-mails and notifications as they are written.
 */
import { translateText, type Language } from '@logisaathi/domain';
import { HINDI_TEXTS } from '@logisaathi/domain/i18n/hi';

/** An English text of the API or the domain in `language`; texts the catalog does not know stay as they are. */
export function textIn(language: Language, text: string): string {
  return language === 'hi' ? translateText(text, HINDI_TEXTS) : text;
}
