import { DayPlanScreen } from '@/features/partners/components/day-plan-screen';

export function Component() {
  return <DayPlanScreen />;
}
