/*
 * Hindi for the domain's and the API's texts (see ../text-catalog), keyed by their English text. Natural Hindi
 * as Delhi businesses write it, with the glossary's terms (docs/glossary.md). One part per area of the product;
 * the API uses the whole catalog, the web only the domain's parts (./domain).
 */
import { composeCatalog } from './compose';
import { HINDI_DOMAIN_PARTS } from './domain';
import { HINDI_SERVER } from './server';

/** The API's own texts, apart: the API's tests check each is still a text the API writes. */
export { HINDI_SERVER, hindiServerText, SERVER_TEXTS_HI } from './server';
/** The API's fixed texts (their English is their key). */
export { SERVER_TEXTS } from './server-texts';

export const HINDI_TEXTS = composeCatalog([...HINDI_DOMAIN_PARTS, HINDI_SERVER]);
