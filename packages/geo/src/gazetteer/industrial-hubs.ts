/**
 * The six Delhi industrial hubs named in the product specification, offered first as address suggestions and used
 * for `industrial_hubs`. Coordinates are the approximate centres of the DSIIDC / DDA industrial areas, from public
 * geography (OpenStreetMap-visible street layout, metro station positions), accurate to about 1 km.
 */
export type HubType = 'industrial_area' | 'wholesale_market' | 'logistics_hub';

export interface IndustrialHub {
  id: string;
  name: string;
  lat: number;
  lon: number;
  type: HubType;
  city: string;
  /** Extra spellings a user may type. */
  aliases: string[];
}

export const SPEC_HUB_IDS = ['narela', 'okhla', 'bawana', 'mayapuri', 'patparganj', 'kirti_nagar'] as const;

export const INDUSTRIAL_HUBS: readonly IndustrialHub[] = [
  {
    id: 'narela',
    city: 'Delhi',
    name: 'Narela Industrial Area',
    lat: 28.8535,
    lon: 77.0915,
    type: 'industrial_area',
    aliases: ['Narela', 'Narela DSIIDC'],
  },
  {
    id: 'okhla',
    city: 'Delhi',
    name: 'Okhla Industrial Area',
    lat: 28.5355,
    lon: 77.2745,
    type: 'industrial_area',
    aliases: ['Okhla', 'Okhla Industrial Estate'],
  },
  {
    id: 'bawana',
    city: 'Delhi',
    name: 'Bawana Industrial Area',
    lat: 28.7935,
    lon: 77.0475,
    type: 'industrial_area',
    aliases: ['Bawana', 'Bawana DSIIDC'],
  },
  {
    id: 'mayapuri',
    city: 'Delhi',
    name: 'Mayapuri Industrial Area',
    lat: 28.6325,
    lon: 77.1255,
    type: 'industrial_area',
    aliases: ['Mayapuri'],
  },
  {
    id: 'patparganj',
    city: 'Delhi',
    name: 'Patparganj Industrial Area',
    lat: 28.6415,
    lon: 77.3045,
    type: 'industrial_area',
    aliases: ['Patparganj', 'Patpar Ganj'],
  },
  {
    id: 'kirti_nagar',
    city: 'Delhi',
    name: 'Kirti Nagar Industrial Area',
    lat: 28.6535,
    lon: 77.1445,
    type: 'industrial_area',
    aliases: ['Kirti Nagar', 'Kirtinagar'],
  },
  {
    id: 'naraina',
    city: 'Delhi',
    name: 'Naraina Industrial Area',
    lat: 28.6285,
    lon: 77.1395,
    type: 'industrial_area',
    aliases: ['Naraina'],
  },
  {
    id: 'wazirpur',
    city: 'Delhi',
    name: 'Wazirpur Industrial Area',
    lat: 28.6985,
    lon: 77.1655,
    type: 'industrial_area',
    aliases: ['Wazirpur'],
  },
  {
    id: 'mohan_cooperative',
    city: 'Delhi',
    name: 'Mohan Cooperative Industrial Estate',
    lat: 28.5215,
    lon: 77.2975,
    type: 'industrial_area',
    aliases: ['Mohan Cooperative', 'Mohan Co-operative', 'Mohan Estate'],
  },
  {
    id: 'sahibabad',
    city: 'Ghaziabad',
    name: 'Sahibabad Industrial Area',
    lat: 28.6715,
    lon: 77.3545,
    type: 'industrial_area',
    aliases: ['Sahibabad Site 4', 'Sahibabad'],
  },
  {
    id: 'udyog_vihar',
    city: 'Gurugram',
    name: 'Udyog Vihar Gurugram',
    lat: 28.5015,
    lon: 77.0855,
    type: 'industrial_area',
    aliases: ['Udyog Vihar'],
  },
  {
    id: 'imt_manesar',
    city: 'Gurugram',
    name: 'IMT Manesar',
    lat: 28.3605,
    lon: 76.9305,
    type: 'industrial_area',
    aliases: ['Manesar', 'IMT'],
  },
  {
    id: 'kundli',
    city: 'Sonipat',
    name: 'Kundli Industrial Area',
    lat: 28.8765,
    lon: 77.1285,
    type: 'industrial_area',
    aliases: ['Kundli', 'HSIIDC Kundli'],
  },
  {
    id: 'noida_phase_2',
    city: 'Noida',
    name: 'Noida Phase 2 (Hosiery Complex)',
    lat: 28.5395,
    lon: 77.3985,
    type: 'industrial_area',
    aliases: ['Noida Phase 2', 'Noida Phase II', 'Hosiery Complex'],
  },
  {
    id: 'nit_faridabad',
    city: 'Faridabad',
    name: 'NIT Faridabad',
    lat: 28.3895,
    lon: 77.2975,
    type: 'industrial_area',
    aliases: ['NIT', 'New Industrial Township'],
  },
  {
    id: 'sadar_bazar',
    city: 'Delhi',
    name: 'Sadar Bazar',
    lat: 28.6585,
    lon: 77.2105,
    type: 'wholesale_market',
    aliases: ['Sadar Bazaar', 'Sadar'],
  },
  {
    id: 'chandni_chowk',
    city: 'Delhi',
    name: 'Chandni Chowk',
    lat: 28.6506,
    lon: 77.2303,
    type: 'wholesale_market',
    aliases: ['Chandni Chowk Market'],
  },
  {
    id: 'khari_baoli',
    city: 'Delhi',
    name: 'Khari Baoli',
    lat: 28.6578,
    lon: 77.2218,
    type: 'wholesale_market',
    aliases: ['Khadi Baoli'],
  },
  {
    id: 'azadpur_mandi',
    city: 'Delhi',
    name: 'Azadpur Mandi',
    lat: 28.7075,
    lon: 77.1755,
    type: 'wholesale_market',
    aliases: ['Azadpur'],
  },
  {
    id: 'tughlakabad_icd',
    city: 'Delhi',
    name: 'ICD Tughlakabad',
    lat: 28.5075,
    lon: 77.2875,
    type: 'logistics_hub',
    aliases: ['Tughlakabad Container Depot', 'ICD TKD'],
  },
];

/** Body of GET /ai/industrial-hubs: hubs keyed by id. */
export function getIndustrialHubs(): Record<
  string,
  { name: string; lat: number; lon: number; type: HubType }
> {
  return Object.fromEntries(
    INDUSTRIAL_HUBS.map((h) => [h.id, { name: h.name, lat: h.lat, lon: h.lon, type: h.type }]),
  );
}
