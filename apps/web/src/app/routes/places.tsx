import { PlacesScreen } from '@/features/places/components/places-screen';

export function Component() {
  return <PlacesScreen />;
}
