import { SharedTrucksScreen } from '@/features/shared-trucks/components/shared-trucks-screen';

export function Component() {
  return <SharedTrucksScreen />;
}
