/**
 * Route risk rules. Each rule is named, adds points to the risk score (0-100) and may add one short suggestion, so
 * every sentence the user reads can be traced to a rule id. Weather rules also add to the weather severity.
 * Thresholds: Delhi traffic peaks 8-11 and 17-21 IST (see scripts/calibrate-routing.ts); rain chance >= 40 % is
 * 'likely'; visibility < 1 km is fog that slows trucks to a crawl on the Ring Roads and expressways; >= 38 °C is the
 * IMD heat threshold used here for perishable cargo; wind >= 30 km/h marks pre-monsoon dust storms.
 */
import type { WeatherSnapshot } from '../weather/weather-types';

export type RuleId =
  | 'traffic-peak'
  | 'rain-likely'
  | 'rain-possible'
  | 'monsoon-waterlogging'
  | 'fog'
  | 'heat-sensitive-cargo'
  | 'fragile-cargo'
  | 'keep-dry'
  | 'strong-wind'
  | 'long-trip'
  | 'all-clear';

export interface RiskInput {
  distanceKm: number;
  durationMin: number;
  /** IST hour of departure, 0..23. */
  departureHour: number;
  pickup: WeatherSnapshot;
  delivery: WeatherSnapshot;
  packageType?: string | undefined;
  specialInstructions?: string | undefined;
  /** Drive time if leaving at the suggested off-peak slot (for the traffic rule's sentence). */
  offPeak?: { label: string; durationMin: number } | undefined;
}

export interface FiredRule {
  id: RuleId;
  points: number;
  weatherPoints: number;
  suggestion: string | null;
}

export interface RiskAssessment {
  riskScore: number;
  severity: 'low' | 'medium' | 'high';
  rules: FiredRule[];
  suggestions: string[];
}

const MAX_SUGGESTIONS = 5;

export function isPeakHour(hour: number): 'morning' | 'evening' | null {
  if (hour >= 8 && hour < 11) return 'morning';
  if (hour >= 17 && hour < 21) return 'evening';
  return null;
}

const has = (text: string | undefined, pattern: RegExp): boolean => pattern.test((text ?? '').toLowerCase());

export function assessRouteRisk(input: RiskInput): RiskAssessment {
  const rules: FiredRule[] = [];
  const fire = (id: RuleId, points: number, weatherPoints: number, suggestion: string | null): void => {
    rules.push({ id, points, weatherPoints, suggestion });
  };
  const w = [input.pickup, input.delivery];
  const rainChance = Math.max(...w.map((x) => x.precipitationChancePct));
  const minVisibility = Math.min(...w.map((x) => x.visibilityKm));
  const maxTemp = Math.max(...w.map((x) => x.temperatureC));
  const maxWind = Math.max(...w.map((x) => x.windSpeedKmh));
  const monsoon = w.some((x) => x.seasonalRisks.includes('monsoon_waterlogging'));
  const rainy = w.some((x) => ['Rain', 'Drizzle', 'Thunderstorm'].includes(x.condition));
  const pkg = `${input.packageType ?? ''} ${input.specialInstructions ?? ''}`;
  const fragile = has(
    pkg,
    /fragile|glass|electronic|handle with care|keep upright|this side up|do not stack/,
  );
  const heatSensitive = has(
    pkg,
    /food|temperature sensitive|perishable|medicine|pharma|dairy|frozen|chocolate/,
  );
  const keepDry = has(pkg, /keep dry|paper|document|cloth|textile|garment|electronic/);

  const peak = isPeakHour(input.departureHour);
  if (peak) {
    const saving = input.offPeak ? Math.round(input.durationMin - input.offPeak.durationMin) : 0;
    fire(
      'traffic-peak',
      peak === 'evening' ? 25 : 20,
      0,
      input.offPeak && saving >= 3
        ? `Leaving in the ${peak} peak: departing at ${input.offPeak.label} saves about ${saving} min (${Math.round(input.offPeak.durationMin)} instead of ${Math.round(input.durationMin)} min).`
        : `Leaving in the ${peak} peak: depart before 08:00 or between 11:00 and 17:00 to avoid the slowest traffic.`,
    );
  }
  if (rainChance >= 40 || rainy) {
    fire(
      'rain-likely',
      20,
      25,
      `Rain is likely (${rainChance}%): cover cartons with tarpaulin or shrink wrap and load them off the floor.`,
    );
  } else if (rainChance >= 20) {
    fire(
      'rain-possible',
      8,
      10,
      `Some chance of rain (${rainChance}%): keep a tarpaulin in the vehicle for the cartons.`,
    );
  }
  if (monsoon) {
    fire(
      'monsoon-waterlogging',
      10,
      10,
      'Monsoon waterlogging season: avoid known flooding underpasses and add a 20-minute margin to the delivery time.',
    );
  }
  if (minVisibility < 1) {
    const dense = minVisibility < 0.5;
    fire(
      'fog',
      dense ? 25 : 15,
      dense ? 35 : 20,
      `${dense ? 'Dense fog' : 'Fog'} (visibility ${minVisibility} km): add a ${dense ? '45' : '30'}-minute delay margin or move the pickup after 10:00.`,
    );
  }
  if (heatSensitive && maxTemp >= 38) {
    fire(
      'heat-sensitive-cargo',
      15,
      10,
      `Heat of ${Math.round(maxTemp)} °C on the way: use an insulated box or a chilled van, or choose a slot before 10:00.`,
    );
  }
  if (fragile) {
    fire(
      'fragile-cargo',
      input.distanceKm > 25 ? 15 : 10,
      0,
      'Fragile goods: pack with corner protectors, mark "This side up" and do not stack other cartons on top.',
    );
  }
  if (keepDry && (rainChance >= 20 || monsoon) && !rules.some((r) => r.id === 'rain-likely')) {
    fire('keep-dry', 5, 0, 'Goods must stay dry: wrap them in plastic sheeting before loading.');
  }
  if (maxWind >= 30) {
    fire(
      'strong-wind',
      10,
      15,
      `Strong wind (${Math.round(maxWind)} km/h): strap the load and cover open-body trucks.`,
    );
  }
  if (input.distanceKm > 40) {
    fire(
      'long-trip',
      10,
      0,
      `Long trip (${input.distanceKm.toFixed(1)} km, about ${Math.round(input.durationMin)} min): confirm the receiver's unloading hours before dispatch.`,
    );
  }

  const base = 5 + Math.min(15, input.distanceKm / 4);
  const riskScore = Math.max(0, Math.min(100, Math.round(base + rules.reduce((s, r) => s + r.points, 0))));
  const weatherPoints = rules.reduce((s, r) => s + r.weatherPoints, 0);
  const severity = weatherPoints >= 30 ? 'high' : weatherPoints >= 10 ? 'medium' : 'low';
  if (rules.length === 0) {
    fire(
      'all-clear',
      0,
      0,
      `No weather or traffic concerns: the trip should take about ${Math.round(input.durationMin)} min.`,
    );
  }
  const suggestions = rules.flatMap((r) => (r.suggestion ? [r.suggestion] : [])).slice(0, MAX_SUGGESTIONS);
  return { riskScore, severity, rules, suggestions };
}
