import crypto from 'node:crypto';
import { vehicleInputSchema } from '@logisaathi/domain';
import { hashPassword } from '../src/modules/auth/register-user';
import { issueSession } from '../src/modules/auth/sessions';
import { PARTNER_BUSINESS_TYPE } from '../src/modules/partners/register-partner';
import { vehicleColumns } from '../src/modules/partners/save-vehicle';
import { setAvailability } from '../src/modules/partners/set-availability';
import { partnerDocuments, partnerDrivers, partners, partnerVehicles } from '../src/modules/partners/tables';
import { users } from '../src/modules/users/tables';
import type { TestApp, TestUser } from './helper';
import { inDays, PDF, vehicleBody } from './partner-support';

let counter = 0;

/**
 * Fleet partners each with one vehicle ready for jobs at `spots[i]`: the rows readyVehicle (partner-support.ts)
 * makes through ten requests per partner (sign-up, vehicle, four documents, a driver and its licence, pairing, online,
 * a fresh position), written in one transaction with one password hash, then put online. For files whose subject is what
 * happens after onboarding (dispatch); onboarding itself is tested over HTTP in partners*.test.ts. The tokens
 * come from the app's own session code, so the partners call the API as if they had signed up. The document
 * files themselves are not stored: nothing here downloads them.
 */
export async function seedReadyPartners(
  t: TestApp,
  spots: Array<{ lat: number; lon: number }>,
): Promise<TestUser[]> {
  const password = 'secret123';
  const passwordHash = await hashPassword(password, t.config.passwordHash);
  const sha256 = crypto.createHash('sha256').update(PDF).digest('hex');
  const now = new Date();
  const seeded = await t.database.db.transaction(async (tx) => {
    const accounts = spots.map(() => {
      counter += 1;
      return { email: `seeded${counter}.${crypto.randomBytes(4).toString('hex')}@example.in` };
    });
    const inserted = await tx
      .insert(users)
      .values(
        accounts.map(({ email }) => ({
          email,
          passwordHash,
          firstName: 'Suresh',
          lastName: 'Yadav',
          company: 'Yadav Roadways',
          phone: '9812345678',
          businessType: PARTNER_BUSINESS_TYPE,
          role: 'partner',
          language: 'en',
          lastLogin: now,
        })),
      )
      .returning();
    // Matched by key, not by position: RETURNING's row order is not a promise.
    const userRows = accounts.map(({ email }) => inserted.find((u) => u.email === email)!);
    await tx
      .insert(partners)
      .values(
        userRows.map((u) => ({ userId: u.id, kind: 'fleet_operator', businessName: 'Yadav Roadways' })),
      );
    const driverRows = await tx
      .insert(partnerDrivers)
      .values(
        userRows.map((u) => ({
          partnerId: u.id,
          name: 'Ramesh Kumar',
          phone: '9899001122',
          licenceNumber: 'DL-0420110149646',
          licenceExpiresOn: inDays(400),
        })),
      )
      .returning();
    const driverOf = new Map(driverRows.map((d) => [d.partnerId, d.id]));
    const vehicles = await tx
      .insert(partnerVehicles)
      .values(
        userRows.map((u, i) => {
          const input = vehicleInputSchema.parse(vehicleBody());
          return {
            partnerId: u.id,
            ...vehicleColumns(input),
            currentDriverId: driverOf.get(u.id)!,
            lastLat: spots[i]!.lat,
            lastLon: spots[i]!.lon,
            lastPositionAt: now,
          };
        }),
      )
      .returning();
    await tx.insert(partnerDocuments).values(
      vehicles.flatMap((v) =>
        [
          ...['rc', 'insurance', 'puc', 'permit'].map((kind) => ({ vehicleId: v.id, driverId: null, kind })),
          { vehicleId: null, driverId: v.currentDriverId, kind: 'licence' },
        ].map(({ vehicleId, driverId, kind }) => ({
          partnerId: v.partnerId,
          vehicleId,
          driverId,
          kind,
          expiresOn: inDays(300),
          // Seeded as an operator would leave them: approved (issue 33).
          reviewStatus: 'approved',
          fileName: `${kind}.pdf`,
          contentType: 'application/pdf',
          sizeBytes: PDF.length,
          sha256,
          storageKey: `partner-documents/${v.partnerId}/${crypto.randomUUID()}.pdf`,
        })),
      ),
    );
    const out: TestUser[] = [];
    for (const [i, user] of userRows.entries()) {
      const { tokens } = await issueSession(t.app, tx, user, t.config.refreshTokenTtlDays);
      out.push({
        ...tokens,
        email: accounts[i]!.email,
        password,
        id: user.id,
        auth: { authorization: `Bearer ${tokens.token}` },
      });
    }
    return { out, vehicles };
  });
  // Online through the app's own use-case (PUT .../availability calls only this): it refuses a vehicle whose
  // documents or driver's licence would not let it take jobs, so a seed that drifts from 'ready' fails here.
  for (const v of seeded.vehicles) await setAvailability(t.database.db, v.partnerId, v.id, true, now);
  return seeded.out;
}
