import type { TextCatalog } from '../text-catalog';

export const HINDI_BILLING: TextCatalog = {
  exact: {},
  patterns: [],
};
