/*
 * Hindi for the domain's own texts (validation messages, labels, titles): what the web needs to show a schema's
 * message in Hindi. Package subpath `@logisaathi/domain/i18n/hi-domain`; the web loads it lazily. The API's own
 * messages (./server) are not in it: the API sends them already in the reader's language.
 */
import { HINDI_ACCOUNTS } from './accounts';
import { HINDI_BILLING } from './billing';
import { composeCatalog } from './compose';
import { HINDI_DELIVERIES } from './deliveries';
import { HINDI_OPS } from './ops';
import { HINDI_TEAMS } from './teams';
import { HINDI_NOTIFICATIONS } from './notifications';
import { HINDI_PARTNERS } from './partners';

export const HINDI_DOMAIN_PARTS = [
  HINDI_ACCOUNTS,
  HINDI_DELIVERIES,
  HINDI_PARTNERS,
  HINDI_BILLING,
  HINDI_OPS,
  HINDI_TEAMS,
  HINDI_NOTIFICATIONS,
] as const;

export const HINDI_DOMAIN_TEXTS = composeCatalog(HINDI_DOMAIN_PARTS);
