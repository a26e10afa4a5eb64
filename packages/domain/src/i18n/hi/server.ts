/*
 * Hindi for the texts the API itself writes (not the domain schemas' messages, which the other parts hold):
 * error and success messages of apps/api, the alerts it raises (stored in English and translated when read),
 * the lines of its e-mails and the public tracking page's hint. Keyed by the English text, as every part. The
 * fixed texts are in server-texts.ts; this file holds the patterns and puts both together.
 *
 * Patterns cover sentences with a delivery id, a name, a place or a figure inside. Each carries an `example`,
 * the English sentence the API writes, so a test proves the pattern still matches what the API says.
 * A domain text inside such a sentence (a status, a slot label, a document's name) is translated by the part
 * that owns it (`inner`).
 */
import { hindiMonths } from '../months';
import { translateText, type TextCatalog } from '../text-catalog';
import { HINDI_ACCOUNTS } from './accounts';
import { HINDI_BILLING } from './billing';
import { HINDI_DELIVERIES } from './deliveries';
import { HINDI_PARTNERS } from './partners';
import { SERVER_TEXTS } from './server-texts';

const OTHER_PARTS: readonly TextCatalog[] = [HINDI_ACCOUNTS, HINDI_DELIVERIES, HINDI_PARTNERS, HINDI_BILLING];

/**
 * A delivery status as the end of a server sentence ('... is now Delivered.'): Hindi says it with its verb, so
 * these are whole predicates, not the status labels the screens show.
 */
const STATUS_PREDICATES: Readonly<Record<string, string>> = {
  Scheduled: 'शेड्यूल हो गई है',
  'Picked Up': 'पिकअप हो गई है',
  'In Transit': 'रास्ते में है',
  'Out for Delivery': 'डिलीवरी के लिए निकल चुकी है',
  Delivered: 'डिलीवर हो गई है',
  Failed: 'डिलीवर नहीं हो पाई',
  Cancelled: 'रद्द हो गई है',
};

/** A delivery status as a word inside a sentence ('This delivery is already Delivered'). */
const STATUS_WORDS: Readonly<Record<string, string>> = {
  Scheduled: 'शेड्यूल',
  'Picked Up': 'पिकअप हो चुकी',
  'In Transit': 'रास्ते में',
  'Out for Delivery': 'डिलीवरी के लिए निकली',
  Delivered: 'डिलीवर हो चुकी',
  Failed: 'नाकाम',
  Cancelled: 'रद्द',
};

/** A slot request's status inside a sentence ('This request was already accepted'). */
const REQUEST_STATUS_WORDS: Readonly<Record<string, string>> = {
  pending: 'इंतज़ार में',
  accepted: 'स्वीकार',
  declined: 'मना',
  withdrawn: 'वापस',
  expired: 'खत्म',
  cancelled: 'रद्द',
};

/**
 * A text inside a server sentence (a status, a slot label, a document's name, a note or reason the server
 * wrote), in Hindi when the part that owns it knows it; anything else (a driver's own words) stays as it is.
 */
function inner(text: string): string {
  for (const part of OTHER_PARTS) {
    const translated = translateText(text, part);
    if (translated !== text) return translated;
  }
  return translateText(text, HINDI_SERVER);
}

/** '2026-03-12, 3 PM - 6 PM' (a shared truck's departure): the slot label as the deliveries part says it. */
function departure(text: string): string {
  const comma = text.indexOf(', ');
  return comma < 0 ? text : `${text.slice(0, comma)}, ${inner(text.slice(comma + 2))}`;
}

const status = (s: string) => STATUS_WORDS[s] ?? inner(s);
const statusNow = (s: string) => STATUS_PREDICATES[s] ?? inner(s);
const days = (n: string) => `${n} दिन`;

interface ServerPattern {
  pattern: RegExp;
  render: (...groups: string[]) => string;
  /** The English sentence the API writes, which the pattern must match. */
  example: string;
}

