/*
 * Hindi for the texts the API itself writes (not the domain schemas' messages, which the other parts hold):
 * error and success messages of apps/api, the alerts it raises (their keys are stored with them and written
 * when read), the lines of its e-mails and the public tracking page's hint.
 *
 * Sentences with a delivery id, a name, a place or a figure inside are keys with parameters (../keyed-text.ts):
 * SERVER_TEXTS_HI writes each key of ../server/en.ts from its parameters; the compiler checks that every key has
 * its Hindi. Fixed sentences are their own keys (server-texts.ts). A domain text inside a sentence (a status, a
 * slot label, a document's name) is translated by the part that owns it (`inner`).
 */
import { hindiMonths } from '../months';
import { LIST_MAX_LIMIT, LIST_MAX_OFFSET, TEXT_MAX, WEIGHT_MIN_KG } from '../../limits';
import { MAX_SPEED_KMH } from '../../position-sense';
import { englishText, serverText, writeServerText, type ServerTextTemplates } from '../server';
import type { KeyedText } from '../keyed-text';
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

/** A list of domain texts ('; ' between them, as the English), each in Hindi. */
const innerList = (texts: readonly string[]) => texts.map(inner).join('; ');

/** '2026-03-12, 3 PM - 6 PM' (a shared truck's departure): the slot label as the deliveries part says it. */
function departure(text: string): string {
  const comma = text.indexOf(', ');
  return comma < 0 ? text : `${text.slice(0, comma)}, ${inner(text.slice(comma + 2))}`;
}

const status = (s: string) => STATUS_WORDS[s] ?? inner(s);
const requestStatus = (s: string) => REQUEST_STATUS_WORDS[s] ?? s;
const statusNow = (s: string) => STATUS_PREDICATES[s] ?? inner(s);

