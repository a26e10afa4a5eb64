import type { TextCatalog } from '../text-catalog';

export const HINDI_PARTNERS: TextCatalog = {
  exact: {},
  patterns: [],
};
