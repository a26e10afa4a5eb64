import { NotificationsScreen } from '@/features/ops/components/notifications-screen';

export function Component() {
  return <NotificationsScreen />;
}
