import { describe, expect, it } from 'vitest';
import { driverInputSchema, licenceNumberProblem } from './drivers';

const NOW = new Date('2026-11-25T06:00:00Z');

describe('licence numbers', () => {
  it.each([
    ['DL-0420110149646', null],
    ['hr26 20150012345', null],
    ['UP16 2019 0001234', null],
    ['', 'Licence number is required'],
    ['XX-0420110149646', "'XX' is not an Indian state or union territory code"],
    ['DL-042011014964', 'Enter the licence number like DL-0420110149646 (state, RTO, year, 7 digits)'],
    ['DL-0418000149646', 'Enter the licence number like DL-0420110149646 (state, RTO, year, 7 digits)'],
  ])('%j -> %s', (input, problem) => expect(licenceNumberProblem(input)).toBe(problem));
});

describe('driverInputSchema', () => {
  const valid = {
    name: 'Ramesh Kumar',
    phone: '+91 98765 43210',
    licenceNumber: 'dl 04 2011 0149646',
    licenceExpiresOn: '2030-01-01',
  };
  it('normalises phone and licence', () => {
    expect(driverInputSchema(NOW).parse(valid)).toEqual({
      ...valid,
      phone: '9876543210',
      licenceNumber: 'DL04-20110149646',
    });
  });
  it.each([
    [{ name: 'R' }, 'Driver name must be at least 2 characters'],
    [{ phone: '12345' }, 'Enter a valid 10-digit mobile number'],
    [{ licenceExpiresOn: '2026-11-24' }, 'Licence expiry date has passed: this document has expired'],
    [{ name: 'x'.repeat(81) }, 'Driver name must be at most 80 characters'],
  ])('%j -> %s', (change, message) => {
    expect(driverInputSchema(NOW).safeParse({ ...valid, ...change }).error?.issues[0]?.message).toBe(message);
  });
});
