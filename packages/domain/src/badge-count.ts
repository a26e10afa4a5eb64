import { BADGE_CAP_DESKTOP, BADGE_CAP_MOBILE } from './limits';

export type BadgeVariant = 'desktop' | 'mobile';

/**
 * Unread-count badge text (spec section 2): the count itself, or '99+' above 99 on desktop and '9+' above 9
 * on mobile. Returns null when there is nothing unread (0, negative or not a number) so the caller renders no
 * badge at all rather than an empty bubble. Fractions are floored: counts are whole alerts.
 */
export function formatBadgeCount(count: number, variant: BadgeVariant): string | null {
  if (!Number.isFinite(count)) return null;
  const whole = Math.floor(count);
  if (whole <= 0) return null;
  const cap = variant === 'mobile' ? BADGE_CAP_MOBILE : BADGE_CAP_DESKTOP;
  return whole > cap ? `${cap}+` : String(whole);
}
