import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { fakeServer } from '@/test/fake-server';
import { useRouteLine } from './get-route-line';

const LINE: Array<[number, number]> = [
  [28.53, 77.271],
  [28.65, 77.2],
  [28.798, 77.036],
];

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

describe('useRouteLine', () => {
  it("reads a list item's route line from the delivery itself", async () => {
    const server = fakeServer({
      'GET /api/deliveries/:id': (req) => ({
        body: { success: true, data: { delivery: { _id: req.params.id, route: { geometry: LINE } } } },
      }),
    });
    const { result } = renderHook(() => useRouteLine('row-1', undefined), { wrapper });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).toEqual(LINE));
    expect(server.callsTo('GET /api/deliveries/:id').map((c) => c.params.id)).toEqual(['row-1']);
  });

  it('asks nothing when the delivery at hand already carries its line', () => {
    const server = fakeServer({});
    const { result } = renderHook(() => useRouteLine('row-1', LINE), { wrapper });
    expect(result.current).toEqual(LINE);
    expect(server.calls).toHaveLength(0);
  });
});
