import { describe, expect, it } from 'vitest';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  DEFAULT_PACKAGE_TYPE,
  DOCUMENT_KIND_LABELS,
  DOCUMENT_KINDS,
  SPEC_HUB_NAMES,
  PACKAGE_TYPES,
  SPECIAL_INSTRUCTIONS,
  TRUCK_TYPE_NAMES,
  TRUCK_TYPES,
  truckTypeLabel,
} from './catalogue';
import * as limits from './limits';
import {
  AUTH_STORAGE_KEYS,
  LOGOUT_STORAGE_KEYS,
  SMART_TRUCK_POOLING_MODE,
  STORAGE_KEYS,
} from './storage-keys';

describe('catalogue', () => {
  it('has the spec lists', () => {
    expect(PACKAGE_TYPES).toEqual([
      'Furniture',
      'Electronics',
      'Clothing',
      'Food Items',
      'Fragile Items',
      'Other',
    ]);
    expect(DEFAULT_PACKAGE_TYPE).toBe('Documents');
    expect(SPECIAL_INSTRUCTIONS).toEqual([
      'Handle with care',
      'Fragile',
      'Keep upright',
      'Do not stack',
      'Keep dry',
      'Temperature sensitive',
      'This side up',
      'No magnets',
    ]);
    expect(SPEC_HUB_NAMES).toEqual(['Narela', 'Okhla', 'Bawana', 'Mayapuri', 'Patparganj', 'Kirti Nagar']);
    expect(CONTACT_SUBJECTS).toEqual(['general', 'demo', 'pricing', 'support', 'partnership']);
    expect(Object.keys(CONTACT_SUBJECT_LABELS)).toEqual([...CONTACT_SUBJECTS]);
  });

  it.each([
    ['gstCertificate', 'GST Certificate'],
    ['companyPan', 'Company PAN'],
    ['incorporationCertificate', 'Certificate of Incorporation'],
    ['addressProof', 'Registered Address Proof'],
    ['bankProof', 'Cancelled Cheque / Bank Proof'],
  ] as const)('document %s is labelled %s', (kind, label) => {
    expect(DOCUMENT_KINDS).toContain(kind);
    expect(DOCUMENT_KIND_LABELS[kind]).toBe(label);
  });

  it.each([
    ['Mini Truck', 'Mini Truck (1-2 tons)'],
    ['Tata 407', 'Tata 407 (2-3 tons)'],
    ['Tata 709', 'Tata 709 (5-7 tons)'],
    ['Tata 1109', 'Tata 1109 (9-11 tons)'],
    ['Tata 1613', 'Tata 1613 (13-16 tons)'],
    ['Container Truck', 'Container Truck (7-15 tons)'],
    ['Refrigerated Truck', 'Refrigerated Truck (1-9 tons)'],
  ] as const)('%s is labelled %s', (type, label) => {
    expect(truckTypeLabel(type)).toBe(label);
  });

  it('truck ranges are well formed and names line up', () => {
    expect(TRUCK_TYPE_NAMES).toEqual(TRUCK_TYPES.map((t) => t.type));
    expect(TRUCK_TYPES.every((t) => t.minTons > 0 && t.minTons < t.maxTons)).toBe(true);
  });
});

describe('limits and timings', () => {
  it.each([
    ['REQUEST_TIMEOUT_MS', 60_000],
    ['STATUS_REFRESH_INTERVAL_MS', 60_000],
    ['CLOCK_TICK_MS', 1_000],
    ['SPLASH_MIN_DURATION_MS', 2_000],
    ['SPLASH_PROGRESS_DELAY_MS', 1_500],
    ['SPLASH_PROGRESS_DURATION_MS', 3_000],
    ['ANALYSIS_WAIT_MS', 3_000],
    ['POOL_REFRESH_WAIT_MS', 600],
    ['UPLOAD_WAIT_MS', 600],
    ['CHAT_REPLY_DELAY_MS', 700],
    ['CONTACT_SUBMIT_DELAY_MS', 1_000],
    ['PAY_NOW_DELAY_MS', 1_500],
    ['ADDRESS_MIN_LENGTH', 10],
    ['WEIGHT_MIN_KG', 0.1],
    ['RECENT_DELIVERIES_COUNT', 4],
    ['DEFAULT_MAX_WAIT_HOURS', 24],
    ['DEFAULT_COST_SAVINGS_TARGET_PERCENT', 30],
    ['BADGE_CAP_DESKTOP', 99],
    ['BADGE_CAP_MOBILE', 9],
    ['MATCH_FALLBACK_LIFETIME_MS', 86_400_000],
    ['DEPARTING_SOON_MS', 14_400_000],
    ['HIGH_SAVINGS_THRESHOLD_PERCENT', 30],
    ['ROUTE_LINE_MAX_CHARS', 20],
  ] as const)('%s = %s', (name, value) => {
    expect(limits[name]).toBe(value);
  });
});

describe('storage keys', () => {
  it('uses the spec key names as values', () => {
    for (const [name, value] of Object.entries(STORAGE_KEYS)) expect(value).toBe(name);
    expect(Object.keys(STORAGE_KEYS)).toEqual([
      'sharedTruckMatches',
      'truckPool',
      'alerts',
      'profileData',
      'uploadedDocuments',
      'deliveryMode',
      'prefillDelivery',
      'userCreatedAt',
      'lastLogin',
      'avatarPreview',
      'token',
      'isAuthenticated',
      'user',
      'addDeliveryStep',
      'addDeliveryForm',
      'language',
    ]);
    expect(SMART_TRUCK_POOLING_MODE).toBe('smartTruckPooling');
  });

  it('logout clears the auth keys and the alerts; a failed token check keeps the alerts key out', () => {
    expect(AUTH_STORAGE_KEYS).toEqual(['token', 'isAuthenticated', 'user']);
    expect(LOGOUT_STORAGE_KEYS).toEqual(['token', 'isAuthenticated', 'user', 'alerts']);
  });
});
