import {
  BASE_COST_INR,
  COST_PER_KG_ABOVE_FREE_INR,
  COST_PER_KM_INR,
  formatRupees,
  FREE_WEIGHT_KG,
  POOLING_DISCOUNT_PERCENT,
  SUPPORT_EMAIL,
  SUPPORT_PHONE,
  TIME_SLOTS,
} from '@logisaathi/domain';
import { EXAMPLE_SHIPMENT_ID } from './constants';
import { formatNumber, whenText, type ReplyTexts } from './reply-texts';

const QUOTE_EXAMPLE = "'10 किलो ओखला से बवाना'";
const SUPPORT = `${SUPPORT_EMAIL} या ${SUPPORT_PHONE}`;

// Stored status values (spec section 4) in Hindi; anything else is shown as stored.
const STATUS_HI: Readonly<Record<string, string>> = {
  scheduled: 'शेड्यूल है',
  'picked up': 'पिकअप हो चुका है',
  'in transit': 'रास्ते में है',
  'out for delivery': 'डिलीवरी के लिए निकल चुका है',
  delivered: 'डिलीवर हो चुका है',
  failed: 'असफल रहा',
  cancelled: 'रद्द हो चुका है',
};

function statusHi(status: string): string {
  return STATUS_HI[status.trim().toLowerCase()] ?? `स्थिति: ${status}`;
}

