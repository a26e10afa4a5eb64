import { deliveryStatusInput, shownStatus as shownStatusOf, type DeliveryStatus } from '@logisaathi/domain';
import type { DeliveryDto } from '@logisaathi/domain';

/** The status the dashboard shows (the domain's rule, as the server counts its statistics). */
export function shownStatus(delivery: DeliveryDto, now: Date): DeliveryStatus {
  return shownStatusOf(deliveryStatusInput(delivery), now);
}

export function routeLabel(delivery: Pick<DeliveryDto, 'pickup' | 'delivery'>, maxChars = 20): string {
  const cut = (s: string) => (s.length > maxChars ? `${s.slice(0, maxChars)}…` : s);
  return `${cut(delivery.pickup.address)} → ${cut(delivery.delivery.address)}`;
}