/** The API's keyed sentences in Hindi (keys and parameters: ../server/en.ts). */
export const SERVER_TEXTS_HI: ServerTextTemplates = {
  // Envelope and uploads
  'upload.unexpectedField': (p) => `अनचाहा फ़ाइल फ़ील्ड '${p.field}'`,
  'upload.tooManyFiles': (p) => `ज़्यादा से ज़्यादा ${p.max} फ़ाइलें भेजी जा सकती हैं`,

  // Sign-in link and password reset
  'signIn.linkSent': (p) =>
    `अगर इस ई-मेल से कोई खाता है, तो हमने साइन-इन लिंक भेज दिया है। यह लिंक एक बार, ${p.minutes} मिनट तक चलेगा।`,
  'mail.hello': (p) => `नमस्ते ${p.name},`,
  'mail.signInLinkWithin': (p) => `LogiSaathi में साइन इन करने के लिए ${p.minutes} मिनट के अंदर यह लिंक खोलें:`,
  'mail.resetLinkWithin': (p) => `नया पासवर्ड चुनने के लिए ${p.minutes} मिनट के अंदर यह लिंक खोलें:`,

  // Delivery alerts
  'delivery.scheduled': (p) =>
    `शिपमेंट ${p.id} (${p.from} से ${p.to}) ${p.date}, ${inner(p.slot)} के लिए शेड्यूल हो गया है। रूट ${p.km} किमी, लगभग ${p.min} मिनट। किराया ₹${p.price}${p.saved ? ` (पूलिंग से आपकी बचत ₹${p.saved})` : ''}।`,
  'delivery.nowStatus': (p) =>
    `शिपमेंट ${p.id} (${p.route}) ${statusNow(p.status)}।${p.note ? ` नोट: ${inner(p.note)}` : ''}`,
  'delivery.opsAssigned': (p) =>
    `LogiSaathi ऑपरेशंस ने ${p.id} आपकी गाड़ी ${p.vehicle} को दिया है। यह आपके जॉब में है।`,
  'delivery.opsAnswer': (p) => `${p.id} के बारे में LogiSaathi ऑपरेशंस का संदेश: ${p.message}`,
  'delivery.partBDue': (p) =>
    `${p.id} का ट्रक अब ${p.vehicle} है। माल चलने से पहले ई-वे बिल पोर्टल पर ई-वे बिल ${p.ewb} का पार्ट-B इस गाड़ी से अपडेट करें: पूरी जानकारी डिलीवरी पेज पर है।`,
  'delivery.truckWillCarry': (p) => `${p.vehicle} (${inner(p.body)}) ${p.id} ले जाएगा; ड्राइवर ${p.driver}।`,
  'delivery.truckChanged': (p) =>
    `${p.id} अब ${p.vehicle} (${inner(p.body)}) ले जाएगा; ड्राइवर ${p.driver}। पिकअप का समय ${p.time} ही रहेगा।`,
  'delivery.noPartnerYet': (p) =>
    `शिपमेंट ${p.id} को अभी तक किसी ट्रक पार्टनर ने स्वीकार नहीं किया${p.slotSoon ? ' और इसका टाइम स्लॉट जल्द शुरू होने वाला है' : ''}। ${inner(p.next)}`,
  'delivery.ewayBillNeeded': (p) =>
    `${p.id} के लिए ट्रक तय हो गया है, और इस माल के लिए ई-वे बिल ज़रूरी है। डिलीवरी पेज पर उसका 12 अंकों का नंबर दर्ज करें: उसके बिना ट्रक पिकअप नहीं कर सकता।`,
  'delivery.latePickup': (p) =>
    `${p.id} का ट्रक अभी तक माल पिकअप नहीं कर पाया और ${inner(p.slot)} का टाइम स्लॉट खत्म हो गया है। डिलीवरी पेज से ड्राइवर को कॉल करें, या बिना किसी चार्ज के रद्द करें।`,

  // Delivery errors and status notes
  'delivery.final': (p) => `यह डिलीवरी पहले ही ${status(p.status)} है; इसकी स्थिति अब नहीं बदल सकती।`,
  'delivery.cannotMove': (p) =>
    `${status(p.from)} डिलीवरी ${p.allowed.map(status).join(' या ')} हो सकती है, ${status(p.to)} नहीं।`,
  'delivery.cannotDelete': (p) =>
    `यह डिलीवरी ${status(p.status)} है और अब हटाई नहीं जा सकती। सिर्फ़ शेड्यूल या रद्द डिलीवरी ही हटाई जा सकती है।`,
  'delivery.cannotMark': (p) =>
    `यह डिलीवरी ${status(p.from)} है; इसे अभी ${status(p.to)} मार्क नहीं किया जा सकता।`,
  'delivery.cannotAssignDriver': (p) =>
    `यह डिलीवरी पहले ही ${status(p.status)} है; अब ड्राइवर तय नहीं किया जा सकता।`,
  'delivery.sharedTruckRefused': (p) => `शेयर्ड ट्रक यह डिलीवरी नहीं ले सका (${inner(p.why)})।`,
  'delivery.updatedByDriver': (p) => `ड्राइवर ${p.name} (${p.vehicle}) ने अपडेट किया`,
  'delivery.codeConfirmedByDriver': (p) => `ड्राइवर ${p.name} (${p.vehicle}) ने डिलीवरी कोड पक्का किया`,
  'list.limitRange': (p) => `Limit 1 से ${p.max} तक की पूरी संख्या होनी चाहिए`,
  'list.offsetAtMost': (p) => `Offset ज़्यादा से ज़्यादा ${p.max} हो`,
  'delivery.markedDeliveredByOwner': (p) => `मालिक ने डिलीवर हो गई मार्क किया: ${p.reason}`,

  // Partners and jobs
  'fleet.maxDrivers': (p) => `एक फ़्लीट में ज़्यादा से ज़्यादा ${p.max} ड्राइवर हो सकते हैं`,
  'fleet.maxVehicles': (p) => `एक फ़्लीट में ज़्यादा से ज़्यादा ${p.max} गाड़ियाँ हो सकती हैं`,
  'vehicle.cannotGoOnline': (p) => `यह गाड़ी ऑनलाइन नहीं हो सकती: ${innerList(p.problems)}`,
  'vehicle.cannotTakeJobs': (p) => `यह गाड़ी काम नहीं ले सकती: ${innerList(p.problems)}`,
  'job.withheld': (p) =>
    `यह काम तब तक छिपा है जब तक इसकी गाड़ी और ड्राइवर के दस्तावेज़ मंज़ूर और मान्य न हों: ${innerList(p.problems)}`,
  'proof.tooManyPhotos': (p) => `ज़्यादा से ज़्यादा ${p.max} फ़ोटो`,
  'dayPlan.dateRange': (p) => `${p.back} दिन पहले से ${p.ahead} दिन आगे तक की तारीख चुनें`,
  'document.uploaded': (p) => `${p.subject} का ${inner(p.document)} अपलोड हुआ (${p.until} तक मान्य)।`,
  'document.expired': (p) =>
    `${p.subject} के ${inner(p.document)} की मान्यता ${p.on} को खत्म हो गई। फिर से काम लेने के लिए नया दस्तावेज़ अपलोड करें।`,
  'document.expiresSoon': (p) =>
    `${p.subject} के ${inner(p.document)} की मान्यता ${p.tomorrow ? 'आज या कल' : '15 दिन के अंदर'} (${p.on}) खत्म हो रही है। समय रहते नया दस्तावेज़ अपलोड करें।`,

  // Shared trucks
  'pool.vehicleListedAs': (p) => `यह गाड़ी ${inner(p.type)} के रूप में दर्ज है`,
  'pool.vehicleCarriesAtMost': (p) => `इस गाड़ी की लोडिंग क्षमता ज़्यादा से ज़्यादा ${p.tons} टन है`,
  'pool.capacityBelowRequested': (p) => `लोडिंग क्षमता पहले से माँगे गए ${p.kg} किलो से कम नहीं हो सकती`,
  'pool.tooManyPending': (p) =>
    `आपकी ${p.max} स्लॉट रिक्वेस्ट पहले से जवाब के इंतज़ार में हैं। एक वापस लें या ट्रांसपोर्टरों के जवाब का इंतज़ार करें।`,
  'pool.cannotWithdraw': (p) =>
    `यह रिक्वेस्ट पहले ही ${requestStatus(p.status)} हो चुकी है, अब वापस नहीं ली जा सकती`,
  'pool.alreadyAnswered': (p) => `यह रिक्वेस्ट पहले ही ${requestStatus(p.status)} हो चुकी है`,
  'pool.noSpaceKg': (p) => `इस ट्रक में इतनी जगह नहीं है: ${p.kg} किलो बची है`,
  'pool.noSpaceM3': (p) => `इस ट्रक में इतनी जगह नहीं है: ${p.m3} घन मीटर बची है`,
  'pool.unresolvedLocation': (p) =>
    `${p.side === 'pickup' ? 'पिकअप' : 'डिलीवरी'} की जगह नहीं मिली। कृपया पता और साफ़-साफ़ लिखें।`,
  'pool.weightAtLeast': (p) => `वज़न कम से कम ${p.min} किलो की संख्या हो`,
  'pool.locationAtMost': (p) => `जगह ज़्यादा से ज़्यादा ${p.max} अक्षर की हो`,
  'pool.slotAsked': (p) =>
    `${p.who} आपके ${inner(p.type)} (${p.route}, ${departure(p.when)}) पर ${p.kg} किलो की जगह माँग रहा है। 'My Trucks & Requests' में जाकर स्वीकार करें या मना करें।`,
  'pool.slotRequested': (p) =>
    `${p.company} के ट्रक (${p.route}, ${departure(p.when)}) पर ${p.kg} किलो की आपकी रिक्वेस्ट ट्रांसपोर्टर के जवाब का इंतज़ार कर रही है। बताया गया किराया ₹${p.price}।`,
  'pool.requestWithdrawn': (p) =>
    `आपके ${inner(p.type)} (${p.route}, ${departure(p.when)}) पर ${p.kg} किलो की रिक्वेस्ट वापस ले ली गई; जगह फिर से खाली है।`,
  'pool.youWithdrew': (p) => `आपने ${p.route} की स्लॉट रिक्वेस्ट वापस ले ली।`,
  'pool.requestDeclined': (p) =>
    `${p.who} ने ${p.route} (${departure(p.when)}) पर ${p.kg} किलो की आपकी रिक्वेस्ट मना कर दी। 'Shared Trucks' में दूसरे ट्रक अब भी मिल सकते हैं।`,
  'pool.youDeclined': (p) =>
    `${p.route} (${departure(p.when)}) पर ${p.kg} किलो की रिक्वेस्ट मना कर दी गई; जगह फिर से खाली है।`,
  'pool.ownerDeclined': (p) => `${p.who} ने ${p.route} का स्लॉट मना कर दिया।`,
  'pool.requestAccepted': (p) =>
    `${p.who} ने ${p.route} (${departure(p.when)}) पर आपका ${p.kg} किलो स्वीकार कर लिया।${
      p.id ? ` डिलीवरी ${p.id} पर अब पूलिंग किराया ₹${p.charged ?? ''} लगेगा।` : ''
    } संपर्क: ${p.person}, ${p.phone}।`,
  'pool.youAccepted': (p) => `आपने ${p.route} (${departure(p.when)}) पर ${p.kg} किलो स्वीकार किया।`,
  'pool.truckLeft': (p) =>
    `${p.company} का ${inner(p.type)} (${p.route}) शेयर्ड पूल से हट गया: इसका स्लॉट खत्म हो गया।`,
  'pool.requestUnanswered': (p) =>
    `${p.company ?? 'शेयर्ड ट्रक'} पर ${p.kg} किलो की आपकी रिक्वेस्ट का जवाब ट्रक के पूल से हटने से पहले नहीं आया।`,
  'pool.regularPrice': (p) =>
    `${p.why ? `${inner(p.why)} ` : ''}डिलीवरी ${p.id} अब शेयर्ड ट्रक पर नहीं है और इस पर सामान्य किराया ₹${p.price} लगेगा।`,
  'pool.truckAdded': (p) =>
    `${p.company} का ${inner(p.type)} (${p.tons} टन), ${p.route}, ${departure(p.when)} को निकलेगा। आपके रूट पर जाने वाले कारोबार अब स्लॉट माँग सकते हैं।`,
  'pool.requesterClosed': (p) =>
    `${p.route} (${departure(p.when)}) पर ${p.kg} किलो ${p.accepted ? 'का स्लॉट लेने' : 'माँगने'} वाले एक कारोबार ने अपना LogiSaathi खाता बंद कर दिया; जगह फिर से खाली है।`,
  'pool.ownerClosed': (p) =>
    `${p.company} ने अपना LogiSaathi खाता बंद कर दिया, इसलिए ${p.route} (${departure(p.when)}) वाला उसका ट्रक अब नहीं मिलेगा और ${p.kg} किलो की आपकी रिक्वेस्ट रद्द हो गई है।${
      p.id ? ` डिलीवरी ${p.id} पर फिर से सामान्य किराया ₹${p.price ?? ''} लगेगा।` : ''
    } 'Shared Trucks' में दूसरे ट्रक अब भी मिल सकते हैं।`,
  'pool.bookedTruckOwnerClosed': (p) =>
    `डिलीवरी ${p.id} का शेयर्ड ट्रक${p.route ? ` (${p.route})` : ''} अब नहीं मिलेगा: उसके मालिक ने अपना LogiSaathi खाता बंद कर दिया। इस डिलीवरी पर फिर से सामान्य किराया ₹${p.price} लगेगा।`,

  // Micro-warehouses
  'warehouse.booked': (p) =>
    `${p.ref}: ${p.name} में ${hindiMonths(p.from)} से ${p.days} दिन के लिए ${p.sqft} वर्ग फ़ुट, ${p.price}।`,
  'warehouse.bookingCancelled': (p) =>
    `${p.ref}: ${p.name} में ${hindiMonths(p.from)} से ${p.sqft} वर्ग फ़ुट की बुकिंग रद्द हो गई है।`,
  'warehouse.customerClosed': (p) =>
    `${p.ref}: ${p.name} में ${hindiMonths(p.from)} से ${p.sqft} वर्ग फ़ुट की बुकिंग रद्द हो गई है, क्योंकि ग्राहक ने अपना LogiSaathi खाता बंद कर दिया। जगह फिर से खाली है।`,
  'warehouse.operatorClosed': (p) =>
    `${p.ref}: ${p.name} में ${hindiMonths(p.from)} से ${p.sqft} वर्ग फ़ुट की बुकिंग रद्द हो गई है, क्योंकि वेयरहाउस के ऑपरेटर ने अपना LogiSaathi खाता बंद कर दिया और लिस्टिंग हटा दी गई।`,
  'warehouse.spaceBelowBooked': (p) => `कुल जगह पहले से बुक ${p.sqft} वर्ग फ़ुट से कम नहीं हो सकती`,
  'warehouse.placeNotFound': (p) =>
    `'${p.text}' नहीं मिला। Okhla जैसे किसी इलाके का नाम या 6 अंकों का पिनकोड लिखकर देखें।`,
  'warehouse.pincode': (p) => `पिनकोड ${p.pincode}`,

  // Live tracking
  'tracking.tooFast': (p) => `यह लोकेशन पिछली वाली से बहुत दूर है (${p.kmh} किमी/घंटा से तेज़)`,
};

/** A keyed sentence of the API in Hindi. */
export const hindiServerText = (text: KeyedText): string => writeServerText(text, SERVER_TEXTS_HI);

/**
 * Keyed sentences that travel as plain strings (a schema's message, a domain constant's text) with the figures
 * they always carry: their English is their key in the exact table.
 */
const FIXED: readonly KeyedText[] = [
  serverText('tracking.tooFast', { kmh: MAX_SPEED_KMH }),
  serverText('pool.weightAtLeast', { min: WEIGHT_MIN_KG }),
  serverText('pool.locationAtMost', { max: TEXT_MAX.address }),
  serverText('list.limitRange', { max: LIST_MAX_LIMIT }),
  serverText('list.offsetAtMost', { max: LIST_MAX_OFFSET }),
];

export const HINDI_SERVER: TextCatalog = {
  exact: {
    ...SERVER_TEXTS,
    ...Object.fromEntries(FIXED.map((text) => [englishText(text), hindiServerText(text)])),
  },
  patterns: [],
};
