import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { passwordChangeSchema, profileUpdateSchema } from './profile';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('profileUpdateSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['name only', { name: 'Asha Verma' }, {}],
    ['with business', { name: 'Asha', businessName: 'Verma Traders' }, {}],
    ['empty business is fine', { name: 'Asha', businessName: '' }, {}],
    ['name too short', { name: ' A ' }, { name: 'Name must be at least 2 characters' }],
    ['no name', {}, { name: 'Name is required' }],
    ['blank name', { name: '  ' }, { name: 'Name is required' }],
    [
      'business too short',
      { name: 'Asha', businessName: 'V' },
      { businessName: 'Business name must be at least 2 characters' },
    ],
    [
      'email refused',
      { name: 'Asha', email: 'new@example.in' },
      { email: 'Email address cannot be changed' },
    ],
  ])('%s', (_label, value, expected) => {
    expect(errorsOf(profileUpdateSchema, value)).toEqual(expected);
  });

  it('trims and drops unknown fields', () => {
    expect(
      profileUpdateSchema.parse({ name: ' Asha ', businessName: ' Verma Traders ', role: 'admin' }),
    ).toEqual({
      name: 'Asha',
      businessName: 'Verma Traders',
    });
  });
});

describe('passwordChangeSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    [
      'valid',
      { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secret' },
      {},
    ],
    [
      'no current',
      { currentPassword: '', newPassword: 'new-secret', confirmPassword: 'new-secret' },
      { currentPassword: 'Current password is required' },
    ],
    [
      'new too short',
      { currentPassword: 'old-secret', newPassword: '12345', confirmPassword: '12345' },
      { newPassword: 'Password must be at least 6 characters' },
    ],
    [
      'new exactly 6',
      { currentPassword: 'old-secret', newPassword: '123456', confirmPassword: '123456' },
      {},
    ],
    [
      'new empty',
      { currentPassword: 'old-secret', newPassword: '', confirmPassword: '' },
      { newPassword: 'Password is required' },
    ],
    [
      'mismatch',
      { currentPassword: 'old-secret', newPassword: 'new-secret', confirmPassword: 'new-secreT' },
      { confirmPassword: 'Passwords do not match' },
    ],
    [
      'same as current',
      { currentPassword: 'same-secret', newPassword: 'same-secret', confirmPassword: 'same-secret' },
      { newPassword: 'New password must be different from the current password' },
    ],
    [
      'missing confirm',
      { currentPassword: 'old-secret', newPassword: 'new-secret' },
      { confirmPassword: 'Passwords do not match' },
    ],
  ])('%s', (_label, value, expected) => {
    expect(errorsOf(passwordChangeSchema, value)).toEqual(expected);
  });
});
