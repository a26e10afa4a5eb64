import { describe, expect, it } from 'vitest';

import { classifyIntent, type Intent } from '../src/index';

// Fixed tables, one per language, separate from the bench set so that both check the engine independently.
const ENGLISH: ReadonlyArray<readonly [string, Intent]> = [
  ['hello', 'greeting'],
  ['hi, where is my shipment?', 'track'],
  ['is my order delivered', 'track'],
  ['LS7K2P9Q', 'track'],
  ['WHEREISMYORDER', 'track'],
  ['how much per kg', 'price'],
  ['i want a quote', 'quote'],
  ['from okhla to narela 40kg', 'quote'],
  ['I need to book a delivery from okhla', 'delivery'],
  ['pls schedule delivry tmrw', 'delivery'],
  ['store my goods for a month', 'warehouse'],
  ['any trucks going to faridabad', 'truck'],
  ['upload pan', 'profile'],
  ['notification settings', 'alerts'],
  ['i want to speak to someone', 'contact'],
  ['tell me about logisaathi', 'about'],
  ['cant log in to my account', 'login'],
  ['for small businesses?', 'msme'],
  ['what can this app do', 'features'],
  ['what is the time', 'fallback'],
];

const HINDI: ReadonlyArray<readonly [string, Intent]> = [
  ['सुप्रभात', 'greeting'],
  ['राम राम जी', 'greeting'],
  ['मेरी delivery कहाँ तक पहुँची', 'track'],
  ['मेरे पार्सल का स्टेटस', 'track'],
  ['भाड़ा कितना है', 'price'],
  ['ओखला से नरेला 30 किलो', 'quote'],
  ['बवाना से ओखला 10 kg कितना', 'quote'],
  ['कल सुबह पिकअप चाहिए', 'delivery'],
  ['गोदाम का किराया', 'warehouse'],
  ['गोडाउन', 'warehouse'],
  ['ट्रक किराए पर चाहिए', 'truck'],
  ['बैंक डिटेल्स कहाँ डालूं', 'profile'],
  ['अलर्ट्स', 'alerts'],
  ['हेल्प चाहिए', 'contact'],
  ['आपकी कंपनी क्या करती है', 'about'],
  ['रजिस्टर करना है', 'signup'],
  ['मेरा पासवर्ड भूल गया हूं', 'login'],
  ['क्या यह MSME के लिए मुफ्त है', 'msme'],
  ['आप क्या करते हो', 'features'],
  ['मौसम कैसा है', 'fallback'],
];

const HINGLISH: ReadonlyArray<readonly [string, Intent]> = [
  ['good morning bhai', 'greeting'],
  ['mere order ki location batao', 'track'],
  ['shipment track krna h', 'track'],
  ['LS7K2P9Q ka kya hua', 'track'],
  ['aapke rates kya hai', 'price'],
  ['delivery mehngi hai kya', 'price'],
  ['7 kg ka noida se dwarka tak kharcha', 'quote'],
  ['naya order dalna hai', 'delivery'],
  ['mujhe storage space chahiye okhla me', 'warehouse'],
  ['gaddi milegi kya', 'truck'],
  ['meri profile kahan hai', 'profile'],
  ['alerts band karne hai', 'alerts'],
  ['complaint karni hai', 'contact'],
  ['logisaathi kisne banaya', 'about'],
  ['account create karo', 'signup'],
  ['sign in nhi ho rha', 'login'],
  ['kya ye msme ke liye free hai', 'msme'],
  ['tum kya kya karte ho', 'features'],
  ['weather kaisa hai aaj', 'fallback'],
];

describe('classifyIntent', () => {
  it.each(ENGLISH)('English %j is %s', (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });

  it.each(HINDI)('Hindi %j is %s', (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });

  it.each(HINGLISH)('Hinglish %j is %s', (text, intent) => {
    expect(classifyIntent(text)).toBe(intent);
  });

  it('tolerates spelling variants of one word', () => {
    for (const text of ['delivery kaise book kare', 'dilivery kaise book kare', 'delivry kaise book kare']) {
      expect(classifyIntent(text)).toBe('delivery');
    }
    for (const text of ['godown chahiye', 'godam chahiye', 'गोदाम चाहिए']) {
      expect(classifyIntent(text)).toBe('warehouse');
    }
    for (const text of ['truk chahiye', 'gaadi chahiye']) expect(classifyIntent(text)).toBe('truck');
  });

  it('prefers the question over the greeting around it', () => {
    expect(classifyIntent('hello bhai')).toBe('greeting');
    expect(classifyIntent('hello bhai, godown chahiye')).toBe('warehouse');
  });

  it('turns a price question into a quote only when it names a weight or places', () => {
    expect(classifyIntent('kitne ka padega')).toBe('price');
    expect(classifyIntent('10 kg kitne ka padega')).toBe('quote');
    expect(classifyIntent('Okhla se Bawana kitne ka padega')).toBe('quote');
  });

  it('does not read a short Hindi word as its one-letter neighbour', () => {
    // 'khana' (food) is one letter away from 'khata' (account).
    expect(classifyIntent('khana accha hai')).toBe('fallback');
  });

  it('answers fallback for empty or symbol-only text', () => {
    expect(classifyIntent('')).toBe('fallback');
    expect(classifyIntent('😀😀 ??')).toBe('fallback');
  });
});
