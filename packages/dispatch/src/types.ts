/**
 * Plain-data inputs of the dispatch engine. The API adapts its rows (vehicles, partners, deliveries, offers) to
 * these shapes; nothing here knows about the database. Every instant is epoch milliseconds.
 */
export interface LatLon {
  lat: number;
  lon: number;
}

export interface DimensionsCm {
  lengthCm: number;
  widthCm: number;
  heightCm: number;
}

/** Vehicle features a job may require (the partners issue's feature list). */
export type VehicleFeature = 'covered' | 'refrigerated' | 'tail_lift';

/** A job the vehicle already holds today (accepted or in progress), as planned. */
export interface VehicleJob {
  id: string;
  pickup: LatLon;
  drop: LatLon;
  /** When the vehicle is planned to arrive at the pickup. */
  pickupAtMs: number;
  /** When the vehicle is planned to have finished unloading at the drop. */
  doneAtMs: number;
}

export interface DispatchVehicle {
  id: string;
  online: boolean;
  /** Last reported position and when it was reported. */
  position: LatLon;
  positionAtMs: number;
  /** Insurance, pollution certificate, permit and driver's licence all valid today. */
  documentsValid: boolean;
  payloadKg: number;
  body: DimensionsCm;
  features: readonly VehicleFeature[];
  /** Average of the shippers' ratings (1..5) and how many there are; null average when none yet. */
  ratingAvg: number | null;
  ratingCount: number;
  /** Share of offers accepted (0..1), null when the vehicle has had no offers yet. */
  acceptanceRate: number | null;
  /** Today's other jobs, in any order. */
  jobs: readonly VehicleJob[];
  /** Where the truck parks at the end of its day (the partner's home area), when known. */
  home?: LatLon;
}

/** The window a delivery must be carried in: pickup from `startMs`, unloaded at the drop by `endMs`. */
export interface SlotWindow {
  startMs: number;
  endMs: number;
}

export interface DispatchJob {
  id: string;
  pickup: LatLon;
  drop: LatLon;
  weightKg: number;
  /** The package's size as booked (length and width lie on the floor, height stands up). */
  package: DimensionsCm;
  requiredFeatures: readonly VehicleFeature[];
  window: SlotWindow;
  /**
   * The promise to the shipper (issue 31): from when the job could first be offered to when it must have a truck
   * or the shipper a choice (`promiseDeadlineMs`). Absent: only the slot's urgency counts.
   */
  promise?: SlotWindow;
}

/** Road distance and drive time of one leg leaving at `departMs`. */
export interface Leg {
  km: number;
  min: number;
}

/** Road travel estimate; the default is packages/geo's calibrated estimator (see `roadTravel`). */
export type TravelFn = (from: LatLon, to: LatLon, departMs: number) => Leg;
