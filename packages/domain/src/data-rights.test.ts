import { describe, expect, it } from 'vitest';
import { accountDeletionSchema, isTaxRecord, taxRecordPurgeFrom } from './data-rights';

describe('taxRecordPurgeFrom', () => {
  it('counts eight years from the end of the financial year the delivery falls in', () => {
    // FY 2026-27 ends 31 March 2027.
    expect(taxRecordPurgeFrom('2026-11-25')).toBe('2035-04-01');
    expect(taxRecordPurgeFrom('2026-04-01')).toBe('2035-04-01');
    // 31 March still belongs to the financial year that started the April before.
    expect(taxRecordPurgeFrom('2026-03-31')).toBe('2034-04-01');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => taxRecordPurgeFrom('2026-02-30')).toThrow();
  });
});

describe('accountDeletionSchema', () => {
  it('needs the password', () => {
    expect(accountDeletionSchema.safeParse({ password: '' }).success).toBe(false);
    expect(accountDeletionSchema.safeParse({}).success).toBe(false);
    expect(accountDeletionSchema.safeParse({ password: 'secret123' }).success).toBe(true);
  });
});

describe('isTaxRecord', () => {
  const now = new Date('2026-11-25T06:00:00Z');
  it('keeps what the product shows as Delivered, stored or projected from a past slot', () => {
    expect(isTaxRecord({ status: 'Delivered', deliveryDate: '2026-12-01' }, now)).toBe(true);
    expect(isTaxRecord({ status: 'Scheduled', deliveryDate: '2026-11-20', slot: '9-12' }, now)).toBe(true);
  });
  it('does not keep what was not delivered', () => {
    expect(isTaxRecord({ status: 'Scheduled', deliveryDate: '2026-12-01', slot: '9-12' }, now)).toBe(false);
    expect(isTaxRecord({ status: 'Cancelled', deliveryDate: '2026-11-20' }, now)).toBe(false);
    expect(isTaxRecord({ status: 'Failed', deliveryDate: '2026-11-20' }, now)).toBe(false);
  });
});
