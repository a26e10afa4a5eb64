import type { IconName } from '../../../components/ui/icon';

export interface MoreFeature {
  title: string;
  text: string;
  icon: IconName;
}

/**
 * The spec leaves the six extras open; these are six things the product really does (DESIGN.md: the
 * assistant, the document store, the tracking link, stored alerts, weather analysis, the fair pooled cost).
 */
export const MORE_FEATURES: readonly MoreFeature[] = [
  {
    title: 'Hindi, English & Hinglish Assistant',
    text: 'Ask "mera shipment kahan hai?" or "price for 20 kg to Noida" and get an answer from your own data.',
    icon: 'chat',
  },
  {
    title: 'Company Document Vault',
    text: 'GST certificate, company PAN, incorporation certificate, address and bank proof, stored and downloadable.',
    icon: 'document',
  },
  {
    title: 'Live Driver Tracking Link',
    text: 'Send your customer a link that shows the driver on the map, no sign-up needed.',
    icon: 'link',
  },
  {
    title: 'Alerts & Notifications',
    text: 'Scheduled, delayed and delivered updates in one list, with an unread count on every page.',
    icon: 'bell',
  },
  {
    title: 'Weather & Risk Analysis',
    text: 'Rain, fog, heat and wind at pickup and drop, turned into a risk score out of 100.',
    icon: 'cloud',
  },
  {
    title: 'Fair Cost Split for Pooled Trucks',
    text: "Each shipper's share of a pooled truck is worked out from what they ship, so nobody pays for another's load.",
    icon: 'calculator',
  },
];

export interface Integration {
  title: string;
  text: string;
  icon: IconName;
}

/** Integrations banner (spec section 2 'Features'): connected through the public REST API, not bespoke plug-ins. */
export const INTEGRATIONS: readonly Integration[] = [
  { title: 'ERP Systems', text: 'Create deliveries from orders', icon: 'plug' },
  { title: 'E-commerce', text: 'Ship what your store sells', icon: 'cart' },
  { title: 'Accounting', text: 'Prices and totals in rupees', icon: 'calculator' },
  { title: 'CRM Tools', text: 'Tracking links for your customers', icon: 'users' },
];
