import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@/test/render';
import type { RouteAnalysis } from '../../hooks/use-route-analysis';
import { RouteAnalysisPanel, withQuotedDistance } from './route-analysis-panel';

/** The browser-side analysis measured 41.3 km; the server's quote for the same route says 42.6 km. */
const analysis: RouteAnalysis = {
  status: 'done',
  pickup: { lat: 28.53, lon: 77.27, label: 'Okhla Phase 2' },
  drop: { lat: 28.8, lon: 77.05, label: 'Bawana' },
  result: {
    optimization: {
      optimized_route: {
        distance_km: 41.3,
        estimated_time_minutes: 95,
        weather_impact: { severity: 'low' },
        geometry: [],
      },
      risk_score: 3,
      ai_suggestions: [
        "Long trip (41.3 km, about 95 min): confirm the receiver's unloading hours before dispatch.",
      ],
    },
    weather_context: {
      pickup_location: { weather: { temperature: 31, condition: 'Clear', humidity: 40 } },
      delivery_location: { weather: { wind_speed: 8, visibility: 10 } },
      forecast: { precipitation_chance: 10 },
    },
    industrial_hubs: { origin_hub: { name: 'Okhla Industrial Area', type: 'industrial' } },
  },
};

describe('the review route analysis shows the quote distance as the only distance', () => {
  it("shows the quote's distance in the Distance figure and in a suggestion, never the analysis's own", () => {
    // With the app's providers: the route map, once its chunk is loaded, reads the public config through a query.
    renderWithProviders(
      <RouteAnalysisPanel analysis={analysis} onRetry={() => {}} quotedDistanceKm={42.6} />,
    );
    const panel = screen.getByRole('region', { name: 'AI Route & Weather Analysis' });
    const distance = within(panel).getByText('Distance').closest('div');
    expect(distance).toHaveTextContent('42.6 km');
    expect(panel).toHaveTextContent('Long trip (42.6 km, about 95 min)');
    expect(panel).not.toHaveTextContent('41.3');
    // The weather and risk content stays the analysis's.
    expect(panel).toHaveTextContent('3/');
    expect(panel).toHaveTextContent('low');
  });

  it('shows no distance until the quote has one', () => {
    renderWithProviders(
      <RouteAnalysisPanel analysis={analysis} onRetry={() => {}} quotedDistanceKm={undefined} />,
    );
    const panel = screen.getByRole('region', { name: 'AI Route & Weather Analysis' });
    expect(within(panel).getByText('Distance').closest('div')).toHaveTextContent('—');
    expect(within(panel).getByText('Distance').closest('div')).not.toHaveTextContent('41.3');
  });

  it('rewrites only the analysis figure in a text', () => {
    expect(withQuotedDistance('Fog (visibility 0.8 km); trip 19.7 km', 19.7, 20.2)).toBe(
      'Fog (visibility 0.8 km); trip 20.2 km',
    );
    expect(withQuotedDistance('trip 19.7 km', 19.7, undefined)).toBe('trip 19.7 km');
  });
});
