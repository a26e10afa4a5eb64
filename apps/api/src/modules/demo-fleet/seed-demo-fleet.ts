import crypto from 'node:crypto';
import { addDaysToIsoDate, istToday, VEHICLE_DOCUMENT_KINDS, type VehicleBodyType } from '@logisaathi/domain';
import { INDUSTRIAL_HUBS } from '@logisaathi/geo';
import { OWASP_PASSWORD_HASH } from '../../config';
import type { Db } from '../../db/client';
import type { FileStorage } from '../../lib/file-storage';
import { registerUser } from '../auth/register-user';
import {
  hasDemoPartner,
  insertDriver,
  insertPartner,
  insertPartnerDocuments,
  insertVehicle,
} from '../partners/partners-repository';
import { registrationNumberSchema } from '@logisaathi/domain';

export const DEMO_FLEET_NAME = 'LogiSaathi Demo Fleet';
export const DEMO_FLEET_EMAIL = 'demo-fleet@demo.logisaathi.in';
const DEMO_DOCUMENT_KEY = 'partner-documents/demo/demo-document.pdf';
const DEMO_DOCUMENT = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n% Demo document of the LogiSaathi demo fleet: not a real certificate.\n',
);

/** One vehicle per industrial area of Delhi and four NCR towns (gazetteer hubs), of the truck cards' body types. */
const DEMO_VEHICLES: Array<{
  hub: string;
  body: VehicleBodyType;
  payloadKg: number;
  size: [number, number, number];
  features: string[];
  driver: string;
}> = [
  {
    hub: 'okhla',
    body: 'Tata 407',
    payloadKg: 2_500,
    size: [430, 190, 180],
    features: ['covered'],
    driver: 'Ramesh Kumar (Demo)',
  },
  {
    hub: 'narela',
    body: 'Tata 709',
    payloadKg: 6_000,
    size: [520, 210, 200],
    features: ['covered'],
    driver: 'Sunil Yadav (Demo)',
  },
  {
    hub: 'bawana',
    body: 'Mini Truck',
    payloadKg: 1_500,
    size: [250, 150, 150],
    features: ['covered'],
    driver: 'Imran Khan (Demo)',
  },
  {
    hub: 'mayapuri',
    body: 'Pickup',
    payloadKg: 1_500,
    size: [270, 160, 60],
    features: [],
    driver: 'Gurpreet Singh (Demo)',
  },
  {
    hub: 'patparganj',
    body: 'Refrigerated Truck',
    payloadKg: 3_000,
    size: [430, 190, 190],
    features: ['refrigerated', 'covered'],
    driver: 'Vijay Sharma (Demo)',
  },
  {
    hub: 'kirti_nagar',
    body: 'Tata 1109',
    payloadKg: 9_000,
    size: [610, 230, 220],
    features: ['covered', 'tailLift'],
    driver: 'Manoj Tiwari (Demo)',
  },
  {
    hub: 'naraina',
    body: 'Container Truck',
    payloadKg: 9_000,
    size: [610, 240, 240],
    features: ['covered'],
    driver: 'Deepak Verma (Demo)',
  },
  {
    hub: 'wazirpur',
    body: 'Tata 407',
    payloadKg: 2_500,
    size: [430, 190, 180],
    features: ['covered'],
    driver: 'Arjun Das (Demo)',
  },
  // NCR towns around Delhi, so a booking from Gurugram, Noida, Ghaziabad or Faridabad has a truck in reach too.
  {
    hub: 'udyog_vihar',
    body: 'Tata 407',
    payloadKg: 2_500,
    size: [430, 190, 180],
    features: ['covered'],
    driver: 'Rakesh Chauhan (Demo)',
  },
  {
    hub: 'noida_phase_2',
    body: 'Mini Truck',
    payloadKg: 1_500,
    size: [250, 150, 150],
    features: ['covered'],
    driver: 'Pankaj Gupta (Demo)',
  },
  {
    hub: 'sahibabad',
    body: 'Tata 709',
    payloadKg: 6_000,
    size: [520, 210, 200],
    features: ['covered'],
    driver: 'Salim Ahmed (Demo)',
  },
  {
    hub: 'nit_faridabad',
    body: 'Tata 407',
    payloadKg: 2_500,
    size: [430, 190, 180],
    features: ['covered'],
    driver: 'Harish Bhati (Demo)',
  },
];

