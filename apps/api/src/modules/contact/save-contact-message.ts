import type { DbOrTx } from '../../db/client';
import {
  deleteContactMessagesBefore,
  insertContactMessage,
  type ContactMessageRow,
  type NewContactMessage,
} from './contact-messages-repository';

/**
 * How long a contact message is kept. The privacy page (apps/web/src/features/marketing/content/privacy.ts)
 * promises this period: change both together.
 */
export const CONTACT_MESSAGE_RETENTION_DAYS = 365;
const DAY_MS = 24 * 3_600_000;

/**
 * Stores a message from the public contact form so the team can answer it. Each save also purges messages
 * older than the retention period: the form is the only writer, so this keeps the promise without a scheduler.
 */
export async function saveContactMessage(
  db: DbOrTx,
  input: NewContactMessage,
  now: Date = new Date(),
): Promise<ContactMessageRow> {
  return db.transaction(async (tx) => {
    await deleteContactMessagesBefore(tx, new Date(now.getTime() - CONTACT_MESSAGE_RETENTION_DAYS * DAY_MS));
    return insertContactMessage(tx, input);
  });
}
