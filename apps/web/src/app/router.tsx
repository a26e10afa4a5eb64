import { createBrowserRouter } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { SplashScreen } from './layout/splash-screen';

/** Each page is its own chunk so the first paint ships only what that page needs. */
export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    hydrateFallbackElement: <SplashScreen />,
    children: [
      { path: paths.home, lazy: () => import('./routes/landing') },
      { path: paths.howItWorks, lazy: () => import('./routes/how-it-works') },
      { path: paths.features, lazy: () => import('./routes/features') },
      { path: paths.about, lazy: () => import('./routes/about') },
      { path: paths.contact, lazy: () => import('./routes/contact') },
      { path: paths.privacy, lazy: () => import('./routes/privacy') },
      { path: paths.signUp, lazy: () => import('./routes/sign-up') },
      { path: paths.signIn, lazy: () => import('./routes/sign-in') },
      { path: paths.forgotPassword, lazy: () => import('./routes/forgot-password') },
      { path: paths.resetPassword, lazy: () => import('./routes/reset-password') },
      { path: paths.signInLink, lazy: () => import('./routes/sign-in-link') },
      { path: paths.dashboard, lazy: () => import('./routes/dashboard') },
      { path: paths.addDelivery, lazy: () => import('./routes/add-delivery') },
      { path: paths.sharedTrucks, lazy: () => import('./routes/shared-trucks') },
      { path: paths.microWarehouse, lazy: () => import('./routes/micro-warehouse') },
      { path: paths.places, lazy: () => import('./routes/places') },
      { path: paths.alerts, lazy: () => import('./routes/alerts') },
      { path: paths.billing, lazy: () => import('./routes/billing') },
      { path: paths.profile, lazy: () => import('./routes/profile') },
      { path: paths.track, lazy: () => import('./routes/track') },
      { path: paths.driver, lazy: () => import('./routes/driver') },
      { path: paths.partnerSignUp, lazy: () => import('./routes/partner-sign-up') },
      {
        path: paths.partnerHome,
        lazy: () => import('./layout/partner-layout').then((m) => ({ Component: m.PartnerLayout })),
        children: [
          { index: true, lazy: () => import('./routes/partner-home') },
          { path: paths.partnerJobs, lazy: () => import('./routes/partner-jobs') },
          { path: paths.partnerDayPlan, lazy: () => import('./routes/partner-day-plan') },
          { path: paths.partnerJob, lazy: () => import('./routes/partner-job') },
          { path: paths.partnerVehicles, lazy: () => import('./routes/partner-vehicles') },
          { path: paths.partnerNewVehicle, lazy: () => import('./routes/partner-new-vehicle') },
          { path: paths.partnerVehicle, lazy: () => import('./routes/partner-vehicle') },
          { path: paths.partnerDrivers, lazy: () => import('./routes/partner-drivers') },
          { path: paths.partnerEarnings, lazy: () => import('./routes/partner-earnings') },
          { path: paths.partnerAlerts, lazy: () => import('./routes/partner-alerts') },
          { path: paths.partnerPool, lazy: () => import('./routes/partner-pool') },
          { path: paths.partnerAccount, lazy: () => import('./routes/partner-account') },
        ],
      },
      { path: '*', element: null },
    ],
  },
]);
