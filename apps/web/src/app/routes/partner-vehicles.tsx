import { VehiclesScreen } from '@/features/partners/components/vehicles-screen';

export function Component() {
  return <VehiclesScreen />;
}
