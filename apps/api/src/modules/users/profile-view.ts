import type { UserRow } from './users-repository';
import { toPublicUser } from './users-repository';

/** Profile data of spec section 3 (name, email, businessName) plus the company's optional tax ids. */
export function toProfile(row: UserRow) {
  return {
    name: `${row.firstName} ${row.lastName}`.trim(),
    email: row.email,
    businessName: row.company,
    gstin: row.gstin,
    pan: row.pan,
    billingAddress: row.billingAddress,
  };
}
export type ProfileDto = ReturnType<typeof toProfile>;

export function profileResponse(row: UserRow) {
  return { user: toPublicUser(row), profile: toProfile(row) };
}

/**
 * One full name into the stored first and last name. Indian names put the family name last, so the last
 * word is the last name and everything before it the first name; a single word is a first name only.
 */
export function splitFullName(fullName: string): { firstName: string; lastName: string } {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  if (words.length <= 1) return { firstName: words[0] ?? '', lastName: '' };
  return { firstName: words.slice(0, -1).join(' '), lastName: words[words.length - 1] ?? '' };
}
