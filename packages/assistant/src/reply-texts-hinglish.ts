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

// Hinglish texts avoid English function words ('the', 'is', 'to') so that they read, and detect, as Hinglish.
const QUOTE_EXAMPLE = "'10 kg Okhla se Bawana'";
const SUPPORT = `${SUPPORT_EMAIL} ya ${SUPPORT_PHONE}`;

const STATUS_HINGLISH: Readonly<Record<string, string>> = {
  scheduled: 'scheduled hai',
  'picked up': 'pick up ho chuka hai',
  'in transit': 'raaste mein hai',
  'out for delivery': 'delivery ke liye nikal chuka hai',
  delivered: 'deliver ho chuka hai',
  failed: 'fail ho gaya hai',
  cancelled: 'cancel ho chuka hai',
};

function statusHinglish(status: string): string {
  return STATUS_HINGLISH[status.trim().toLowerCase()] ?? `ka status: ${status}`;
}

export const HINGLISH_TEXTS: ReplyTexts = {
  greeting:
    `Namaste! Main LogiSaathi assistant hoon. Main aapka shipment track kar sakta hoon ('${EXAMPLE_SHIPMENT_ID} ` +
    "kahan hai?'), price bata sakta hoon ('10 kg Okhla se Bawana kitne ka?') ya shared truck aur warehouse ke baare " +
    'mein bata sakta hoon.',
  msme:
    'Ji haan, LogiSaathi Delhi NCR ke un MSME ke liye bana hai jo maal bhejte hain: e-commerce, retail, ' +
    'manufacturing, wholesale, services aur baaki karobar. Chhote karobar ko pooling se sabse zyada fayda hota ' +
    `hai: shared truck ${POOLING_DISCOUNT_PERCENT}% sasta padta hai.`,
  features:
    'LogiSaathi se aap AI route aur mausam analysis ke saath delivery schedule kar sakte hain, truck pooling se ' +
    '30% se 50% tak bacha sakte hain, micro-warehouse (godown) book kar sakte hain, shipment live track kar ' +
    'sakte hain (driver link aur public tracking link), alerts pa sakte hain aur apne company documents ' +
    'profile mein rakh sakte hain.',
  profile:
    'Profile Settings mein aap apna naam aur photo badal sakte hain, password change kar sakte hain aur company ' +
    'ke documents upload kar sakte hain: GST certificate, company PAN, incorporation certificate, registered ' +
    'address proof aur bank proof (cancelled cheque).',
  delivery:
    "'Add Delivery' kholiye: pickup aur delivery ka address aur package ki details bhariye, phir date aur " +
    `time slot (${TIME_SLOTS.join(', ')}) chuniye. Confirm se pehle AI route aur mausam check karta hai. ` +
    `Pooling chunenge toh truck share hoga aur ${POOLING_DISCOUNT_PERCENT}% kam dena hoga.`,
  price:
    `Price = ${formatRupees(BASE_COST_INR)} base + ${formatRupees(COST_PER_KM_INR)} har km + ` +
    `${FREE_WEIGHT_KG} kg se upar ${formatRupees(COST_PER_KG_ABOVE_FREE_INR)} har kg. Shared truck par ` +
    `${POOLING_DISCOUNT_PERCENT}% kam lagta hai. Sahi price ke liye weight aur dono jagah bataiye, jaise ` +
    `${QUOTE_EXAMPLE}.`,
  warehouse:
    "Delhi NCR mein godown ki jagah ke liye 'Micro-Warehouse' kholiye. Premium, Standard ya Economy chuniye, " +
    "phir 'Book Now' dabakar jagah, kitne din, shuru ki date aur package ka type chuniye.",
  truck:
    'Truck pooling mein aapka maal usi taraf ja rahe truck mein jata hai, isliye 30% se 50% tak bachat hoti ' +
    `hai: pool ki price normal price se ${POOLING_DISCOUNT_PERCENT}% kam hai. Matches dekhne ke liye 'Shared ` +
    "Trucks' kholiye ya pooling mode mein delivery schedule kijiye. Aap apna truck bhi pool mein jod sakte hain.",
  alerts:
    "'Alerts & Notifications' mein delivery updates, warnings aur payment alerts dikhte hain. Upar wali ghanti " +
    'batati hai kitne alerts bina padhe hain; alert kholte hi woh padha hua ho jata hai, aur aap use archive ' +
    'ya delete kar sakte hain.',
  contact:
    `Hamari support team se ${SUPPORT} par sampark kijiye. Phone ka time: Mon-Fri subah 9 se shaam 7, ` +
    'Saturday 9 se 5. Email ka jawab 24 ghante mein milta hai.',
  about:
    "LogiSaathi ('logistics ka saathi') Delhi NCR ke chhote aur medium karobar ke liye logistics platform hai. " +
    'AI route aur mausam analysis ke saath delivery, truck pooling, micro-warehouse aur live tracking ek hi ' +
    'jagah, taaki aapka kharcha aur delivery ka time kam ho.',
  signup:
    "'Sign Up' page par apna pehla aur aakhri naam, email, kam se kam 6 akshar ka password, company ka naam, " +
    '10 digit ka mobile number aur business type bhariye. Bas ek minute lagta hai.',
  login:
    "'Sign In' page par apne email aur password se login kijiye. Password bhool gaye? Wahin 'Forgot " +
    `password' link dabaiye. Phir bhi dikkat ho toh ${SUPPORT_EMAIL} par likhiye ya ${SUPPORT_PHONE} par ` +
    'call kijiye.',
  fallback:
    'Maaf kijiye, main samjha nahi. Kya aap thoda alag tarike se pooch sakte hain? Aap hamari support team se ' +
    `${SUPPORT} par bhi baat kar sakte hain.`,
  deliveriesUnavailable:
    "Abhi aapki deliveries load nahi ho payi. Thodi der mein phir try kijiye, ya Dashboard par 'Track by " +
    "Shipment ID' use kijiye.",
  noDeliveries: "Abhi tak aapki koi delivery nahi hai. 'Add Delivery' se apni pehli delivery jodiye!",
  shipmentNotFound: (shipmentId) =>
    `Shipment ${shipmentId} aapki deliveries mein nahi mila. Shipment ID check karke phir try kijiye.`,
  oneDelivery: (delivery) => `Ye raha: ${HINGLISH_TEXTS.deliveryLine(delivery)}`,
  deliveryList: (lines, moreCount) =>
    ['Aapki latest deliveries ye hain:', ...lines.map((line) => `• ${line}`)].join('\n') +
    (moreCount > 0 ? `\n…aur ${moreCount} Dashboard par dekhiye.` : ''),
  deliveryLine: (delivery) =>
    `${delivery.deliveryId} ${statusHinglish(delivery.status)}: ${delivery.from} se ${delivery.to}` +
    `${whenText(delivery, 'slot')}.`,
  quoteNeedsDetails: (entities) => {
    const hasPlaces = entities.origin !== null && entities.destination !== null;
    if (hasPlaces && entities.weightKg === null) {
      return `${entities.origin} se ${entities.destination} tak maal ka weight kitna hai? Jaise '10 kg'.`;
    }
    if (!hasPlaces && entities.weightKg !== null) {
      return `${formatNumber(entities.weightKg)} kg maal kahan se kahan jana hai? Jaise ${QUOTE_EXAMPLE}.`;
    }
    return `Zaroor! Weight aur dono jagah bataiye, jaise ${QUOTE_EXAMPLE}.`;
  },
  quotePriced: (quote) =>
    `${formatNumber(quote.weightKg)} kg, ${quote.origin} se ${quote.destination} ` +
    `(lagbhag ${formatNumber(quote.distanceKm)} km): normal price ${formatRupees(quote.priceInr)}, shared truck ` +
    `par ${formatRupees(quote.pooledPriceInr)}, yaani ${formatRupees(quote.savingsInr)} ki bachat. Book karne ke ` +
    "liye 'Add Delivery' kholiye.",
  quoteLocationNotFound: (place) =>
    `${place === null ? 'Inme se ek jagah' : `'${place}'`} map par nahi mili. Thoda sahi area likhiye, jaise ` +
    "'Okhla Phase 2' ya 'Noida Sector 63'.",
  quoteUnavailable: "Abhi price nahi nikal paya. Phir se try kijiye, ya 'Add Delivery' mein price dekhiye.",
};
