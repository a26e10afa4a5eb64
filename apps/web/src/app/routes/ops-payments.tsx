import { PaymentsScreen } from '@/features/ops/components/payments-screen';

export function Component() {
  return <PaymentsScreen />;
}
