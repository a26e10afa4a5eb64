import type { IconName } from '@/components/ui/icon';

/*
 * The marketing copy lives in the `marketing` catalog (English word for word as the specification has it, and
 * Hindi); these modules keep what is not words: the icon, id and picture of each entry, in catalog order.
 */
export function withIcons<T extends object>(
  items: readonly T[],
  icons: readonly IconName[],
): (T & { icon: IconName })[] {
  return items.map((item, index) => ({ ...item, icon: icons[index] ?? 'check' }));
}
