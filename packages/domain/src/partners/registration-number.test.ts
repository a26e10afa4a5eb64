import { describe, expect, it } from 'vitest';
import {
  formatRegistrationNumber,
  normalizeRegistrationNumber,
  parseRegistrationNumber,
  REGISTRATION_MESSAGES as M,
  registrationKey,
  registrationNumberSchema,
} from './registration-number';
import { assignDriverBody } from '../contracts/tracking';

describe('normalizeRegistrationNumber', () => {
  it.each([
    ['dl 1l ab 1234', 'DL1LAB1234'],
    ['HR-55-AB-1234', 'HR55AB1234'],
    ['up.16.bt.4321', 'UP16BT4321'],
    ['  22 bh 1234 ab ', '22BH1234AB'],
  ])('%j -> %s', (input, expected) => expect(normalizeRegistrationNumber(input)).toBe(expected));
});

describe('parseRegistrationNumber accepts', () => {
  it.each([
    ['DL 1L AB 1234', 'DL01LAB1234', 'DL 1L AB 1234'],
    ['dl-01-lab-1234', 'DL01LAB1234', 'DL 1L AB 1234'],
    ['DL 01 C 1234', 'DL01C1234', 'DL 1C 1234'],
    ['HR 55 AB 1234', 'HR55AB1234', 'HR 55 AB 1234'],
    ['UP 16 BT 4321', 'UP16BT4321', 'UP 16 BT 4321'],
    ['MH 1 A 7', 'MH01A0007', 'MH 01 A 0007'],
    ['KA 05 1234', 'KA051234', 'KA 05 1234'],
    ['TG 09 ABC 9999', 'TG09ABC9999', 'TG 09 ABC 9999'],
    ['22 BH 1234 AB', '22BH1234AB', '22 BH 1234 AB'],
    ['21bh0001a', '21BH0001A', '21 BH 0001 A'],
  ])('%j (canonical %s, shown %s)', (input, canonical, display) => {
    const result = parseRegistrationNumber(input);
    expect(result).toMatchObject({ ok: true, canonical, display });
  });

  it('gives one canonical key for every spelling of a vehicle', () => {
    const keys = ['DL 1L AB 1234', 'dl01lab1234', 'DL-1-LAB-1234'].map((t) =>
      registrationNumberSchema.parse(t),
    );
    expect(new Set(keys).size).toBe(1);
  });

  it('formats a stored key for display', () => {
    expect(formatRegistrationNumber('HR55AB1234')).toBe('HR 55 AB 1234');
    expect(formatRegistrationNumber('22BH1234AB')).toBe('22 BH 1234 AB');
  });
});

describe('parseRegistrationNumber refuses', () => {
  it.each([
    ['', M.required],
    ['   ', M.required],
    ['XX 01 AB 1234', M.state('XX')],
    ['ZZ 10 1234', M.state('ZZ')],
    ['HR 5 1234', M.format],
    ['DL 00 AB 1234', M.rto],
    ['HR 55 AB 0000', M.number],
    ['HR 555 AB 1234', M.format],
    ['HR 55 ABCD 1234', M.format],
    ['HR 55 AB 12345', M.format],
    ['HR55', M.format],
    ['1234', M.format],
    ['20 BH 1234 AB', M.bharatYear],
    ['22 BH 123 AB', M.format],
    ['22 BH 1234', M.format],
    ['22 BH 1234 ABC', M.format],
    ['22 BH 0000 AB', M.number],
    ['DL 1L AB 1234 DL 1L AB 1234', M.tooLong],
    ['DL 1L AB 12€4', M.format],
  ])('%j -> %s', (input, message) => {
    expect(parseRegistrationNumber(input)).toEqual({ ok: false, message });
    expect(registrationNumberSchema.safeParse(input).error?.issues[0]?.message).toBe(message);
  });
});

describe('one normalisation for every vehicle', () => {
  it.each([
    ['dl 1l ab 1234', 'DL01LAB1234'],
    ['DL-01-LAB-1234', 'DL01LAB1234'],
    ['hr 55 ab 1234', 'HR55AB1234'],
    ['22 bh 1234 ab', '22BH1234AB'],
    // Not a plate the rules read: kept as typed, compacted.
    ['xy 12 34', 'XY1234'],
  ])('registrationKey(%j) is %s', (input, key) => expect(registrationKey(input)).toBe(key));

  it("stores a business's own driver's vehicle as a partner's vehicle is stored, and shows it the same", () => {
    const driver = { name: 'Ramesh Kumar', phone: '9899001122' };
    for (const typed of ['dl 1l ab 1234', 'DL1LAB1234', 'DL 01 L AB 1234', 'HR-55-AB-1234']) {
      const own = assignDriverBody.parse({ ...driver, vehicleNumber: typed }).vehicleNumber;
      expect(own).toBe(registrationNumberSchema.parse(typed));
      expect(formatRegistrationNumber(own)).toBe(
        formatRegistrationNumber(registrationNumberSchema.parse(typed)),
      );
    }
    expect(
      formatRegistrationNumber(
        assignDriverBody.parse({ ...driver, vehicleNumber: 'dl 1l ab 1234' }).vehicleNumber,
      ),
    ).toBe('DL 1L AB 1234');
  });

  it("still takes an own driver's plate the registration rules do not read, and refuses one too short", () => {
    const driver = { name: 'Ramesh Kumar', phone: '9899001122' };
    expect(assignDriverBody.parse({ ...driver, vehicleNumber: 'xy 12 34' }).vehicleNumber).toBe('XY1234');
    expect(assignDriverBody.safeParse({ ...driver, vehicleNumber: '!!' }).success).toBe(false);
    expect(assignDriverBody.safeParse({ ...driver, vehicleNumber: 'ab1' }).success).toBe(false);
  });
});
