import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  authResponseSchema,
  BUSINESS_TYPE_LABELS,
  BUSINESS_TYPES,
  loginSchema,
  normalizePhone,
  publicUserSchema,
  registerSchema,
  signUpFormSchema,
} from './auth';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('normalizePhone', () => {
  it.each([
    ['+91 98765-43210', '9876543210'],
    ['919876543210', '9876543210'],
    ['91987', '91987'],
    ['9198765432', '9198765432'], // exactly ten digits that start with 91 are a number, not a prefix
    ['98765 43210 99', '9876543210'],
    ['(0) 98765', '098765'],
    ['abc', ''],
    ['', ''],
  ])('%j -> %j', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });
});

const registration = {
  firstName: 'Asha',
  lastName: 'Verma',
  email: 'Asha@Example.in',
  password: 'secret1',
  company: 'Verma Traders',
  phone: '+91 98765-43210',
  businessType: 'retail',
};

describe('registerSchema', () => {
  it('normalises a valid registration', () => {
    expect(registerSchema.parse({ ...registration, firstName: ' Asha ' })).toEqual({
      ...registration,
      email: 'asha@example.in',
      phone: '9876543210',
    });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['no first name', { firstName: '' }, { firstName: 'First name is required' }],
    ['blank first name', { firstName: '   ' }, { firstName: 'First name is required' }],
    ['short first name', { firstName: ' A ' }, { firstName: 'First name must be at least 2 characters' }],
    ['no last name', { lastName: undefined }, { lastName: 'Last name is required' }],
    ['short last name', { lastName: 'V' }, { lastName: 'Last name must be at least 2 characters' }],
    ['no email', { email: '' }, { email: 'Email is required' }],
    ['bad email', { email: 'asha.example.in' }, { email: 'Email is invalid' }],
    ['no password', { password: '' }, { password: 'Password is required' }],
    ['password 5', { password: '12345' }, { password: 'Password must be at least 6 characters' }],
    ['password 6', { password: '123456' }, {}],
    ['no company', { company: '' }, { company: 'Company name is required' }],
    ['short company', { company: 'V' }, { company: 'Company name must be at least 2 characters' }],
    ['no phone', { phone: '' }, { phone: 'Phone number is required' }],
    ['phone letters only', { phone: 'abc' }, { phone: 'Phone number is required' }],
    ['short phone', { phone: '91987' }, { phone: 'Enter a valid 10-digit mobile number' }],
    ['no business type', { businessType: '' }, { businessType: 'Business type is required' }],
    ['unknown business type', { businessType: 'farming' }, { businessType: 'Business type is required' }],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf(registerSchema, { ...registration, ...patch })).toEqual(expected);
  });

  it('labels every business type', () => {
    expect(BUSINESS_TYPES.map((t) => BUSINESS_TYPE_LABELS[t])).toEqual([
      'E-commerce',
      'Retail',
      'Manufacturing',
      'Wholesale',
      'Services',
      'Other',
    ]);
  });
});

describe('signUpFormSchema', () => {
  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['matching', { confirmPassword: 'secret1' }, {}],
    ['mismatch', { confirmPassword: 'secret2' }, { confirmPassword: 'Passwords do not match' }],
    ['missing confirm', {}, { confirmPassword: 'Passwords do not match' }],
    // The mismatch still shows while another field is wrong, so the user sees every problem at once.
    [
      'mismatch with short name',
      { firstName: 'A', confirmPassword: 'x' },
      { firstName: 'First name must be at least 2 characters', confirmPassword: 'Passwords do not match' },
    ],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf(signUpFormSchema, { ...registration, ...patch })).toEqual(expected);
  });
});

describe('loginSchema', () => {
  it.each<[Record<string, unknown>, Record<string, string>]>([
    [{ email: 'asha@example.in', password: 'x' }, {}],
    [
      { email: '', password: '' },
      { email: 'Email is required', password: 'Password is required' },
    ],
    [{ email: 'nope', password: 'x' }, { email: 'Email is invalid' }],
    [{}, { email: 'Email is required', password: 'Password is required' }],
  ])('%o -> %o', (value, expected) => {
    expect(errorsOf(loginSchema, value)).toEqual(expected);
  });
});

describe('auth response', () => {
  const user = {
    id: 'u1',
    firstName: 'Asha',
    lastName: 'Verma',
    name: 'Asha Verma',
    email: 'asha@example.in',
    company: 'Verma Traders',
    phone: '9876543210',
    businessType: 'retail',
    role: 'shipper',
    avatarUrl: null,
    createdAt: '2025-03-10T10:00:00.000Z',
    lastLogin: null,
  };
  it('accepts the documented shape and rejects a failed one', () => {
    expect(publicUserSchema.parse(user)).toEqual(user);
    expect(authResponseSchema.safeParse({ success: true, token: 't', refreshToken: 'r', user }).success).toBe(
      true,
    );
    expect(
      authResponseSchema.safeParse({ success: false, token: 't', refreshToken: 'r', user }).success,
    ).toBe(false);
  });
});
