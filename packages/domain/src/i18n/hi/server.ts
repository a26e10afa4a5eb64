import type { TextCatalog } from '../text-catalog';

export const HINDI_SERVER: TextCatalog = {
  exact: {},
  patterns: [],
};
