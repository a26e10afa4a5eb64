import type { Language, PartnerRegisterPayload } from '@logisaathi/domain';
import type { PasswordHashCost } from '../../config';
import type { Db } from '../../db/client';
import { registerUser } from '../auth/register-user';
import type { UserRow } from '../users/users-repository';
import { insertDriver, insertPartner } from './partners-repository';

/** Stored as the account's business type: a carrier sells a service. */
export const PARTNER_BUSINESS_TYPE = 'services';

/**
 * POST /partners/register: the same account machinery as a shipper's sign-up (argon2id, the e-mail's
 * uniqueness, one transaction) with role 'partner', plus the carrier profile. An owner-driver is its own
 * driver: that driver record is created now, its licence added before going online.
 */
export async function registerPartner(
  db: Db,
  input: PartnerRegisterPayload,
  cost: PasswordHashCost,
  language: Language = 'en',
): Promise<UserRow> {
  const fullName = `${input.firstName} ${input.lastName}`;
  const businessName = input.businessName ?? fullName;
  return registerUser(
    db,
    { ...input, company: businessName, businessType: PARTNER_BUSINESS_TYPE, role: 'partner', language },
    cost,
    async (tx, user) => {
      await insertPartner(tx, { userId: user.id, kind: input.kind, businessName });
      if (input.kind === 'owner_driver') {
        await insertDriver(tx, {
          partnerId: user.id,
          name: fullName,
          phone: input.phone,
          isAccountHolder: true,
        });
      }
    },
  );
}
