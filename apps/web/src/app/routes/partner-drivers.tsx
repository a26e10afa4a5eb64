import { DriversScreen } from '@/features/partners/components/drivers-screen';
import { DriverSignInLink } from '@/features/team/components/driver-sign-in-link';

export function Component() {
  return <DriversScreen signInLink={(d) => <DriverSignInLink driverId={d.id} name={d.name} />} />;
}
