import type { TextCatalog } from '../text-catalog';

/** One catalog from parts: their exact texts together (each text has one home, parts.test.ts), their patterns in order. */
export const composeCatalog = (parts: readonly TextCatalog[]): TextCatalog => ({
  exact: Object.assign({}, ...parts.map((part) => part.exact)) as Record<string, string>,
  patterns: parts.flatMap((part) => part.patterns),
});
