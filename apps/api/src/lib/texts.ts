/*
 * The API's texts in the caller's language, written where they leave the server: error envelopes, success
 * messages, alerts as they are read, e-mails and notifications as they are written.
 * - A keyed sentence (`serverText(key, params)`, packages/domain/src/i18n/server) is written by the language's
 *   catalog from its parameters.
 * - A fixed text (a string) is its own key: English as it is, Hindi from the exact tables
 *   (packages/domain/src/i18n/hi). Texts the catalog does not know stay as they are.
 */
import {
  englishText,
  isKeyedText,
  serverText,
  translateText,
  type KeyedText,
  type Language,
} from '@logisaathi/domain';
import { HINDI_TEXTS, hindiServerText } from '@logisaathi/domain/i18n/hi';

export { isKeyedText, serverText };

/** What the API hands on as a text: a fixed English text or a keyed sentence. */
export type ApiText = string | KeyedText;

/** A text of the API or the domain in `language`. */
export function textIn(language: Language, text: ApiText): string {
  if (isKeyedText(text)) return language === 'hi' ? hindiServerText(text) : englishText(text);
  return language === 'hi' ? translateText(text, HINDI_TEXTS) : text;
}

/** The English of a text (what is stored in English columns and logged). */
export const englishOf = (text: ApiText): string => (isKeyedText(text) ? englishText(text) : text);
