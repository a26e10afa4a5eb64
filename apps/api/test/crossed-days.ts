/*
 * Two trucks' days crossed across Delhi, for the day trades' API and browser tests (this file imports nothing, so the
 * e2e project reads it too): a job in the north for a truck near Okhla, one in the south for a truck near Bawana.
 */
export const NEAR_BAWANA = { lat: 28.793, lon: 77.043 };
export const NORTH_JOB = {
  pickup: 'Sector 3, Bawana Industrial Area, Delhi 110039',
  drop: 'Sector 5, Bawana Industrial Area, Delhi 110039',
};
export const SOUTH_JOB = {
  pickup: 'Plot 12, Okhla Industrial Area Phase 1, New Delhi 110020',
  drop: 'Shop 4, Lajpat Nagar, New Delhi',
};
