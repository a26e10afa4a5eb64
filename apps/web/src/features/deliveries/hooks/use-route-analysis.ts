import { useCallback, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isTimeSlot, slotWindow } from '@logisaathi/domain';
import { analysisWaitMs } from '@/config/timings';
import { useAlerts } from '@/lib/alerts';
import { analyzeRoute, type RouteOptimization } from '../api/analyze-route';
import { geocodeAddress, type GeoPoint } from '../api/geocode';
import { industrialHubsQueryOptions, type IndustrialHubMap } from '../api/get-industrial-hubs';

export type RouteAnalysis =
  | { status: 'idle' }
  | { status: 'running' }
  | { status: 'done'; result: RouteOptimization; pickup: GeoPoint; drop: GeoPoint }
  | { status: 'location-not-found' }
  | { status: 'unavailable'; message: string };

export interface AnalysisRequest {
  pickupAddress: string;
  deliveryAddress: string;
  deliveryDate: string;
  deliveryTime: string;
  packageType: string;
  specialInstructions: string;
  /** A saved place's pin: routes from it instead of geocoding the address (issue 18). */
  pickupPin?: { lat: number; lon: number; label: string } | undefined;
  deliveryPin?: { lat: number; lon: number; label: string } | undefined;
}

const IDLE: RouteAnalysis = { status: 'idle' };
const addressKey = (r: Pick<AnalysisRequest, 'pickupAddress' | 'deliveryAddress'>) =>
  `${r.pickupAddress.trim()}\n${r.deliveryAddress.trim()}`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The AI route and weather analysis of the wizard (spec sections 2, 7, 8). A result belongs to the two
 * addresses it was made for: changing either one discards it (spec section 4), including a result that
 * arrives after the change.
 */
export function useRouteAnalysis(current: Pick<AnalysisRequest, 'pickupAddress' | 'deliveryAddress'>) {
  const queryClient = useQueryClient();
  const { t } = useTranslation('deliveries');
  const { addAlert } = useAlerts();
  const [stored, setStored] = useState<{ key: string; analysis: RouteAnalysis } | null>(null);
  const startedKeyRef = useRef<string | null>(null);

  const currentKey = addressKey(current);
  const analysis = stored && stored.key === currentKey ? stored.analysis : IDLE;

  const run = useCallback(
    async (request: AnalysisRequest, { withWait }: { withWait: boolean }) => {
      const key = addressKey(request);
      startedKeyRef.current = key;
      const settle = (next: RouteAnalysis) => setStored({ key, analysis: next });
      settle({ status: 'running' });
      // Spec section 2: the overlay's 3 s are part of the experience, before the analysis itself runs.
      if (withWait) await sleep(analysisWaitMs());

      const hubs: IndustrialHubMap = await queryClient
        .fetchQuery(industrialHubsQueryOptions())
        .catch((err: unknown) => {
          console.error('Industrial hubs unavailable', err);
          return {};
        });
      const [pickup, drop] = await Promise.all([
        request.pickupPin ?? geocodeAddress(request.pickupAddress, hubs),
        request.deliveryPin ?? geocodeAddress(request.deliveryAddress, hubs),
      ]);
      if (!pickup || !drop) {
        addAlert({
          type: 'warning',
          title: t('wizard.analysis.notFoundTitle'),
          message: t('wizard.analysis.notFound'),
          status: 'active',
          priority: 'high',
        });
        settle({ status: 'location-not-found' });
        return;
      }
      try {
        const result = await analyzeRoute({
          origin: { lat: pickup.lat, lon: pickup.lon },
          destination: { lat: drop.lat, lon: drop.lon },
          ...(request.deliveryDate && isTimeSlot(request.deliveryTime)
            ? { departure_time: slotWindow(request.deliveryDate, request.deliveryTime).start.toISOString() }
            : {}),
          ...(request.packageType ? { package_type: request.packageType } : {}),
          ...(request.specialInstructions.trim()
            ? { special_instructions: request.specialInstructions.trim() }
            : {}),
        });
        settle({ status: 'done', result, pickup, drop });
      } catch (err) {
        const message = err instanceof Error ? err.message : String(err);
        console.error('AI route analysis failed:', message);
        addAlert({
          type: 'warning',
          title: t('wizard.analysis.unavailableTitle'),
          message: t('wizard.analysis.unavailable'),
          status: 'active',
          priority: 'medium',
        });
        settle({ status: 'unavailable', message });
      }
    },
    [queryClient, addAlert, t],
  );

  /** Step 4 runs the analysis once when none exists for these addresses yet (spec section 2). */
  const runOnceIfMissing = useCallback(
    (request: AnalysisRequest) => {
      const key = addressKey(request);
      if (startedKeyRef.current === key) return;
      if (stored && stored.key === key && stored.analysis.status !== 'idle') return;
      void run(request, { withWait: false });
    },
    [run, stored],
  );

  const reset = useCallback(() => {
    startedKeyRef.current = null;
    setStored(null);
  }, []);

  return { analysis, run, runOnceIfMissing, reset };
}
