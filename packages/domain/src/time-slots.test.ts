import { describe, expect, it } from 'vitest';
import {
  availableSlots,
  departureHour,
  isSlotAvailable,
  isTimeSlot,
  keepSlotIfAvailable,
  NO_SLOTS_MESSAGE,
  slotEndHour,
  slotForDepartureHour,
  slotStartHour,
  slotWindow,
  TIME_SLOT_LABELS,
  TIME_SLOTS,
} from './time-slots';

/** The instant when the IST wall clock shows hh:mm on 10 March 2025. */
const ist = (hhmm: string, date = '2025-03-10') => new Date(`${date}T${hhmm}:00+05:30`);

describe('slot catalogue', () => {
  it('lists the four slots with their labels', () => {
    expect(TIME_SLOTS).toEqual(['9-12', '12-15', '15-18', '18-21']);
    expect(TIME_SLOTS.map((s) => TIME_SLOT_LABELS[s])).toEqual([
      '9 AM - 12 PM',
      '12 PM - 3 PM',
      '3 PM - 6 PM',
      '6 PM - 9 PM',
    ]);
    expect(NO_SLOTS_MESSAGE).toBe(
      'No time slots available for selected date. Please select a different date.',
    );
  });

  it.each([
    ['9-12', 9, 12, true],
    ['12-15', 12, 15, true],
    ['15-18', 15, 18, true],
    ['18-21', 18, 21, true],
    ['21-24', 9, 23, false],
    ['morning', 9, 23, false],
    ['', 9, 23, false],
    [undefined, 9, 23, false],
    [null, 9, 23, false],
  ])('%j starts %i ends %i', (slot, start, end, known) => {
    expect(slotStartHour(slot)).toBe(start);
    expect(slotEndHour(slot)).toBe(end);
    expect(isTimeSlot(slot)).toBe(known);
  });

  it('slotWindow gives IST instants', () => {
    const { start, end } = slotWindow('2025-03-10', '18-21');
    expect(start.toISOString()).toBe('2025-03-10T12:30:00.000Z');
    expect(end.toISOString()).toBe('2025-03-10T15:30:00.000Z');
  });
});

describe('availableSlots', () => {
  it.each([
    ['no date', '', ist('08:00'), []],
    ['undefined date', undefined, ist('08:00'), []],
    ['malformed date', '10/03/2025', ist('08:00'), []],
    ['yesterday', '2025-03-09', ist('08:00'), []],
    ['today 00:00', '2025-03-10', ist('00:00'), ['9-12', '12-15', '15-18', '18-21']],
    ['today 08:59', '2025-03-10', ist('08:59'), ['9-12', '12-15', '15-18', '18-21']],
    // Strictly after the current hour: at 09:00 the 9-12 slot has started.
    ['today 09:00', '2025-03-10', ist('09:00'), ['12-15', '15-18', '18-21']],
    ['today 11:59', '2025-03-10', ist('11:59'), ['12-15', '15-18', '18-21']],
    ['today 12:00', '2025-03-10', ist('12:00'), ['15-18', '18-21']],
    ['today 17:59', '2025-03-10', ist('17:59'), ['18-21']],
    ['today 18:00', '2025-03-10', ist('18:00'), []],
    ['today 23:59', '2025-03-10', ist('23:59'), []],
    ['tomorrow late at night', '2025-03-11', ist('23:59'), ['9-12', '12-15', '15-18', '18-21']],
    // 00:15 IST on 10 March is 14:45 on 9 March in New York: IST decides, so 10 March is today, 9 March past.
    [
      'IST midnight crossed, new day',
      '2025-03-10',
      new Date('2025-03-09T18:45:00Z'),
      ['9-12', '12-15', '15-18', '18-21'],
    ],
    ['IST midnight crossed, old day', '2025-03-09', new Date('2025-03-09T18:45:00Z'), []],
    ['just before IST midnight', '2025-03-09', new Date('2025-03-09T18:29:00Z'), []],
    [
      'before IST midnight, next day',
      '2025-03-10',
      new Date('2025-03-09T18:29:00Z'),
      ['9-12', '12-15', '15-18', '18-21'],
    ],
  ])('%s', (_label, date, now, expected) => {
    expect(availableSlots(date, now)).toEqual(expected);
  });

  it.each([
    ['2025-03-10', '12-15', ist('11:00'), true, '12-15'],
    ['2025-03-10', '12-15', ist('12:00'), false, ''],
    ['2025-03-10', 'morning', ist('08:00'), false, ''],
    ['', '9-12', ist('08:00'), false, ''],
  ])('%s %s at %s available=%s kept=%j', (date, slot, now, available, kept) => {
    expect(isSlotAvailable(date, slot, now)).toBe(available);
    expect(keepSlotIfAvailable(date, slot, now)).toBe(kept);
  });
});

describe('slotForDepartureHour', () => {
  it.each([
    [0, '9-12'],
    [8, '9-12'],
    [9, '9-12'],
    [11, '9-12'],
    [12, '12-15'],
    [14, '12-15'],
    [15, '15-18'],
    [17, '15-18'],
    [18, '18-21'],
    [20, '18-21'],
    [21, '18-21'],
    [23, '18-21'],
  ])('hour %i -> %s', (hour, slot) => {
    expect(slotForDepartureHour(hour)).toBe(slot);
  });
});

describe('departureHour', () => {
  it.each([
    ['15-18', 15],
    ['9-12', 9],
    ['14:30', 14],
    ['09:05', 9],
    ['7', 7],
    ['2 PM', 14],
    ['2:30 pm', 14],
    ['12 AM', 0],
    ['12 PM', 12],
    ['13 PM', null],
    ['25:00', null],
    ['2025-03-10T16:45:00+05:30', 16],
    ['2025-03-10T10:00:00Z', 15],
    ['', null],
    [undefined, null],
    ['soon', null],
  ])('%j -> %s', (text, expected) => {
    expect(departureHour(text)).toBe(expected);
  });
});
