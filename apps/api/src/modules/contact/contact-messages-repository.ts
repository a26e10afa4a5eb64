import { lt } from 'drizzle-orm';
import type { ContactSubject } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from './tables';

export type ContactMessageRow = typeof contactMessages.$inferSelect;

export interface NewContactMessage {
  name: string;
  email: string;
  company?: string | undefined;
  subject: ContactSubject;
  message: string;
}

export async function insertContactMessage(db: DbOrTx, input: NewContactMessage): Promise<ContactMessageRow> {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...input, company: input.company ?? null })
    .returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

/** Removes messages received before `cutoff`; returns how many went. */
export async function deleteContactMessagesBefore(db: DbOrTx, cutoff: Date): Promise<number> {
  const rows = await db
    .delete(contactMessages)
    .where(lt(contactMessages.createdAt, cutoff))
    .returning({ id: contactMessages.id });
  return rows.length;
}
