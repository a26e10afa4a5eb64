/** One hour of weather at a point, in the units the API shows (°C, %, km/h, km). */
export interface WeatherSnapshot {
  /** ISO 8601 with +05:30. */
  time: string;
  temperatureC: number;
  humidityPct: number;
  windSpeedKmh: number;
  visibilityKm: number;
  precipitationChancePct: number;
  condition: WeatherCondition;
  source: 'climate-model' | 'open-meteo';
  /** Seasonal hazards in force at that time (documented assumptions, see climate-model.ts). */
  seasonalRisks: SeasonalRisk[];
}

export type WeatherCondition =
  'Clear' | 'Partly Cloudy' | 'Cloudy' | 'Haze' | 'Fog' | 'Dense Fog' | 'Drizzle' | 'Rain' | 'Thunderstorm';

export type SeasonalRisk = 'monsoon_waterlogging' | 'winter_fog' | 'summer_heat' | 'dust_storm';
