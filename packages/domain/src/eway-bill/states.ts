/*
 * The state of an Indian PIN code, as the GST state code the e-way bill format carries (fromStateCode /
 * toStateCode, a number). The codes and names are the one table in billing/states.ts.
 *
 * A PIN code's first two digits name its postal circle, and for the states around Delhi NCR the circle is the
 * state: 11 Delhi; 12-13 Haryana; 14-16 Punjab (160 is Chandigarh); 17 Himachal Pradesh; 18-19 Jammu and
 * Kashmir; 20-28 Uttar Pradesh, except 244-249 and 262-263, which are Uttarakhand; 30-34 Rajasthan. Farther
 * circles are not listed: the product serves Delhi NCR, so a PIN code outside these is refused with a message
 * rather than guessed.
 */
import { gstStateByCode } from '../billing/states';

export const DELHI_STATE_CODE = 7;

const UTTARAKHAND_PREFIXES = ['244', '245', '246', '247', '248', '249', '262', '263'];

/** The GST state code of a 6-digit PIN code, or null when it is not a PIN code of a state we serve. */
export function stateCodeForPincode(pincode: string): number | null {
  if (!/^[1-9]\d{5}$/.test(pincode)) return null;
  const two = Number(pincode.slice(0, 2));
  const three = pincode.slice(0, 3);
  if (two === 11) return 7;
  if (two === 12 || two === 13) return 6;
  if (three === '160') return 4;
  if (two >= 14 && two <= 16) return 3;
  if (two === 17) return 2;
  if (two === 18 || two === 19) return 1;
  if (UTTARAKHAND_PREFIXES.includes(three)) return 5;
  if (two >= 20 && two <= 28) return 9;
  if (two >= 30 && two <= 34) return 8;
  return null;
}

/** The two-digit text of a numeric state code (7 -> '07'). */
export const stateCodeText = (code: number) => String(code).padStart(2, '0');

export function stateName(code: number): string {
  return gstStateByCode(stateCodeText(code))?.name ?? `State ${stateCodeText(code)}`;
}

/** The first 6-digit PIN code written in an address, if any ('Okhla Phase 3, New Delhi 110020' -> '110020'). */
export function pincodeInText(text: string): string | null {
  const match = /(?:^|\D)([1-9]\d{2}\s?\d{3})(?!\d)/.exec(text);
  return match?.[1] ? match[1].replace(/\s/, '') : null;
}
