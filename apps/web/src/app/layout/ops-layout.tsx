import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, NavLink, Outlet } from 'react-router';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';

const LINKS = [
  { to: paths.opsHome, key: 'verification' },
  { to: paths.opsDispatch, key: 'dispatch' },
  { to: paths.opsExceptions, key: 'exceptions' },
  { to: paths.opsPayments, key: 'payments' },
  { to: paths.opsAccounts, key: 'accounts' },
  { to: paths.opsNotifications, key: 'notifications' },
  { to: paths.opsAudit, key: 'audit' },
  { to: paths.opsTeam, key: 'team' },
] as const;

const linkClass = ({ isActive }: { isActive: boolean }) =>
  `rounded-md px-3 py-2 text-sm font-medium ${isActive ? 'bg-slate-800 text-white' : 'text-slate-200 hover:bg-slate-700 hover:text-white'}`;

/**
 * The operations console (issue 33): its own dark header and navigation, wide for a desktop, wrapping onto a
 * second row at 360 px. Only operators reach it (root-layout.tsx).
 */
export function OpsLayout() {
  const { t } = useTranslation('ops');
  const { user, signOut } = useSession();
  return (
    <div className="flex min-h-screen flex-col bg-slate-100">
      <header className="bg-slate-900 text-white">
        <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-2 px-4 py-2">
          <Link to={paths.opsHome} className="flex items-center gap-2 font-bold">
            <img src="/icon.svg" alt="" width={28} height={28} />
            <span>LogiSaathi</span>
            <span className="rounded-full bg-amber-300 px-2 py-0.5 text-xs font-semibold text-slate-900">
              {t('layout.badge')}
            </span>
          </Link>
          <div className="flex flex-wrap items-center gap-2">
            <LanguageSwitch className="bg-white text-slate-900" />
            <span className="hidden text-sm text-slate-300 sm:inline">{user?.email}</span>
            <button
              type="button"
              onClick={() => void signOut()}
              className="rounded-md border border-slate-500 px-3 py-1.5 text-sm font-medium hover:bg-slate-700"
            >
              {t('layout.signOut')}
            </button>
          </div>
        </div>
        <nav aria-label={t('layout.nav')} className="border-t border-slate-700">
          <ul className="mx-auto flex max-w-7xl flex-wrap gap-1 px-4 py-2">
            {LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === paths.opsHome} className={linkClass}>
                  {t(`layout.links.${link.key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 outline-none">
        <Suspense fallback={<p className="p-8 text-center text-slate-600">{t('layout.loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
    </div>
  );
}
