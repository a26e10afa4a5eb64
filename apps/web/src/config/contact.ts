/** Public contact details shown across the site (footer, contact page, assistant replies). */
export const SUPPORT_EMAIL = 'support@logisaathi.in';
export const SALES_EMAIL = 'sales@logisaathi.in';
export const SUPPORT_PHONE_DISPLAY = '+91 11 4000 1234';
export const SALES_PHONE_DISPLAY = '+91 98100 12345';
export const OFFICE_ADDRESS =
  'LogiSaathi Technologies, 4th Floor, Block N, Connaught Place, New Delhi 110001';
