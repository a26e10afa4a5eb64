/*
 * The privacy notice as data. Every statement here must stay true of the running product: when a retention
 * rule or a stored field changes in apps/api, change this text in the same change.
 */
import { STORAGE_KEYS, type StorageKey } from '@logisaathi/domain';
import { SUPPORT_EMAIL } from '../../../config/contact';
import { REFRESH_TOKEN_KEY } from '../../../lib/api-client';

/** Mirrors CONTACT_MESSAGE_RETENTION_DAYS in apps/api/src/modules/contact/save-contact-message.ts (365 days). */
const CONTACT_RETENTION_TEXT = '12 months';
/** Mirrors the refresh-token lifetime in apps/api/src/config.ts (refreshTokenTtlDays). */
const SESSION_LIFETIME_TEXT = '30 days';
/** Our own promise for erasure requests sent by e-mail. */
const ERASURE_DAYS_TEXT = '30 days';

export interface DataCategory {
  title: string;
  what: string;
  why: string;
  howLong: string;
}

export const DATA_CATEGORIES: readonly DataCategory[] = [
  {
    title: 'Your account',
    what: 'First and last name, e-mail address, company name, mobile number, business type, profile picture if you add one, GSTIN and PAN if you enter them, and when you signed up and last signed in. Your password is stored only as a one-way hash; we cannot read it.',
    why: 'To sign you in, to show your name and company on your deliveries, and to contact you about your account.',
    howLong: `As long as your account exists. A sign-in session ends after ${SESSION_LIFETIME_TEXT} without use.`,
  },
  {
    title: 'Deliveries and bookings',
    what: 'Pickup and delivery addresses, contact names and phone numbers, package type, weight and size, dates and time slots, prices, shared-truck entries and micro-warehouse bookings.',
    why: 'To price, plan, pool and carry out your deliveries and bookings, and to show you their history.',
    howLong: 'As long as your account exists, unless you delete a delivery earlier.',
  },
  {
    title: 'Company documents',
    what: 'The files you upload: GST certificate, company PAN, certificate of incorporation, registered address proof and cancelled cheque or bank proof.',
    why: 'To keep your company papers in one place, ready to download when a customer or partner asks.',
    howLong: 'Until you delete the document or your account.',
  },
  {
    title: 'Locations from drivers',
    what: 'The GPS positions, with their times, that a driver sends from the driver page or a GPS tracker app while a delivery is being tracked.',
    why: 'To show the consignment live on your dashboard and on the tracking link you choose to share.',
    howLong: 'Kept with the delivery they belong to and deleted with it or with your account.',
  },
  {
    title: 'Alerts',
    what: 'Notifications about your deliveries, uploads and payments, and whether you have read them.',
    why: 'To tell you what changed and to show the unread count.',
    howLong:
      'Until you delete them. Archived alerts are hidden from your list and deleted with your account.',
  },
  {
    title: 'Contact messages',
    what: 'What you send through the contact form: name, e-mail address, company name if given, subject and message. We do not store your IP address with it.',
    why: 'To answer you.',
    howLong: `${CONTACT_RETENTION_TEXT} from the day we receive the message, then deleted automatically.`,
  },
];

export const NOT_DONE: readonly string[] = [
  'We do not sell or rent your data, and we do not show advertising.',
  'We do not use third-party analytics, tracking pixels or advertising cookies.',
  'Pages load their fonts, icons and illustrations from our own server.',
];

export const SHARING: readonly string[] = [
  'The live map on the dashboard and on tracking links loads map tiles from the map tile service the operator has configured (OpenStreetMap by default). That service sees your IP address and which part of the map you look at, not your delivery details.',
  'If the operator turns on an outside geocoding, routing or weather service, the addresses or coordinates of a delivery are sent to it to work out the route. By default all of this runs on our own server.',
  'Anyone you give a tracking link to can see the driver position and the delivery status behind that link while the link is active.',
  'We share data with authorities only when Indian law requires it.',
];

export const DELETION_STEPS: readonly string[] = [
  'Delete single deliveries, documents and alerts yourself at any time from the app.',
  `To delete your whole account, write to ${SUPPORT_EMAIL} from the e-mail address of the account. We delete the account and everything linked to it (deliveries, bookings, documents, driver locations and alerts) within ${ERASURE_DAYS_TEXT} and confirm by e-mail.`,
  `To have a contact message deleted before ${CONTACT_RETENTION_TEXT}, or to get a copy of your data or correct it, write to the same address.`,
  'Logging out removes your sign-in and your alert list from this browser. To remove everything else LogiSaathi keeps in this browser, clear the site data in your browser settings.',
];

/** Why each browser storage key exists. Typed over every key in STORAGE_KEYS, so a new key cannot go unlisted. */
const STORAGE_KEY_PURPOSES: Record<StorageKey, string> = {
  token: 'Your sign-in token, sent with each request while you are signed in.',
  isAuthenticated: 'Remembers that you are signed in.',
  user: 'Your name, e-mail address and picture, for the menu and greeting.',
  userCreatedAt: 'When your account was created, shown on your profile.',
  lastLogin: 'When you last signed in, shown on your profile.',
  alerts: 'Your alert list, so the unread count shows at once.',
  profileData: 'Profile details you are editing.',
  uploadedDocuments: 'How many company documents you have uploaded.',
  avatarPreview: 'A preview of a profile picture you have chosen.',
  deliveryMode: 'Whether you are scheduling a delivery for shared truck pooling.',
  prefillDelivery: 'The addresses, date and time carried over when you book a shared-truck slot.',
  addDeliveryStep: 'Which step of the delivery form you are on, so a reload does not lose it.',
  addDeliveryForm: 'What you have typed into the delivery form, so a reload does not lose it.',
  truckPool: 'Trucks and deliveries you added to the shared pool on this device.',
  sharedTruckMatches: 'Shared-truck slots you have chosen on this device.',
  language: 'The language you chose for LogiSaathi (English or Hindi) on this device.',
};

export interface StorageEntry {
  key: string;
  purpose: string;
}

export const STORAGE_ENTRIES: readonly StorageEntry[] = [
  ...Object.values(STORAGE_KEYS).map((key) => ({ key, purpose: STORAGE_KEY_PURPOSES[key] })),
  {
    key: REFRESH_TOKEN_KEY,
    purpose:
      'Renews your sign-in. Kept in local storage when you tick Remember me, otherwise in session storage, which the browser clears when you close it.',
  },
];
