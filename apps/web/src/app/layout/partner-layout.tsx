import { Suspense, useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { can, type Action } from '@logisaathi/domain';
import { paths } from '@/config/paths';
import { usePartnerProfile } from '@/features/partners/api/get-partner-profile';
import { currentLanguage, manifestFor } from '@/i18n/i18n';
import { useSession } from '@/lib/session';
import { NotificationBell } from './notification-bell';

const PARTNER_MANIFEST = '/partner.webmanifest';

/**
 * While the partner area is open the page points at the partner manifest, so 'Add to Home screen' installs
 * the partner app; everywhere else the shipper manifest stays in place. The installed app starts at /signin:
 * a signed-in partner goes straight on to /partner, a signed-out one is asked to sign in.
 */
function usePartnerManifest() {
  useEffect(() => {
    const link = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
    if (!link) return;
    const shipperManifest = link.getAttribute('href');
    // In the page's language; a language switch while here keeps the partner manifest (i18n.ts).
    link.setAttribute('href', manifestFor(PARTNER_MANIFEST, currentLanguage()));
    return () => {
      if (shipperManifest) link.setAttribute('href', manifestFor(shipperManifest, currentLanguage()));
    };
  }, []);
}

function TabIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="h-6 w-6"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

const TABS: readonly {
  to: string;
  labelKey: 'offers' | 'jobs' | 'dayPlan' | 'vehicles' | 'drivers' | 'licence' | 'earnings';
  icon: ReactNode;
  isFleetOnly: boolean;
  /** What the tab needs (issue 37): a driver signed in sees offers and jobs only. */
  action: Action;
}[] = [
  {
    to: paths.partnerHome,
    labelKey: 'offers',
    action: 'jobs.read',
    icon: (
      <path d="M12 2v4M12 18v4M4.9 4.9l2.8 2.8M16.3 16.3l2.8 2.8M2 12h4M18 12h4M4.9 19.1l2.8-2.8M16.3 7.7l2.8-2.8" />
    ),
    isFleetOnly: false,
  },
  {
    to: paths.partnerJobs,
    labelKey: 'jobs',
    action: 'jobs.read',
    icon: <path d="M9 5h10M9 12h10M9 19h10M4 5h.01M4 12h.01M4 19h.01" />,
    isFleetOnly: false,
  },
  {
    to: paths.partnerDayPlan,
    labelKey: 'dayPlan',
    action: 'fleet.manage',
    icon: <path d="M4 6h16v14H4zM4 10h16M8 3v4M16 3v4M8 14h3M8 17h6" />,
    isFleetOnly: true,
  },
  {
    to: paths.partnerVehicles,
    labelKey: 'vehicles',
    action: 'fleet.manage',
    icon: (
      <path d="M3 7h11v9H3zM14 10h4l3 3v3h-7M7 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4M17 19a2 2 0 1 0 0-4 2 2 0 0 0 0 4" />
    ),
    isFleetOnly: false,
  },
  {
    to: paths.partnerDrivers,
    labelKey: 'drivers',
    action: 'fleet.manage',
    icon: (
      <path d="M16 19v-1a4 4 0 0 0-8 0v1M12 11a3 3 0 1 0 0-6 3 3 0 0 0 0 6M20 19v-1a3 3 0 0 0-2-2.8M4 19v-1a3 3 0 0 1 2-2.8" />
    ),
    isFleetOnly: false,
  },
  {
    to: paths.partnerEarnings,
    labelKey: 'earnings',
    action: 'earnings.read',
    icon: <path d="M7 4h10M7 8h10M7 4h3a4 4 0 0 1 0 8H7l8 8" />,
    isFleetOnly: false,
  },
];

const tabClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 px-1 text-xs font-medium ${isActive ? 'text-indigo-800' : 'text-slate-600 hover:text-slate-900'}`;

/**
 * The truck partner's app (issue 14): its own header, a bottom tab bar a thumb reaches at 360 px, and the
 * partner manifest. Drivers is a fleet operator's tab; an owner-driver sees it as Licence, for its own.
 */
export function PartnerLayout() {
  const { t } = useTranslation('partners');
  const { user } = useSession();
  const profile = usePartnerProfile();
  usePartnerManifest();
  const isFleet = profile.data?.kind === 'fleet_operator';
  // An owner-driver has no fleet to manage, but keeps a driving licence on file: the same page, renamed.
  const memberRole = user?.memberRole ?? 'fleet_owner';
  const tabs = TABS.filter((tab) => (!tab.isFleetOnly || isFleet) && can(memberRole, tab.action)).map(
    (tab) =>
      tab.to === paths.partnerDrivers && profile.data && !isFleet
        ? { ...tab, labelKey: 'licence' as const }
        : tab,
  );

  return (
    <div className="flex min-h-screen flex-col bg-slate-50">
      <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
        <div className="mx-auto flex h-14 max-w-2xl items-center justify-between gap-2 px-4">
          <Link to={paths.partnerHome} className="flex min-w-0 items-center gap-2 font-bold text-indigo-800">
            <img src="/icon.svg" alt="" width={28} height={28} />
            {/* At 360 px the icon and the badge carry the brand, leaving room for the bell and Account. */}
            <span className="sr-only truncate min-[400px]:not-sr-only">LogiSaathi</span>
            <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
              {t('layout.badge')}
            </span>
          </Link>
          <div className="flex items-center gap-1">
            <LanguageSwitch />
            <NotificationBell to={paths.partnerAlerts} />
            <Link
              to={paths.partnerAccount}
              className="rounded-md px-2 py-2 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
            >
              {t('layout.account')}
              <span className="sr-only">{t('layout.accountOf', { name: user?.name ?? '' })}</span>
            </Link>
          </div>
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-2xl flex-1 px-4 pb-24 pt-4 outline-none">
        <Suspense fallback={<p className="p-8 text-center text-slate-600">{t('layout.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      <nav
        aria-label={t('layout.nav')}
        className="fixed inset-x-0 bottom-0 z-30 border-t border-slate-200 bg-white pb-[env(safe-area-inset-bottom)]"
      >
        <ul className="mx-auto flex max-w-2xl">
          {tabs.map((tab) => (
            <li key={tab.to} className="flex flex-1">
              <NavLink to={tab.to} end={tab.to === paths.partnerHome} className={tabClass}>
                <TabIcon>{tab.icon}</TabIcon>
                {t(`layout.tabs.${tab.labelKey}`)}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
