/*
 * Hindi for the texts of deliveries and tracking (the add-delivery wizard's steps and messages, slots, statuses,
 * package and truck catalogues, quotes, saved places on a delivery, shared-truck matches, goods invoices and
 * e-way bills), keyed by their English text (see ../text-catalog). Terms as in docs/glossary.md.
 */
import type { TextCatalog } from '../text-catalog';

const STEP_TITLES = {
  'Pickup & Delivery': 'पिकअप और डिलीवरी',
  'Package Details': 'पैकेज की जानकारी',
  Schedule: 'शेड्यूल',
  'AI Analysis & Review': 'AI जाँच और रिव्यू',
  'Pooling Preferences': 'पूलिंग की पसंद',
  'Smart Matching & Review': 'स्मार्ट मैचिंग और रिव्यू',
};

const ADD_DELIVERY = {
  'Must be at least 10 characters': 'कम से कम 10 अक्षर होने चाहिए',
  'Name too short': 'नाम बहुत छोटा है',
  'Enter 10-digit mobile number': '10 अंकों का मोबाइल नंबर डालें',
  'Please select a package type': 'कृपया पैकेज का प्रकार चुनें',
  'Package name is required when the package type is Other': 'पैकेज का प्रकार "अन्य" हो तो पैकेज का नाम ज़रूरी है',
  'Package name must be at most 100 characters': 'पैकेज का नाम ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है',
  'Weight is required': 'वज़न ज़रूरी है',
  'Weight must be a number': 'वज़न एक संख्या होनी चाहिए',
  'Weight must be at least 0.1 kg': 'वज़न कम से कम 0.1 किलो होना चाहिए',
  'Dimensions must be positive numbers in cm': 'नाप सेमी में शून्य से बड़ी संख्या होनी चाहिए',
  'Dimensions must be at most 2000 cm': 'नाप ज़्यादा से ज़्यादा 2000 सेमी हो सकता है',
  'Special instructions must be at most 500 characters': 'खास निर्देश ज़्यादा से ज़्यादा 500 अक्षर के हो सकते हैं',
  'Delivery date is required': 'डिलीवरी की तारीख ज़रूरी है',
  'Enter a valid date': 'सही तारीख डालें',
  'Delivery date cannot be in the past': 'डिलीवरी की तारीख बीते दिन की नहीं हो सकती',
  'Date must be within a year from today': 'तारीख आज से एक साल के अंदर होनी चाहिए',
  'Delivery date must be from today to a year ahead': 'डिलीवरी की तारीख आज से एक साल के अंदर होनी चाहिए',
  'Please select a time slot': 'कृपया टाइम स्लॉट चुनें',
  'Please select one of the listed time slots': 'कृपया दिए गए टाइम स्लॉट में से कोई एक चुनें',
  'This time slot is no longer available. Please select another.':
    'यह टाइम स्लॉट अब खाली नहीं है। कृपया कोई दूसरा चुनें।',
  'No time slots available for selected date. Please select a different date.':
    'चुनी गई तारीख पर कोई टाइम स्लॉट खाली नहीं है। कृपया कोई दूसरी तारीख चुनें।',
  'Savings target must be between 0 and 100 percent': 'बचत का लक्ष्य 0 से 100 प्रतिशत के बीच होना चाहिए',
  'Please choose truck types from the list': 'कृपया ट्रक के प्रकार सूची में से ही चुनें',
  'Requirements cannot be empty': 'ज़रूरत खाली नहीं हो सकती',
  'Mode must be regular, pooled or shared-truck': 'मोड सामान्य, पूलिंग या शेयर्ड ट्रक में से एक होना चाहिए',
  'Shared truck id must be at most 64 characters': 'शेयर्ड ट्रक ID ज़्यादा से ज़्यादा 64 अक्षर की हो सकती है',
};

const TIME_SLOTS = {
  '9 AM - 12 PM': 'सुबह 9 - दोपहर 12 बजे',
  '12 PM - 3 PM': 'दोपहर 12 - 3 बजे',
  '3 PM - 6 PM': 'दोपहर 3 - शाम 6 बजे',
  '6 PM - 9 PM': 'शाम 6 - रात 9 बजे',
};

