/*
 * The marketing figures of spec section 1 (catalog `marketing.claims`), quoted by every page from one place.
 * They are the product's published claims, not measurements of this installation.
 */
import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';
import type { HighlightItem } from '../components/highlight-grid';
import { withIcons } from './with-icons';

export interface Figure {
  value: string;
  label: string;
  icon: IconName;
}

const HEADLINE_CLAIM_ICONS: readonly IconName[] = ['rupee', 'leaf', 'zap', 'clock'];
/** About page: static impact figures (spec section 1). */
const IMPACT_FIGURE_ICONS: readonly IconName[] = ['users', 'package', 'rupee', 'leaf'];
/**
 * The other marketing mentions of spec section 1, each worded as what the product really does: the carbon
 * figure is the CO2 saving on the dashboard, the mobile app is the installable web app, 24/7 is the assistant.
 */
const PLATFORM_HIGHLIGHT_ICONS: readonly IconName[] = [
  'leaf',
  'chart',
  'shield',
  'headset',
  'smartphone',
  'zap',
];

export function useHeadlineClaims(): Figure[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('claims.headline', { returnObjects: true }), HEADLINE_CLAIM_ICONS);
}

export function useImpactFigures(): Figure[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('claims.impact', { returnObjects: true }), IMPACT_FIGURE_ICONS);
}

export function usePlatformHighlights(): HighlightItem[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('claims.highlights', { returnObjects: true }), PLATFORM_HIGHLIGHT_ICONS);
}
