import { BillingScreen } from '@/features/billing/components/billing-screen';

export function Component() {
  return <BillingScreen />;
}
