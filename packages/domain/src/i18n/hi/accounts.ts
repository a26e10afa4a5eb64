/*
 * Hindi for the texts of accounts and the public site: sign up and sign in (auth.ts), profile and password
 * change (profile.ts), password reset (password-reset.ts), company documents (catalogue.ts), download and deletion of one's data (data-rights.ts),
 * the contact form (contact.ts), saved places (places.ts), the alerts list (alerts.ts) and the chat box.
 */
import { DATA_RIGHTS_TEXT, TAX_RECORD_RETENTION_YEARS } from '../../data-rights';
import type { TextCatalog } from '../text-catalog';

const HINDI_DOCUMENT_KINDS: Record<string, string> = {
  'GST Certificate': 'GST सर्टिफ़िकेट',
  'Company PAN': 'कंपनी का PAN',
  'Certificate of Incorporation': 'इनकॉर्पोरेशन सर्टिफ़िकेट',
  'Registered Address Proof': 'रजिस्टर्ड पते का सबूत',
  'Cancelled Cheque / Bank Proof': 'कैंसिल चेक / बैंक का सबूत',
};

/** The fields a tax invoice keeps after an account is deleted (TAX_RECORD_FIELDS), in the same order. */
const TAX_RECORD_FIELDS_HI = [
  'शिपमेंट ID',
  'पिकअप और डिलीवरी की तारीखें',
  'पिकअप और डिलीवरी का इलाका (सप्लाई की जगह)',
  'पैकेज का प्रकार, वज़न और दूरी',
  'किराये का ब्योरा और ली गई रकम',
  'बिज़नेस का नाम और GSTIN, सिर्फ़ तब जब GSTIN दिया गया हो',
  'टैक्स इनवॉइस और कंसाइनमेंट नोट (बिल्टी) के नंबर',
].join('; ');

/** Field names inside 'X must be at most N characters'. */
const FIELD_NAMES: Record<string, string> = {
  'First name': 'पहले नाम',
  'Last name': 'उपनाम',
  'Company name': 'कंपनी के नाम',
  'Business name': 'बिज़नेस के नाम',
  Name: 'नाम',
  'Contact name': 'संपर्क व्यक्ति के नाम',
  Label: 'नाम',
  Address: 'पते',
  'Billing address': 'बिलिंग पते',
  Title: 'शीर्षक',
  Message: 'संदेश',
  Password: 'पासवर्ड',
};

