import { describe, expect, it } from 'vitest';
import { generateDeliveryId, type DeliveryCode, type DeliveryRowId } from '@logisaathi/domain';
import type { Db } from '../src/db/client';
import { findDelivery, findDeliveryByPublicId } from '../src/modules/deliveries/deliveries-repository';
import { isDeliveryRowId } from '../src/lib/row-id';

/*
 * A delivery's row id and its public code are both strings at run time; their brands keep them apart at compile
 * time. `npm run typecheck` checks this file (apps/api/tsconfig.json includes test/): each @ts-expect-error
 * below fails the typecheck if the mix it marks ever compiles. The functions are only referenced, never run.
 */
const db = null as unknown as Db;
const code: DeliveryCode = generateDeliveryId(new Uint8Array(6));
const text = '0b6f2a4e-1c3d-4e5f-8a9b-0c1d2e3f4a5b';

function typeChecks() {
  // @ts-expect-error a public code is not a row id
  void findDelivery(db, code, null);
  // @ts-expect-error nor is a text from a request before it is checked
  void findDelivery(db, text, null);
  if (isDeliveryRowId(text)) {
    const rowId: DeliveryRowId = text;
    void findDelivery(db, rowId, null);
    // @ts-expect-error a row id is not a public code
    void findDeliveryByPublicId(db, rowId, 'user');
  }
  // @ts-expect-error a plain string is not a public code
  const typed: DeliveryCode = 'LS23ABCD';
  // Both are still strings wherever a string is asked for (JSON, logs, SQL text).
  const plain: string = code;
  return [typed, plain];
}

describe('delivery ids', () => {
  it('are plain strings at run time: a made code has the code shape, a UUID checks as a row id', () => {
    expect(typeof typeChecks).toBe('function');
    expect(code).toMatch(/^LS[23456789ABCDEFGHJKLMNPQRSTUVWXYZ]{6}$/);
    expect(isDeliveryRowId(text)).toBe(true);
    expect(isDeliveryRowId(code)).toBe(false);
  });
});
