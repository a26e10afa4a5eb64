/* Hindi for the notification settings' messages (notifications/contracts.ts, issue 34). */
import type { TextCatalog } from '../text-catalog';

export const HINDI_NOTIFICATIONS: TextCatalog = {
  exact: {
    'This device could not be registered for notifications': 'इस डिवाइस को सूचनाओं के लिए जोड़ा नहीं जा सका',
    'This link is not valid': 'यह लिंक मान्य नहीं है',
    'You will no longer receive delivery messages from LogiSaathi on this number.':
      'इस नंबर पर अब आपको LogiSaathi से डिलीवरी के संदेश नहीं मिलेंगे।',
    'Choose SMS or WhatsApp': 'SMS या WhatsApp चुनें',
  },
  patterns: [],
};
