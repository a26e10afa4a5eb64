import { DispatchScreen } from '@/features/ops/components/dispatch-screen';

export function Component() {
  return <DispatchScreen />;
}
