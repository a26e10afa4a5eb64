/*
 * Texts as keys with parameters (issue 36): a sentence with a figure, a name or an id inside is made as
 * `serverText('vehicle.cannotGoOnline', { problems })`, and each language's catalog writes it from its parameters.
 * No catalog reads a finished English sentence back. The English catalog (./server/en.ts) is the specification's
 * words, byte for byte; the Hindi one (./hi/server.ts) has the same keys, which the compiler checks.
 *
 * A keyed text is plain JSON ({ key, params }), so it can be stored with what it describes (an alert, a status
 * note) and written in the reader's language when read.
 */

/** A parameter: a figure, an id, a name, a place, or an English domain text the catalog translates itself. */
export type TextParam = string | number | readonly string[] | KeyedText;

export interface KeyedText<K extends string = string> {
  readonly key: K;
  readonly params: Readonly<Record<string, TextParam | undefined>>;
}

/** A language's writer of each key's sentence from its parameters. */
export type TextTemplates<T extends Record<string, (params: never) => string>> = {
  readonly [K in keyof T]: (params: Parameters<T[K]>[0]) => string;
};

export function isKeyedText(value: unknown): value is KeyedText {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { key?: unknown }).key === 'string' &&
    typeof (value as { params?: unknown }).params === 'object' &&
    (value as { params?: unknown }).params !== null
  );
}
