export {
  createGeoService,
  type AnalyzeRequest,
  type GeoService,
  type GeoServiceOptions,
  type RouteResult,
} from './geo-service';
export {
  analyzeRoute,
  nearestHub,
  type AnalyzeRouteInput,
  type RouteOptimizationResponse,
} from './analyze-route';
export {
  decodeDigipin,
  DIGIPIN_CELL_DEG,
  encodeDigipin,
  findDigipin,
  formatDigipin,
  parseDigipin,
} from './digipin';
export { digipinGeocode } from './digipin-geocode';
export { nearestPlace, NEAREST_PLACE_MAX_KM, type NearestPlace } from './nearest-place';
export { embeddedGeocoder, Geocoder } from './gazetteer/geocoder';
export type { GeocodeResult } from './gazetteer/geocode-result';
export { PlaceSuggester, type PlaceSuggestion } from './gazetteer/suggest';
export {
  getIndustrialHubs,
  INDUSTRIAL_HUBS,
  SPEC_HUB_IDS,
  type HubType,
  type IndustrialHub,
} from './gazetteer/industrial-hubs';
export type { PlaceKind } from './gazetteer/curated-places';
export { toNominatimResult, type NominatimResult } from './nominatim-result';
export { getDelhiWeather, type DelhiWeatherResponse, type WeatherReading } from './weather/delhi-weather';
export { climateWeatherAt } from './weather/climate-model';
export type { SeasonalRisk, WeatherCondition, WeatherSnapshot } from './weather/weather-types';
export {
  assessRouteRisk,
  isPeakHour,
  type FiredRule,
  type RiskAssessment,
  type RuleId,
} from './risk/route-risk';
export {
  chordSquared,
  chordSquaredOfKm,
  haversineKm,
  isInNcr,
  NCR_BBOX,
  spherePoint,
  type LatLon,
  type SpherePoint,
} from './geo-math';
export { MinHeap } from './min-heap';
export { createGraphRouterFromFile, estimateRoute } from './routing/embedded-routing';
export { loadRoadGraph } from './routing/graph-cache';
export type { GraphRoute, GraphRouter, RouteMetric } from './routing/graph-router';
export type { RouteEstimate } from './routing/route-estimator';
export { findHubInAddress } from './gazetteer/hub-in-address';
export type { GeocodePrecision } from './gazetteer/geocode-result';
