/*
 * Who did what (issue 37): bookings, cancellations, payments, UTRs and document changes name the member who made
 * them. The row is written in the action's own transaction (or, for a booking, its one insert statement), so an
 * action is never stored without its history row nor the other way round. The owner reads it (GET /api/team/history).
 */
import crypto from 'node:crypto';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { MemberActionKind } from '@logisaathi/domain';
import type { DbOrTx } from '../../db/client';
import { rowFor, type RowFor } from '../../db/prepared-insert';
import { memberActions, organisations } from './organisation-tables';
import { users } from './tables';

export interface ActingMember {
  /** The person's own user id. */
  userId: string;
  /** The organisation's account (owner's user id). */
  accountId: string;
}

export type MemberActionRow = typeof memberActions.$inferSelect;

/** Who is acting, as the history stores it; null for an account from before teams that never got its organisation. */
export async function actorOf(
  db: DbOrTx,
  actor: ActingMember,
): Promise<Pick<MemberActionRow, 'organisationId' | 'actorUserId' | 'actorName'> | null> {
  const [row] = await db
    .select({ organisationId: organisations.id, firstName: users.firstName, lastName: users.lastName })
    .from(organisations)
    .innerJoin(users, eq(users.id, actor.userId))
    .where(eq(organisations.ownerUserId, actor.accountId))
    .limit(1);
  if (!row) return null;
  return {
    organisationId: row.organisationId,
    actorUserId: actor.userId,
    actorName: `${row.firstName} ${row.lastName}`.trim(),
  };
}

/** The full history row for an actor found by actorOf, to store in the same statement as the action. */
export function memberActionRow(
  who: NonNullable<Awaited<ReturnType<typeof actorOf>>>,
  action: MemberActionKind,
  subject: string,
  at: Date,
): MemberActionRow {
  return { id: crypto.randomUUID(), ...who, action, subject, createdAt: at };
}

/** The history row of an action, for a statement that inserts it with the action's own rows (db/prepared-insert.ts). */
export function memberActionInsert(
  who: NonNullable<Awaited<ReturnType<typeof actorOf>>>,
  action: MemberActionKind,
  subject: string,
  at: Date,
): RowFor {
  return rowFor(memberActions, memberActionRow(who, action, subject, at));
}

/** Records an action; pass the action's open transaction so that both commit or neither does. */
export async function recordMemberAction(
  db: DbOrTx,
  actor: ActingMember,
  action: MemberActionKind,
  subject: string,
): Promise<void> {
  const who = await actorOf(db, actor);
  if (!who) return;
  await db.insert(memberActions).values({ ...who, action, subject });
}

export interface MemberActionFilter {
  actorUserId?: string | undefined;
  action?: MemberActionKind | undefined;
}

export async function listMemberActions(
  db: DbOrTx,
  organisationId: string,
  filter: MemberActionFilter = {},
  limit = 200,
) {
  const where: SQL[] = [eq(memberActions.organisationId, organisationId)];
  if (filter.actorUserId) where.push(eq(memberActions.actorUserId, filter.actorUserId));
  if (filter.action) where.push(eq(memberActions.action, filter.action));
  return db
    .select()
    .from(memberActions)
    .where(and(...where))
    .orderBy(desc(memberActions.createdAt))
    .limit(limit);
}
