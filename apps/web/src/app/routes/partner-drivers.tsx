import { DriversScreen } from '@/features/partners/components/drivers-screen';

export function Component() {
  return <DriversScreen />;
}
