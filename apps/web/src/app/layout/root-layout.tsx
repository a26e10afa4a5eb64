import { Suspense, lazy, startTransition, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import {
  APP_PATHS,
  FOOTER_PATHS,
  PUBLIC_PATHS,
  isOpsPath,
  isOpsPublicPath,
  isPartnerPath,
  isSharedPath,
  paths,
} from '@/config/paths';
import { splashMinDurationMs } from '@/config/timings';
import { can } from '@logisaathi/domain';
import { memberRoleOf, pageAction } from '@/lib/permissions';
import { useSession } from '@/lib/session';
import { splashElapsedMs } from './boot-splash';
import { Footer } from './footer';
import { SplashScreen } from './splash-screen';
import { TopNav } from './top-nav';

const NO_NAV_PATHS: readonly string[] = [paths.signUp, paths.signIn, paths.partnerSignUp];

const ChatWidget = lazy(() =>
  import('@/features/assistant/components/chat-widget').then((m) => ({ default: m.ChatWidget })),
);

function normalise(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

export function RootLayout() {
  const { t } = useTranslation();
  const { status, user } = useSession();
  const location = useLocation();
  const [isSplashDone, setIsSplashDone] = useState(false);
  useEffect(() => {
    // Counted from when the visitor first saw the splash (index.html paints it before this code loads).
    // A transition: React renders the page in slices, yielding to the phone between them, and swaps it in for the
    // splash when it is ready, instead of one long task that holds every tap and scroll (Lighthouse's blocking
    // time was three tasks of 90-170 ms here on a throttled phone).
    const timer = setTimeout(
      () => startTransition(() => setIsSplashDone(true)),
      Math.max(0, splashMinDurationMs() - splashElapsedMs()),
    );
    return () => clearTimeout(timer);
  }, []);

  if (status === 'checking' || !isSplashDone) return <SplashScreen />;

  const pathname = normalise(location.pathname);
  const isSignedIn = status === 'signed-in';
  // Operators (issue 33) live in /ops, with its own layout; nobody else does.
  const isOperator = isSignedIn && user?.role === 'operator';
  if (isOpsPath(pathname) || isOperator) {
    if (isOperator && !isOpsPath(pathname)) return <Navigate to={paths.opsHome} replace />;
    if (!isSignedIn && !isOpsPublicPath(pathname)) return <Navigate to={paths.opsSignIn} replace />;
    if (isSignedIn && !isOperator) return <Navigate to={paths.home} replace />;
    if (isOperator && isOpsPublicPath(pathname)) return <Navigate to={paths.opsHome} replace />;
    return (
      <>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <Outlet />
      </>
    );
  }
  // One role per account (issue 14): a partner lives in the partner area, a shipper never sees it.
  const isPartner = isSignedIn && user?.role === 'partner';
  if (!isSharedPath(pathname)) {
    if (!isSignedIn && !PUBLIC_PATHS.includes(pathname)) return <Navigate to={paths.home} replace />;
    if (isPartner && !isPartnerPath(pathname)) return <Navigate to={paths.partnerHome} replace />;
    if (isSignedIn && !isPartner && !APP_PATHS.includes(pathname))
      return <Navigate to={paths.dashboard} replace />;
  }
  // A member whose role may not use a page (issue 37) is taken to their home instead of a page of refusals.
  const needs = isSignedIn ? pageAction(pathname) : null;
  if (needs && !can(memberRoleOf(user), needs))
    return <Navigate to={isPartner ? paths.partnerHome : paths.dashboard} replace />;
  if (isPartner && isPartnerPath(pathname)) {
    // The partner layout brings its own header, main region and tab bar.
    return (
      <>
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <Outlet />
      </>
    );
  }
  const isDriverPage = pathname.startsWith('/driver/');
  const showNav = !NO_NAV_PATHS.includes(pathname) && !isDriverPage;
  const showFooter = !isSignedIn && FOOTER_PATHS.includes(pathname);

  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
      >
        {t('skipToContent')}
      </a>
      {showNav && <TopNav />}
      {/* tabIndex -1: the skip link moves keyboard focus here, not only the scroll position (older Safari). */}
      <main id="main" tabIndex={-1} className="flex-1 outline-none">
        <Suspense fallback={<p className="p-8 text-center text-slate-600">{t('loading')}</p>}>
          <Outlet />
        </Suspense>
      </main>
      {showFooter && <Footer />}
      {isSignedIn && !isPartner && (
        <Suspense fallback={null}>
          <ChatWidget />
        </Suspense>
      )}
    </div>
  );
}
