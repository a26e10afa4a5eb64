import { PartnerHomeScreen } from '@/features/partners/components/partner-home-screen';

export function Component() {
  return <PartnerHomeScreen />;
}
