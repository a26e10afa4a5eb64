import type { TextCatalog } from '../text-catalog';

export const HINDI_DELIVERIES: TextCatalog = {
  exact: {},
  patterns: [],
};
