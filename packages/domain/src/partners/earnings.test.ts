import { describe, expect, it } from 'vitest';
import {
  buildWeeklyStatement,
  earningsQuerySchema,
  istWeekStart,
  splitFare,
  weeklyStatementCsv,
  type EarningTrip,
} from './earnings';
import { formatPaise, paise } from '../money';

describe('splitFare', () => {
  it.each([
    [100_000, 10, 10_000, 90_000],
    [45_050, 10, 4_505, 40_545],
    [12_345, 10, 1_235, 11_110],
    [12_344, 10, 1_234, 11_110],
    [99_999, 12.5, 12_500, 87_499],
    [50_000, 0, 0, 50_000],
  ])('fare %i at %s%% -> commission %i, net %i', (fare, percent, commission, net) => {
    const split = splitFare(paise(fare), percent);
    expect(split).toEqual({
      farePaise: fare,
      commissionPercent: percent,
      commissionPaise: commission,
      netPaise: net,
    });
    expect(split.commissionPaise + split.netPaise).toBe(fare);
  });
});

describe('istWeekStart', () => {
  it.each([
    ['2026-11-23T00:00:00+05:30', '2026-11-23'], // Monday 00:00 IST
    ['2026-11-22T18:29:59Z', '2026-11-16'], // Sunday 23:59 IST
    ['2026-11-22T18:30:00Z', '2026-11-23'], // Monday 00:00 IST, still Sunday in UTC
    ['2026-11-29T12:00:00+05:30', '2026-11-23'],
  ])('%s -> %s', (at, monday) => expect(istWeekStart(new Date(at))).toBe(monday));
});

describe('earningsQuerySchema', () => {
  it.each([
    [{}, true],
    [{ week: '2026-11-23' }, true],
    [{ week: '2026-11-24' }, false],
    [{ week: 'last week' }, false],
  ])('%j -> %s', (query, ok) => expect(earningsQuerySchema.safeParse(query).success).toBe(ok));
});

const trip = (over: Partial<EarningTrip>): EarningTrip => ({
  jobId: 'j',
  deliveryId: 'DEL-1',
  completedAt: '2026-11-24T06:00:00.000Z',
  pickupArea: 'Okhla',
  dropArea: 'Narela',
  roadKm: 32.5,
  vehicleRegistration: 'DL 1L AB 1234',
  ...splitFare(paise(60_000), 10),
  ...over,
});

describe('weekly statement', () => {
  const statement = buildWeeklyStatement('2026-11-23', [
    trip({ deliveryId: 'DEL-2', completedAt: '2026-11-25T10:00:00.000Z', ...splitFare(paise(45_050), 10) }),
    trip({ deliveryId: 'DEL-1' }),
  ]);

  it('lists trips by completion and adds them up', () => {
    expect(statement.weekEnd).toBe('2026-11-29');
    expect(statement.trips.map((t) => t.deliveryId)).toEqual(['DEL-1', 'DEL-2']);
    expect(statement.totals).toEqual({
      trips: 2,
      farePaise: 105_050,
      commissionPaise: 10_505,
      netPaise: 94_545,
    });
  });

  it('writes CSV in rupees with IST times and a totals line', () => {
    const lines = weeklyStatementCsv(statement).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Completed (IST),Delivery,Vehicle,From,To,Road km,Fare (INR),Commission %,Commission (INR),Net (INR)',
    );
    expect(lines[1]).toBe('2026-11-24 11:30,DEL-1,DL 1L AB 1234,Okhla,Narela,32.5,600.00,10,60.00,540.00');
    expect(lines[3]).toBe('Total,2 trips,,,,,1050.50,,105.05,945.45');
  });

  it('quotes commas and neutralises formulas', () => {
    const csv = weeklyStatementCsv(
      buildWeeklyStatement('2026-11-23', [
        trip({ pickupArea: 'Okhla, Phase II', dropArea: '=HYPERLINK("x")' }),
      ]),
    );
    expect(csv).toContain(`"Okhla, Phase II","'=HYPERLINK(""x"")"`);
  });

  it('formats paise', () => {
    expect(formatPaise(123_456_78)).toBe('₹1,23,456.78');
    expect(formatPaise(5)).toBe('₹0.05');
  });
});
