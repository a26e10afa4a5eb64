import { billingStateProblem, PROFILE_MESSAGES } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findUserById, updateUser, type NewUserRow } from './users-repository';
import type { ProfileUpdateBody } from './profile-schemas';
import { profileResponse, splitFullName } from './profile-view';

/** PUT /users/profile: name, business name, tax ids and billing address change; the email never does. */
export async function updateProfile(db: Db, userId: string, input: ProfileUpdateBody) {
  return db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) throw new AppError('unauthorized', 'Session expired. Please sign in again.');
    if (input.email !== undefined && input.email.toLowerCase() !== current.email.toLowerCase()) {
      throw AppError.validation('email', PROFILE_MESSAGES.emailLocked);
    }
    const patch: Partial<NewUserRow> = input.name === undefined ? {} : splitFullName(input.name);
    if (input.language !== undefined) patch.language = input.language;
    if (input.businessName !== undefined) patch.company = input.businessName;
    if (input.gstin !== undefined) patch.gstin = input.gstin;
    if (input.pan !== undefined) patch.pan = input.pan;
    if (input.billingAddress !== undefined) patch.billingAddress = input.billingAddress;
    const stateProblem = billingStateProblem(
      patch.billingAddress === undefined ? current.billingAddress : patch.billingAddress,
      patch.gstin === undefined ? current.gstin : patch.gstin,
    );
    if (stateProblem) {
      throw AppError.validation(
        input.billingAddress === undefined ? 'gstin' : 'billingAddress',
        stateProblem,
      );
    }
    return profileResponse(await updateUser(tx, userId, patch));
  });
}
