import { describe, expect, it } from 'vitest';
import { canAgreeEarlyPickup, etaWindow, ewayBillMissing, pickupGate, pickupTiming } from './slot-discipline';

/** 2026-12-01 in IST; 9-12 opens at 03:30 UTC. */
const at = (istHhMm: string) => new Date(`2026-12-01T${istHhMm}:00+05:30`);

describe('slot discipline: a pickup happens inside the booked slot', () => {
  it('refuses Picked Up before the slot opens unless the shipper agreed to an earlier pickup', () => {
    const base = { pickupDate: '2026-12-01', timeSlot: '9-12', earlyPickupAgreedAt: null };
    expect(pickupGate({ ...base, now: at('08:59') })).toEqual({ allowed: false, late: false });
    expect(pickupGate({ ...base, earlyPickupAgreedAt: at('07:00'), now: at('08:00') })).toEqual({
      allowed: true,
      late: false,
    });
    expect(pickupGate({ ...base, now: at('09:00') })).toEqual({ allowed: true, late: false });
    expect(pickupGate({ ...base, now: at('12:00') })).toEqual({ allowed: true, late: false });
    expect(pickupGate({ ...base, now: at('12:01') })).toEqual({ allowed: true, late: true });
    // The evening before: the newcomer's 21:56 pickup for the next morning's slot.
    expect(pickupTiming('2026-12-02', '9-12', at('21:56'))).toBe('early');
  });

  it('lets the shipper agree only while the slot has not opened and the goods are still waiting', () => {
    expect(canAgreeEarlyPickup('2026-12-01', '9-12', 'Scheduled', at('08:00'))).toBe(true);
    expect(canAgreeEarlyPickup('2026-12-01', '9-12', 'Scheduled', at('09:30'))).toBe(false);
    expect(canAgreeEarlyPickup('2026-12-01', '9-12', 'Picked Up', at('08:00'))).toBe(false);
  });

  it('needs the 12-digit e-way bill number when the rule says a bill is needed', () => {
    expect(ewayBillMissing({ ewbRequired: true, ewbNumber: null })).toBe(true);
    expect(ewayBillMissing({ ewbRequired: true, ewbNumber: '123456789012' })).toBe(false);
    expect(ewayBillMissing({ ewbRequired: false, ewbNumber: null })).toBe(false);
    expect(ewayBillMissing({ ewbRequired: null, ewbNumber: null })).toBe(false);
  });

  it('shows a planned time as a range against the slot', () => {
    const slot = { startMs: at('09:00').getTime(), endMs: at('12:00').getTime() };
    const w = etaWindow(at('09:55').getTime(), slot);
    expect([w.from, w.to]).toEqual([at('09:40').toISOString(), at('10:10').toISOString()]);
    expect(w.against).toBe('inside');
    // Planned at the slot's start: the range starts there too, never before the slot opens.
    expect(etaWindow(at('09:05').getTime(), slot)).toMatchObject({
      from: at('09:00').toISOString(),
      against: 'inside',
    });
    expect(etaWindow(at('08:50').getTime(), slot).against).toBe('overlaps');
    expect(etaWindow(at('13:00').getTime(), slot).against).toBe('after');
  });
});
