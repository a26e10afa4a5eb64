import type { TextCatalog } from '../text-catalog';

export const HINDI_ACCOUNTS: TextCatalog = {
  exact: {},
  patterns: [],
};
