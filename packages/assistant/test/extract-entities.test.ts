import { describe, expect, it } from 'vitest';

import { extractEntities, extractRoute, extractShipmentId, extractWeightKg } from '../src/index';

describe('extractShipmentId', () => {
  it.each([
    ['where is LS7K2P9Q?', 'LS7K2P9Q'],
    ['track ls9d2kf7 pls', 'LS9D2KF7'],
    ['LS4HM8TX का स्टेटस', 'LS4HM8TX'],
    ['id: LSQ3R7', 'LSQ3R7'],
    ['(LS7K2P9Q)', 'LS7K2P9Q'],
  ])('%j has %s', (text, id) => {
    expect(extractShipmentId(text)).toBe(id);
  });

  it.each([
    ['where is my order'],
    ['LS1234'], // 1 is not in the id alphabet
    ['LSOK22'], // neither is O
    ['LS7K2'], // too short
    ['LS7K2P9Q4HM8TX'], // too long
    ['calls to make'],
  ])('%j has none', (text) => {
    expect(extractShipmentId(text)).toBeNull();
  });
});

describe('extractWeightKg', () => {
  it.each([
    ['10 kg', 10],
    ['10kg', 10],
    ['2.5 KG okhla', 2.5],
    ['10 किलो', 10],
    ['१० किलो', 10],
    ['25 kilo ka', 25],
    ['40 kgs', 40],
  ])('%j weighs %d kg', (text, weightKg) => {
    expect(extractWeightKg(text)).toBe(weightKg);
  });

  it.each([['10 km'], ['10 किलोमीटर'], ['10 kilometre'], ['kg kitna']])('%j has no weight', (text) => {
    expect(extractWeightKg(text)).toBeNull();
  });
});

describe('extractRoute', () => {
  it.each([
    ['price for 25kg from Noida sector 63 to Gurgaon', 'Noida sector 63', 'Gurgaon'],
    ['10 kg Okhla se Bawana kitne ka?', 'Okhla', 'Bawana'],
    ['cost to send 8 kg from Connaught Place to Dwarka?', 'Connaught Place', 'Dwarka'],
    ['15 kg okhla to noida how much', 'okhla', 'noida'],
    ['5 किलो द्वारका से साकेत तक कितना', 'द्वारका', 'साकेत'],
    ['पटपड़गंज से करोल बाग 15 किलो भेजने का खर्च', 'पटपड़गंज', 'करोल बाग'],
    ['bhai 8kg lajpat nagar se rohini ka price kya hoga', 'lajpat nagar', 'rohini'],
  ])('%j goes from %s to %s', (text, origin, destination) => {
    expect(extractRoute(text)).toEqual({ origin, destination });
  });

  it('finds no route without two places', () => {
    expect(extractRoute('pooling se kitna bachega')).toEqual({ origin: null, destination: null });
    expect(extractRoute('how much to send 10 kg')).toEqual({ origin: null, destination: null });
  });
});

describe('extractEntities', () => {
  it('collects everything a quote needs', () => {
    expect(extractEntities('10kg okhla to bawana price pls')).toEqual({
      shipmentId: null,
      weightKg: 10,
      origin: 'okhla',
      destination: 'bawana',
    });
  });
});
