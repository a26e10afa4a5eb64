import { describe, expect, it } from 'vitest';
import {
  formatRegistrationNumber,
  normalizeRegistrationNumber,
  parseRegistrationNumber,
  REGISTRATION_MESSAGES as M,
  registrationNumberSchema,
} from './registration-number';

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
