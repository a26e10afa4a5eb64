import { Suspense, lazy, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, useNavigate } from 'react-router';
import { can, type Action } from '@logisaathi/domain';
import { paths } from '@/config/paths';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { useSession } from '@/lib/session';
import { NotificationBell } from './notification-bell';

// Radix's menu is most of the shell's script; signed-out visitors never download it.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));

const PUBLIC_LINKS = [
  { to: paths.home, label: 'nav.home' },
  { to: paths.howItWorks, label: 'nav.howItWorks' },
  { to: paths.features, label: 'nav.features' },
  { to: paths.about, label: 'nav.about' },
  { to: paths.contact, label: 'nav.contact' },
] as const;

/** The signed-in app's links, each with the action it needs: a member sees only what their role may do. */
const APP_LINKS = [
  { to: paths.dashboard, label: 'nav.dashboard', action: 'deliveries.read' },
  { to: paths.addDelivery, label: 'nav.addDelivery', action: 'deliveries.book' },
  { to: paths.sharedTrucks, label: 'nav.sharedTrucks', action: 'pool.read' },
  { to: paths.microWarehouse, label: 'nav.microWarehouse', action: 'warehouses.read' },
  { to: paths.places, label: 'nav.places', action: 'places.read' },
  { to: paths.alerts, label: 'nav.alerts', action: 'alerts.read' },
  { to: paths.billing, label: 'nav.billing', action: 'billing.read' },
  { to: paths.team, label: 'nav.team', action: 'team.manage' },
  { to: paths.profile, label: 'nav.profile', action: 'company.profile.read' },
] as const satisfies ReadonlyArray<{ to: string; label: string; action: Action }>;

/** A partner opening a shared page (privacy, a tracking link) gets the way back to its own area. */
const PARTNER_LINKS = [{ to: paths.partnerHome, label: 'nav.partnerApp' }] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-indigo-50 text-indigo-800' : 'text-slate-700 hover:bg-slate-100'}`;

export function TopNav() {
  const { t } = useTranslation();
  const { status, user, signOut } = useSession();
  const navigate = useNavigate();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  const isSignedIn = status === 'signed-in' && user !== null;
  const isPartner = isSignedIn && user.role === 'partner';
  const memberRole = user?.memberRole ?? 'owner';
  const links = isPartner
    ? PARTNER_LINKS
    : isSignedIn
      ? APP_LINKS.filter((l) => can(memberRole, l.action))
      : PUBLIC_LINKS;
  const signedInHome = isPartner ? paths.partnerHome : paths.dashboard;
  const close = () => setIsMenuOpen(false);

  return (
    <header className="sticky top-0 z-30 border-b border-slate-200 bg-white/95 backdrop-blur">
      <nav
        aria-label={t('nav.main')}
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4"
      >
        <Link
          to={isSignedIn ? signedInHome : paths.home}
          className="flex shrink-0 items-center gap-2 text-xl font-bold text-indigo-800"
        >
          <img src="/icon.svg" alt="" width={32} height={32} />
          {/* On the narrowest phones the logo alone stands for the name, which screen readers still hear. */}
          <span className="sr-only min-[400px]:not-sr-only">LogiSaathi</span>
        </Link>
        <ul className="hidden items-center gap-1 lg:flex">
          {links.map((l) => (
            <li key={l.to}>
              <NavLink to={l.to} end className={linkClass}>
                {t(l.label)}
              </NavLink>
            </li>
          ))}
        </ul>
        <div className="flex items-center gap-2">
          <LanguageSwitch />
          {isSignedIn ? (
            <>
              <NotificationBell />
              <div className="hidden lg:block">
                <Suspense fallback={<span className="block h-11 w-11" aria-hidden="true" />}>
                  <UserMenu user={user} />
                </Suspense>
              </div>
            </>
          ) : (
            <div className="hidden items-center gap-2 lg:flex">
              <Link
                to={paths.signIn}
                className="rounded-md px-3 py-2 text-sm font-medium text-indigo-800 hover:bg-indigo-50"
              >
                {t('nav.signIn')}
              </Link>
              <Link
                to={paths.signUp}
                className="rounded-md bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800"
              >
                {t('nav.signUp')}
              </Link>
            </div>
          )}
          <button
            type="button"
            className="inline-flex h-10 w-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 lg:hidden"
            aria-expanded={isMenuOpen}
            aria-controls="mobile-menu"
            aria-label={isMenuOpen ? t('nav.closeMenu') : t('nav.openMenu')}
            onClick={() => setIsMenuOpen((v) => !v)}
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="h-6 w-6"
              fill="none"
              stroke="currentColor"
              strokeWidth={2}
            >
              {isMenuOpen ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 6h16M4 12h16M4 18h16" />}
            </svg>
          </button>
        </div>
      </nav>
      {isMenuOpen && (
        <div id="mobile-menu" className="border-t border-slate-200 bg-white px-4 pb-4 lg:hidden">
          {isSignedIn && (
            <p className="py-3 font-semibold text-slate-800">{t('nav.welcome', { name: user.name })}</p>
          )}
          <ul className="flex flex-col gap-1 py-2">
            {links.map((l) => (
              <li key={l.to}>
                <NavLink to={l.to} end className={linkClass} onClick={close}>
                  {t(l.label)}
                </NavLink>
              </li>
            ))}
            {isSignedIn ? (
              <li>
                <button
                  type="button"
                  className="w-full rounded-md px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
                  onClick={async () => {
                    close();
                    await signOut();
                    navigate(paths.home);
                  }}
                >
                  {t('nav.logout')}
                </button>
              </li>
            ) : (
              <>
                <li>
                  <NavLink to={paths.signIn} className={linkClass} onClick={close}>
                    {t('nav.signIn')}
                  </NavLink>
                </li>
                <li>
                  <NavLink to={paths.signUp} className={linkClass} onClick={close}>
                    {t('nav.signUp')}
                  </NavLink>
                </li>
              </>
            )}
          </ul>
        </div>
      )}
    </header>
  );
}
