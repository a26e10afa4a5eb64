import type { Db } from '../../db/client';
import { revokeAllFamiliesOfUser } from '../auth/sessions';
import { deleteUser } from '../users/users-repository';

/**
 * Data rights per organisation (issue 37): when the owner closes the account, the organisation goes with it, and
 * so do its members' own sign-ins and personal data (they were accounts only to work in it). Each is signed out
 * at once. A member closing their own account (DELETE /api/users/me) erases only their own.
 */
export async function eraseMembersOfClosedOrganisation(db: Db, memberIds: readonly string[]): Promise<void> {
  for (const userId of memberIds) {
    await db.transaction(async (tx) => {
      await revokeAllFamiliesOfUser(tx, userId);
      await deleteUser(tx, userId);
    });
  }
}
