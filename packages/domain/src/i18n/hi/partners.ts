/*
 * Hindi for the truck partners' texts (partners/*), the shared truck pool (add-truck, truck-match and the pool's
 * API texts) and micro-warehouse bookings (warehouse-booking), with the catalogue names those screens show
 * (truck and package types). Truck owners' words, as docs/glossary.md lists them: गाड़ी, काम, कमाई, ड्राइवर.
 */
import type { TextCatalog } from '../text-catalog';

/** 'Body length' and the other field names the partner schemas build messages from. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  'Body length': 'बॉडी की लंबाई',
  'Body width': 'बॉडी की चौड़ाई',
  'Body height': 'बॉडी की ऊँचाई',
  Payload: 'लोडिंग क्षमता',
  'Start time': 'शुरू होने का समय',
  'End time': 'खत्म होने का समय',
  'Expiry date': 'आखिरी तारीख',
  'Licence expiry date': 'लाइसेंस की आखिरी तारीख',
  'Registration certificate (RC)': 'रजिस्ट्रेशन सर्टिफ़िकेट (RC)',
  Insurance: 'बीमा',
  'Pollution certificate (PUC)': 'प्रदूषण सर्टिफ़िकेट (PUC)',
  Permit: 'परमिट',
  'Driving licence': 'ड्राइविंग लाइसेंस',
};
const field = (name = '') => FIELD_NAMES[name] ?? name;
/** Only those names: a pattern must not swallow another area's message ('Weight must be a number'). */
const NAME = `(${Object.keys(FIELD_NAMES)
  .map((name) => name.replace(/[()]/g, '\\$&'))
  .join('|')})`;
const named = (tail: string) => new RegExp(`^${NAME} ${tail}$`);

/** Truck types of the catalogue and the partners' body types; the model names (Tata 407) stay as they are. */
const TRUCK_NAMES: Readonly<Record<string, string>> = {
  'Mini Truck': 'मिनी ट्रक',
  'Container Truck': 'कंटेनर ट्रक',
  'Refrigerated Truck': 'रेफ़्रिजरेटेड ट्रक',
};
const truck = (name = '') => TRUCK_NAMES[name] ?? name;

/** Units of the vehicle bounds, as the web's labels write them (लंबाई (सेमी), वज़न (किलो)). */
const UNITS: Readonly<Record<string, string>> = { cm: 'सेमी', kg: 'किलो' };

/** Labels the pool's API joins into its reasons ('Needs a truck that is: Refrigerated, Covered body'). */
const CAPABILITIES: Readonly<Record<string, string>> = {
  Refrigerated: 'रेफ़्रिजरेटेड',
  'Covered body': 'ढकी हुई बॉडी',
};

