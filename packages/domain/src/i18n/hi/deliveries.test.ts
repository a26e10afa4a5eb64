import { describe, expect, it } from 'vitest';
import {
  ADD_DELIVERY_MESSAGES,
  ADD_DELIVERY_STEP_TITLES,
  DEFAULT_PACKAGE_TYPE,
  DELIVERED_PROOF_MESSAGES,
  DELIVERY_STATUSES,
  EWAY_BILL_TEXTS,
  EWB_NUMBER_MESSAGES,
  GOODS_INVOICE_MESSAGES,
  MAX_WAIT_HOURS_LIMIT,
  PACKAGE_TYPES,
  PLACE_MESSAGES,
  QTY_UNITS,
  QUOTE_MESSAGES,
  SPECIAL_INSTRUCTIONS,
  TIME_SLOT_LABELS,
  TRANSIT_ENDS_IN_TEXT,
  TRANSIT_IN_TEXT,
  TRUCK_MATCH_TAB_LABELS,
  TRUCK_TYPES,
  truckTypeLabel,
} from '../../index';
import { translateText } from '../text-catalog';
import { HINDI_TEXTS } from './index';

// The whole catalog: a text these screens show may have its home in another part (one home per text).
const hindi = (text: string) => translateText(text, HINDI_TEXTS);
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi of deliveries and tracking', () => {
  const texts: string[] = [
    ...Object.values(ADD_DELIVERY_MESSAGES),
    ...ADD_DELIVERY_STEP_TITLES.regular,
    ...ADD_DELIVERY_STEP_TITLES.pooling,
    ...Object.values(TIME_SLOT_LABELS),
    ...DELIVERY_STATUSES,
    ...PACKAGE_TYPES,
    DEFAULT_PACKAGE_TYPE,
    ...SPECIAL_INSTRUCTIONS,
    ...TRUCK_TYPES.map(({ type }) => truckTypeLabel(type)),
    ...Object.values(QUOTE_MESSAGES),
    ...Object.values(PLACE_MESSAGES),
    ...Object.values(TRUCK_MATCH_TAB_LABELS),
    TRANSIT_IN_TEXT,
    TRANSIT_ENDS_IN_TEXT,
    ...Object.values(GOODS_INVOICE_MESSAGES),
    ...Object.values(QTY_UNITS),
    ...Object.values(EWB_NUMBER_MESSAGES),
    ...Object.values(DELIVERED_PROOF_MESSAGES),
    EWAY_BILL_TEXTS.required,
    EWAY_BILL_TEXTS.notRequired,
    EWAY_BILL_TEXTS.requiredDetail('1,00,000'),
    EWAY_BILL_TEXTS.notRequiredDetail('50,000'),
    `Maximum wait must be between 1 and ${MAX_WAIT_HOURS_LIMIT} hours`,
  ];

  it.each(texts)("has Hindi for '%s'", (text) => {
    expect(hindi(text)).not.toBe(text);
    expect(hindi(text)).toMatch(DEVANAGARI);
  });

  it('keeps the numbers of patterned messages', () => {
    expect(hindi(ADD_DELIVERY_MESSAGES.weightTooLarge)).toBe('वज़न ज़्यादा से ज़्यादा 50000 किलो हो सकता है');
    expect(hindi(truckTypeLabel('Tata 407'))).toBe('Tata 407 (2-3 टन)');
    expect(hindi(truckTypeLabel('Mini Truck'))).toBe('मिनी ट्रक (1-2 टन)');
    expect(hindi(EWAY_BILL_TEXTS.notRequiredDetail('50,000'))).toContain('₹50,000');
  });
});