/**
 * With DEMO_DATA=true, a first start adds the demo fleet: one partner account (labelled, no usable password)
 * with vehicles online at Delhi's industrial areas, valid demo documents and drivers. It accepts and carries
 * bookings by simulation (drive-demo-fleet.ts), so a newcomer's regular booking goes all the way to Delivered.
 * Runs once: an existing demo fleet is left as it is.
 */
export async function seedDemoFleet(db: Db, storage: FileStorage, now: Date): Promise<boolean> {
  if (await hasDemoPartner(db)) return false;
  await storage.put(DEMO_DOCUMENT_KEY, DEMO_DOCUMENT);
  const sha256 = crypto.createHash('sha256').update(DEMO_DOCUMENT).digest('hex');
  const expiresOn = addDaysToIsoDate(istToday(now), 730);
  await registerUser(
    db,
    {
      email: DEMO_FLEET_EMAIL,
      // Nobody signs in to the demo fleet: the password is random and never stored anywhere else.
      password: crypto.randomBytes(32).toString('base64url'),
      firstName: 'Demo',
      lastName: 'Fleet',
      company: DEMO_FLEET_NAME,
      phone: '9000000000',
      businessType: 'services',
      role: 'partner',
    },
    // Its random password is never used: OWASP's cost, whatever the configuration.
    OWASP_PASSWORD_HASH,
    async (tx, user) => {
      await insertPartner(tx, {
        userId: user.id,
        kind: 'fleet_operator',
        businessName: DEMO_FLEET_NAME,
        isDemo: true,
      });
      for (const [i, spec] of DEMO_VEHICLES.entries()) {
        const hub = INDUSTRIAL_HUBS.find((h) => h.id === spec.hub);
        if (!hub) continue;
        const driver = await insertDriver(tx, {
          partnerId: user.id,
          name: spec.driver,
          phone: `90000000${String(i + 1).padStart(2, '0')}`,
          licenceNumber: `DL04-2015${String(1_000_000 + i).padStart(7, '0')}`,
          licenceExpiresOn: addDaysToIsoDate(istToday(now), 3_650),
        });
        const vehicle = await insertVehicle(tx, {
          partnerId: user.id,
          registrationNumber: registrationNumberSchema.parse(`DL 1L DM ${9001 + i}`),
          bodyType: spec.body,
          payloadKg: spec.payloadKg,
          lengthCm: spec.size[0],
          widthCm: spec.size[1],
          heightCm: spec.size[2],
          features: spec.features,
          permits: ['city'],
          isDemo: true,
          // The labelled demo fleet is approved from the start (issue 33): its RC is verified.
          registrationVerifiedAt: now,
          currentDriverId: driver.id,
          online: true,
          lastLat: hub.lat,
          lastLon: hub.lon,
          lastPositionAt: now,
        });
        // Approved from the start too: the vehicle documents and the driver's licence (issue 33).
        await insertPartnerDocuments(
          tx,
          [
            ...VEHICLE_DOCUMENT_KINDS.map((kind) => ({ vehicleId: vehicle.id, driverId: null, kind })),
            { vehicleId: null, driverId: driver.id, kind: 'licence' },
          ].map(({ vehicleId, driverId, kind }) => ({
            partnerId: user.id,
            vehicleId,
            driverId,
            kind,
            expiresOn,
            fileName: `Demo ${kind.toUpperCase()}.pdf`,
            contentType: 'application/pdf',
            sizeBytes: DEMO_DOCUMENT.length,
            sha256,
            storageKey: DEMO_DOCUMENT_KEY,
            reviewStatus: 'approved',
            reviewedAt: now,
          })),
        );
      }
    },
  );
  return true;
}
