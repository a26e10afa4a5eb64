/*
 * Invitations into an organisation (issue 37), stored by the SHA-256 of their token; teams/invitations.ts owns
 * their rules (who may be invited, the mail, accepting).
 */
import { and, asc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organisationInvitations, organisations } from './organisation-tables';
import { users } from './tables';

export type InvitationRow = typeof organisationInvitations.$inferSelect;

export async function insertInvitation(
  db: DbOrTx,
  row: typeof organisationInvitations.$inferInsert,
): Promise<InvitationRow> {
  const [stored] = await db.insert(organisationInvitations).values(row).returning();
  if (!stored) throw new Error('insert returned no row');
  return stored;
}

/** Open: neither accepted nor withdrawn, and not expired at `now`. */
const isOpenAt = (now: Date) =>
  and(
    isNull(organisationInvitations.acceptedAt),
    isNull(organisationInvitations.revokedAt),
    gt(organisationInvitations.expiresAt, now),
  );

/** The open invitation stored under `tokenHash`, with its organisation and the owner's company name. */
export async function findOpenInvitationByHash(db: DbOrTx, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ invitation: organisationInvitations, org: organisations, company: users.company })
    .from(organisationInvitations)
    .innerJoin(organisations, eq(organisations.id, organisationInvitations.organisationId))
    .innerJoin(users, eq(users.id, organisations.ownerUserId))
    .where(and(eq(organisationInvitations.tokenHash, tokenHash), isOpenAt(now)))
    .limit(1);
  return row;
}

/** The organisation's open invitations, oldest first. */
export async function listOpenInvitations(
  db: DbOrTx,
  organisationId: string,
  now: Date,
): Promise<InvitationRow[]> {
  return db
    .select()
    .from(organisationInvitations)
    .where(and(eq(organisationInvitations.organisationId, organisationId), isOpenAt(now)))
    .orderBy(asc(organisationInvitations.createdAt));
}

/** Withdraws an invitation of the organisation that is neither accepted nor withdrawn; false when there is none. */
export async function withdrawOpenInvitation(
  db: DbOrTx,
  organisationId: string,
  id: string,
): Promise<boolean> {
  const done = await db
    .update(organisationInvitations)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(organisationInvitations.id, id),
        eq(organisationInvitations.organisationId, organisationId),
        isNull(organisationInvitations.acceptedAt),
        isNull(organisationInvitations.revokedAt),
      ),
    )
    .returning({ id: organisationInvitations.id });
  return done.length > 0;
}

/** Marks the invitation used, once: false when it was already accepted. */
export async function markInvitationAccepted(db: DbOrTx, id: string): Promise<boolean> {
  const used = await db
    .update(organisationInvitations)
    .set({ acceptedAt: new Date() })
    .where(and(eq(organisationInvitations.id, id), isNull(organisationInvitations.acceptedAt)))
    .returning({ id: organisationInvitations.id });
  return used.length > 0;
}