/** The server's sentences with a figure, a name, a place or an id inside, each with the sentence it matches. */
export const SERVER_PATTERNS: readonly ServerPattern[] = [
  // Envelope and uploads
  {
    pattern: /^Unexpected file field '(.*)'$/,
    render: (f = '') => `अनचाहा फ़ाइल फ़ील्ड '${f}'`,
    example: "Unexpected file field 'logo'",
  },
  {
    pattern: /^At most (\d+) files can be sent$/,
    render: (n = '') => `ज़्यादा से ज़्यादा ${n} फ़ाइलें भेजी जा सकती हैं`,
    example: 'At most 3 files can be sent',
  },

  // Sign-in link (its minutes are a constant of the API)
  {
    pattern:
      /^If an account exists for that email, we have sent a sign-in link\. It works once, for (\d+) minutes\.$/,
    render: (n = '') =>
      `अगर इस ई-मेल से कोई खाता है, तो हमने साइन-इन लिंक भेज दिया है। यह लिंक एक बार, ${n} मिनट तक चलेगा।`,
    example:
      'If an account exists for that email, we have sent a sign-in link. It works once, for 15 minutes.',
  },

  // E-mail lines
  { pattern: /^Hello (.+),$/, render: (name = '') => `नमस्ते ${name},`, example: 'Hello Asha,' },
  {
    pattern: /^Open this link within (\d+) minutes to sign in to LogiSaathi:$/,
    render: (n = '') => `LogiSaathi में साइन इन करने के लिए ${n} मिनट के अंदर यह लिंक खोलें:`,
    example: 'Open this link within 15 minutes to sign in to LogiSaathi:',
  },
  {
    pattern: /^Open this link within (\d+) minutes to choose a new password:$/,
    render: (n = '') => `नया पासवर्ड चुनने के लिए ${n} मिनट के अंदर यह लिंक खोलें:`,
    example: 'Open this link within 30 minutes to choose a new password:',
  },

  // Delivery alerts
  {
    pattern:
      /^Shipment (\S+) from (.+) to (.+) is scheduled for (\d{4}-\d{2}-\d{2}), (.+?)\. Route ([\d.]+) km, about (\d+) min\. Price ₹(\d+) \(pooled, you save ₹(\d+)\)\.$/,
    render: (id = '', from = '', to = '', date = '', slot = '', km = '', min = '', price = '', saved = '') =>
      `शिपमेंट ${id} (${from} से ${to}) ${date}, ${inner(slot)} के लिए शेड्यूल हो गया है। रूट ${km} किमी, लगभग ${min} मिनट। किराया ₹${price} (पूलिंग से आपकी बचत ₹${saved})।`,
    example:
      'Shipment LS-20260312-0001 from Okhla to Bawana is scheduled for 2026-03-12, 9 AM - 12 PM. Route 28.4 km, about 52 min. Price ₹1200 (pooled, you save ₹300).',
  },
  {
    pattern:
      /^Shipment (\S+) from (.+) to (.+) is scheduled for (\d{4}-\d{2}-\d{2}), (.+?)\. Route ([\d.]+) km, about (\d+) min\. Price ₹(\d+)\.$/,
    render: (id = '', from = '', to = '', date = '', slot = '', km = '', min = '', price = '') =>
      `शिपमेंट ${id} (${from} से ${to}) ${date}, ${inner(slot)} के लिए शेड्यूल हो गया है। रूट ${km} किमी, लगभग ${min} मिनट। किराया ₹${price}।`,
    example:
      'Shipment LS-20260312-0001 from Okhla to Bawana is scheduled for 2026-03-12, 9 AM - 12 PM. Route 28.4 km, about 52 min. Price ₹1500.',
  },
  {
    pattern:
      /^Shipment (\S+) \((.+)\) is now (Scheduled|Picked Up|In Transit|Out for Delivery|Delivered|Failed|Cancelled)\.(?: Note: (.*))?$/s,
    render: (id = '', route = '', s = '', note) =>
      `शिपमेंट ${id} (${route}) ${statusNow(s)}।${note ? ` नोट: ${inner(note)}` : ''}`,
    example:
      'Shipment LS-20260312-0001 (Okhla → Bawana) is now Delivered. Note: Delivery code confirmed by the owner',
  },
  {
    pattern: /^LogiSaathi operations assigned (\S+) to (.+)\. It is in your jobs\.$/,
    render: (id = '', vehicle = '') =>
      `LogiSaathi ऑपरेशंस ने ${id} आपकी गाड़ी ${vehicle} को दिया है। यह आपके जॉब में है।`,
    example: 'LogiSaathi operations assigned LS-20260312-0001 to DL 01 AB 1234. It is in your jobs.',
  },
  {
    pattern: /^About (\S+), LogiSaathi operations write: (.+)$/s,
    render: (id = '', message = '') => `${id} के बारे में LogiSaathi ऑपरेशंस का संदेश: ${message}`,
    example: 'About LS-20260312-0001, LogiSaathi operations write: We have spoken to the driver.',
  },
  {
    pattern: /^([^()]+) \((.+)\) will carry (\S+); driver (.+)\.$/,
    render: (vehicle = '', body = '', id = '', driver = '') =>
      `${vehicle} (${inner(body)}) ${id} ले जाएगा; ड्राइवर ${driver}।`,
    example: 'DL 01 AB 1234 (Mini truck (Tata Ace)) will carry LS-20260312-0001; driver Ramesh.',
  },
  {
    pattern: /^No truck partner has accepted shipment (\S+) yet and its slot starts soon\. (.+)$/,
    render: (id = '', rest = '') =>
      `शिपमेंट ${id} को अभी तक किसी ट्रक पार्टनर ने स्वीकार नहीं किया और इसका टाइम स्लॉट जल्द शुरू होने वाला है। ${inner(rest)}`,
    example:
      'No truck partner has accepted shipment LS-20260312-0001 yet and its slot starts soon. Keep searching, change the slot, or cancel it at no charge.',
  },
  {
    pattern: /^No truck partner has accepted shipment (\S+) yet\. (.+)$/,
    render: (id = '', rest = '') => `शिपमेंट ${id} को अभी तक किसी ट्रक पार्टनर ने स्वीकार नहीं किया। ${inner(rest)}`,
    example:
      'No truck partner has accepted shipment LS-20260312-0001 yet. Keep searching, change the slot, or cancel it at no charge.',
  },
  {
    pattern:
      /^A truck is assigned to (\S+), and the goods need an e-way bill\. Enter its 12-digit number on the delivery page: the truck cannot pick up without it\.$/,
    render: (id = '') =>
      `${id} के लिए ट्रक तय हो गया है, और इस माल के लिए ई-वे बिल ज़रूरी है। डिलीवरी पेज पर उसका 12 अंकों का नंबर दर्ज करें: उसके बिना ट्रक पिकअप नहीं कर सकता।`,
    example:
      'A truck is assigned to LS-20260312-0001, and the goods need an e-way bill. Enter its 12-digit number on the delivery page: the truck cannot pick up without it.',
  },
  {
    pattern:
      /^The truck for (\S+) is now (.+)\. Update Part-B of e-way bill ([\d ]+) with it on the e-way bill portal before the goods move: the details are on the delivery page\.$/,
    render: (id = '', vehicle = '', ewb = '') =>
      `${id} का ट्रक अब ${vehicle} है। माल चलने से पहले ई-वे बिल पोर्टल पर ई-वे बिल ${ewb} का पार्ट-B इस गाड़ी से अपडेट करें: पूरी जानकारी डिलीवरी पेज पर है।`,
    example:
      'The truck for LS-20260312-0001 is now DL 1L AB 1234. Update Part-B of e-way bill 5510 0012 3456 with it on the e-way bill portal before the goods move: the details are on the delivery page.',
  },
  {
    pattern:
      /^The truck for (\S+) has not picked up the goods and the (.+) slot has ended\. Call the driver from the delivery page, or cancel it at no charge\.$/,
    render: (id = '', slot = '') =>
      `${id} का ट्रक अभी तक माल पिकअप नहीं कर पाया और ${inner(slot)} का टाइम स्लॉट खत्म हो गया है। डिलीवरी पेज से ड्राइवर को कॉल करें, या बिना किसी चार्ज के रद्द करें।`,
    example:
      'The truck for LS-20260312-0001 has not picked up the goods and the 9 AM - 12 PM slot has ended. Call the driver from the delivery page, or cancel it at no charge.',
  },

  // Delivery errors
  {
    pattern: /^This delivery is already (.+); its status can no longer change\.$/,
    render: (s = '') => `यह डिलीवरी पहले ही ${status(s)} है; इसकी स्थिति अब नहीं बदल सकती।`,
    example: 'This delivery is already Delivered; its status can no longer change.',
  },
  {
    pattern: /^A (.+) delivery can move to (.+), not to (.+)\.$/,
    render: (from = '', list = '', to = '') =>
      `${status(from)} डिलीवरी ${list
        .split(' or ')
        .flatMap((part) => part.split(', '))
        .filter(Boolean)
        .map(status)
        .join(' या ')} हो सकती है, ${status(to)} नहीं।`,
    example: 'A Scheduled delivery can move to Picked Up or Cancelled, not to Delivered.',
  },
  {
    pattern:
      /^This delivery is (.+) and can no longer be deleted\. Only a Scheduled or Cancelled delivery can be deleted\.$/,
    render: (s = '') =>
      `यह डिलीवरी ${status(s)} है और अब हटाई नहीं जा सकती। सिर्फ़ शेड्यूल या रद्द डिलीवरी ही हटाई जा सकती है।`,
    example:
      'This delivery is In Transit and can no longer be deleted. Only a Scheduled or Cancelled delivery can be deleted.',
  },
  {
    pattern: /^This delivery is (.+); it cannot be marked (.+) now\.$/,
    render: (from = '', to = '') =>
      `यह डिलीवरी ${status(from)} है; इसे अभी ${status(to)} मार्क नहीं किया जा सकता।`,
    example: 'This delivery is Scheduled; it cannot be marked Delivered now.',
  },
  {
    pattern: /^This delivery is already (.+); a driver can no longer be assigned\.$/,
    render: (s = '') => `यह डिलीवरी पहले ही ${status(s)} है; अब ड्राइवर तय नहीं किया जा सकता।`,
    example: 'This delivery is already Delivered; a driver can no longer be assigned.',
  },
  {
    pattern: /^Limit must be a whole number from 1 to (\d+)$/,
    render: (n = '') => `Limit 1 से ${n} तक की पूरी संख्या होनी चाहिए`,
    example: 'Limit must be a whole number from 1 to 100',
  },
  {
    pattern: /^Offset must be at most (\d+)$/,
    render: (n = '') => `Offset ज़्यादा से ज़्यादा ${n} हो`,
    example: 'Offset must be at most 10000',
  },
  {
    pattern: /^The shared truck could not take this delivery \((.+)\)\.$/,
    render: (why = '') => `शेयर्ड ट्रक यह डिलीवरी नहीं ले सका (${inner(why)})।`,
    example: 'The shared truck could not take this delivery (This truck has left the pool).',
  },
  {
    pattern: /^Updated by driver (.+) \((.+)\)$/,
    render: (name = '', vehicle = '') => `ड्राइवर ${name} (${vehicle}) ने अपडेट किया`,
    example: 'Updated by driver Ramesh Kumar (DL 01 AB 1234)',
  },
  {
    pattern: /^Delivery code confirmed by driver (.+) \((.+)\)$/,
    render: (name = '', vehicle = '') => `ड्राइवर ${name} (${vehicle}) ने डिलीवरी कोड पक्का किया`,
    example: 'Delivery code confirmed by driver Ramesh Kumar (DL 01 AB 1234)',
  },
  {
    pattern: /^Marked delivered by owner: (.*)$/s,
    render: (reason = '') => `मालिक ने डिलीवर हो गई मार्क किया: ${reason}`,
    example: 'Marked delivered by owner: The driver phone died',
  },

  // Partners and jobs
  {
    pattern: /^A fleet lists at most (\d+) drivers$/,
    render: (n = '') => `एक फ़्लीट में ज़्यादा से ज़्यादा ${n} ड्राइवर हो सकते हैं`,
    example: 'A fleet lists at most 50 drivers',
  },
  {
    pattern: /^A fleet lists at most (\d+) vehicles$/,
    render: (n = '') => `एक फ़्लीट में ज़्यादा से ज़्यादा ${n} गाड़ियाँ हो सकती हैं`,
    example: 'A fleet lists at most 50 vehicles',
  },
  {
    pattern: /^This vehicle cannot go online: (.+)$/,
    render: (problems = '') => `यह गाड़ी ऑनलाइन नहीं हो सकती: ${problems.split('; ').map(inner).join('; ')}`,
    example: 'This vehicle cannot go online: The RC has expired',
  },
  {
    pattern:
      /^This job is hidden until the documents of its vehicle and driver are approved and in date: (.+)$/,
    render: (problems = '') =>
      `यह काम तब तक छिपा है जब तक इसकी गाड़ी और ड्राइवर के दस्तावेज़ मंज़ूर और मान्य न हों: ${problems
        .split('; ')
        .map(inner)
        .join('; ')}`,
    example:
      "This job is hidden until the documents of its vehicle and driver are approved and in date: This driver's driving licence is awaiting review",
  },
  {
    pattern: /^This vehicle cannot take jobs: (.+)$/,
    render: (problems = '') => `यह गाड़ी काम नहीं ले सकती: ${problems.split('; ').map(inner).join('; ')}`,
    example: 'This vehicle cannot take jobs: The RC has expired',
  },
  {
    pattern: /^At most (\d+) photos$/,
    render: (n = '') => `ज़्यादा से ज़्यादा ${n} फ़ोटो`,
    example: 'At most 6 photos',
  },
  {
    pattern: /^Choose a date from (\d+) days ago to (\d+) days ahead$/,
    render: (back = '', ahead = '') => `${back} दिन पहले से ${ahead} दिन आगे तक की तारीख चुनें`,
    example: 'Choose a date from 7 days ago to 14 days ahead',
  },
  {
    pattern: /^(.+) of (.+) uploaded \(valid until (\d{4}-\d{2}-\d{2})\)\.$/,
    render: (doc = '', subject = '', until = '') =>
      `${subject} का ${inner(doc)} अपलोड हुआ (${until} तक मान्य)।`,
    example: 'Insurance of DL 01 AB 1234 uploaded (valid until 2027-03-31).',
  },

  // Shared trucks
  {
    pattern: /^This vehicle is listed as (.+)$/,
    render: (type = '') => `यह गाड़ी ${inner(type)} के रूप में दर्ज है`,
    example: 'This vehicle is listed as Tata 407',
  },
  {
    pattern: /^This vehicle carries at most ([\d.]+) tons$/,
    render: (t = '') => `इस गाड़ी की लोडिंग क्षमता ज़्यादा से ज़्यादा ${t} टन है`,
    example: 'This vehicle carries at most 2.5 tons',
  },
  {
    pattern: /^Capacity cannot be below the (\d+) kg already requested$/,
    render: (kg = '') => `लोडिंग क्षमता पहले से माँगे गए ${kg} किलो से कम नहीं हो सकती`,
    example: 'Capacity cannot be below the 400 kg already requested',
  },
  {
    pattern:
      /^You already have (\d+) slot requests waiting for an answer\. Withdraw one or wait for the transporters\.$/,
    render: (n = '') =>
      `आपकी ${n} स्लॉट रिक्वेस्ट पहले से जवाब के इंतज़ार में हैं। एक वापस लें या ट्रांसपोर्टरों के जवाब का इंतज़ार करें।`,
    example:
      'You already have 5 slot requests waiting for an answer. Withdraw one or wait for the transporters.',
  },
  {
    pattern: /^This request was already (\w+) and cannot be withdrawn$/,
    render: (s = '') => `यह रिक्वेस्ट पहले ही ${REQUEST_STATUS_WORDS[s] ?? s} हो चुकी है, अब वापस नहीं ली जा सकती`,
    example: 'This request was already accepted and cannot be withdrawn',
  },
  {
    pattern: /^This request was already (\w+)$/,
    render: (s = '') => `यह रिक्वेस्ट पहले ही ${REQUEST_STATUS_WORDS[s] ?? s} हो चुकी है`,
    example: 'This request was already declined',
  },
  {
    pattern: /^Not enough space on this truck: (\d+) kg left$/,
    render: (kg = '') => `इस ट्रक में इतनी जगह नहीं है: ${kg} किलो बची है`,
    example: 'Not enough space on this truck: 120 kg left',
  },
  {
    pattern: /^Not enough space on this truck: ([\d.]+) m³ left$/,
    render: (m3 = '') => `इस ट्रक में इतनी जगह नहीं है: ${m3} घन मीटर बची है`,
    example: 'Not enough space on this truck: 1.5 m³ left',
  },
  {
    pattern: /^Could not resolve the (pickup|delivery) location\. Please enter a more specific address\.$/,
    render: (side = '') =>
      `${side === 'pickup' ? 'पिकअप' : 'डिलीवरी'} की जगह नहीं मिली। कृपया पता और साफ़-साफ़ लिखें।`,
    example: 'Could not resolve the pickup location. Please enter a more specific address.',
  },
  {
    pattern: /^Weight must be a number of at least (\d+) kg$/,
    render: (n = '') => `वज़न कम से कम ${n} किलो की संख्या हो`,
    example: 'Weight must be a number of at least 1 kg',
  },
  {
    pattern: /^Location must be at most (\d+) characters$/,
    render: (n = '') => `जगह ज़्यादा से ज़्यादा ${n} अक्षर की हो`,
    example: 'Location must be at most 200 characters',
  },
  {
    pattern:
      /^(.+) asks for (\d+) kg on your (.+) \((.+), (\d{4}-\d{2}-\d{2}, .+)\)\. Accept or decline it under My Trucks & Requests\.$/,
    render: (who = '', kg = '', type = '', route = '', when = '') =>
      `${who} आपके ${inner(type)} (${route}, ${departure(when)}) पर ${kg} किलो की जगह माँग रहा है। 'My Trucks & Requests' में जाकर स्वीकार करें या मना करें।`,
    example:
      'Verma Traders asks for 300 kg on your Tata 407 (Okhla → Bawana, 2026-03-12, 3 PM - 6 PM). Accept or decline it under My Trucks & Requests.',
  },
  {
    pattern:
      /^Your request for (\d+) kg on (.+)'s truck \((.+), (\d{4}-\d{2}-\d{2}, .+)\) is waiting for the transporter's answer\. Quoted price ₹(\d+)\.$/,
    render: (kg = '', company = '', route = '', when = '', price = '') =>
      `${company} के ट्रक (${route}, ${departure(when)}) पर ${kg} किलो की आपकी रिक्वेस्ट ट्रांसपोर्टर के जवाब का इंतज़ार कर रही है। बताया गया किराया ₹${price}।`,
    example:
      "Your request for 300 kg on Yamuna Freight's truck (Okhla → Bawana, 2026-03-12, 3 PM - 6 PM) is waiting for the transporter's answer. Quoted price ₹900.",
  },
  {
    pattern:
      /^A request for (\d+) kg on your (.+) \((.+), (\d{4}-\d{2}-\d{2}, .+)\) was withdrawn; the space is free again\.$/,
    render: (kg = '', type = '', route = '', when = '') =>
      `आपके ${inner(type)} (${route}, ${departure(when)}) पर ${kg} किलो की रिक्वेस्ट वापस ले ली गई; जगह फिर से खाली है।`,
    example:
      'A request for 300 kg on your Tata 407 (Okhla → Bawana, 2026-03-12, 3 PM - 6 PM) was withdrawn; the space is free again.',
  },
  {
    pattern: /^You withdrew the slot request on (.+)\.$/,
    render: (route = '') => `आपने ${route} की स्लॉट रिक्वेस्ट वापस ले ली।`,
    example: 'You withdrew the slot request on Okhla → Bawana.',
  },
  {
    pattern:
      /^(.+) declined your request for (\d+) kg on (.+) \((.+)\)\. Other trucks may still match under Shared Trucks\.$/,
    render: (who = '', kg = '', route = '', when = '') =>
      `${who} ने ${route} (${departure(when)}) पर ${kg} किलो की आपकी रिक्वेस्ट मना कर दी। 'Shared Trucks' में दूसरे ट्रक अब भी मिल सकते हैं।`,
    example:
      'Yamuna Freight declined your request for 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM). Other trucks may still match under Shared Trucks.',
  },
  {
    pattern: /^(\d+) kg on (.+) \((.+)\) was declined; the space is free again\.$/,
    render: (kg = '', route = '', when = '') =>
      `${route} (${departure(when)}) पर ${kg} किलो की रिक्वेस्ट मना कर दी गई; जगह फिर से खाली है।`,
    example: '300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM) was declined; the space is free again.',
  },
  {
    pattern:
      /^(.+) accepted your (\d+) kg on (.+) \((\d{4}-\d{2}-\d{2}, [^)]+)\)\.(?: Delivery (\S+) is now charged the pooled price ₹(\d+)\.)? Contact: (.+), (.+)\.$/,
    render: (who = '', kg = '', route = '', when = '', id, charged, person = '', phone = '') =>
      `${who} ने ${route} (${departure(when)}) पर आपका ${kg} किलो स्वीकार कर लिया।${
        id ? ` डिलीवरी ${id} पर अब पूलिंग किराया ₹${charged ?? ''} लगेगा।` : ''
      } संपर्क: ${person}, ${phone}।`,
    example:
      'Yamuna Freight accepted your 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM). Delivery LS-20260312-0001 is now charged the pooled price ₹900. Contact: Rakesh Yadav, 9876543210.',
  },
  {
    pattern: /^You accepted (\d+) kg on (.+) \((.+)\)\.$/,
    render: (kg = '', route = '', when = '') =>
      `आपने ${route} (${departure(when)}) पर ${kg} किलो स्वीकार किया।`,
    example: 'You accepted 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM).',
  },
  {
    pattern: /^(.+)'s (.+) \((.+)\) has left the shared pool: its slot has ended\.$/,
    render: (company = '', type = '', route = '') =>
      `${company} का ${inner(type)} (${route}) शेयर्ड पूल से हट गया: इसका स्लॉट खत्म हो गया।`,
    example: "Yamuna Freight's Tata 407 (Okhla → Bawana) has left the shared pool: its slot has ended.",
  },
  {
    pattern: /^Your request for (\d+) kg on (.+) was not answered before the truck left the pool\.$/,
    render: (kg = '', on = '') =>
      `${on === 'a shared truck' ? 'शेयर्ड ट्रक' : on} पर ${kg} किलो की आपकी रिक्वेस्ट का जवाब ट्रक के पूल से हटने से पहले नहीं आया।`,
    example: 'Your request for 300 kg on Yamuna Freight was not answered before the truck left the pool.',
  },
  {
    pattern:
      /^(.*?) ?Delivery (\S+) is no longer on a shared truck and is charged the regular price ₹(\d+)\.$/,
    render: (why = '', id = '', price = '') =>
      `${why ? `${inner(why)} ` : ''}डिलीवरी ${id} अब शेयर्ड ट्रक पर नहीं है और इस पर सामान्य किराया ₹${price} लगेगा।`,
    example:
      'The shared truck left the pool before answering. Delivery LS-20260312-0001 is no longer on a shared truck and is charged the regular price ₹1500.',
  },
  {
    pattern:
      /^(.+)'s (.+) \(([\d.]+) tons\), (.+), departs (\d{4}-\d{2}-\d{2}, .+)\. Businesses going your way can now request a slot\.$/,
    render: (company = '', type = '', tons = '', route = '', when = '') =>
      `${company} का ${inner(type)} (${tons} टन), ${route}, ${departure(when)} को निकलेगा। आपके रूट पर जाने वाले कारोबार अब स्लॉट माँग सकते हैं।`,
    example:
      "Yamuna Freight's Tata 407 (2.5 tons), Okhla → Bawana, departs 2026-03-12, 3 PM - 6 PM. Businesses going your way can now request a slot.",
  },

  {
    pattern:
      /^A business that (had a slot for|requested) (\d+) kg on (.+) \((\d{4}-\d{2}-\d{2}, .+)\) closed its LogiSaathi account; the space is free again\.$/,
    render: (what = '', kg = '', route = '', when = '') =>
      `${route} (${departure(when)}) पर ${kg} किलो ${what === 'requested' ? 'माँगने' : 'का स्लॉट लेने'} वाले एक कारोबार ने अपना LogiSaathi खाता बंद कर दिया; जगह फिर से खाली है।`,
    example:
      'A business that had a slot for 300 kg on Okhla → Bawana (2026-03-12, 3 PM - 6 PM) closed its LogiSaathi account; the space is free again.',
  },
  {
    pattern:
      /^(.+) closed its LogiSaathi account, so its truck on (.+) \((\d{4}-\d{2}-\d{2}, [^)]+)\) is no longer offered and your request for (\d+) kg is cancelled\.(?: Delivery (\S+) is charged the regular price ₹(\d+) again\.)? Other trucks may still match under Shared Trucks\.$/,
    render: (company = '', route = '', when = '', kg = '', id, price) =>
      `${company} ने अपना LogiSaathi खाता बंद कर दिया, इसलिए ${route} (${departure(when)}) वाला उसका ट्रक अब नहीं मिलेगा और ${kg} किलो की आपकी रिक्वेस्ट रद्द हो गई है।${
        id ? ` डिलीवरी ${id} पर फिर से सामान्य किराया ₹${price ?? ''} लगेगा।` : ''
      } 'Shared Trucks' में दूसरे ट्रक अब भी मिल सकते हैं।`,
    example:
      'Yamuna Freight closed its LogiSaathi account, so its truck on Okhla → Bawana (2026-03-12, 3 PM - 6 PM) is no longer offered and your request for 300 kg is cancelled. Delivery LS-20260312-0001 is charged the regular price ₹1500 again. Other trucks may still match under Shared Trucks.',
  },
  {
    pattern:
      /^The shared truck for delivery (\S+)(?: \((.+)\))? is no longer offered: its owner closed their LogiSaathi account\. The delivery is charged the regular price ₹(\d+) again\.$/,
    render: (id = '', route, price = '') =>
      `डिलीवरी ${id} का शेयर्ड ट्रक${route ? ` (${route})` : ''} अब नहीं मिलेगा: उसके मालिक ने अपना LogiSaathi खाता बंद कर दिया। इस डिलीवरी पर फिर से सामान्य किराया ₹${price} लगेगा।`,
    example:
      'The shared truck for delivery LS-20260312-0001 (Okhla → Bawana) is no longer offered: its owner closed their LogiSaathi account. The delivery is charged the regular price ₹1500 again.',
  },

  // Partner documents running out (the domain's expiryAlertMessage, raised as alerts by the server)
  {
    pattern:
      /^(.+) of (.+) expired on (\d{4}-\d{2}-\d{2})\. Upload the renewed document to take jobs again\.$/,
    render: (label = '', subject = '', on = '') =>
      `${subject} के ${inner(label)} की मान्यता ${on} को खत्म हो गई। फिर से काम लेने के लिए नया दस्तावेज़ अपलोड करें।`,
    example:
      'Insurance of DL 01 AB 1234 expired on 2026-03-31. Upload the renewed document to take jobs again.',
  },
  {
    pattern:
      /^(.+) of (.+) expires (tomorrow or today|within 15 days) \((\d{4}-\d{2}-\d{2})\)\. Upload the renewed document in time\.$/,
    render: (label = '', subject = '', when = '', on = '') =>
      `${subject} के ${inner(label)} की मान्यता ${when === 'tomorrow or today' ? 'आज या कल' : '15 दिन के अंदर'} (${on}) खत्म हो रही है। समय रहते नया दस्तावेज़ अपलोड करें।`,
    example:
      'Driving licence of Ramesh Kumar expires within 15 days (2026-03-31). Upload the renewed document in time.',
  },

  // Micro-warehouses
  {
    pattern: /^(\S+): (\d+) sq ft at (.+) from (\d{1,2} [A-Z][a-z]{2} \d{4}) for (\d+) days?, (₹[\d,]+)\.$/,
    render: (ref = '', sqft = '', name = '', from = '', n = '', price = '') =>
      `${ref}: ${name} में ${hindiMonths(from)} से ${days(n)} के लिए ${sqft} वर्ग फ़ुट, ${price}।`,
    example: 'WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 for 30 days, ₹45,000.',
  },
  {
    pattern: /^(\S+): (\d+) sq ft at (.+) from (\d{1,2} [A-Z][a-z]{2} \d{4}) is cancelled\.$/,
    render: (ref = '', sqft = '', name = '', from = '') =>
      `${ref}: ${name} में ${hindiMonths(from)} से ${sqft} वर्ग फ़ुट की बुकिंग रद्द हो गई है।`,
    example: 'WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 is cancelled.',
  },
  {
    pattern: /^Total space cannot be less than the (\d+) sq ft already booked$/,
    render: (n = '') => `कुल जगह पहले से बुक ${n} वर्ग फ़ुट से कम नहीं हो सकती`,
    example: 'Total space cannot be less than the 500 sq ft already booked',
  },
  {
    pattern: /^Could not find '(.*)'\. Try an area name such as Okhla, or a 6-digit pincode\.$/s,
    render: (text = '') => `'${text}' नहीं मिला। Okhla जैसे किसी इलाके का नाम या 6 अंकों का पिनकोड लिखकर देखें।`,
    example: "Could not find 'Xyz'. Try an area name such as Okhla, or a 6-digit pincode.",
  },
  { pattern: /^Pincode (\d{6})$/, render: (pin = '') => `पिनकोड ${pin}`, example: 'Pincode 110020' },

  {
    pattern:
      /^(\S+): (\d+) sq ft at (.+) from (\d{1,2} [A-Z][a-z]{2} \d{4}) is cancelled because the customer closed their LogiSaathi account\. The space is free again\.$/,
    render: (ref = '', sqft = '', name = '', from = '') =>
      `${ref}: ${name} में ${hindiMonths(from)} से ${sqft} वर्ग फ़ुट की बुकिंग रद्द हो गई है, क्योंकि ग्राहक ने अपना LogiSaathi खाता बंद कर दिया। जगह फिर से खाली है।`,
    example:
      'WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 is cancelled because the customer closed their LogiSaathi account. The space is free again.',
  },
  {
    pattern:
      /^(\S+): (\d+) sq ft at (.+) from (\d{1,2} [A-Z][a-z]{2} \d{4}) is cancelled because the warehouse's operator closed their LogiSaathi account and the listing was removed\.$/,
    render: (ref = '', sqft = '', name = '', from = '') =>
      `${ref}: ${name} में ${hindiMonths(from)} से ${sqft} वर्ग फ़ुट की बुकिंग रद्द हो गई है, क्योंकि वेयरहाउस के ऑपरेटर ने अपना LogiSaathi खाता बंद कर दिया और लिस्टिंग हटा दी गई।`,
    example:
      "WB-20260312-0001: 500 sq ft at Okhla Phase I Micro Hub from 12 Mar 2026 is cancelled because the warehouse's operator closed their LogiSaathi account and the listing was removed.",
  },

  // Live tracking
  {
    pattern: /^The position is too far from the previous one \(faster than (\d+) km\/h\)$/,
    render: (kmh = '') => `यह लोकेशन पिछली वाली से बहुत दूर है (${kmh} किमी/घंटा से तेज़)`,
    example: 'The position is too far from the previous one (faster than 150 km/h)',
  },
];

export const HINDI_SERVER: TextCatalog = {
  exact: SERVER_TEXTS,
  patterns: SERVER_PATTERNS.map(({ pattern, render }) => [pattern, render] as const),
};
