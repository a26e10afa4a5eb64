import { describe, expect, it } from 'vitest';
import { BUSINESS_TYPE_LABELS, signUpFormSchema } from '../../auth';
import { ALERT_TAB_LABELS } from '../../alerts';
import { CONTACT_SUBJECT_LABELS, DOCUMENT_KIND_LABELS } from '../../catalogue';
import { CONTACT_MESSAGES } from '../../contact';
import { DATA_RIGHTS_TEXT } from '../../data-rights';
import { PLACE_MESSAGES } from '../../places';
import { PROFILE_MESSAGES } from '../../profile';
import { translateText } from '../text-catalog';
import { HINDI_TEXTS } from './index';

const DEVANAGARI = /[\u0900-\u097f]/u;
const hindi = (text: string) => translateText(text, HINDI_TEXTS);

describe('Hindi for accounts, contact, places and alerts', () => {
  const texts = [
    ...Object.values(BUSINESS_TYPE_LABELS),
    ...Object.values(ALERT_TAB_LABELS),
    ...Object.values(CONTACT_SUBJECT_LABELS),
    ...Object.values(DOCUMENT_KIND_LABELS),
    ...Object.values(CONTACT_MESSAGES),
    ...Object.values(DATA_RIGHTS_TEXT),
    ...Object.values(PLACE_MESSAGES),
    ...Object.values(PROFILE_MESSAGES).map((m) =>
      typeof m === 'string' ? m : m('Haryana (06)', 'Delhi (07)'),
    ),
  ];

  it.each(texts)('translates %s', (text) => {
    expect(hindi(text)).toMatch(DEVANAGARI);
  });

  it('translates every message of an empty or wrong sign-up form', () => {
    const result = signUpFormSchema.safeParse({
      firstName: 'A',
      lastName: '',
      email: 'not-an-email',
      password: '123',
      confirmPassword: '1234',
      company: 'x'.repeat(200),
      phone: '12',
      businessType: '',
    });
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages.length).toBeGreaterThan(5);
    for (const message of messages) expect(hindi(message), message).toMatch(DEVANAGARI);
  });

  it('keeps the numbers of messages built from one', () => {
    expect(hindi('Company name must be at most 120 characters')).toBe(
      'कंपनी के नाम में ज़्यादा से ज़्यादा 120 अक्षर हो सकते हैं',
    );
    expect(hindi('You can save at most 200 places')).toBe('आप ज़्यादा से ज़्यादा 200 जगहें सेव कर सकते हैं');
    expect(hindi(DATA_RIGHTS_TEXT.retentionDescription)).toContain('8 साल');
  });
});
