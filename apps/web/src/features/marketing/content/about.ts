import type { IconName } from '../../../components/ui/icon';
import { FUEL_SHARE_CLAIM } from './claims';

/** About page: five challenges and five answers (spec section 2 'About'). */
export const CHALLENGES: readonly string[] = [
  `${FUEL_SHARE_CLAIM}.`,
  'Trucks leave half empty because one small business cannot fill them.',
  'Shippers and their customers cannot see where a consignment is.',
  'Warehouses are large, far away and rented by the year.',
  'Traffic, waterlogging and fog make delivery times a guess.',
];

export const SOLUTIONS: readonly string[] = [
  'AI route and weather analysis that prices a delivery before you book it.',
  'Shared truck pooling that fills trucks and splits the cost fairly.',
  'Live GPS tracking with a link your customer can open.',
  'Micro-warehouses across Delhi NCR, booked by the day or the month.',
  'An assistant that answers in Hindi, English or Hinglish.',
];

export const MISSION =
  'To give every small business in India logistics as smart as the biggest companies have, at a price it can afford: fewer empty kilometres, fewer missed deliveries and more margin kept.';

export const VISION =
  'Cities where goods move in full, well-routed trucks, where a small shop ships as reliably as a large brand, and where every delivery leaves a smaller carbon footprint than the last.';

export interface CoreValue {
  title: string;
  text: string;
  icon: IconName;
}

export const CORE_VALUES: readonly CoreValue[] = [
  {
    title: 'Innovation',
    text: 'We use AI and live data where they save our customers time and money.',
    icon: 'bulb',
  },
  { title: 'Community', text: 'Businesses that share trucks and space grow together.', icon: 'users' },
  {
    title: 'Excellence',
    text: 'Every consignment matters, whether it weighs 2 kg or 2 tonnes.',
    icon: 'star',
  },
  {
    title: 'Sustainability',
    text: 'Full trucks and short last miles mean less fuel burnt and cleaner air.',
    icon: 'leaf',
  },
];
