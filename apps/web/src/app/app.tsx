import { Suspense } from 'react';
import { RouterProvider } from 'react-router';
import { SplashScreen } from './layout/splash-screen';
import { AppProviders } from './provider';
import { router } from './router';

export function App() {
  return (
    // A visitor who chose Hindi waits for its first catalog behind the splash, never a half-English page.
    <Suspense fallback={<SplashScreen />}>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </Suspense>
  );
}
