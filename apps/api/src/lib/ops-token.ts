import { timingSafeEqual } from 'node:crypto';

/** Whether an Authorization header carries the operator's token (OPS_API_TOKEN), compared in constant time. */
export function isOpsToken(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
