import { useParams } from 'react-router';
import { PublicTrackingScreen } from '@/features/tracking/components/public-tracking-screen';

/** /track/{publicCode}: the consignee's tracking page, open signed in or out. */
export function Component() {
  const { code = '' } = useParams();
  return <PublicTrackingScreen code={code} />;
}
