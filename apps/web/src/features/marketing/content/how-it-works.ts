import type { IconName } from '../../../components/ui/icon';

export interface Step {
  title: string;
  /** The spec's words for each step, in its order (spec section 2 'How it works'). */
  points: readonly string[];
  text: string;
  icon: IconName;
}

export const STEPS: readonly Step[] = [
  {
    title: 'Add Your Delivery',
    points: ['Pickup location', 'Delivery address', 'Package details', 'Time preferences'],
    text: 'Tell us where to collect, where to deliver, what you are sending and when it should arrive.',
    icon: 'package',
  },
  {
    title: 'AI Route Suggestion',
    points: ['Traffic analysis', 'Multiple route options', 'Cost estimation', 'Time optimisation'],
    text: 'LogiSaathi studies the route, the traffic and the weather and shows you the price before you confirm.',
    icon: 'route',
  },
  {
    title: 'Shared Truck Matching',
    points: ['Matching', 'Compatible routes', 'Cost sharing', 'Instant confirmation'],
    text: 'Going the same way as another business? Share the truck and split the cost.',
    icon: 'truck',
  },
  {
    title: 'Live Tracking',
    points: ['GPS', 'Temperature', 'Notifications', 'Photo confirmation'],
    text: 'Follow the consignment on the map and let your customer follow it too.',
    icon: 'pin',
  },
  {
    title: 'Delivery Confirmation',
    points: ['Proof of delivery', 'Feedback', 'Analytics', 'Invoice generation'],
    text: 'Close the delivery with proof, learn from the numbers and keep your records in one place.',
    icon: 'check',
  },
];
