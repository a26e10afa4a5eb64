/*
 * Hindi for the domain's texts (see ./text-catalog). Natural Hindi as Delhi businesses write it, with the
 * product glossary's terms (docs/glossary.md): डिलीवरी, ट्रक, पिकअप, वेयरहाउस stay as they are said.
 */
import type { TextCatalog } from './text-catalog';

export const HINDI_TEXTS: TextCatalog = {
  exact: {},
  patterns: [],
};
