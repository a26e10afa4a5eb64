import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';
import type { HighlightItem } from '../components/highlight-grid';
import { withIcons } from './with-icons';

const CORE_VALUE_ICONS: readonly IconName[] = ['bulb', 'users', 'star', 'leaf'];

/** About page: the four core values (catalog `marketing.about.values`). */
export function useCoreValues(): HighlightItem[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('about.values', { returnObjects: true }), CORE_VALUE_ICONS);
}
