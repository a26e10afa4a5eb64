import { AlertsScreen } from '@/features/alerts/components/alerts-screen';

/** The partner's alerts (document expiry, jobs) in the partner area: the same alerts list as shippers have. */
export function Component() {
  return <AlertsScreen />;
}
