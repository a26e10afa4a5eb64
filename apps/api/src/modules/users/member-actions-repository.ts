/*
 * Who did what (issue 37): bookings, cancellations, payments, UTRs and document changes name the member who made
 * them. Written in the action's own transaction by the use-case's route, read by the owner (GET /api/team/history).
 */
import { desc, eq } from 'drizzle-orm';
import type { MemberActionKind } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { memberActions, organisations, users } from '../../db/schema/index';

export interface ActingMember {
  /** The person's own user id. */
  userId: string;
  /** The organisation's account (owner's user id). */
  accountId: string;
}

export async function recordMemberAction(
  db: DbOrTx,
  actor: ActingMember,
  action: MemberActionKind,
  subject: string,
): Promise<void> {
  const [row] = await db
    .select({
      organisationId: organisations.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(organisations)
    .innerJoin(users, eq(users.id, actor.userId))
    .where(eq(organisations.ownerUserId, actor.accountId))
    .limit(1);
  // An account from before teams that never got its organisation (seeded directly) keeps no history.
  if (!row) return;
  await db.insert(memberActions).values({
    organisationId: row.organisationId,
    actorUserId: actor.userId,
    actorName: `${row.firstName} ${row.lastName}`.trim(),
    action,
    subject,
  });
}

export async function listMemberActions(db: DbOrTx, organisationId: string, limit = 200) {
  return db
    .select()
    .from(memberActions)
    .where(eq(memberActions.organisationId, organisationId))
    .orderBy(desc(memberActions.createdAt))
    .limit(limit);
}
