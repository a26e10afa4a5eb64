import { describe, expect, it } from 'vitest';

import { composeReply, EMPTY_MEMORY, rememberTurn, understand, type ReplyData } from '../src/index';

describe('conversation memory', () => {
  it('answers "aur uska status?" about the shipment asked before', () => {
    const first = understand('where is LS7K2P9Q?');
    const memory = rememberTurn(EMPTY_MEMORY, first);
    const followUp = understand('aur uska status?', memory);
    expect(followUp.intent).toBe('track');
    expect(followUp.entities.shipmentId).toBe('LS7K2P9Q');
    expect(followUp.language).toBe('hinglish');
  });

  it('without memory the same follow-up has no id', () => {
    expect(understand('aur uska status?').entities.shipmentId).toBeNull();
  });

  it('remembers the only delivery a track answer showed', () => {
    const ask = understand('mera order kahan hai');
    const data: ReplyData = {
      deliveries: [
        { deliveryId: 'LS4HM8TX', status: 'Scheduled', from: 'A', to: 'B', slot: null, date: null },
      ],
    };
    const memory = rememberTurn(EMPTY_MEMORY, ask, data);
    expect(memory.lastShipmentId).toBe('LS4HM8TX');
  });

  it('reuses the previous quote route for a new weight', () => {
    const first = understand('10 kg Okhla se Bawana kitne ka?');
    const memory = rememberTurn(EMPTY_MEMORY, first);
    const followUp = understand('aur 20 kg ka?', memory);
    expect(followUp.intent).toBe('quote');
    expect(followUp.entities).toMatchObject({ weightKg: 20, origin: 'Okhla', destination: 'Bawana' });
    expect(followUp.needs).toBe('quote');
  });

  it('keeps the last real intent across small talk', () => {
    let memory = rememberTurn(EMPTY_MEMORY, understand('where is LS7K2P9Q?'));
    memory = rememberTurn(memory, understand('thanks'));
    expect(memory.lastIntent).toBe('track');
    expect(composeReply(understand('and its status', memory), { deliveries: [] }).reply).toContain(
      'LS7K2P9Q not found',
    );
  });
});
