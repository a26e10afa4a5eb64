import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';
import { withIcons } from './with-icons';

export interface Step {
  title: string;
  /** The spec's words for each step, in its order (spec section 2 'How it works'). */
  points: readonly string[];
  text: string;
  icon: IconName;
}

const STEP_ICONS: readonly IconName[] = ['package', 'route', 'truck', 'pin', 'check'];

/** The five steps (catalog `marketing.howItWorks.steps`). */
export function useSteps(): Step[] {
  const { t } = useTranslation('marketing');
  return withIcons(t('howItWorks.steps', { returnObjects: true }), STEP_ICONS);
}
