import type { DeliveryStatus } from '@logisaathi/domain';
import { StatusBadge } from '@/components/ui/status-badge';

export function TrackingStatusBadge({ status }: { status: DeliveryStatus }) {
  return <StatusBadge status={status} testId="tracking-status" />;
}
