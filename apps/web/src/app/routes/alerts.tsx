import { AlertsScreen } from '@/features/alerts/components/alerts-screen';

export function Component() {
  return <AlertsScreen />;
}
