/*
 * The marketing figures of spec section 1, word for word in one place so every page quotes the same numbers.
 * They are the product's published claims, not measurements of this installation.
 */
import type { IconName } from '../../../components/ui/icon';

export interface Figure {
  value: string;
  label: string;
  icon: IconName;
}

export const HEADLINE_CLAIMS: readonly Figure[] = [
  { value: 'Up to 30%', label: 'cost reduction', icon: 'rupee' },
  { value: '25%', label: 'lower CO2 emissions', icon: 'leaf' },
  { value: '40%', label: 'faster deliveries', icon: 'zap' },
  { value: '50%', label: 'time savings', icon: 'clock' },
];

/** The problem statement the landing and about pages open with. */
export const FUEL_SHARE_CLAIM = '40% of revenue spent on fuel in traditional logistics';

/** About page: static impact figures (spec section 1). */
export const IMPACT_FIGURES: readonly Figure[] = [
  { value: '500+', label: 'MSMEs served', icon: 'users' },
  { value: '10K+', label: 'deliveries', icon: 'package' },
  { value: '30%', label: 'average cost savings', icon: 'rupee' },
  { value: '25%', label: 'CO2 reduction', icon: 'leaf' },
];

export interface Highlight {
  title: string;
  text: string;
  icon: IconName;
}

/**
 * The other marketing mentions of spec section 1, each worded as what the product really does: the carbon
 * figure is the CO2 saving on the dashboard, the mobile app is the installable web app, 24/7 is the assistant.
 */
export const PLATFORM_HIGHLIGHTS: readonly Highlight[] = [
  {
    title: 'Carbon footprint tracker',
    text: 'Your dashboard shows the CO2 your pooled deliveries have saved, so you can report it to customers.',
    icon: 'leaf',
  },
  {
    title: 'Analytics dashboard',
    text: 'Total, active and completed deliveries, spend and average delivery time in one view.',
    icon: 'chart',
  },
  {
    title: 'Secure payments',
    text: 'Prices are calculated on our server from distance and weight, in rupees, before you pay for anything.',
    icon: 'shield',
  },
  {
    title: '24/7 support',
    text: 'The assistant answers day and night in Hindi, English or Hinglish; our team replies within 24 hours.',
    icon: 'headset',
  },
  {
    title: 'Mobile app',
    text: 'Install LogiSaathi on your phone straight from the browser: it opens like an app, no store needed.',
    icon: 'smartphone',
  },
  {
    title: 'Quick setup',
    text: 'Sign up with your company name and mobile number and schedule your first delivery in minutes.',
    icon: 'zap',
  },
];
