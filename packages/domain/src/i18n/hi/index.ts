/*
 * Hindi for the domain's and the API's texts (see ../text-catalog), keyed by their English text. Natural Hindi
 * as Delhi businesses write it, with the glossary's terms (docs/glossary.md). One part per area of the product.
 */
import type { TextCatalog } from '../text-catalog';
import { HINDI_ACCOUNTS } from './accounts';
import { HINDI_BILLING } from './billing';
import { HINDI_DELIVERIES } from './deliveries';
import { HINDI_PARTNERS } from './partners';
import { HINDI_SERVER } from './server';

/** The API's own texts, apart: the API's tests check each is still a text the API writes. */
export { HINDI_SERVER };

const PARTS = [HINDI_ACCOUNTS, HINDI_DELIVERIES, HINDI_PARTNERS, HINDI_BILLING, HINDI_SERVER];

export const HINDI_TEXTS: TextCatalog = {
  exact: Object.assign({}, ...PARTS.map((part) => part.exact)) as Record<string, string>,
  patterns: PARTS.flatMap((part) => part.patterns),
};
