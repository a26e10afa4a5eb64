import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatBadgeCount } from '@logisaathi/domain';
import { paths } from '@/config/paths';
import { useAlerts } from '@/lib/alerts';

/** Bell with the unread count: capped at 99+ on desktop and 9+ on mobile (spec section 2). */
/** `to`: the alerts page of the area the bell sits in (the partner area has its own). */
export function NotificationBell({ to = paths.alerts }: { to?: string }) {
  const { t } = useTranslation();
  const { unreadCount } = useAlerts();
  const desktop = formatBadgeCount(unreadCount, 'desktop');
  const mobile = formatBadgeCount(unreadCount, 'mobile');
  return (
    <Link
      to={to}
      className="relative inline-flex h-10 w-10 items-center justify-center rounded-full text-slate-700 hover:bg-slate-100"
      aria-label={unreadCount > 0 ? t('bell.unread', { count: unreadCount }) : t('nav.alerts')}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="h-6 w-6"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <path d="M15 17h5l-1.4-1.4A2 2 0 0 1 18 14.2V11a6 6 0 1 0-12 0v3.2a2 2 0 0 1-.6 1.4L4 17h5m6 0a3 3 0 1 1-6 0" />
      </svg>
      {desktop && (
        <span
          data-testid="bell-badge-desktop"
          className="absolute -right-1 -top-1 hidden min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white md:inline"
        >
          {desktop}
        </span>
      )}
      {mobile && (
        <span
          data-testid="bell-badge-mobile"
          className="absolute -right-1 -top-1 min-w-5 rounded-full bg-red-600 px-1 text-center text-xs font-bold text-white md:hidden"
        >
          {mobile}
        </span>
      )}
    </Link>
  );
}