export const HINDI_ACCOUNTS: TextCatalog = {
  exact: {
    // auth.ts: sign up and sign in
    'E-commerce': 'ई-कॉमर्स',
    Retail: 'रिटेल',
    Manufacturing: 'मैन्युफ़ैक्चरिंग',
    Wholesale: 'होलसेल',
    Services: 'सर्विसेज़',
    'Email is required': 'ई-मेल ज़रूरी है',
    'Email is invalid': 'ई-मेल सही नहीं है',
    'Password is required': 'पासवर्ड ज़रूरी है',
    'Password must be at least 6 characters': 'पासवर्ड कम से कम 6 अक्षर का होना चाहिए',
    'Phone number is required': 'फ़ोन नंबर ज़रूरी है',
    'Enter a valid 10-digit mobile number': '10 अंकों का सही मोबाइल नंबर लिखें',
    'First name is required': 'पहला नाम ज़रूरी है',
    'First name must be at least 2 characters': 'पहला नाम कम से कम 2 अक्षर का होना चाहिए',
    'Last name is required': 'उपनाम ज़रूरी है',
    'Last name must be at least 2 characters': 'उपनाम कम से कम 2 अक्षर का होना चाहिए',
    'Company name is required': 'कंपनी का नाम ज़रूरी है',
    'Company name must be at least 2 characters': 'कंपनी का नाम कम से कम 2 अक्षर का होना चाहिए',
    'Business type is required': 'बिज़नेस का प्रकार ज़रूरी है',
    'Passwords do not match': 'दोनों पासवर्ड एक जैसे नहीं हैं',
    // password-reset.ts
    'This reset link is invalid or has expired. Please request a new one.':
      'यह रीसेट लिंक सही नहीं है या इसका समय खत्म हो गया है। कृपया नया लिंक मँगाएँ।',
    'Text must not contain control characters': 'टेक्स्ट में कंट्रोल कैरेक्टर नहीं होने चाहिए',
    // profile.ts
    'Name is required': 'नाम ज़रूरी है',
    'Name must be at least 2 characters': 'नाम कम से कम 2 अक्षर का होना चाहिए',
    'Business name must be at least 2 characters': 'बिज़नेस का नाम कम से कम 2 अक्षर का होना चाहिए',
    'Email address cannot be changed': 'ई-मेल पता बदला नहीं जा सकता',
    'Current password is required': 'मौजूदा पासवर्ड ज़रूरी है',
    'New password must be different from the current password': 'नया पासवर्ड मौजूदा पासवर्ड से अलग होना चाहिए',
    'Billing address must be at least 10 characters': 'बिलिंग पता कम से कम 10 अक्षर का होना चाहिए',
    'Billing address must include its 6-digit PIN code': 'बिलिंग पते में उसका 6 अंकों का पिन कोड होना चाहिए',
    'File is too large': 'फ़ाइल बहुत बड़ी है',
    // contracts/users.ts: what an uploaded file must be (issue 30)
    'The PDF could not be read. Please choose another file.': 'यह PDF पढ़ी नहीं जा सकी। कृपया कोई और फ़ाइल चुनें।',
    'The image has too many pixels: at most 25 megapixels':
      'इमेज में बहुत ज़्यादा पिक्सेल हैं: ज़्यादा से ज़्यादा 25 मेगापिक्सेल',
    'The signature has too many pixels: at most 4 megapixels':
      'हस्ताक्षर में बहुत ज़्यादा पिक्सेल हैं: ज़्यादा से ज़्यादा 4 मेगापिक्सेल',
    ...HINDI_DOCUMENT_KINDS,
    // data-rights.ts
    'Download my data': 'मेरा डेटा डाउनलोड करें',
    'One zip file with everything LogiSaathi holds about you: profile, deliveries with their status trails and tracking, alerts, warehouse bookings and listings, shared trucks and slot requests, your notification choices and push devices, your tax invoices, credit notes, consignment notes and payments, your documents and profile picture, and for a truck partner its vehicles, drivers, documents, offers, jobs and ratings.':
      'एक zip फ़ाइल, जिसमें वह सब है जो LogiSaathi के पास आपके बारे में है: प्रोफ़ाइल, डिलीवरी (उनकी स्थिति के पूरे ब्योरे और ट्रैकिंग के साथ), अलर्ट, वेयरहाउस की बुकिंग और लिस्टिंग, शेयर्ड ट्रक और स्लॉट अनुरोध, आपकी सूचना सेटिंग और पुश सूचना पाने वाले डिवाइस, आपके टैक्स इनवॉइस, क्रेडिट नोट, कंसाइनमेंट नोट और भुगतान, आपके दस्तावेज़ और प्रोफ़ाइल फ़ोटो, और ट्रक पार्टनर के लिए उसकी गाड़ियाँ, ड्राइवर, दस्तावेज़, ऑफ़र, काम और रेटिंग।',
    // Longer than a pattern looks at, and built from the list of kept fields: keyed by the text itself.
    [DATA_RIGHTS_TEXT.retentionDescription]: `कानून के मुताबिक रखा जाता है: जो डिलीवरी पूरी हो चुकी हैं, उनके लिए GST टैक्स इनवॉइस के ज़रूरी ब्योरे (${TAX_RECORD_FIELDS_HI}) आपके नाम, ई-मेल या फ़ोन के बिना डिलीवरी के वित्त वर्ष के खत्म होने से ${TAX_RECORD_RETENTION_YEARS} साल तक रखे जाते हैं (CGST Act 2017 धारा 36, CGST Rules नियम 56), फिर हटा दिए जाते हैं। जो टैक्स इनवॉइस, क्रेडिट नोट और कंसाइनमेंट नोट जारी हो चुके हैं, वे वैसे ही रखे जाते हैं।`,
    'Delete my account': 'मेरा खाता हटाएँ',
    "Your sign-in details, sessions, profile, profile picture, documents, alerts, bookings, shared trucks, slot requests and deliveries are deleted for good. Open bookings and slot requests with other businesses are cancelled and they are told. For a truck partner, each proof of delivery stays with the shipper whose goods it proves (receiver, time, place, signature, photos, vehicle number and driver's name); its ratings are deleted.":
      'आपकी साइन-इन जानकारी, सेशन, प्रोफ़ाइल, प्रोफ़ाइल फ़ोटो, दस्तावेज़, अलर्ट, बुकिंग, शेयर्ड ट्रक, स्लॉट अनुरोध और डिलीवरी हमेशा के लिए हटा दी जाती हैं। दूसरे बिज़नेस के साथ चल रही बुकिंग और स्लॉट अनुरोध रद्द हो जाते हैं और उन्हें बता दिया जाता है। ट्रक पार्टनर के लिए: डिलीवरी का हर सबूत उस शिपर के पास रहता है जिसके माल की डिलीवरी वह साबित करता है (माल लेने वाले का नाम, समय, जगह, साइन, फ़ोटो, गाड़ी नंबर और ड्राइवर का नाम); उसकी रेटिंग हटा दी जाती हैं।',
    'Enter your password to confirm': 'पक्का करने के लिए अपना पासवर्ड लिखें',
    'Password is required to delete your account': 'खाता हटाने के लिए पासवर्ड ज़रूरी है',
    'Password is incorrect': 'पासवर्ड गलत है',
    'Your account has been deleted': 'आपका खाता हटा दिया गया है',
    'You have accepted jobs that are not finished. Deliver them, or report an exception on them, before deleting your account.':
      'आपने जो काम स्वीकार किए हैं, वे अभी पूरे नहीं हुए हैं। खाता हटाने से पहले उनकी डिलीवरी करें या उन पर कोई दिक्कत दर्ज करें।',
    // contact.ts and catalogue.ts (contact subjects)
    'Please select a subject': 'कृपया विषय चुनें',
    'Message is required': 'संदेश ज़रूरी है',
    'General Inquiry': 'सामान्य पूछताछ',
    'Request a Demo': 'डेमो के लिए अनुरोध',
    Pricing: 'किराया',
    'Technical Support': 'तकनीकी सहायता',
    Partnership: 'साझेदारी',
    'Please enter a shipment ID': 'कृपया शिपमेंट ID लिखें',
    'Shipment not found': 'शिपमेंट नहीं मिला',
    'Please check the shipment ID and try again.': 'कृपया शिपमेंट ID जाँचकर फिर से कोशिश करें।',
    'Shipment ID is too long': 'शिपमेंट ID बहुत लंबा है',
    // places.ts
    'Label is required': 'नाम ज़रूरी है',
    'Address is required': 'पता ज़रूरी है',
    'Place the pin on the map': 'नक्शे पर पिन लगाएँ',
    'The pin must be in India': 'पिन भारत के अंदर होना चाहिए',
    'Place not found': 'जगह नहीं मिली',
    // alerts.ts: tab labels, form messages and the titles of the alerts about one's account
    'All Alerts': 'सभी अलर्ट',
    Unread: 'बिना पढ़े',
    'High Priority': 'ज़्यादा ज़रूरी',
    Active: 'चालू',
    Completed: 'पूरे हुए',
    'Alert type is invalid': 'अलर्ट का प्रकार सही नहीं है',
    'Title is required': 'शीर्षक ज़रूरी है',
    'Password Changed': 'पासवर्ड बदल गया',
    'Your password was changed and your other devices were signed out.':
      'आपका पासवर्ड बदल गया है और आपके दूसरे डिवाइस साइन आउट कर दिए गए हैं।',
    'Document Uploaded': 'दस्तावेज़ अपलोड हुआ',
  },
  patterns: [
    [
      /^(First name|Last name|Company name|Business name|Name|Contact name|Label|Address|Billing address|Title|Message|Password) must be at most (\d+) characters$/,
      (field = '', n = '') => `${FIELD_NAMES[field] ?? field} में ज़्यादा से ज़्यादा ${n} अक्षर हो सकते हैं`,
    ],
    [
      /^The billing address is in (.+), but the GSTIN is registered in (.+)$/,
      (address = '', gstin = '') => `बिलिंग पता ${address} में है, पर GSTIN ${gstin} में रजिस्टर है`,
    ],
    [/^Address must be at least (\d+) characters$/, (n = '') => `पता कम से कम ${n} अक्षर का होना चाहिए`],
    [/^You can save at most (\d+) places$/, (n = '') => `आप ज़्यादा से ज़्यादा ${n} जगहें सेव कर सकते हैं`],
    [/^Must be at most (\d+) characters$/, (n = '') => `ज़्यादा से ज़्यादा ${n} अक्षर हो सकते हैं`],
    [
      /^(.+) uploaded successfully\.$/,
      (label = '') => `${HINDI_DOCUMENT_KINDS[label] ?? label} अपलोड हो गया।`,
    ],
  ],
};
