import { embeddedGeocoder } from '@logisaathi/geo';
import { describe, expect, it } from 'vitest';

import { composeReply, understand, type ReplyData } from '../src/index';

// Questions typed in Devanagari or Hinglish (issue 17): the assistant finds the weight and the two places, the
// places are the text the API geocodes, and the geocoder reads them as the same places as their English names.
const geocoder = embeddedGeocoder();
const PRICED: ReplyData = {
  quote: { kind: 'priced', distanceKm: 27.3, priceInr: 423, pooledPriceInr: 296, savingsInr: 127 },
};

describe('a price question in Devanagari or Hinglish', () => {
  it.each([
    ['ओखला से बवाना 15 किलो का कितना लगेगा', 'hi', 15, 'Okhla', 'Bawana'],
    ['okhla se bawana 15 kilo ka kitna lagega', 'hinglish', 15, 'Okhla', 'Bawana'],
    ['नोएडा सेक्टर 63 से गुड़गांव 20 किलो का रेट बताओ', 'hi', 20, 'Noida Sector 63', 'Gurugram'],
    ['गाज़ियाबाद से फरीदाबाद 10 किलो कितने पैसे लगेंगे', 'hi', 10, 'Ghaziabad', 'Faridabad'],
    ['नरेला से ओखला फेज़ 2 तक 30 किलो भेजने का खर्चा', 'hi', 30, 'Narela', 'Okhla Phase 2'],
    ['naraina se gurgaon 25 kg bhejna hai kitna padega', 'hinglish', 25, 'Naraina', 'Gurugram'],
  ] as const)('%s is a quote between places the geocoder knows', (question, language, weightKg, from, to) => {
    const understanding = understand(question);
    expect(understanding).toMatchObject({ intent: 'quote', language, needs: 'quote' });
    expect(understanding.entities.weightKg).toBe(weightKg);
    const { origin, destination } = understanding.entities;
    const origins = [origin, from].map((place) => geocoder.geocode(place ?? ''));
    const destinations = [destination, to].map((place) => geocoder.geocode(place ?? ''));
    expect(origins[0]).not.toBeNull();
    expect(destinations[0]).not.toBeNull();
    expect(origins[0]?.matchedPlace).toBe(origins[1]?.matchedPlace);
    expect(destinations[0]?.matchedPlace).toBe(destinations[1]?.matchedPlace);
  });

  it('answers the price in the language and script of the question', () => {
    const hindi = composeReply(understand('ओखला से बवाना 15 किलो का कितना लगेगा'), PRICED);
    expect(hindi.language).toBe('hi');
    expect(hindi.reply).toMatch(/[\u0900-\u097f]/u);
    expect(hindi.reply).toContain('₹423');
    expect(hindi.reply).toContain('किमी');

    const hinglish = composeReply(understand('okhla se bawana 15 kilo ka kitna lagega'), PRICED);
    expect(hinglish.language).toBe('hinglish');
    expect(hinglish.reply).not.toMatch(/[\u0900-\u097f]/u);
    expect(hinglish.reply).toContain('₹423');
  });
});

describe('a tracking question in Devanagari', () => {
  const DELIVERIES: ReplyData = {
    deliveries: [
      {
        deliveryId: 'LS7K2P9Q',
        status: 'In Transit',
        from: 'Okhla',
        to: 'Bawana',
        slot: '15-18',
        date: '2025-06-14',
      },
    ],
  };

  it.each([
    ['मेरा शिपमेंट LS7K2P9Q कहाँ है', 'LS7K2P9Q'],
    ['LS7K2P9Q ट्रैक करो', 'LS7K2P9Q'],
    ['मेरी डिलीवरी कहां है', null],
    ['मेरे शिपमेंट की स्थिति बताओ', null],
  ])('%s asks for the delivery and is answered in Hindi', (question, shipmentId) => {
    const understanding = understand(question);
    expect(understanding).toMatchObject({ intent: 'track', language: 'hi', needs: 'deliveries' });
    expect(understanding.entities.shipmentId).toBe(shipmentId);
    const answer = composeReply(understanding, DELIVERIES);
    expect(answer.reply).toContain('LS7K2P9Q');
    expect(answer.reply).toMatch(/[\u0900-\u097f]/u);
  });
});
