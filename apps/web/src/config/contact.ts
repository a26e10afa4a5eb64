/** Sales and office contact details shown on the site; the support contact is the domain's (contact.ts). */
export const SALES_EMAIL = 'sales@logisaathi.in';
export const SALES_PHONE_DISPLAY = '+91 98100 12345';
export const OFFICE_ADDRESS =
  'LogiSaathi Technologies, 4th Floor, Block N, Connaught Place, New Delhi 110001';
