// Product facts the assistant states that no other rule owns. Prices, time slots and the support contact are
// the domain's (pricing.ts, time-slots.ts, contact.ts): the replies import them from there, so a change there
// reaches the assistant too.

export const POOLING_SAVINGS_RANGE = '30% to 50%';
/** The dashboard lists this many recent deliveries; the chat list follows it. */
export const MAX_LISTED_DELIVERIES = 4;
/** Example id used in help texts; it is valid under the id rule. */
export const EXAMPLE_SHIPMENT_ID = 'LS7K2P9Q';
