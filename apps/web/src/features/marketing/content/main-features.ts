import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';

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

/** The four main features (spec section 2, Landing and Features), in catalog order (`marketing.mainFeatures`). */
const MAIN_FEATURE_PARTS = [
  { id: 'ai-route-optimization', icon: 'route', illustration: 'route' },
  { id: 'iot-live-tracking', icon: 'pin', illustration: 'tracking' },
  { id: 'shared-truck-pooling', icon: 'truck', illustration: 'pooling' },
  { id: 'micro-warehousing', icon: 'warehouse', illustration: 'warehouse' },
] as const satisfies readonly { id: string; icon: IconName; illustration: FeatureIllustration }[];

/** Shared by the landing cards and the features page; the ids (anchors of /features) never change. */
export function useMainFeatures(): MainFeature[] {
  const { t } = useTranslation('marketing');
  return t('mainFeatures', { returnObjects: true }).map((texts, index) => ({
    ...texts,
    ...(MAIN_FEATURE_PARTS[index] ?? MAIN_FEATURE_PARTS[0]),
  }));
}
