/**
 * The public support contact: the footer, the contact page, the privacy notice and the assistant's replies. Its
 * own module, without zod: the footer is part of every first paint, and contact.ts builds the contact form's
 * schema when it loads.
 */
export const SUPPORT_EMAIL = 'support@logisaathi.in';
export const SUPPORT_PHONE = '+91 11 4000 1234';
