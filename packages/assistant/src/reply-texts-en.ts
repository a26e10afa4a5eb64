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
import { EXAMPLE_SHIPMENT_ID, POOLING_SAVINGS_RANGE } from './constants';
import { formatNumber, whenText, type ReplyTexts } from './reply-texts';

const QUOTE_EXAMPLE = "'10 kg from Okhla to Bawana'";
const SUPPORT = `${SUPPORT_EMAIL} or ${SUPPORT_PHONE}`;

export const ENGLISH_TEXTS: ReplyTexts = {
  greeting:
    `Hello! I'm the LogiSaathi assistant. I can track a shipment ('where is ${EXAMPLE_SHIPMENT_ID}?'), ` +
    `quote a price (${QUOTE_EXAMPLE}) or tell you about shared trucks and warehouses.`,
  msme:
    'Yes, LogiSaathi is made for MSMEs in Delhi NCR that ship goods: e-commerce, retail, manufacturing, ' +
    `wholesale, services and more. Small senders gain most from pooling: a shared truck costs ` +
    `${POOLING_DISCOUNT_PERCENT}% less.`,
  features:
    'With LogiSaathi you can schedule deliveries with AI route and weather analysis, share trucks through ' +
    `pooling and save ${POOLING_SAVINGS_RANGE}, book micro-warehouse space, track shipments live (driver link ` +
    'and a public tracking link), get alerts, and keep your company documents in your profile.',
  profile:
    'In Profile Settings you can edit your name and photo, change your password and upload company documents: ' +
    'GST certificate, company PAN, certificate of incorporation, registered address proof and bank proof ' +
    '(cancelled cheque).',
  delivery:
    'Open Add Delivery: enter the pickup and delivery addresses and the package details, then pick a date and ' +
    `a time slot (${TIME_SLOTS.join(', ')}). AI checks the route and the weather before you confirm. Choose ` +
    `pooling to share a truck and pay ${POOLING_DISCOUNT_PERCENT}% less.`,
  price:
    `Price = ${formatRupees(BASE_COST_INR)} base + ${formatRupees(COST_PER_KM_INR)} per km + ` +
    `${formatRupees(COST_PER_KG_ABOVE_FREE_INR)} per kg above ${FREE_WEIGHT_KG} kg. On a shared truck you pay ` +
    `${POOLING_DISCOUNT_PERCENT}% less. For an exact quote, tell me the weight and both places, e.g. ${QUOTE_EXAMPLE}.`,
  warehouse:
    'Open Micro-Warehouse to find storage space in Delhi NCR. Filter by Premium, Standard or Economy, then ' +
    'press Book Now and choose the space, duration, start date and package type.',
  truck:
    'Shared truck pooling puts your goods on a truck already going your way, so you save ' +
    `${POOLING_SAVINGS_RANGE}: the pooled price is ${POOLING_DISCOUNT_PERCENT}% below the regular price. ` +
    'Open Shared Trucks to see matches, or schedule a delivery in pooling mode. You can add your own truck too.',
  alerts:
    'Alerts & Notifications lists delivery updates, warnings and payment alerts. The bell at the top shows how ' +
    'many are unread; open an alert to mark it read, or archive or delete it.',
  contact:
    `You can reach our support team at ${SUPPORT}. Phone hours: Mon-Fri 9 AM-7 PM, Sat 9 AM-5 PM. ` +
    'We answer e-mails within 24 hours.',
  about:
    "LogiSaathi ('logistics companion') is a logistics platform for small and medium businesses in Delhi NCR. " +
    'It brings delivery scheduling with AI route and weather analysis, shared truck pooling, micro-warehouses ' +
    'and live tracking together, to cut your costs and delivery times.',
  signup:
    'Sign up on the Sign Up page with your first and last name, e-mail, a password of at least 6 characters, ' +
    'company name, 10-digit mobile number and business type. It takes about a minute.',
  login:
    "Sign in on the Sign In page with your e-mail and password. Forgot your password? Use the 'Forgot " +
    `password' link there. Still stuck? Write to ${SUPPORT_EMAIL} or call ${SUPPORT_PHONE}.`,
  fallback:
    "Sorry, I didn't get that. Could you rephrase it? You can also reach our support team at " +
    `${SUPPORT}.`,
  deliveriesUnavailable:
    "I couldn't load your deliveries right now. Please try again in a moment, or use Track by Shipment ID " +
    'on the Dashboard.',
  noDeliveries: 'You have no deliveries yet. Start by adding your first delivery from Add Delivery!',
  shipmentNotFound: (shipmentId) =>
    `Shipment ${shipmentId} not found in your deliveries. Please check the shipment ID and try again.`,
  oneDelivery: (delivery) => `Here it is: ${ENGLISH_TEXTS.deliveryLine(delivery)}`,
  deliveryList: (lines, moreCount) =>
    ['Your latest deliveries:', ...lines.map((line) => `• ${line}`)].join('\n') +
    (moreCount > 0 ? `\n…and ${moreCount} more on the Dashboard.` : ''),
  deliveryLine: (delivery) =>
    `${delivery.deliveryId} is ${delivery.status}: ${delivery.from} → ${delivery.to}` +
    `${whenText(delivery, 'slot')}.`,
  quoteNeedsDetails: (entities) => {
    const hasPlaces = entities.origin !== null && entities.destination !== null;
    if (hasPlaces && entities.weightKg === null) {
      return `How heavy is the shipment from ${entities.origin} to ${entities.destination}? e.g. '10 kg'.`;
    }
    if (!hasPlaces && entities.weightKg !== null) {
      return `From where to where should the ${formatNumber(entities.weightKg)} kg go? e.g. ${QUOTE_EXAMPLE}.`;
    }
    return `Happy to quote! Tell me the weight and both places, e.g. ${QUOTE_EXAMPLE}.`;
  },
  quotePriced: (quote) =>
    `${formatNumber(quote.weightKg)} kg from ${quote.origin} to ${quote.destination} ` +
    `(about ${formatNumber(quote.distanceKm)} km): ${formatRupees(quote.priceInr)} regular, or ` +
    `${formatRupees(quote.pooledPriceInr)} on a shared truck, saving ${formatRupees(quote.savingsInr)}. ` +
    'To book it, open Add Delivery.',
  quoteLocationNotFound: (place) =>
    `I couldn't find ${place === null ? 'one of those places' : `'${place}'`} on the map. Please enter a ` +
    "more specific area, like 'Okhla Phase 2' or 'Noida Sector 63'.",
  quoteUnavailable:
    "I couldn't work out the price right now. Please try again, or open Add Delivery to see it there.",
};
