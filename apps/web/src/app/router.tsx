import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { i18n } from '@/i18n/i18n';
import type { Namespace } from '@/i18n/resources';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { SplashScreen } from './layout/splash-screen';

/**
 * A page's chunk and the catalogs its screens use, fetched together so neither waits on the other: English beyond
 * the main bundle's (../i18n/resources.ts), and in Hindi every one. A namespace missed here still loads, when the screen first asks for it.
 */
function page<T>(load: () => Promise<T>, namespaces: readonly Namespace[]): () => Promise<T> {
  return () => Promise.all([load(), i18n.loadNamespaces([...namespaces])]).then(([module]) => module);
}

/** Each page is its own chunk so the first paint ships only what that page needs. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      { path: paths.home, lazy: page(() => import('./routes/landing'), ['marketing']) },
      { path: paths.howItWorks, lazy: page(() => import('./routes/how-it-works'), ['marketing']) },
      { path: paths.features, lazy: page(() => import('./routes/features'), ['marketing']) },
      { path: paths.about, lazy: page(() => import('./routes/about'), ['marketing']) },
      { path: paths.contact, lazy: page(() => import('./routes/contact'), ['contact', 'marketing']) },
      { path: paths.privacy, lazy: page(() => import('./routes/privacy'), ['marketing']) },
      { path: paths.signUp, lazy: page(() => import('./routes/sign-up'), ['auth']) },
      { path: paths.signIn, lazy: page(() => import('./routes/sign-in'), ['auth']) },
      { path: paths.forgotPassword, lazy: page(() => import('./routes/forgot-password'), ['passwordReset']) },
      { path: paths.resetPassword, lazy: page(() => import('./routes/reset-password'), ['passwordReset']) },
      { path: paths.signInLink, lazy: page(() => import('./routes/sign-in-link'), ['auth']) },
      {
        path: paths.dashboard,
        lazy: page(() => import('./routes/dashboard'), ['deliveries', 'tracking', 'billing', 'places']),
      },
      { path: paths.addDelivery, lazy: page(() => import('./routes/add-delivery'), ['deliveries']) },
      { path: paths.sharedTrucks, lazy: page(() => import('./routes/shared-trucks'), ['sharedTrucks']) },
      { path: paths.microWarehouse, lazy: page(() => import('./routes/micro-warehouse'), ['warehouses']) },
      { path: paths.places, lazy: page(() => import('./routes/places'), ['places']) },
      { path: paths.alerts, lazy: page(() => import('./routes/alerts'), ['alerts']) },
      { path: paths.billing, lazy: page(() => import('./routes/billing'), ['billing']) },
      { path: paths.profile, lazy: page(() => import('./routes/profile'), ['profile']) },
      { path: paths.team, lazy: page(() => import('./routes/team'), ['profile']) },
      { path: paths.teamHistory, lazy: page(() => import('./routes/team-history'), ['profile']) },
      { path: paths.join, lazy: page(() => import('./routes/join'), ['profile']) },
      { path: paths.track, lazy: page(() => import('./routes/track'), ['tracking']) },
      { path: paths.driver, lazy: page(() => import('./routes/driver'), ['tracking', 'billing']) },
      { path: paths.stopMessages, lazy: page(() => import('./routes/stop-messages'), ['tracking']) },
      { path: paths.devMessages, lazy: page(() => import('./routes/dev-messages'), ['profile']) },
      {
        path: paths.partnerSignUp,
        lazy: page(() => import('./routes/partner-sign-up'), ['auth', 'partners']),
      },
      {
        path: paths.partnerHome,
        lazy: page(
          () => import('./layout/partner-layout').then((m) => ({ Component: m.PartnerLayout })),
          ['partners'],
        ),
        children: [
          { index: true, lazy: page(() => import('./routes/partner-home'), ['partners']) },
          { path: paths.partnerJobs, lazy: page(() => import('./routes/partner-jobs'), ['partners']) },
          { path: paths.partnerDayPlan, lazy: page(() => import('./routes/partner-day-plan'), ['partners']) },
          {
            path: paths.partnerJob,
            lazy: page(() => import('./routes/partner-job'), ['partners', 'billing']),
          },
          {
            path: paths.partnerVehicles,
            lazy: page(() => import('./routes/partner-vehicles'), ['partners']),
          },
          {
            path: paths.partnerNewVehicle,
            lazy: page(() => import('./routes/partner-new-vehicle'), ['partners']),
          },
          { path: paths.partnerVehicle, lazy: page(() => import('./routes/partner-vehicle'), ['partners']) },
          {
            path: paths.partnerDrivers,
            lazy: page(() => import('./routes/partner-drivers'), ['partners', 'profile']),
          },
          {
            path: paths.partnerEarnings,
            lazy: page(() => import('./routes/partner-earnings'), ['partners']),
          },
          { path: paths.partnerAlerts, lazy: page(() => import('./routes/partner-alerts'), ['alerts']) },
          {
            path: paths.partnerPool,
            lazy: page(() => import('./routes/partner-pool'), ['partners', 'sharedTrucks']),
          },
          {
            path: paths.partnerAccount,
            lazy: page(() => import('./routes/partner-account'), ['partners', 'profile']),
          },
        ],
      },
      {
        path: paths.opsSignIn,
        lazy: page(() => import('./routes/ops-sign-in'), ['ops']),
      },
      {
        path: paths.opsInvite,
        lazy: page(() => import('./routes/ops-invite'), ['ops']),
      },
      {
        path: paths.opsHome,
        lazy: page(() => import('./layout/ops-layout').then((m) => ({ Component: m.OpsLayout })), ['ops']),
        children: [
          { index: true, lazy: page(() => import('./routes/ops-verification'), ['ops', 'partners']) },
          { path: paths.opsPayments, lazy: page(() => import('./routes/ops-payments'), ['ops', 'billing']) },
          { path: paths.opsAudit, lazy: page(() => import('./routes/ops-audit'), ['ops']) },
          { path: paths.opsTeam, lazy: page(() => import('./routes/ops-team'), ['ops']) },
          { path: paths.opsAccounts, lazy: page(() => import('./routes/ops-accounts'), ['ops']) },
          { path: paths.opsDispatch, lazy: page(() => import('./routes/ops-dispatch'), ['ops']) },
          {
            path: paths.opsExceptions,
            lazy: page(() => import('./routes/ops-exceptions'), ['ops']),
          },
          { path: paths.opsNotifications, lazy: page(() => import('./routes/ops-notifications'), ['ops']) },
        ],
      },
      { path: '*', element: null },
    ],
  },
]);