const STATUSES = {
  Scheduled: 'शेड्यूल हो गई',
  'Picked Up': 'पिकअप हो गया',
  'In Transit': 'रास्ते में',
  'Out for Delivery': 'डिलीवरी के लिए निकली',
  Delivered: 'डिलीवर हो गई',
  Failed: 'डिलीवरी नहीं हुई',
  Cancelled: 'रद्द',
};

const CATALOGUE = {
  Furniture: 'फ़र्नीचर',
  Electronics: 'इलेक्ट्रॉनिक्स',
  Clothing: 'कपड़े',
  'Food Items': 'खाने का सामान',
  'Fragile Items': 'नाज़ुक सामान',
  Other: 'अन्य',
  Documents: 'दस्तावेज़',
  'Handle with care': 'ध्यान से उठाएँ',
  Fragile: 'नाज़ुक',
  'Keep upright': 'सीधा रखें',
  'Do not stack': 'एक के ऊपर एक न रखें',
  'Keep dry': 'सूखा रखें',
  'Temperature sensitive': 'तापमान का ध्यान रखें',
  'This side up': 'यह साइड ऊपर रखें',
  'No magnets': 'चुंबक से दूर रखें',
};

const QUOTES = {
  'Your price quote has expired. Please check the new price and confirm it.':
    'आपके किराये का कोटेशन पुराना हो गया है। कृपया नया किराया देखकर मंज़ूर करें।',
  'The delivery details changed since your price quote. Please check the new price and confirm it.':
    'कोटेशन के बाद डिलीवरी की जानकारी बदल गई है। कृपया नया किराया देखकर मंज़ूर करें।',
  'Your price quote was not found. Please check the new price and confirm it.':
    'आपका कोटेशन नहीं मिला। कृपया नया किराया देखकर मंज़ूर करें।',
  'This change alters the price. Please check the new price and confirm it.':
    'इस बदलाव से किराया बदलता है। कृपया नया किराया देखकर मंज़ूर करें।',
  'Quote id must be a valid id': 'कोटेशन ID सही नहीं है',
  'Coordinates must be a latitude from -90 to 90 and a longitude from -180 to 180':
    'लोकेशन में अक्षांश (latitude) -90 से 90 और देशांतर (longitude) -180 से 180 के बीच होना चाहिए',
};

const PLACES = {
  'Place id must be at most 64 characters': 'जगह की ID ज़्यादा से ज़्यादा 64 अक्षर की हो सकती है',
};

const TRUCK_MATCH = {};

