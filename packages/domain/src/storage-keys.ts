/*
 * Browser local-storage keys (spec section 7). The values are the spec's exact key names; changing one would
 * orphan what users already have stored. The spec only says "wizard step and form data" for the last two, so
 * their names are ours.
 */
export const STORAGE_KEYS = {
  sharedTruckMatches: 'sharedTruckMatches',
  truckPool: 'truckPool',
  alerts: 'alerts',
  profileData: 'profileData',
  uploadedDocuments: 'uploadedDocuments',
  deliveryMode: 'deliveryMode',
  prefillDelivery: 'prefillDelivery',
  userCreatedAt: 'userCreatedAt',
  lastLogin: 'lastLogin',
  avatarPreview: 'avatarPreview',
  token: 'token',
  isAuthenticated: 'isAuthenticated',
  user: 'user',
  addDeliveryStep: 'addDeliveryStep',
  addDeliveryForm: 'addDeliveryForm',
  /** Not in the spec: the chosen language (English or Hindi); kept on logout, like a browser setting. */
  language: 'language',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Removed when the saved token fails the start-up check (spec section 4: token and auth flags). */
export const AUTH_STORAGE_KEYS: readonly StorageKey[] = [
  STORAGE_KEYS.token,
  STORAGE_KEYS.isAuthenticated,
  STORAGE_KEYS.user,
];

/** Removed on logout: the auth keys plus the alert list, which is cleared on logout (spec section 4). */
export const LOGOUT_STORAGE_KEYS: readonly StorageKey[] = [...AUTH_STORAGE_KEYS, STORAGE_KEYS.alerts];

/** Value stored under deliveryMode by 'Create Delivery For Shared Truck Pooling' (spec section 2). */
export const SMART_TRUCK_POOLING_MODE = 'smartTruckPooling';
