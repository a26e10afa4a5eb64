/**
 * Embedded Delhi NCR weather: a deterministic climatological model, not a forecast.
 *
 * Data: data/delhi-monthly-normals.json (IMD 1991-2020 normals for Safdarjung: max/min temperature, rainfall;
 * humidity and wind means from the public 'Daily Delhi Climate' data set). Monthly values are interpolated
 * linearly between mid-months.
 * - Temperature: minimum at 06:00 IST and maximum at 15:00 IST joined by half-cosines (a standard diurnal model).
 * - Humidity: monthly mean +/- 15 points, opposite in phase to temperature.
 * - Wind: monthly mean x 0.7 (night) .. 1.3 (mid-afternoon), as mixing deepens with daytime heating.
 * - Precipitation chance: rainy days per month approximated as rainMm / 18 mm (close to IMD's rainy-day counts for
 *   Delhi, e.g. ~11 in August), spread over the day with a convective afternoon/evening peak.
 * Documented seasonal assumptions (no fog or waterlogging counts were available offline):
 * - winter fog: 15 Dec - 31 Jan, 00:00-10:00 IST (dense fog 20 Dec - 20 Jan, 03:00-09:00);
 * - monsoon waterlogging: 1 Jul - 15 Sep; rain is shown when the hourly chance is >= 35 %;
 * - haze: 15 Oct - 14 Feb outside fog hours (post-monsoon and winter smog), and April-June afternoons (dust haze);
 * - summer heat: April-June when the hour's temperature is >= 38 °C; dust storms: May-June afternoons.
 */
import { readDataJson } from '../data-files';
import { istParts, toIstIso } from '@logisaathi/domain';
import type { SeasonalRisk, WeatherCondition, WeatherSnapshot } from './weather-types';

interface MonthNormal {
  month: number;
  maxC: number;
  minC: number;
  rainMm: number;
  humidityPct: number;
  windKmh: number;
}

let normals: MonthNormal[] | null = null;
function monthNormals(): MonthNormal[] {
  normals ??= readDataJson<{ months: MonthNormal[] }>('delhi-monthly-normals.json').months;
  return normals;
}

const MM_PER_RAINY_DAY = 18;
const MONTH_START_DAY = [0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334];

/** Month normals interpolated for a day of year (each month's values sit at its 15th). */
function normalsFor(dayOfYear: number): MonthNormal {
  const months = monthNormals();
  const mid = (m: number): number => (MONTH_START_DAY[m] ?? 0) + 15;
  let i = months.findIndex((_, m) => dayOfYear < mid(m));
  if (i === -1) i = 12;
  const a = months[(i + 11) % 12];
  const b = months[i % 12];
  if (!a || !b) throw new Error('climate normals must have 12 months');
  const start = i === 0 ? mid(11) - 365 : mid(i - 1);
  const end = i === 12 ? mid(0) + 365 : mid(i);
  const t = (dayOfYear - start) / (end - start);
  const lerp = (x: number, y: number): number => x + (y - x) * t;
  return {
    month: b.month,
    maxC: lerp(a.maxC, b.maxC),
    minC: lerp(a.minC, b.minC),
    rainMm: lerp(a.rainMm, b.rainMm),
    humidityPct: lerp(a.humidityPct, b.humidityPct),
    windKmh: lerp(a.windKmh, b.windKmh),
  };
}

/** 0 at 06:00, 1 at 15:00, back to 0 at 06:00 next day. */
function diurnalPhase(hour: number): number {
  if (hour >= 6 && hour <= 15) return (1 - Math.cos((Math.PI * (hour - 6)) / 9)) / 2;
  const sinceMax = hour > 15 ? hour - 15 : hour + 9;
  return (1 + Math.cos((Math.PI * sinceMax) / 15)) / 2;
}

/** Relative chance of rain by hour (monsoon convection peaks in the afternoon and evening); mean 1. */
function rainHourFactor(hour: number): number {
  return 1 + 0.6 * Math.cos((2 * Math.PI * (hour - 17)) / 24);
}

function inRange(month: number, day: number, from: [number, number], to: [number, number]): boolean {
  const v = month * 100 + day;
  const a = from[0] * 100 + from[1];
  const b = to[0] * 100 + to[1];
  return a <= b ? v >= a && v <= b : v >= a || v <= b;
}

export function climateWeatherAt(when: Date): WeatherSnapshot {
  const p = istParts(when);
  const n = normalsFor(p.dayOfYear);
  const phase = diurnalPhase(p.fractionalHour);
  const temperatureC = n.minC + (n.maxC - n.minC) * phase;
  const humidityPct = Math.max(10, Math.min(100, n.humidityPct + 15 * (0.5 - phase) * 2));
  const windSpeedKmh = n.windKmh * (0.7 + 0.6 * phase);
  const daysInMonth = new Date(Date.UTC(p.year, p.month, 0)).getUTCDate();
  const dailyChance = Math.min(0.6, n.rainMm / MM_PER_RAINY_DAY / daysInMonth);
  const precipitationChancePct = Math.round(
    Math.min(80, 100 * dailyChance * rainHourFactor(p.fractionalHour)),
  );

  const seasonalRisks: SeasonalRisk[] = [];
  const fogSeason = inRange(p.month, p.day, [12, 15], [1, 31]);
  const fogHours = p.hour < 10;
  const denseFog = inRange(p.month, p.day, [12, 20], [1, 20]) && p.hour >= 3 && p.hour < 9;
  if (fogSeason) seasonalRisks.push('winter_fog');
  if (inRange(p.month, p.day, [7, 1], [9, 15])) seasonalRisks.push('monsoon_waterlogging');
  if (p.month >= 4 && p.month <= 6 && temperatureC >= 38) seasonalRisks.push('summer_heat');
  const afternoon = p.hour >= 12 && p.hour < 19;
  if ((p.month === 5 || p.month === 6) && afternoon) seasonalRisks.push('dust_storm');

  let condition: WeatherCondition;
  let visibilityKm: number;
  if (fogSeason && fogHours) {
    condition = denseFog ? 'Dense Fog' : 'Fog';
    visibilityKm = denseFog ? 0.2 : 0.8;
  } else if (precipitationChancePct >= 35) {
    condition = 'Rain';
    visibilityKm = 4;
  } else if (inRange(p.month, p.day, [10, 15], [2, 14])) {
    condition = 'Haze';
    visibilityKm = 2.5;
  } else if (p.month >= 4 && p.month <= 6 && afternoon) {
    condition = 'Haze';
    visibilityKm = 4;
  } else if (precipitationChancePct >= 15) {
    condition = 'Cloudy';
    visibilityKm = 7;
  } else if (precipitationChancePct >= 8) {
    condition = 'Partly Cloudy';
    visibilityKm = 8;
  } else {
    condition = 'Clear';
    visibilityKm = 10;
  }
  return {
    time: toIstIso(when),
    temperatureC: Math.round(temperatureC * 10) / 10,
    humidityPct: Math.round(humidityPct),
    windSpeedKmh: Math.round(windSpeedKmh * 10) / 10,
    visibilityKm,
    precipitationChancePct,
    condition,
    source: 'climate-model',
    seasonalRisks,
  };
}

/** Seasonal hazards for an instant, also used to enrich live (Open-Meteo) readings. */
export function seasonalRisksAt(when: Date): SeasonalRisk[] {
  return climateWeatherAt(when).seasonalRisks;
}
