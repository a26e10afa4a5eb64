import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';
import type { HighlightItem } from '../components/highlight-grid';
import { withIcons } from './with-icons';

const PARTNER_POINT_ICONS: readonly IconName[] = ['truck', 'rupee', 'users'];

/** The landing page's invitation to truck owners (issue 14): what a partner really gets, nothing promised beyond it. */
export function usePartnerPoints(): HighlightItem[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('partners.points', { returnObjects: true }), PARTNER_POINT_ICONS);
}
