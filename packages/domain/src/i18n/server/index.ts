/*
 * The API's keyed sentences (../keyed-text.ts): make one with `serverText(key, params)`, pass it where a text
 * goes (an AppError, an alert, a status note, an e-mail line), and it is written in the reader's language where
 * it leaves the server (apps/api/src/lib/texts.ts). English: ./en.ts; Hindi: ../hi/server.ts.
 *
 * To turn a sentence the API still builds as an English template into a key: add the template to ./en.ts
 * under a new key (same words), its Hindi to ../hi/server.ts (the compiler asks for it), and replace the
 * template at its call site with `serverText(key, params)`. A fixed sentence stays a plain string: it is its own
 * key in the Hindi exact tables.
 */
import type { KeyedText } from '../keyed-text';
import { SERVER_TEXTS_EN } from './en';

export { SERVER_TEXTS_EN };
export type ServerTextKey = keyof typeof SERVER_TEXTS_EN;
export type ServerTextParams<K extends ServerTextKey> = Parameters<(typeof SERVER_TEXTS_EN)[K]>[0];

/** A parameter given as a keyed text itself (a reason the server wrote) is written in the same language. */
type ParamsGiven<P> = {
  readonly [Q in keyof P]: NonNullable<P[Q]> extends string ? P[Q] | KeyedText : P[Q];
};

export type ServerText<K extends ServerTextKey = ServerTextKey> = KeyedText<K>;

/** One of the API's sentences, by key, with its parameters (JSON: it can be stored and written when read). */
export function serverText<K extends ServerTextKey>(
  key: K,
  params: ParamsGiven<ServerTextParams<K>>,
): ServerText<K> {
  return { key, params: params as ServerText['params'] };
}

/** Every language's writer of the API's keyed sentences. */
export type ServerTextTemplates = {
  readonly [K in ServerTextKey]: (params: ServerTextParams<K>) => string;
};

/**
 * A keyed sentence written by `templates`; a parameter that is a keyed sentence itself is written first (an
 * English domain text among the parameters is the templates' own to translate).
 */
export function writeServerText(text: KeyedText, templates: ServerTextTemplates): string {
  const write = templates[text.key as ServerTextKey] as ((params: object) => string) | undefined;
  if (!write) return text.key; // a key this build does not know (a newer stored alert): never blank
  const params: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(text.params)) {
    params[name] = isNested(value) ? writeServerText(value, templates) : value;
  }
  return write(params);
}

const isNested = (value: unknown): value is KeyedText =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && 'key' in value;

/** The English of a keyed sentence, exactly as the API has always written it. */
export const englishText = (text: KeyedText): string => writeServerText(text, SERVER_TEXTS_EN);
