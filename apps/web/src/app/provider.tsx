import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AlertsProvider } from '../lib/alerts';
import { SessionProvider, useSession } from '../lib/session';

function AlertsForSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  return <AlertsProvider status={status}>{children}</AlertsProvider>;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: 1, staleTime: 15_000, refetchOnWindowFocus: false } },
      }),
  );
  // Signing out drops every cached server answer, so the next user never sees the previous one's data.
  return (
    <QueryClientProvider client={queryClient}>
      <SessionProvider onSignedOut={() => queryClient.clear()}>
        <AlertsForSession>{children}</AlertsForSession>
      </SessionProvider>
    </QueryClientProvider>
  );
}
