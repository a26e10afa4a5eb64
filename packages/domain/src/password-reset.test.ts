import { describe, expect, it } from 'vitest';
import {
  forgotPasswordSchema,
  INVALID_RESET_LINK,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './password-reset';

const messages = (r: {
  success: boolean;
  error?: { issues: Array<{ message: string; path: PropertyKey[] }> };
}) => r.error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`) ?? [];

describe('password reset requests', () => {
  it('asks for a valid e-mail address', () => {
    expect(forgotPasswordSchema.safeParse({ email: 'asha@example.in' }).success).toBe(true);
    expect(messages(forgotPasswordSchema.safeParse({ email: '' }))).toEqual(['email: Email is required']);
  });

  it('refuses two different passwords on the confirmation field, in the form and in the request', () => {
    const pair = { password: 'Sturdy#Pass1', confirmPassword: 'Sturdy#Pass2' };
    expect(messages(resetPasswordFormSchema.safeParse(pair))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(messages(resetPasswordSchema.safeParse({ ...pair, token: 'x'.repeat(43) }))).toEqual([
      'confirmPassword: Passwords do not match',
    ]);
    expect(
      resetPasswordSchema.safeParse({ ...pair, confirmPassword: pair.password, token: 'x'.repeat(43) })
        .success,
    ).toBe(true);
  });

  it('answers a missing token with the invalid-link message', () => {
    const r = resetPasswordSchema.safeParse({ password: 'Sturdy#Pass1', confirmPassword: 'Sturdy#Pass1' });
    expect(messages(r)).toEqual([`token: ${INVALID_RESET_LINK}`]);
  });
});
