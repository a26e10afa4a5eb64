import { climateWeatherAt } from './climate-model';
import type { WeatherSnapshot } from './weather-types';

export const DELHI_CENTRE = { name: 'New Delhi', lat: 28.6139, lon: 77.209 } as const;

/** API form of one weather hour (snake_case like the rest of the /ai responses). */
export interface WeatherReading {
  time: string;
  temperature: number;
  condition: string;
  humidity: number;
  wind_speed: number;
  visibility: number;
  precipitation_chance: number;
  seasonal_risks: string[];
}

/** Body of GET /ai/weather/delhi. */
export interface DelhiWeatherResponse {
  location: { name: string; lat: number; lon: number };
  source: WeatherSnapshot['source'];
  current: WeatherReading;
  hourly: WeatherReading[];
}

export function toWeatherReading(w: WeatherSnapshot): WeatherReading {
  return {
    time: w.time,
    temperature: w.temperatureC,
    condition: w.condition,
    humidity: w.humidityPct,
    wind_speed: w.windSpeedKmh,
    visibility: w.visibilityKm,
    precipitation_chance: w.precipitationChancePct,
    seasonal_risks: [...w.seasonalRisks],
  };
}

export function delhiWeatherFromSnapshots(hours: WeatherSnapshot[]): DelhiWeatherResponse {
  const first = hours[0];
  if (!first) throw new Error('at least one weather hour is needed');
  return {
    location: { ...DELHI_CENTRE },
    source: first.source,
    current: toWeatherReading(first),
    hourly: hours.map(toWeatherReading),
  };
}

/** Embedded climate model: current conditions and the next `hours` hours (deterministic for an instant). */
export function getDelhiWeather(now: Date = new Date(), hours = 12): DelhiWeatherResponse {
  const list: WeatherSnapshot[] = [];
  for (let h = 0; h < hours; h++) list.push(climateWeatherAt(new Date(now.getTime() + h * 3_600_000)));
  return delhiWeatherFromSnapshots(list);
}