const GOODS_INVOICE = {
  'Please say whether the goods are sold or moved with an invoice':
    'बताएँ कि माल इनवॉइस के साथ बेचा या भेजा जा रहा है या नहीं',
  'Invoice number is required': 'इनवॉइस नंबर ज़रूरी है',
  'Invoice number may hold only letters, digits, / and -, and must start with a letter or a digit from 1 to 9':
    'इनवॉइस नंबर में सिर्फ़ अक्षर, अंक, / और - हो सकते हैं, और यह किसी अक्षर या 1 से 9 के अंक से शुरू होना चाहिए',
  'Invoice number must be at most 16 characters': 'इनवॉइस नंबर ज़्यादा से ज़्यादा 16 अक्षर का हो सकता है',
  'Invoice date is required': 'इनवॉइस की तारीख ज़रूरी है',
  'Enter a valid invoice date': 'इनवॉइस की सही तारीख डालें',
  'Invoice date must be within the last 180 days and not in the future':
    'इनवॉइस की तारीख पिछले 180 दिनों के अंदर की हो, आगे की नहीं',
  'Invoice value is required': 'इनवॉइस की रकम ज़रूरी है',
  'Invoice value must be a number': 'इनवॉइस की रकम एक संख्या होनी चाहिए',
  'Invoice value must be more than ₹0 and at most ₹10,00,00,00,000':
    'इनवॉइस की रकम ₹0 से ज़्यादा और ₹10,00,00,00,000 तक होनी चाहिए',
  'Invoice value can have at most 2 decimal places':
    'इनवॉइस की रकम में दशमलव के बाद ज़्यादा से ज़्यादा 2 अंक हो सकते हैं',
  'HSN code must be 4 to 8 digits': 'HSN कोड 4 से 8 अंकों का होना चाहिए',
  'Description of the goods is required': 'माल का ब्योरा ज़रूरी है',
  'Description must be at most 100 characters': 'ब्योरा ज़्यादा से ज़्यादा 100 अक्षर का हो सकता है',
  'Please select the GST rate of the goods': 'कृपया माल पर GST की दर चुनें',
  'Quantity is required': 'मात्रा ज़रूरी है',
  'Quantity must be a number': 'मात्रा एक संख्या होनी चाहिए',
  'Quantity must be more than 0 and at most 1,00,00,000': 'मात्रा 0 से ज़्यादा और 1,00,00,000 तक होनी चाहिए',
  'Please select a unit': 'कृपया यूनिट चुनें',
  'Enter a valid GSTIN or leave it empty for an unregistered consignee':
    'सही GSTIN डालें, या माल लेने वाला रजिस्टर्ड नहीं है तो खाली छोड़ें',
  'PIN code must be 6 digits': 'पिनकोड 6 अंकों का होना चाहिए',
  'We can only tell the state of PIN codes in Delhi NCR and the states around it':
    'हम सिर्फ़ दिल्ली NCR और आसपास के राज्यों के पिनकोड से राज्य पहचान पाते हैं',
  Numbers: 'नंबर',
  Pieces: 'पीस',
  Boxes: 'डिब्बे',
  Cartons: 'कार्टन',
  Bags: 'बोरी/बैग',
  Bundles: 'बंडल',
  Rolls: 'रोल',
  Sets: 'सेट',
  Kilograms: 'किलो',
  Tonnes: 'टन',
  Litres: 'लीटर',
  Metres: 'मीटर',
  Others: 'अन्य',
};

const EWAY_BILL = {
  'E-way bill required': 'ई-वे बिल ज़रूरी है',
  'No e-way bill needed': 'ई-वे बिल की ज़रूरत नहीं',
  'E-way bill number is required': 'ई-वे बिल नंबर ज़रूरी है',
  'E-way bill number must be 12 digits': 'ई-वे बिल नंबर 12 अंकों का होना चाहिए',
  'Date of the e-way bill is required': 'ई-वे बिल की तारीख ज़रूरी है',
  'The e-way bill date must be within the last 30 days and not in the future':
    'ई-वे बिल की तारीख पिछले 30 दिनों के अंदर की हो, आगे की नहीं',
};

const DELIVERED_PROOF = {
  "Delivered needs the consignee's 4-digit delivery code, or a reason for marking it delivered yourself":
    'डिलीवर मार्क करने के लिए माल लेने वाले का 4 अंकों का डिलीवरी कोड चाहिए, या खुद डिलीवर मार्क करने की वजह',
  'Wrong delivery code. Ask the consignee for the 4-digit code.':
    'डिलीवरी कोड गलत है। माल लेने वाले से 4 अंकों का कोड पूछें।',
  'Give a reason of at least 3 characters for marking it delivered yourself':
    'खुद डिलीवर मार्क करने की वजह कम से कम 3 अक्षर में लिखें',
};

/** Said by the web's fetch helpers when the server cannot be reached (the public tracking page shows them). */

const TRUCK_NAMES: Record<string, string> = {
  'Mini Truck': 'मिनी ट्रक',
  'Container Truck': 'कंटेनर ट्रक',
  'Refrigerated Truck': 'रेफ़्रिजरेटेड ट्रक',
};

