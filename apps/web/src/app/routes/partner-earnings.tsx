import { EarningsScreen } from '@/features/partners/components/earnings-screen';

export function Component() {
  return <EarningsScreen />;
}
