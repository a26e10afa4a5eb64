import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AlertsProvider } from '@/lib/alerts';
import { SessionProvider, useSession } from '@/lib/session';

function AlertsForSession({ children }: { children: ReactNode }) {
  const { status } = useSession();
  // A new provider per signed-in period: signing out drops this browser's local alerts (logout also clears
  // their stored copy), while the start-up session check ('checking' -> 'signed-in') keeps them.
  return (
    <AlertsProvider key={status === 'signed-out' ? 'out' : 'in'} status={status}>
      {children}
    </AlertsProvider>
  );
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
