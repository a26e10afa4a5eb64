import { useParams, useSearchParams } from 'react-router';
import { VehicleDetailScreen } from '@/features/partners/components/vehicle-detail-screen';

export function Component() {
  const { vehicleId = '' } = useParams();
  const [search] = useSearchParams();
  return <VehicleDetailScreen key={vehicleId} vehicleId={vehicleId} isNew={search.get('added') === '1'} />;
}
