/* Fixed lists the product offers (spec sections 2, 3 and 9), each with the exact labels the screens show. */

/** Package types the user can pick (spec section 3). */
export const PACKAGE_TYPES = [
  'Furniture',
  'Electronics',
  'Clothing',
  'Food Items',
  'Fragile Items',
  'Other',
] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Stored when a delivery arrives without a package type (spec section 3); never offered in the picker. */
export const DEFAULT_PACKAGE_TYPE = 'Documents';
/** Every type a stored delivery can carry: the picker's six plus the default. */
export const STORED_PACKAGE_TYPES = [...PACKAGE_TYPES, DEFAULT_PACKAGE_TYPE] as const;
export type StoredPackageType = (typeof STORED_PACKAGE_TYPES)[number];
/** The type that makes a package name required. */
export const PACKAGE_TYPE_NEEDING_NAME: PackageType = 'Other';

/**
 * Truck types with their payload ranges in tonnes. The first five are the spec's own figures. The spec gives
 * none for the last two; the ranges used are those Indian fleet operators commonly list: a 20/32 ft container
 * body on a single- or multi-axle chassis carries about 7-15 t, and reefer bodies run from small 1 t pickups to
 * about 9 t on a medium chassis.
 */
export const TRUCK_TYPES = [
  { type: 'Mini Truck', minTons: 1, maxTons: 2 },
  { type: 'Tata 407', minTons: 2, maxTons: 3 },
  { type: 'Tata 709', minTons: 5, maxTons: 7 },
  { type: 'Tata 1109', minTons: 9, maxTons: 11 },
  { type: 'Tata 1613', minTons: 13, maxTons: 16 },
  { type: 'Container Truck', minTons: 7, maxTons: 15 },
  { type: 'Refrigerated Truck', minTons: 1, maxTons: 9 },
] as const;
export type TruckType = (typeof TRUCK_TYPES)[number]['type'];
export const TRUCK_TYPE_NAMES = TRUCK_TYPES.map((t) => t.type) as unknown as readonly [
  TruckType,
  ...TruckType[],
];

/** How the truck picker labels a type, e.g. 'Tata 407 (2-3 tons)'. */
export function truckTypeLabel(type: TruckType): string {
  const entry = TRUCK_TYPES.find((t) => t.type === type);
  return entry ? `${entry.type} (${entry.minTons}-${entry.maxTons} tons)` : type;
}

/** Step 2 quick-add chips (spec section 2). */
export const SPECIAL_INSTRUCTIONS = [
  'Handle with care',
  'Fragile',
  'Keep upright',
  'Do not stack',
  'Keep dry',
  'Temperature sensitive',
  'This side up',
  'No magnets',
] as const;
export type SpecialInstruction = (typeof SPECIAL_INSTRUCTIONS)[number];

/** The names of the Delhi industrial areas the spec offers as address suggestions (section 2); their places,
 * with coordinates and aliases, are `INDUSTRIAL_HUBS` of packages/geo. */
export const SPEC_HUB_NAMES = ['Narela', 'Okhla', 'Bawana', 'Mayapuri', 'Patparganj', 'Kirti Nagar'] as const;
export type SpecHubName = (typeof SPEC_HUB_NAMES)[number];

/** The five company document upload slots, in screen order (spec section 3). */
export const DOCUMENT_KINDS = [
  'gstCertificate',
  'companyPan',
  'incorporationCertificate',
  'addressProof',
  'bankProof',
] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  gstCertificate: 'GST Certificate',
  companyPan: 'Company PAN',
  incorporationCertificate: 'Certificate of Incorporation',
  addressProof: 'Registered Address Proof',
  bankProof: 'Cancelled Cheque / Bank Proof',
};

/** Contact form subjects (spec section 3); the labels are ours, the spec names only the values. */
export const CONTACT_SUBJECTS = ['general', 'demo', 'pricing', 'support', 'partnership'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];
export const CONTACT_SUBJECT_LABELS: Record<ContactSubject, string> = {
  general: 'General Inquiry',
  demo: 'Request a Demo',
  pricing: 'Pricing',
  support: 'Technical Support',
  partnership: 'Partnership',
};

/** Warehouse classes and availability (spec section 3 'Warehouse'). */
export const WAREHOUSE_TYPES = ['Premium', 'Standard', 'Economy'] as const;
export type WarehouseType = (typeof WAREHOUSE_TYPES)[number];
export const WAREHOUSE_AVAILABILITIES = ['Available', 'Limited', 'Full'] as const;
export type WarehouseAvailability = (typeof WAREHOUSE_AVAILABILITIES)[number];

/** Weather risk severities (spec section 9); the risk score is shown out of RISK_SCORE_MAX. */
export const WEATHER_SEVERITIES = ['low', 'medium', 'high'] as const;
export type WeatherSeverity = (typeof WEATHER_SEVERITIES)[number];
export const RISK_SCORE_MAX = 100;
