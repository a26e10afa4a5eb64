import { describe, expect, it } from 'vitest';
import { SUPPORT_EMAIL, SUPPORT_PHONE } from '@logisaathi/domain';

import {
  composeReply,
  detectLanguage,
  INTENTS,
  LANGUAGES,
  reply,
  understand,
  type DeliverySummary,
  type Entities,
  type ReplyData,
} from '../src/index';

const NO_ENTITIES: Entities = { shipmentId: null, weightKg: null, origin: null, destination: null };
const DEVANAGARI = /[\u0900-\u097f]/u;

const DELIVERIES: readonly DeliverySummary[] = [
  {
    deliveryId: 'LS7K2P9Q',
    status: 'In Transit',
    from: 'Okhla',
    to: 'Bawana',
    slot: '15-18',
    date: '2025-06-14',
  },
  { deliveryId: 'LS4HM8TX', status: 'Delivered', from: 'Narela', to: 'Mayapuri', slot: null, date: null },
];

const PRICED: ReplyData = {
  quote: { kind: 'priced', distanceKm: 18.44, priceInr: 371, pooledPriceInr: 260, savingsInr: 111 },
};

function turn(message: string, data: ReplyData = {}): string {
  return composeReply(understand(message), data).reply;
}

describe('reply language and script', () => {
  it.each(LANGUAGES.flatMap((language) => INTENTS.map((intent) => [language, intent] as const)))(
    '%s %s reply is detected as its own language',
    (language, intent) => {
      const text = reply({ intent, language, entities: NO_ENTITIES, data: { deliveries: DELIVERIES } });
      expect(text.length).toBeGreaterThan(0);
      expect(detectLanguage(text)).toBe(language);
      expect(DEVANAGARI.test(text)).toBe(language === 'hi');
    },
  );

  it('greets in Devanagari for Hindi and in Latin Hindi for Hinglish', () => {
    expect(turn('नमस्ते')).toMatch(/^नमस्ते!/);
    expect(turn('namaste ji')).toMatch(/^Namaste!/);
    expect(turn('hello')).toMatch(/^Hello!/);
  });
});

describe('fallback', () => {
  it.each([['tell me a joke'], ['मुझे एक चुटकुला सुनाओ'], ['ek joke sunao']])(
    '%j asks to rephrase and gives the support e-mail and phone',
    (message) => {
      const answer = composeReply(understand(message));
      expect(answer.intent).toBe('fallback');
      expect(answer.reply).toContain(SUPPORT_EMAIL);
      expect(answer.reply).toContain(SUPPORT_PHONE);
    },
  );

  it('uses the documented support contacts', () => {
    expect(SUPPORT_EMAIL).toBe('support@logisaathi.in');
    expect(SUPPORT_PHONE).toBe('+91 11 4000 1234');
  });
});

describe('track replies', () => {
  it('asks the API for deliveries', () => {
    expect(understand('mera order kahan hai').needs).toBe('deliveries');
  });

  it('shows the one delivery matching the id', () => {
    const text = turn('where is ls7k2p9q?', { deliveries: DELIVERIES });
    expect(text).toContain('LS7K2P9Q is In Transit: Okhla → Bawana, 2025-06-14, slot 15-18');
    expect(text).not.toContain('LS4HM8TX');
  });

  it('says when the id is not among the user’s deliveries', () => {
    expect(turn('LSZZZZZZ कहाँ है', { deliveries: DELIVERIES })).toContain(
      'शिपमेंट LSZZZZZZ आपकी डिलीवरी में नहीं मिला',
    );
  });

  it('lists the deliveries when no id is given, with statuses in the user’s language', () => {
    const text = turn('मेरा ऑर्डर कहाँ है', { deliveries: DELIVERIES });
    expect(text).toContain('LS7K2P9Q रास्ते में है');
    expect(text).toContain('LS4HM8TX डिलीवर हो चुका है');
  });

  it('shows at most four deliveries and counts the rest', () => {
    const many = Array.from({ length: 6 }, (_, i) => ({ ...DELIVERIES[0]!, deliveryId: `LS${i + 2}AAAAA` }));
    const text = turn('status of my orders', { deliveries: many });
    expect(text.match(/• /g)).toHaveLength(4);
    expect(text).toContain('2 more');
  });

  it('handles no deliveries and deliveries that could not be loaded', () => {
    expect(turn('mera order kahan hai', { deliveries: [] })).toContain('koi delivery nahi hai');
    expect(turn('mera order kahan hai')).toContain('load nahi ho payi');
  });
});

describe('quote replies', () => {
  it('asks the API for a quote only when weight and both places are known', () => {
    expect(understand('10 kg Okhla se Bawana kitne ka?').needs).toBe('quote');
    expect(understand('Okhla se Bawana kitne ka?').needs).toBeNull();
  });

  it('shows the computed prices', () => {
    expect(turn('price for 25kg from Noida sector 63 to Gurgaon', PRICED)).toBe(
      '25 kg from Noida sector 63 to Gurgaon (about 18.4 km): ₹371 regular, or ₹260 on a shared truck, ' +
        'saving ₹111. To book it, open Add Delivery.',
    );
    expect(turn('10 किलो ओखला से बवाना कितने का', PRICED)).toContain('शेयर ट्रक पर ₹260');
  });

  it('asks for what is missing', () => {
    expect(turn('Okhla se Bawana kitne ka?')).toContain('Okhla se Bawana tak maal ka weight kitna hai?');
    expect(turn('how much for 10 kg')).toContain('From where to where should the 10 kg go?');
    expect(turn('i want a quote')).toContain('Tell me the weight and both places');
  });

  it('names the place that could not be found', () => {
    const data: ReplyData = { quote: { kind: 'location-not-found', place: 'Xyzpur' } };
    expect(turn('10 kg Xyzpur to Bawana price', data)).toContain("I couldn't find 'Xyzpur' on the map");
  });
});

describe('product facts', () => {
  it('states the pricing rule and the pooling discount', () => {
    const text = reply({ intent: 'price', language: 'en', entities: NO_ENTITIES });
    expect(text).toContain('₹150 base + ₹12 per km + ₹5 per kg above 5 kg');
    expect(text).toContain('30% less');
  });

  it('lists what sign-up needs', () => {
    const text = reply({ intent: 'signup', language: 'en', entities: NO_ENTITIES });
    for (const field of [
      'name',
      'e-mail',
      'at least 6 characters',
      'company',
      '10-digit mobile',
      'business type',
    ]) {
      expect(text).toContain(field);
    }
  });

  it('names the five company documents', () => {
    const text = reply({ intent: 'profile', language: 'en', entities: NO_ENTITIES });
    for (const document of ['GST certificate', 'PAN', 'incorporation', 'address proof', 'bank proof']) {
      expect(text).toContain(document);
    }
  });

  it('lists the four time slots for deliveries', () => {
    expect(reply({ intent: 'delivery', language: 'hinglish', entities: NO_ENTITIES })).toContain(
      '9-12, 12-15, 15-18, 18-21',
    );
  });
});
