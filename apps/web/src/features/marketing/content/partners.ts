import type { HighlightItem } from '../components/highlight-grid';

/** The landing page's invitation to truck owners (issue 14): what a partner really gets, nothing promised beyond it. */
export const PARTNER_POINTS: readonly HighlightItem[] = [
  {
    title: 'Jobs near your home area',
    text: 'Go online from your phone and get offers with the pickup and drop areas, road distance, load and your earning.',
    icon: 'truck',
  },
  {
    title: 'Fixed fares, clear earnings',
    text: 'LogiSaathi prices every booking. Each trip shows the fare, the platform commission and what you keep.',
    icon: 'rupee',
  },
  {
    title: 'Owner-drivers and fleets',
    text: 'Drive your own truck, or add your vehicles and drivers and pair them shift by shift.',
    icon: 'users',
  },
];
