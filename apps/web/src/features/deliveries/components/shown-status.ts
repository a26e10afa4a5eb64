import { deliveryStatusInput, projectStatus, type DeliveryStatus } from '@logisaathi/domain';
import type { DeliveryDto } from '@logisaathi/domain';

/**
 * The status the dashboard shows. A delivery the server has moved on (a driver marked it picked up, in
 * transit, ...) shows that real status; one still at Scheduled follows the spec's time-based projection
 * (section 4), which is the fallback when nobody reports progress.
 */
export function shownStatus(delivery: DeliveryDto, now: Date): DeliveryStatus {
  if (delivery.status.current !== 'Scheduled') return delivery.status.current;
  return projectStatus(deliveryStatusInput(delivery), now);
}

export function routeLabel(delivery: Pick<DeliveryDto, 'pickup' | 'delivery'>, maxChars = 20): string {
  const cut = (s: string) => (s.length > maxChars ? `${s.slice(0, maxChars)}…` : s);
  return `${cut(delivery.pickup.address)} → ${cut(delivery.delivery.address)}`;
}
