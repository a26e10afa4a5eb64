// Product facts the assistant states. They mirror spec section 9 and the contact details the web app shows,
// so the web app and the API import SUPPORT_EMAIL and SUPPORT_PHONE from here instead of repeating them.
export const SUPPORT_EMAIL = 'support@logisaathi.in';
export const SUPPORT_PHONE = '+91 11 4000 1234';

export const BASE_PRICE_INR = 150;
export const PRICE_PER_KM_INR = 12;
export const PRICE_PER_KG_ABOVE_FREE_INR = 5;
export const FREE_WEIGHT_KG = 5;
export const POOLING_DISCOUNT_PERCENT = 30;
export const POOLING_SAVINGS_RANGE = '30% to 50%';
export const TIME_SLOTS = ['9-12', '12-15', '15-18', '18-21'] as const;
/** The dashboard lists this many recent deliveries; the chat list follows it. */
export const MAX_LISTED_DELIVERIES = 4;
/** Example id used in help texts; it is valid under the id rule. */
export const EXAMPLE_SHIPMENT_ID = 'LS7K2P9Q';
