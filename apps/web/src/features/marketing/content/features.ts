import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';
import type { HighlightItem } from '../components/highlight-grid';
import { withIcons } from './with-icons';

/**
 * The spec leaves the six extras open; these are six things the product really does (DESIGN.md: the
 * assistant, the document store, the tracking link, stored alerts, weather analysis, the fair pooled cost).
 */
const MORE_FEATURE_ICONS: readonly IconName[] = ['chat', 'document', 'link', 'bell', 'cloud', 'calculator'];

/** Integrations banner (spec section 2 'Features'): connected through the public REST API, not bespoke plug-ins. */
const INTEGRATION_ICONS: readonly IconName[] = ['plug', 'cart', 'calculator', 'users'];

export function useMoreFeatures(): HighlightItem[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('features.more', { returnObjects: true }), MORE_FEATURE_ICONS);
}

export function useIntegrations(): HighlightItem[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('features.integrations', { returnObjects: true }), INTEGRATION_ICONS);
}
