import { DashboardScreen } from '../../features/deliveries/components/dashboard-screen';

export function Component() {
  return <DashboardScreen />;
}
