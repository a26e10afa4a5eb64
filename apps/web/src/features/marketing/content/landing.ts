import type { IconName } from '../../../components/ui/icon';
import { FUEL_SHARE_CLAIM } from './claims';

export interface ComparisonItem {
  title: string;
  text: string;
  icon: IconName;
}

/** Landing 'problems versus solutions': each problem faces the answer on the same row. */
export const PROBLEMS: readonly ComparisonItem[] = [
  {
    title: 'Fuel eats the margin',
    text: `${FUEL_SHARE_CLAIM}, much of it on trucks that run half empty.`,
    icon: 'fuel',
  },
  {
    title: 'No idea where the goods are',
    text: 'Customers call to ask, and you call the driver to find out.',
    icon: 'eye',
  },
  {
    title: 'Routes guessed, not planned',
    text: 'Jams, waterlogging and winter fog turn a two-hour trip into a lost day.',
    icon: 'warning',
  },
  {
    title: 'Storage far from customers',
    text: 'One big godown on the edge of the city makes every delivery a long one.',
    icon: 'warehouse',
  },
];

export const SOLUTIONS: readonly ComparisonItem[] = [
  {
    title: 'Share the truck, split the cost',
    text: 'Pool consignments going the same way and cut costs by up to 30%.',
    icon: 'truck',
  },
  {
    title: 'Live tracking for you and your customer',
    text: "The driver's position on your dashboard and on a link you can share.",
    icon: 'pin',
  },
  {
    title: 'AI routes with weather risk',
    text: 'Distance, time, price and a risk score before you book: 40% faster deliveries.',
    icon: 'route',
  },
  {
    title: 'Micro-warehouses nearby',
    text: 'Book small spaces across Delhi NCR by the day and deliver from next door.',
    icon: 'warehouse',
  },
];
