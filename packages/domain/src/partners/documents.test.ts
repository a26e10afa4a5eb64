import { describe, expect, it } from 'vitest';
import {
  daysUntilExpiry,
  documentStatus,
  documentUploadFieldsSchema,
  expiryAlertStage,
  licenceProblem,
  vehicleCompliance,
  type DocumentOnFile,
} from './documents';

// 2026-11-25 20:00 IST: late evening, so a UTC-based day would already be wrong in the other direction.
const NOW = new Date('2026-11-25T14:30:00Z');
// 2026-11-25 01:00 IST is still 2026-11-24 in UTC.
const EARLY_IST = new Date('2026-11-24T19:30:00Z');

describe('daysUntilExpiry counts IST calendar days', () => {
  it.each([
    ['2026-11-25', NOW, 0],
    ['2026-11-26', NOW, 1],
    ['2026-11-24', NOW, -1],
    ['2026-12-10', NOW, 15],
    ['2026-11-25', EARLY_IST, 0],
    ['2027-11-25', NOW, 365],
  ])('%s at %s -> %i', (expiresOn, now, days) => expect(daysUntilExpiry(expiresOn, now)).toBe(days));
});

describe('expiry alert stages (15 days, 1 day, expired)', () => {
  it.each([
    ['2026-12-11', null, 'valid'],
    ['2026-12-10', 'days15', 'expiring'],
    ['2026-11-27', 'days15', 'expiring'],
    ['2026-11-26', 'days1', 'expiring'],
    ['2026-11-25', 'days1', 'expiring'],
    ['2026-11-24', 'expired', 'expired'],
  ])('expiring %s -> %s / %s', (expiresOn, stage, status) => {
    expect(expiryAlertStage(expiresOn, NOW)).toBe(stage);
    expect(documentStatus(expiresOn, NOW)).toBe(status);
  });
});

describe('vehicleCompliance', () => {
  const all = (expiresOn: string): DocumentOnFile[] =>
    (['rc', 'insurance', 'puc', 'permit'] as const).map((kind) => ({
      kind,
      expiresOn,
      reviewStatus: 'approved',
    }));

  it('lets a vehicle with every document valid take jobs, on the last valid day too', () => {
    expect(vehicleCompliance(all('2026-11-25'), NOW)).toEqual({ canTakeJobs: true, problems: [] });
  });

  it.each([
    ['insurance', 'Insurance expired on 2026-11-24'],
    ['puc', 'Pollution certificate (PUC) expired on 2026-11-24'],
    ['permit', 'Permit expired on 2026-11-24'],
  ] as const)('an expired %s stops the vehicle', (kind, problem) => {
    const docs = all('2027-01-01').map((d) => (d.kind === kind ? { ...d, expiresOn: '2026-11-24' } : d));
    expect(vehicleCompliance(docs, NOW)).toEqual({ canTakeJobs: false, problems: [problem] });
  });

  it('names every missing document', () => {
    expect(
      vehicleCompliance([{ kind: 'rc', expiresOn: '2030-01-01', reviewStatus: 'approved' }], NOW).problems,
    ).toEqual(['Insurance is missing', 'Pollution certificate (PUC) is missing', 'Permit is missing']);
  });

  it('counts the renewal when an old copy has lapsed', () => {
    const docs = [
      ...all('2027-01-01'),
      { kind: 'insurance' as const, expiresOn: '2026-01-01', reviewStatus: 'approved' },
    ];
    expect(vehicleCompliance(docs, NOW).canTakeJobs).toBe(true);
  });

  it('counts only approved copies, and says why a document does not count yet', () => {
    const docs: DocumentOnFile[] = [
      ...all('2027-01-01').filter((d) => d.kind === 'puc' || d.kind === 'permit'),
      { kind: 'rc', expiresOn: '2035-01-01', reviewStatus: 'pending' },
      {
        kind: 'insurance',
        expiresOn: '2036-01-01',
        reviewStatus: 'rejected',
        reviewReason: 'Not an insurance policy',
      },
    ];
    expect(vehicleCompliance(docs, NOW)).toEqual({
      canTakeJobs: false,
      problems: [
        'Registration certificate (RC) is awaiting review',
        'Insurance was rejected: Not an insurance policy',
      ],
    });
  });

  it('keeps an approved copy counting while its renewal awaits review', () => {
    const docs: DocumentOnFile[] = [
      ...all('2027-01-01'),
      { kind: 'rc', expiresOn: '2035-01-01', reviewStatus: 'pending' },
    ];
    expect(vehicleCompliance(docs, NOW).canTakeJobs).toBe(true);
  });
});

describe('licenceProblem', () => {
  const licence = (expiresOn: string, reviewStatus: string, reviewReason: string | null = null) => ({
    kind: 'licence',
    expiresOn,
    reviewStatus,
    reviewReason,
  });
  it.each([
    ['no upload', [], 'This driver has no driving licence on file'],
    [
      'awaiting review',
      [licence('2040-01-01', 'pending')],
      "This driver's driving licence is awaiting review",
    ],
    [
      'rejected',
      [licence('2040-01-01', 'rejected', 'Photo is unreadable')],
      "This driver's driving licence was rejected: Photo is unreadable",
    ],
    [
      'approved, expired',
      [licence('2026-11-24', 'approved')],
      "This driver's driving licence expired on 2026-11-24",
    ],
    ['approved, last day', [licence('2026-11-25', 'approved')], null],
    ['approved', [licence('2040-01-01', 'approved')], null],
    [
      'approved and a renewal awaiting review',
      [licence('2030-01-01', 'approved'), licence('2040-01-01', 'pending')],
      null,
    ],
    [
      'rejected again after an approved copy expired',
      [licence('2026-11-01', 'approved'), licence('2040-01-01', 'rejected', 'Wrong person')],
      "This driver's driving licence expired on 2026-11-01",
    ],
    [
      'a vehicle document does not count',
      [{ ...licence('2040-01-01', 'approved'), kind: 'rc' }],
      'This driver has no driving licence on file',
    ],
  ])('%s', (_name, documents: DocumentOnFile[], problem) =>
    expect(licenceProblem(documents, NOW)).toBe(problem),
  );
});

describe('documentUploadFieldsSchema', () => {
  const message = (fields: unknown) =>
    documentUploadFieldsSchema(NOW).safeParse(fields).error?.issues[0]?.message ?? null;
  it.each([
    [{ kind: 'insurance', expiresOn: '2027-03-31' }, null],
    [{ kind: 'licence', expiresOn: '2026-11-25' }, null],
    [{ kind: 'insurance', expiresOn: '2026-11-24' }, 'Expiry date has passed: this document has expired'],
    [{ kind: 'insurance', expiresOn: '2026-02-30' }, 'Expiry date must be a date like 2027-03-31'],
    [{ kind: 'insurance', expiresOn: '2050-01-01' }, 'Expiry date must be within 20 years'],
    [{ kind: 'insurance' }, 'Expiry date is required'],
    [{ kind: 'fitness', expiresOn: '2027-03-31' }, 'Choose the document type'],
  ])('%j -> %s', (fields, expected) => expect(message(fields)).toBe(expected));
});