export const HINDI_TEXTS: ReplyTexts = {
  greeting:
    `नमस्ते! मैं LogiSaathi सहायक हूँ। मैं आपका शिपमेंट ट्रैक कर सकता हूँ ('${EXAMPLE_SHIPMENT_ID} कहाँ है?'), ` +
    `कीमत बता सकता हूँ (${QUOTE_EXAMPLE}) या शेयर ट्रक और गोदाम के बारे में जानकारी दे सकता हूँ।`,
  msme:
    'जी हाँ, LogiSaathi दिल्ली NCR के उन MSME के लिए बना है जो माल भेजते हैं: ई-कॉमर्स, रिटेल, मैन्युफैक्चरिंग, ' +
    `होलसेल, सर्विस और दूसरे कारोबार। छोटे कारोबार को पूलिंग से सबसे ज़्यादा फ़ायदा होता है: शेयर ट्रक ` +
    `${POOLING_DISCOUNT_PERCENT}% सस्ता पड़ता है।`,
  features:
    'LogiSaathi से आप AI रूट और मौसम विश्लेषण के साथ डिलीवरी शेड्यूल कर सकते हैं, ट्रक पूलिंग से 30% से 50% तक ' +
    'बचा सकते हैं, माइक्रो-वेयरहाउस (गोदाम) बुक कर सकते हैं, शिपमेंट लाइव ट्रैक कर सकते हैं (ड्राइवर लिंक और ' +
    'पब्लिक ट्रैकिंग लिंक), अलर्ट पा सकते हैं और अपने कंपनी दस्तावेज़ प्रोफ़ाइल में रख सकते हैं।',
  profile:
    'प्रोफ़ाइल सेटिंग्स में आप अपना नाम और फ़ोटो बदल सकते हैं, पासवर्ड बदल सकते हैं और कंपनी के दस्तावेज़ ' +
    'अपलोड कर सकते हैं: GST सर्टिफिकेट, कंपनी PAN, इनकॉर्पोरेशन सर्टिफिकेट, रजिस्टर्ड पते का प्रमाण और ' +
    'बैंक प्रमाण (कैंसल चेक)।',
  delivery:
    "'Add Delivery' खोलें: पिकअप और डिलीवरी का पता और पैकेज की जानकारी भरें, फिर तारीख और टाइम स्लॉट " +
    `(${TIME_SLOTS.join(', ')}) चुनें। पुष्टि से पहले AI रूट और मौसम जाँचता है। पूलिंग चुनें तो ट्रक शेयर होगा ` +
    `और ${POOLING_DISCOUNT_PERCENT}% कम देना होगा।`,
  price:
    `कीमत = ${formatRupees(BASE_COST_INR)} बेस + ${formatRupees(COST_PER_KM_INR)} प्रति किमी + ` +
    `${FREE_WEIGHT_KG} किलो से ऊपर ${formatRupees(COST_PER_KG_ABOVE_FREE_INR)} प्रति किलो। शेयर ट्रक पर ` +
    `${POOLING_DISCOUNT_PERCENT}% कम लगता है। सही कीमत के लिए वज़न और दोनों जगह बताइए, जैसे ${QUOTE_EXAMPLE}।`,
  warehouse:
    "दिल्ली NCR में गोदाम की जगह के लिए 'Micro-Warehouse' खोलें। Premium, Standard या Economy चुनें, फिर " +
    "'Book Now' दबाकर जगह, अवधि, शुरू होने की तारीख और पैकेज का प्रकार चुनें।",
  truck:
    'ट्रक पूलिंग में आपका माल उसी दिशा में जा रहे ट्रक में जाता है, इसलिए 30% से 50% तक की बचत होती है: ' +
    `पूल की कीमत सामान्य कीमत से ${POOLING_DISCOUNT_PERCENT}% कम है। मैच देखने के लिए 'Shared Trucks' खोलें ` +
    'या पूलिंग मोड में डिलीवरी शेड्यूल करें। आप अपना ट्रक भी पूल में जोड़ सकते हैं।',
  alerts:
    "'Alerts & Notifications' में डिलीवरी अपडेट, चेतावनी और पेमेंट अलर्ट दिखते हैं। ऊपर की घंटी बताती है " +
    'कितने अलर्ट बिना पढ़े हैं; अलर्ट खोलते ही वह पढ़ा हुआ हो जाता है, और आप उसे आर्काइव या डिलीट कर सकते हैं।',
  contact:
    `हमारी सपोर्ट टीम से ${SUPPORT} पर संपर्क करें। फ़ोन का समय: सोम-शुक्र सुबह 9 से शाम 7, शनिवार 9 से 5। ` +
    'ईमेल का जवाब 24 घंटे में मिलता है।',
  about:
    "LogiSaathi ('लॉजिस्टिक्स का साथी') दिल्ली NCR के छोटे और मझोले कारोबार के लिए लॉजिस्टिक्स प्लेटफ़ॉर्म है। " +
    'AI रूट और मौसम विश्लेषण के साथ डिलीवरी, ट्रक पूलिंग, माइक्रो-वेयरहाउस और लाइव ट्रैकिंग एक ही जगह, ताकि ' +
    'आपका खर्च और डिलीवरी का समय कम हो।',
  signup:
    "'Sign Up' पेज पर अपना पहला और आखिरी नाम, ईमेल, कम से कम 6 अक्षर का पासवर्ड, कंपनी का नाम, 10 अंकों " +
    'का मोबाइल नंबर और बिज़नेस का प्रकार भरें। बस एक मिनट लगता है।',
  login:
    "'Sign In' पेज पर अपने ईमेल और पासवर्ड से लॉगिन करें। पासवर्ड भूल गए? वहीं 'Forgot password' लिंक दबाएँ। " +
    `फिर भी दिक्कत हो तो ${SUPPORT_EMAIL} पर लिखें या ${SUPPORT_PHONE} पर कॉल करें।`,
  fallback:
    'माफ़ कीजिए, मैं समझ नहीं पाया। क्या आप दूसरे शब्दों में पूछ सकते हैं? आप हमारी सपोर्ट टीम से ' +
    `${SUPPORT} पर भी संपर्क कर सकते हैं।`,
  deliveriesUnavailable:
    "अभी आपकी डिलीवरी लोड नहीं हो पाईं। थोड़ी देर में फिर कोशिश करें, या डैशबोर्ड पर 'Track by Shipment ID' " +
    'इस्तेमाल करें।',
  noDeliveries: "अभी तक आपकी कोई डिलीवरी नहीं है। 'Add Delivery' से अपनी पहली डिलीवरी जोड़ें!",
  shipmentNotFound: (shipmentId) =>
    `शिपमेंट ${shipmentId} आपकी डिलीवरी में नहीं मिला। कृपया शिपमेंट ID जाँचकर फिर कोशिश करें।`,
  oneDelivery: (delivery) => `यह रहा: ${HINDI_TEXTS.deliveryLine(delivery)}`,
  deliveryList: (lines, moreCount) =>
    ['आपकी हाल की डिलीवरी:', ...lines.map((line) => `• ${line}`)].join('\n') +
    (moreCount > 0 ? `\n…और ${moreCount} डैशबोर्ड पर देखें।` : ''),
  deliveryLine: (delivery) =>
    `${delivery.deliveryId} ${statusHi(delivery.status)}: ${delivery.from} → ${delivery.to}` +
    `${whenText(delivery, 'स्लॉट')}।`,
  quoteNeedsDetails: (entities) => {
    const hasPlaces = entities.origin !== null && entities.destination !== null;
    if (hasPlaces && entities.weightKg === null) {
      return `${entities.origin} से ${entities.destination} तक माल का वज़न कितना है? जैसे '10 किलो'।`;
    }
    if (!hasPlaces && entities.weightKg !== null) {
      return `${formatNumber(entities.weightKg)} किलो माल कहाँ से कहाँ जाना है? जैसे ${QUOTE_EXAMPLE}।`;
    }
    return `ज़रूर! वज़न और दोनों जगह बताइए, जैसे ${QUOTE_EXAMPLE}।`;
  },
  quotePriced: (quote) =>
    `${formatNumber(quote.weightKg)} किलो, ${quote.origin} से ${quote.destination} ` +
    `(लगभग ${formatNumber(quote.distanceKm)} किमी): सामान्य कीमत ${formatRupees(quote.priceInr)}, शेयर ट्रक पर ` +
    `${formatRupees(quote.pooledPriceInr)}, यानी ${formatRupees(quote.savingsInr)} की बचत। बुक करने के लिए ` +
    "'Add Delivery' खोलें।",
  quoteLocationNotFound: (place) =>
    `${place === null ? 'इनमें से एक जगह' : `'${place}'`} मैप पर नहीं मिली। कृपया ज़्यादा सटीक इलाका लिखें, ` +
    "जैसे 'ओखला फेज़ 2' या 'नोएडा सेक्टर 63'।",
  quoteUnavailable: "अभी कीमत नहीं निकल पाई। फिर से कोशिश करें, या 'Add Delivery' में कीमत देखें।",
};
