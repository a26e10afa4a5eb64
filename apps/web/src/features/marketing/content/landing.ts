import { useTranslation } from 'react-i18next';
import type { IconName } from '@/components/ui/icon';
import { withIcons } from './with-icons';

export interface ComparisonItem {
  title: string;
  text: string;
  icon: IconName;
}

const PROBLEM_ICONS: readonly IconName[] = ['fuel', 'eye', 'warning', 'warehouse'];
const SOLUTION_ICONS: readonly IconName[] = ['truck', 'pin', 'route', 'warehouse'];

/** Landing 'problems versus solutions': each problem faces the answer on the same row. */
export function useProblemsAndSolutions(): { problems: ComparisonItem[]; solutions: ComparisonItem[] } {
  const { t } = useTranslation('marketing');
  return {
    problems: withIcons(t('problemSolution.problems', { returnObjects: true }), PROBLEM_ICONS),
    solutions: withIcons(t('problemSolution.solutions', { returnObjects: true }), SOLUTION_ICONS),
  };
}
