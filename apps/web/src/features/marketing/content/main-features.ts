import type { IconName } from '../../../components/ui/icon';

export type FeatureIllustration = 'route' | 'tracking' | 'pooling' | 'warehouse';

export interface MainFeature {
  id: string;
  title: string;
  /** One line for the landing cards. */
  summary: string;
  /** The longer text of the features page blocks. */
  description: string;
  points: readonly string[];
  stat: { value: string; label: string };
  icon: IconName;
  illustration: FeatureIllustration;
}

/** The four main features (spec section 2, Landing and Features), shared by both pages. */
export const MAIN_FEATURES: readonly MainFeature[] = [
  {
    id: 'ai-route-optimization',
    title: 'AI Route Optimization',
    summary: 'Routes that read Delhi traffic and weather, with the price worked out before you book.',
    description:
      'Enter a pickup and a drop anywhere in Delhi NCR and LogiSaathi estimates the distance, the travel time and the cost, and checks the weather on the way. A risk score out of 100 tells you when rain, fog or heat may slow the trip, with suggestions to avoid the delay.',
    points: [
      'Distance, time and price for every delivery',
      'Weather and risk analysis for pickup and drop',
      'Nearest industrial hub for the route',
      'Works across Delhi, Noida, Gurugram, Ghaziabad and Faridabad',
    ],
    stat: { value: '40%', label: 'faster deliveries' },
    icon: 'route',
    illustration: 'route',
  },
  {
    id: 'iot-live-tracking',
    title: 'IoT Live Tracking',
    summary: "See where every consignment is, live, from the driver's phone or GPS tracker.",
    description:
      'Drivers share their position from a simple browser page or from any GPS tracker app that speaks the OsmAnd protocol. The position appears live on your dashboard, and a tracking link you can send to your customer shows them the same map without an account.',
    points: [
      'Live position on your dashboard',
      'Shareable tracking link for your customer',
      'Track any shipment by its ID',
      'Alerts when a delivery is scheduled or delayed',
    ],
    stat: { value: '50%', label: 'time savings' },
    icon: 'pin',
    illustration: 'tracking',
  },
  {
    id: 'shared-truck-pooling',
    title: 'Shared Truck Pooling',
    summary: 'Share a truck with businesses going your way and split the cost fairly.',
    description:
      'Half-empty trucks are the most expensive way to ship. LogiSaathi matches your consignment with others heading the same way at the same time, checks space, weight and special requirements, and gives every shipper a fair share of the pooled cost.',
    points: [
      'Matches by route, time window, capacity and requirements',
      '30% pooling discount on the delivery price',
      'Add your own truck to the pool',
      'One tap to book a matched slot',
    ],
    stat: { value: 'Up to 30%', label: 'cost reduction' },
    icon: 'truck',
    illustration: 'pooling',
  },
  {
    id: 'micro-warehousing',
    title: 'Micro-Warehousing',
    summary: 'Book small warehouse space close to your customers, by the day or the month.',
    description:
      'Keep stock near the neighbourhoods you deliver to. Browse micro-warehouses across Delhi NCR by type, availability and price, see their features and last-mile reach, and book exactly the square feet you need, for as many days as you need.',
    points: [
      'Premium, Standard and Economy spaces',
      'Prices per day and per month in rupees',
      'Book from 1 sq ft and 1 day',
      'Live availability: a booking never overfills a space',
    ],
    stat: { value: '25%', label: 'lower CO2 with shorter last miles' },
    icon: 'warehouse',
    illustration: 'warehouse',
  },
];
