import { VerificationScreen } from '@/features/ops/components/verification-screen';

export function Component() {
  return <VerificationScreen />;
}
