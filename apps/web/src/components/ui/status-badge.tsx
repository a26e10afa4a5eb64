import { STATUS_BADGE_COLOURS, type DeliveryStatus } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';

// Spec section 4 colours, at shades that keep AA contrast for the text.
const CLASSES: Record<string, string> = {
  green: 'bg-green-100 text-green-800',
  blue: 'bg-blue-100 text-blue-800',
  purple: 'bg-purple-100 text-purple-800',
  yellow: 'bg-yellow-100 text-yellow-900',
  orange: 'bg-orange-100 text-orange-900',
  red: 'bg-red-100 text-red-800',
  gray: 'bg-gray-200 text-gray-800',
};

/** A delivery status with its spec colour, in the reader's language; every screen that shows a status uses this one. */
export function StatusBadge({ status, testId }: { status: DeliveryStatus; testId?: string }) {
  const text = useDomainText();
  const colour = STATUS_BADGE_COLOURS[status];
  return (
    <span
      data-colour={colour}
      data-testid={testId}
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ${CLASSES[colour]}`}
    >
      {text(status)}
    </span>
  );
}