export const HINDI_PARTNERS: TextCatalog = {
  exact: {
    // The position rule's reasons (position-sense.ts), written by tracking, partner positions and proofs.
    'The position is timestamped in the future; check the phone clock':
      'लोकेशन का समय भविष्य का है; फ़ोन की घड़ी जाँच लें',
    'The position is timestamped more than 10 minutes ago; check the phone clock':
      'लोकेशन का समय 10 मिनट से ज़्यादा पुराना है; फ़ोन की घड़ी जाँच लें',
    'The position is outside the service area (Delhi NCR)': 'लोकेशन सेवा क्षेत्र (दिल्ली NCR) के बाहर है',
    // Field names on their own (forms, compliance lists); in messages they are matched by the patterns below.
    ...FIELD_NAMES,
    // Account (partners/account.ts) and the partner sign-up form
    'Owner-driver (I drive my own truck)': 'मालिक-ड्राइवर (अपना ट्रक खुद चलाता हूँ)',
    'Fleet operator (I have several trucks and drivers)': 'फ़्लीट ऑपरेटर (मेरे कई ट्रक और ड्राइवर हैं)',
    'This page is for truck partners. Sign in with your partner account.':
      'यह पेज ट्रक पार्टनर के लिए है। अपने पार्टनर खाते से साइन इन करें।',
    'Truck partner accounts cannot book deliveries. Sign in with a business account.':
      'ट्रक पार्टनर खाते से डिलीवरी बुक नहीं हो सकती। बिज़नेस खाते से साइन इन करें।',
    'An owner-driver account lists one vehicle. Sign up as a fleet operator for more.':
      'मालिक-ड्राइवर खाते में एक ही गाड़ी जुड़ती है। ज़्यादा गाड़ियों के लिए फ़्लीट ऑपरेटर के रूप में साइन अप करें।',
    'A vehicle with this registration number is already registered': 'इस रजिस्ट्रेशन नंबर की गाड़ी पहले से रजिस्टर है',
    'Choose owner-driver or fleet operator': 'मालिक-ड्राइवर या फ़्लीट ऑपरेटर चुनें',
    'Business name is required for a fleet operator': 'फ़्लीट ऑपरेटर के लिए बिज़नेस का नाम ज़रूरी है',
    'Email is too long': 'ई-मेल बहुत लंबा है',

    // Availability and settings (partners/availability.ts)
    'End time must differ from start time': 'खत्म होने का समय शुरू होने के समय से अलग होना चाहिए',
    'Home area is required': 'होम एरिया ज़रूरी है',
    'Say whether the vehicle is online': 'बताएँ कि गाड़ी ऑनलाइन है या नहीं',
    'Choose a vehicle': 'गाड़ी चुनें',
    'Could not send your location': 'आपकी लोकेशन नहीं भेजी जा सकी',
    'Latitude must be a number': 'अक्षांश (latitude) एक संख्या होनी चाहिए',
    'Longitude must be a number': 'देशांतर (longitude) एक संख्या होनी चाहिए',

    // Day plan (partners/day-plan.ts)
    'This job is already on board its truck and cannot move to another vehicle':
      'इस काम का माल ट्रक में लद चुका है, इसे दूसरी गाड़ी पर नहीं भेजा जा सकता',
    'That vehicle cannot carry this job in its slot (weight, body or timing)':
      'वह गाड़ी इस काम को इसके स्लॉट में नहीं ले जा सकती (वज़न, बॉडी या समय)',
    'The job is already planned on that vehicle': 'यह काम पहले से उसी गाड़ी पर प्लान है',
    'This job is finished and no longer planned': 'यह काम पूरा हो चुका है, अब प्लान में नहीं है',
    'Date is required': 'तारीख ज़रूरी है',
    'Date must be YYYY-MM-DD': 'तारीख YYYY-MM-DD के रूप में होनी चाहिए',
    'Date must be within a month back and a year ahead': 'तारीख एक महीना पहले से एक साल आगे तक की होनी चाहिए',
    'Choose a job': 'काम चुनें',
    'No vehicle can reach it within its slot': 'कोई गाड़ी इसके स्लॉट में वहाँ नहीं पहुँच सकती',
    'The vehicle it was moved to cannot fit it in': 'जिस गाड़ी पर इसे भेजा गया, उसमें इसकी जगह नहीं बनती',
    'Its vehicle is no longer in the fleet': 'इसकी गाड़ी अब फ़्लीट में नहीं है',

    // Documents (partners/documents.ts)
    'Registration certificate (RC)': 'रजिस्ट्रेशन सर्टिफ़िकेट (RC)',
    Insurance: 'बीमा',
    'Pollution certificate (PUC)': 'प्रदूषण सर्टिफ़िकेट (PUC)',
    Permit: 'परमिट',
    'Driving licence': 'ड्राइविंग लाइसेंस',
    'This driver has no driving licence on file': 'इस ड्राइवर का ड्राइविंग लाइसेंस दर्ज नहीं है',
    "This driver's driving licence is awaiting review": 'इस ड्राइवर के ड्राइविंग लाइसेंस की जाँच बाकी है',
    'Choose the document type': 'दस्तावेज़ का प्रकार चुनें',

    // Drivers (partners/drivers.ts)
    'Licence number is required': 'लाइसेंस नंबर ज़रूरी है',
    'Enter the licence number like DL-0420110149646 (state, RTO, year, 7 digits)':
      'लाइसेंस नंबर DL-0420110149646 की तरह लिखें (राज्य, RTO, साल, 7 अंक)',
    'Driver name is required': 'ड्राइवर का नाम ज़रूरी है',
    'Driver name must be at least 2 characters': 'ड्राइवर का नाम कम से कम 2 अक्षर का होना चाहिए',
    'Choose a driver': 'ड्राइवर चुनें',

    // Earnings (partners/earnings.ts)
    'Week must be the date of a Monday, like 2026-11-23':
      'हफ़्ते की तारीख किसी सोमवार की होनी चाहिए, जैसे 2026-11-23',

    // Jobs (partners/jobs.ts)
    'Status must be Picked Up, In Transit or Out for Delivery':
      "स्थिति 'पिकअप हो गया', 'रास्ते में' या 'डिलीवरी के लिए निकली' में से एक होनी चाहिए",
    'Consignee refused the delivery': 'माल लेने वाले ने डिलीवरी लेने से मना किया',
    'Only part of the goods could be delivered': 'माल का सिर्फ़ कुछ हिस्सा डिलीवर हो पाया',
    'Goods damaged': 'माल खराब हो गया',
    'Address not found': 'पता नहीं मिला',
    'Customer unavailable': 'ग्राहक नहीं मिला',
    'Choose what went wrong': 'चुनें कि क्या गड़बड़ हुई',
    'Note must be at most 500 characters': 'नोट 500 अक्षर से लंबा नहीं होना चाहिए',
    "Receiver's name is required": 'माल लेने वाले का नाम ज़रूरी है',
    'Enter the 4-digit delivery code from the consignee': 'माल लेने वाले से मिला 4 अंकों का डिलीवरी कोड लिखें',

    // Offers (partners/offers.ts)
    'This job has been taken': 'यह काम कोई और ले चुका है',
    'This offer has expired': 'इस ऑफ़र का समय खत्म हो गया',
    'This offer is no longer open': 'यह ऑफ़र अब खुला नहीं है',
    'This vehicle cannot take jobs right now': 'यह गाड़ी अभी काम नहीं ले सकती',
    // Day trades (partners/trades.ts)
    'Trade not found': 'यह अदला-बदली नहीं मिली',
    'This trade has expired': 'इस अदला-बदली का समय खत्म हो गया',
    'This trade is no longer open': 'यह अदला-बदली अब खुली नहीं है',
    "This trade is no longer possible: one of the trucks' days has changed":
      'यह अदला-बदली अब नहीं हो सकती: किसी एक ट्रक का दिन बदल गया है',
    'Trade accepted: waiting for the other truck owner':
      'अदला-बदली स्वीकार की: दूसरे ट्रक मालिक के जवाब का इंतज़ार है',
    'Trade done: your day has been updated': 'अदला-बदली हो गई: आपका दिन अपडेट हो गया है',
    'Trade declined': 'अदला-बदली मना कर दी',
    // Slot discipline and the e-way bill gate (issue 31, slot-discipline.ts)
    'The booked slot has not started yet. Pick up once it opens, or earlier only if the shipper agrees to an early pickup on the delivery page.':
      'बुक किया गया टाइम स्लॉट अभी शुरू नहीं हुआ है। स्लॉट शुरू होने पर पिकअप करें; पहले सिर्फ़ तभी, जब शिपर डिलीवरी पेज पर जल्दी पिकअप की मंज़ूरी दे।',
    'This consignment needs an e-way bill. Ask the shipper to enter its 12-digit e-way bill number before pickup.':
      'इस माल के लिए ई-वे बिल ज़रूरी है। पिकअप से पहले शिपर से 12 अंकों का ई-वे बिल नंबर दर्ज करवाएँ।',
    'Early pickup agreed': 'जल्दी पिकअप की मंज़ूरी दी गई',
    'The slot has already started, so no early pickup is needed.':
      'टाइम स्लॉट शुरू हो चुका है, इसलिए जल्दी पिकअप की मंज़ूरी की ज़रूरत नहीं।',
    'The goods have already been picked up.': 'माल पहले ही पिकअप हो चुका है।',
    'Pickup running late': 'पिकअप में देर हो रही है',
    'E-way bill number needed': 'ई-वे बिल नंबर चाहिए',
    'This vehicle already has a job it could not also do in this slot':
      'इस गाड़ी के पास पहले से एक काम है; इसी स्लॉट में यह काम भी नहीं हो पाएगा',
    'Pickup is too far': 'पिकअप बहुत दूर है',
    'Busy with another job': 'दूसरे काम में लगा हूँ',
    'Vehicle not suitable for this load': 'गाड़ी इस माल के लायक नहीं है',
    'Cannot make the time slot': 'इस टाइम स्लॉट में नहीं पहुँच सकता',
    'Earning too low': 'कमाई बहुत कम है',
    'Other reason': 'कोई और वजह',
    'Choose a reason': 'वजह चुनें',
    'Note must be at most 300 characters': 'नोट 300 अक्षर से लंबा नहीं होना चाहिए',
    'Say briefly why you decline': 'थोड़े में बताएँ कि आप मना क्यों कर रहे हैं',

    // Ratings (partners/ratings.ts)
    'On time': 'समय पर',
    'Careful handling': 'माल सँभालकर रखा',
    Polite: 'अच्छा व्यवहार',
    Late: 'देर से',
    Damaged: 'माल खराब हुआ',
    'Goods ready on time': 'माल समय पर तैयार था',
    'Accurate details': 'जानकारी सही थी',
    'Long wait': 'लंबा इंतज़ार',
    'Wrong details': 'जानकारी गलत थी',
    'Choose a rating from 1 to 5': '1 से 5 तक रेटिंग चुनें',
    'Choose tags from the list': 'सूची में से टैग चुनें',
    'Comment must be at most 500 characters': 'कमेंट 500 अक्षर से लंबा नहीं होना चाहिए',
    'You can rate a trip once it has been delivered': 'डिलीवरी होने के बाद ही ट्रिप की रेटिंग दी जा सकती है',
    'You have already rated this trip': 'आप इस ट्रिप की रेटिंग पहले ही दे चुके हैं',

    // Registration numbers (partners/registration-number.ts)
    'Registration number is required': 'रजिस्ट्रेशन नंबर ज़रूरी है',
    'Registration number is too long': 'रजिस्ट्रेशन नंबर बहुत लंबा है',
    'Enter a registration number like DL 1L AB 1234, HR 55 AB 1234 or 22 BH 1234 AB':
      'रजिस्ट्रेशन नंबर DL 1L AB 1234, HR 55 AB 1234 या 22 BH 1234 AB की तरह लिखें',
    'The RTO number must be from 1 to 99': 'RTO नंबर 1 से 99 के बीच होना चाहिए',
    'The last part of the registration number must be from 1 to 9999':
      'रजिस्ट्रेशन नंबर का आखिरी हिस्सा 1 से 9999 के बीच होना चाहिए',
    'A Bharat series number starts with the year of registration, 21 or later (e.g. 22 BH 1234 AB)':
      'भारत सीरीज़ (BH) नंबर रजिस्ट्रेशन के साल से शुरू होता है, 21 या उसके बाद (जैसे 22 BH 1234 AB)',

    // What a shipper sees of the dispatch (partners/shipper-view.ts)
    'Not dispatched': 'अभी भेजा नहीं गया',
    'Finding a truck': 'ट्रक ढूँढा जा रहा है',
    'No truck yet': 'अभी कोई ट्रक नहीं',
    'Truck assigned': 'ट्रक तय हो गया',

    // Vehicles (partners/vehicle.ts): body types, features, permits, messages
    'Mini truck (Tata Ace)': 'मिनी ट्रक (Tata Ace)',
    'Pickup (Bolero, Dost)': 'पिकअप (Bolero, Dost)',
    'Container truck': 'कंटेनर ट्रक',
    'Refrigerated truck': 'रेफ़्रिजरेटेड ट्रक',
    Pickup: 'पिकअप',
    'Covered body': 'ढकी हुई बॉडी',
    Refrigerated: 'रेफ़्रिजरेटेड',
    'Tail lift': 'टेल लिफ़्ट',
    'City permit': 'सिटी परमिट',
    'National permit': 'नेशनल परमिट',
    'Choose the body type from the list': 'सूची में से बॉडी का प्रकार चुनें',
    'Choose features from the list': 'सूची में से सुविधाएँ चुनें',
    'Choose permits from the list': 'सूची में से परमिट चुनें',
    'Choose at least one permit': 'कम से कम एक परमिट चुनें',
    'A refrigerated truck must have the Refrigerated feature': 'रेफ़्रिजरेटेड ट्रक में रेफ़्रिजरेटेड सुविधा होनी चाहिए',

    // Package types of the catalogue, as offers, jobs and warehouse bookings show them

    // Add Your Truck to Pool (add-truck.ts)
    'Please select a truck type': 'कृपया ट्रक का प्रकार चुनें',
    'Capacity is required': 'क्षमता ज़रूरी है',
    'Capacity must be a number': 'क्षमता एक संख्या होनी चाहिए',
    'Capacity must be at least 0.5 tons': 'क्षमता कम से कम 0.5 टन होनी चाहिए',
    'Capacity must be in steps of 0.5 tons': 'क्षमता 0.5 टन के स्टेप में होनी चाहिए (जैसे 1.5 या 2)',
    'Pickup location is required': 'पिकअप की जगह ज़रूरी है',
    'Delivery location is required': 'डिलीवरी की जगह ज़रूरी है',
    'Departure date is required': 'निकलने की तारीख ज़रूरी है',
    'Departure date cannot be in the past': 'निकलने की तारीख बीते दिन की नहीं हो सकती',
    'Please select a departure time slot': 'कृपया निकलने का टाइम स्लॉट चुनें',
    'Cost per km is required': 'प्रति किमी किराया ज़रूरी है',
    'Cost per km must be a number': 'प्रति किमी किराया एक संख्या होनी चाहिए',
    'Cost per km must be at least 10': 'प्रति किमी किराया कम से कम 10 होना चाहिए',
    'Cost per km must be in steps of 5': 'प्रति किमी किराया 5 के स्टेप में होना चाहिए (जैसे 25 या 30)',
    'Contact person is required': 'संपर्क के लिए नाम ज़रूरी है',
    'Contact person must be at least 2 characters': 'संपर्क के लिए नाम कम से कम 2 अक्षर का होना चाहिए',
    'Additional notes must be at most 500 characters': 'और जानकारी 500 अक्षर से लंबी नहीं होनी चाहिए',
    'Departure date must be within a year from today': 'निकलने की तारीख आज से एक साल के अंदर होनी चाहिए',
    'Choose one of your vehicles': 'अपनी कोई गाड़ी चुनें',

    // The pool's cards (truck-match.ts) and the texts its API builds for them
    'Transit in': 'निकलने में',
    'Transit ends in': 'पहुँचने में',
    'All Matches': 'सभी मैच',
    Compatible: 'मेल खाते',
    'High Savings': 'ज़्यादा बचत',
    'Departing Soon': 'जल्द निकलने वाले',
    'Not enough space left on this truck': 'इस ट्रक में अब इतनी जगह नहीं बची',
    "Your pickup and drop times do not fit this truck's schedule":
      'आपके पिकअप और डिलीवरी का समय इस ट्रक के शेड्यूल में नहीं बैठता',
    You: 'आप',
    'Your other shipment': 'आपका दूसरा शिपमेंट',
    "The truck's route cost (cost per km x planned km) is split in proportion to what each shipment would cost alone, so every shipper saves the same share and nobody pays more than going alone. A shipment joins only if that does not raise anyone's share. You pay the lower of your share and the pooled price (30% off).":
      'ट्रक के रूट का किराया (प्रति किमी किराया x प्लान किए गए किमी) हर शिपमेंट के अकेले जाने के किराये के हिसाब से बाँटा जाता है, ताकि हर शिपर को बराबर हिस्से की बचत हो और किसी को अकेले जाने से ज़्यादा न देना पड़े। कोई शिपमेंट तभी जुड़ता है जब इससे किसी का हिस्सा न बढ़े। आप अपने हिस्से और पूलिंग किराये (30% छूट) में से जो कम हो, वही देते हैं।',

    // Book Warehouse Space (warehouse-booking.ts)
    'Space required is required': 'कितनी जगह चाहिए, यह ज़रूरी है',
    'Space required must be a whole number': 'जगह पूरी संख्या में होनी चाहिए',
    'Space required must be at least 1 sq ft': 'जगह कम से कम 1 वर्ग फ़ुट होनी चाहिए',
    'This warehouse has no space available': 'इस वेयरहाउस में जगह खाली नहीं है',
    'Duration is required': 'कितने दिन, यह ज़रूरी है',
    'Duration must be a whole number of days': 'दिन पूरी संख्या में होने चाहिए',
    'Duration must be at least 1 day': 'कम से कम 1 दिन होना चाहिए',
    'Duration must be at most 365 days': 'ज़्यादा से ज़्यादा 365 दिन हो सकते हैं',
    'Start date is required': 'शुरू होने की तारीख ज़रूरी है',
    'Start date cannot be in the past': 'शुरू होने की तारीख बीते दिन की नहीं हो सकती',
    'Package type is required': 'पैकेज का प्रकार ज़रूरी है',
    'Requirements must be at most 100 characters': 'हर ज़रूरत ज़्यादा से ज़्यादा 100 अक्षर की हो सकती है',
    'At most 20 special requirements': 'ज़्यादा से ज़्यादा 20 खास ज़रूरतें',
  },
  patterns: [
    // Vehicle bounds: 'Body length must be at least 100 cm', 'Payload must be at most 40,000 kg'
    [named('must be a number'), (name) => `${field(name)} एक संख्या होनी चाहिए`],
    [named('must be a whole number'), (name) => `${field(name)} पूरी संख्या में होनी चाहिए`],
    [
      named('must be at least ([\\d,.]+) (cm|kg)'),
      (name, n, unit) => `${field(name)} कम से कम ${n} ${UNITS[unit] ?? unit} होनी चाहिए`,
    ],
    [
      named('must be at most ([\\d,.]+) (cm|kg)'),
      (name, n, unit) => `${field(name)} ज़्यादा से ज़्यादा ${n} ${UNITS[unit] ?? unit} हो सकती है`,
    ],
    // Working hours and expiry dates
    [named('is required'), (name) => `${field(name)} ज़रूरी है`],
    [named('must be a time like 09:00'), (name) => `${field(name)} 09:00 की तरह लिखें`],
    [named('must be a date like 2027-03-31'), (name) => `${field(name)} 2027-03-31 की तरह लिखें`],
    [
      named('has passed: this document has expired'),
      (name) => `${field(name)} निकल चुकी है: यह दस्तावेज़ अब मान्य नहीं है`,
    ],
    [named('must be within (\\d+) years'), (name, n) => `${field(name)} ${n} साल के अंदर होनी चाहिए`],
    // Compliance: 'Insurance is missing', 'Permit expired on 2026-01-31'
    [named('is missing'), (name) => `${field(name)} नहीं है`],
    [named('expired on (\\d{4}-\\d{2}-\\d{2})'), (name, on) => `${field(name)} ${on} को खत्म हो गया`],
    [named('is awaiting review'), (name) => `${field(name)} की जाँच बाकी है`],
    [named('was rejected: (.*)'), (name, reason) => `${field(name)} नामंज़ूर हुआ: ${reason}`],
    [
      /^This driver's driving licence expired on (\d{4}-\d{2}-\d{2})$/,
      (on) => `इस ड्राइवर का ड्राइविंग लाइसेंस ${on} को खत्म हो गया`,
    ],
    [
      /^This driver's driving licence was rejected: (.*)$/,
      (reason) => `इस ड्राइवर का ड्राइविंग लाइसेंस नामंज़ूर हुआ: ${reason}`,
    ],
    [
      /^That vehicle cannot take jobs on this day: (.+)$/,
      (problems = '') =>
        `वह गाड़ी इस दिन काम नहीं ले सकती: ${problems
          .split('; ')
          .map((p) => translateProblem(p))
          .join('; ')}`,
    ],
    // Length bounds
    [/^First name must be at most (\d+) characters$/, (n) => `पहला नाम ${n} अक्षर से लंबा नहीं होना चाहिए`],
    [/^Last name must be at most (\d+) characters$/, (n) => `उपनाम ${n} अक्षर से लंबा नहीं होना चाहिए`],
    [
      /^Business name must be at most (\d+) characters$/,
      (n) => `बिज़नेस का नाम ${n} अक्षर से लंबा नहीं होना चाहिए`,
    ],
    [/^Password must be at most (\d+) characters$/, (n) => `पासवर्ड ${n} अक्षर से लंबा नहीं होना चाहिए`],
    [/^Home area must be at most (\d+) characters$/, (n) => `होम एरिया ${n} अक्षर से लंबा नहीं होना चाहिए`],
    [/^Driver name must be at most (\d+) characters$/, (n) => `ड्राइवर का नाम ${n} अक्षर से लंबा नहीं होना चाहिए`],
    [
      /^Receiver's name must be at most (\d+) characters$/,
      (n) => `माल लेने वाले का नाम ${n} अक्षर से लंबा नहीं होना चाहिए`,
    ],
    [/^Company name must be at most (\d+) characters$/, (n) => `कंपनी का नाम ${n} अक्षर से लंबा नहीं होना चाहिए`],
    [
      /^Pickup location must be at most (\d+) characters$/,
      (n) => `पिकअप की जगह ${n} अक्षर से लंबी नहीं होनी चाहिए`,
    ],
    [
      /^Delivery location must be at most (\d+) characters$/,
      (n) => `डिलीवरी की जगह ${n} अक्षर से लंबी नहीं होनी चाहिए`,
    ],
    [
      /^Contact person must be at most (\d+) characters$/,
      (n) => `संपर्क के लिए नाम ${n} अक्षर से लंबा नहीं होना चाहिए`,
    ],
    [/^Must be at most (\d+) characters$/, (n) => `${n} अक्षर से लंबा नहीं होना चाहिए`],
    // Registration numbers
    [
      /^'(.+)' is not an Indian state or union territory code$/,
      (code) => `'${code}' किसी भारतीय राज्य या केंद्र शासित प्रदेश का कोड नहीं है`,
    ],
    // The pool: truck types, capacities and the API's reasons
    [
      /^(.+) \((\d+(?:\.\d+)?)-(\d+(?:\.\d+)?) tons\)$/,
      (type, min, max) => `${truck(type)} (${min}-${max} टन)`,
    ],
    [
      /^A (.+) carries at most (\d+(?:\.\d+)?) tons$/,
      (type, n) => `${truck(type)} में ज़्यादा से ज़्यादा ${n} टन माल जाता है`,
    ],
    [/^Capacity must be at most (\d+(?:\.\d+)?) tons$/, (n) => `क्षमता ज़्यादा से ज़्यादा ${n} टन हो सकती है`],
    [/^Cost per km must be at most (\d+)$/, (n) => `प्रति किमी किराया ज़्यादा से ज़्यादा ${n} हो सकता है`],
    [/^(\d+(?:\.\d+)?) tons$/, (n) => `${n} टन`],
    [
      /^Needs a truck that is: (.+)$/,
      (labels = '') =>
        `ऐसा ट्रक चाहिए जो हो: ${labels
          .split(', ')
          .map((l) => CAPABILITIES[l] ?? l)
          .join(', ')}`,
    ],
    [
      /^Pickup and drop are more than (\d+(?:\.\d+)?) km off this truck's route$/,
      (n) => `पिकअप और डिलीवरी की जगहें इस ट्रक के रूट से ${n} किमी से ज़्यादा दूर हैं`,
    ],
    [/^Shipper (\d+)$/, (n) => `शिपर ${n}`],
    // Warehouse space
    [/^Only (\d+) sq ft available$/, (n) => `सिर्फ़ ${n} वर्ग फ़ुट जगह खाली है`],
  ],
};

/** One compliance problem of a vehicle ('Insurance is missing'), as the day plan's refusal lists them. */
function translateProblem(problem: string): string {
  const missing = /^(.+) is missing$/.exec(problem);
  if (missing) return `${field(missing[1])} नहीं है`;
  const expired = /^(.+) expired on (\d{4}-\d{2}-\d{2})$/.exec(problem);
  if (expired) return `${field(expired[1])} ${expired[2] ?? ''} को खत्म हो गया`;
  const waiting = /^(.+) is awaiting review$/.exec(problem);
  if (waiting) return `${field(waiting[1])} की जाँच बाकी है`;
  const rejected = /^(.+) was rejected: (.*)$/.exec(problem);
  if (rejected) return `${field(rejected[1])} नामंज़ूर हुआ: ${rejected[2] ?? ''}`;
  return problem;
}
