import { OPS_CONSOLE_MESSAGES } from '@logisaathi/domain';
import type { Db, DbOrTx } from '../../db/client';
import { withdrawPartnerOffers } from '../partners/offers-repository';
import { takeFleetOffline } from '../partners/partners-repository';
import { AppError } from '../../lib/app-error';
import { isRowId } from '../../lib/row-id';
import { revokeAllFamiliesOfUser } from '../auth/sessions';
import { otherMemberIds } from '../users/organisations-repository';
import { lockUser, setUserSuspension } from '../users/users-repository';
import { audited, type Actor } from './audit-log';

export interface AccountStatus {
  id: string;
  suspendedAt: string | null;
  suspendedReason: string | null;
}

async function lockAccount(tx: DbOrTx, id: string) {
  const row = isRowId(id) ? await lockUser(tx, id) : undefined;
  // Operators are not suspended from here: a business or a partner only.
  if (!row || (row.role !== 'shipper' && row.role !== 'partner'))
    throw AppError.notFound(OPS_CONSOLE_MESSAGES.accountNotFound);
  return row;
}

const statusOf = (row: { id: string; suspendedAt: Date | null; suspendedReason: string | null }) => ({
  id: row.id,
  suspendedAt: row.suspendedAt?.toISOString() ?? null,
  suspendedReason: row.suspendedReason,
});

/**
 * POST /api/ops/accounts/{id}/suspend. In one transaction with its audit entry: the account is marked, every
 * session of it ends (refresh tokens revoked, access tokens refused from the next request, event streams closed
 * by the database's announcement), and a partner's vehicles go offline with their open offers withdrawn. Sign-in
 * answers 403 with OPS_CONSOLE_MESSAGES.accountSuspended until it is restored.
 */
export async function suspendAccount(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<AccountStatus> {
  return audited(
    db,
    actor,
    {
      action: 'account.suspended',
      targetType: 'account',
      targetId: id,
      reason,
      before: async (tx) => statusOf(await lockAccount(tx, id)),
    },
    async (tx) => {
      const account = await lockAccount(tx, id);
      if (account.suspendedAt) throw new AppError('conflict', OPS_CONSOLE_MESSAGES.alreadySuspended);
      const row = await setUserSuspension(tx, id, { reason }, now);
      if (account.role === 'partner') {
        await takeFleetOffline(tx, id);
        await withdrawPartnerOffers(tx, id, now);
      }
      // The account's members act for it: they are signed out with it (issue 37).
      for (const userId of [id, ...(await otherMemberIds(tx, id))]) await revokeAllFamiliesOfUser(tx, userId);
      return statusOf(row ?? { ...account, suspendedAt: now, suspendedReason: reason });
    },
  );
}

/** POST /api/ops/accounts/{id}/restore: the account may sign in again (a partner goes online itself). */
export async function restoreAccount(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  now = new Date(),
): Promise<AccountStatus> {
  return audited(
    db,
    actor,
    {
      action: 'account.restored',
      targetType: 'account',
      targetId: id,
      reason,
      before: async (tx) => statusOf(await lockAccount(tx, id)),
    },
    async (tx) => {
      const account = await lockAccount(tx, id);
      if (!account.suspendedAt) throw new AppError('conflict', OPS_CONSOLE_MESSAGES.notSuspended);
      await setUserSuspension(tx, id, null, now);
      return { id, suspendedAt: null, suspendedReason: null };
    },
  );
}
