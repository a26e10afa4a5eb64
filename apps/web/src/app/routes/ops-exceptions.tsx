import { ExceptionsScreen } from '@/features/ops/components/exceptions-screen';

export function Component() {
  return <ExceptionsScreen />;
}
