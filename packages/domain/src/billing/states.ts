/*
 * GST state and union-territory codes (the first two digits of a GSTIN), as published by GSTN, and the state of
 * a place in Delhi NCR.
 *
 * The state of a pickup place is read from its words first (a city or district name of the place or address:
 * 'Gurugram' is Haryana, 'Noida' Uttar Pradesh), because the geocoder's place name is the most reliable thing we
 * have. Without a recognised name, the coordinates decide with a coarse NCR rule: inside the National Capital
 * Territory's bounding box and west of the Yamuna it is Delhi; east of the river (Noida, Ghaziabad) Uttar
 * Pradesh; everything else in the region Haryana. The box is approximate near the borders, which is why names
 * win.
 */

export interface GstState {
  code: string;
  name: string;
}

export const GST_STATES: readonly GstState[] = [
  { code: '01', name: 'Jammu and Kashmir' },
  { code: '02', name: 'Himachal Pradesh' },
  { code: '03', name: 'Punjab' },
  { code: '04', name: 'Chandigarh' },
  { code: '05', name: 'Uttarakhand' },
  { code: '06', name: 'Haryana' },
  { code: '07', name: 'Delhi' },
  { code: '08', name: 'Rajasthan' },
  { code: '09', name: 'Uttar Pradesh' },
  { code: '10', name: 'Bihar' },
  { code: '11', name: 'Sikkim' },
  { code: '12', name: 'Arunachal Pradesh' },
  { code: '13', name: 'Nagaland' },
  { code: '14', name: 'Manipur' },
  { code: '15', name: 'Mizoram' },
  { code: '16', name: 'Tripura' },
  { code: '17', name: 'Meghalaya' },
  { code: '18', name: 'Assam' },
  { code: '19', name: 'West Bengal' },
  { code: '20', name: 'Jharkhand' },
  { code: '21', name: 'Odisha' },
  { code: '22', name: 'Chhattisgarh' },
  { code: '23', name: 'Madhya Pradesh' },
  { code: '24', name: 'Gujarat' },
  { code: '26', name: 'Dadra and Nagar Haveli and Daman and Diu' },
  { code: '27', name: 'Maharashtra' },
  { code: '29', name: 'Karnataka' },
  { code: '30', name: 'Goa' },
  { code: '31', name: 'Lakshadweep' },
  { code: '32', name: 'Kerala' },
  { code: '33', name: 'Tamil Nadu' },
  { code: '34', name: 'Puducherry' },
  { code: '35', name: 'Andaman and Nicobar Islands' },
  { code: '36', name: 'Telangana' },
  { code: '37', name: 'Andhra Pradesh' },
  { code: '38', name: 'Ladakh' },
];

const BY_CODE = new Map(GST_STATES.map((s) => [s.code, s]));

export function gstStateByCode(code: string): GstState | undefined {
  return BY_CODE.get(code);
}

/** The state of a GSTIN's holder (its first two digits), or undefined for a code no state has. */
export function stateOfGstin(gstin: string): GstState | undefined {
  return gstStateByCode(gstin.slice(0, 2));
}

export const DELHI: GstState = { code: '07', name: 'Delhi' };
export const HARYANA: GstState = { code: '06', name: 'Haryana' };
export const UTTAR_PRADESH: GstState = { code: '09', name: 'Uttar Pradesh' };
export const RAJASTHAN: GstState = { code: '08', name: 'Rajasthan' };

/** Whole words of NCR places and the state they are in; checked before the coordinates. */
const PLACE_WORDS: ReadonlyArray<[RegExp, GstState]> = [
  [
    /\b(greater noida|noida|ghaziabad|meerut|hapur|bulandshahr|baghpat|sahibabad|indirapuram|vaishali|kaushambi|loni|dadri)\b/i,
    UTTAR_PRADESH,
  ],
  [
    /\b(gurugram|gurgaon|manesar|faridabad|ballabgarh|sonipat|sonepat|panipat|rohtak|bahadurgarh|jhajjar|rewari|palwal|kundli|dharuhera|nuh|karnal)\b/i,
    HARYANA,
  ],
  [/\b(bhiwadi|alwar|neemrana)\b/i, RAJASTHAN],
  [
    /\b(new delhi|delhi|okhla|naraina|bawana|narela|mayapuri|wazirpur|shahdara|dwarka|rohini|chandni chowk|karol bagh|lajpat nagar|patparganj)\b/i,
    DELHI,
  ],
];

/** NCT of Delhi's bounding box (approximate) and the Yamuna's longitude along its eastern edge. */
const NCT_BOX = { south: 28.4, north: 28.89, west: 76.84, east: 77.35 };
const YAMUNA_LON = 77.3;

/** The state a place is in, from its text (place name, address) or else its coordinates. */
export function stateOfPlace(text: string, lat: number, lon: number): GstState {
  for (const [words, state] of PLACE_WORDS) if (words.test(text)) return state;
  const inBox = lat >= NCT_BOX.south && lat <= NCT_BOX.north && lon >= NCT_BOX.west && lon <= NCT_BOX.east;
  if (inBox && lon < YAMUNA_LON) return DELHI;
  if (lon >= YAMUNA_LON && lat < NCT_BOX.north) return UTTAR_PRADESH;
  return HARYANA;
}

/** 'Delhi (07)': how a state is written on the documents. */
export function stateLabel(state: GstState): string {
  return `${state.name} (${state.code})`;
}