/** Status updates and the delivery code (delivery.ts, contracts/tracking.ts). */
const DELIVERY_UPDATES = {
  'Status must be one of the delivery statuses': 'स्थिति डिलीवरी की स्थितियों में से एक होनी चाहिए',
  'Status must be Picked Up, In Transit, Out for Delivery, Delivered or Failed':
    'स्थिति पिकअप हो गया, रास्ते में, डिलीवरी के लिए निकली, डिलीवर हो गई या डिलीवरी नहीं हुई में से एक होनी चाहिए',
  'The delivery code has 4 digits': 'डिलीवरी कोड 4 अंकों का होता है',
  'Reason must be at most 500 characters': 'वजह ज़्यादा से ज़्यादा 500 अक्षर की हो सकती है',
  'Enter the vehicle number, e.g. DL 1L AB 1234': 'गाड़ी का नंबर डालें, जैसे DL 1L AB 1234',
};

export const HINDI_DELIVERIES: TextCatalog = {
  exact: {
    ...STEP_TITLES,
    ...ADD_DELIVERY,
    ...TIME_SLOTS,
    ...STATUSES,
    ...CATALOGUE,
    ...QUOTES,
    ...PLACES,
    ...TRUCK_MATCH,
    ...GOODS_INVOICE,
    ...EWAY_BILL,
    ...DELIVERED_PROOF,
    ...DELIVERY_UPDATES,
    ...TRUCK_NAMES,
  },
  patterns: [
    [/^Weight must be at most (\d+) kg$/, (n = '') => `वज़न ज़्यादा से ज़्यादा ${n} किलो हो सकता है`],
    [/^Must be at most (\d+) characters$/, (n = '') => `ज़्यादा से ज़्यादा ${n} अक्षर हो सकते हैं`],
    [/^Name must be at most (\d+) characters$/, (n = '') => `नाम ज़्यादा से ज़्यादा ${n} अक्षर का हो सकता है`],
    [
      /^Maximum wait must be between 1 and (\d+) hours$/,
      (n = '') => `ज़्यादा से ज़्यादा इंतज़ार 1 से ${n} घंटे के बीच होना चाहिए`,
    ],
    [/^Label must be at most (\d+) characters$/, (n = '') => `नाम ज़्यादा से ज़्यादा ${n} अक्षर का हो सकता है`],
    [/^Address must be at least (\d+) characters$/, (n = '') => `पता कम से कम ${n} अक्षर का होना चाहिए`],
    [/^Address must be at most (\d+) characters$/, (n = '') => `पता ज़्यादा से ज़्यादा ${n} अक्षर का हो सकता है`],
    [
      /^Contact name must be at most (\d+) characters$/,
      (n = '') => `संपर्क का नाम ज़्यादा से ज़्यादा ${n} अक्षर का हो सकता है`,
    ],
    [/^You can save at most (\d+) places$/, (n = '') => `आप ज़्यादा से ज़्यादा ${n} जगहें सेव कर सकते हैं`],
    // truckTypeLabel: 'Tata 407 (2-3 tons)'
    [
      /^(Mini Truck|Tata \d+|Container Truck|Refrigerated Truck) \((\d+)-(\d+) tons\)$/,
      (name = '', min = '', max = '') => `${TRUCK_NAMES[name] ?? name} (${min}-${max} टन)`,
    ],
    [
      /^The goods are worth more than ₹([\d,]+), so the law needs an e-way bill before the truck leaves\. After booking, download the e-way bill file from the delivery page and upload it on the e-way bill portal\.$/,
      (limit = '') =>
        `माल की कीमत ₹${limit} से ज़्यादा है, इसलिए ट्रक निकलने से पहले कानूनन ई-वे बिल ज़रूरी है। बुकिंग के बाद डिलीवरी के पेज से ई-वे बिल फ़ाइल डाउनलोड करें और ई-वे बिल पोर्टल पर अपलोड करें।`,
    ],
    [
      /^The goods are worth ₹([\d,]+) or less, so no e-way bill is needed for this movement\.$/,
      (limit = '') => `माल की कीमत ₹${limit} या उससे कम है, इसलिए इस ढुलाई के लिए ई-वे बिल की ज़रूरत नहीं है।`,
    ],
  ],
};
