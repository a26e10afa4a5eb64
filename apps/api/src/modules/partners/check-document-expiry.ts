import {
  addDaysToIsoDate,
  EXPIRY_ALERT_DAYS,
  EXPIRY_ALERT_STAGES,
  expiryAlertMessage,
  expiryAlertStage,
  formatRegistrationNumber,
  istToday,
  PARTNER_DOCUMENT_LABELS,
  type ExpiryAlertStage,
  type PartnerDocumentKind,
} from '@logisaathi/domain';
import { and, eq, inArray, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { partnerDocuments, partnerDrivers, partnerVehicles } from './tables';
import type { ApiText } from '../../lib/texts';
import { raiseAlert } from '../alerts/raise-alert';
import { notifyUser } from '../notifications/notify';

/** The partner's message of an expiry stage (issue 34), in the alert's transaction. */
function notifyDocumentExpiring(
  tx: DbOrTx,
  partnerId: string,
  document: string,
  expiresOn: string,
  now: Date,
) {
  const days = Math.max(0, Math.round((Date.parse(expiresOn) - Date.parse(istToday(now))) / 86_400_000));
  return notifyUser(tx, {
    userId: partnerId,
    event: 'document-expiring',
    variables: { document, expiresOn, days },
  });
}

/** Stages before `stage`: a row still at one of these (or none) is due. */
const earlier = (stage: ExpiryAlertStage) => EXPIRY_ALERT_STAGES.slice(0, EXPIRY_ALERT_STAGES.indexOf(stage));

const alertFor = (stage: ExpiryAlertStage, message: ApiText) => ({
  type: stage === 'expired' ? ('error' as const) : ('warning' as const),
  title: stage === 'expired' ? 'Document Expired' : 'Document Expiring',
  message,
  status: 'active' as const,
  priority: stage === 'days15' ? ('medium' as const) : ('high' as const),
});

/**
 * Alerts partners 15 days and 1 day before a document or licence expires, and when it has expired. Each stage
 * is sent once: the row's stage is claimed by a conditional UPDATE in the same transaction as the alert, so
 * runs in parallel processes (or a run repeated after a crash) never send it twice. Only the latest upload of
 * each kind counts: a renewed insurance does not alert about the copy it replaced.
 */
export async function checkDocumentExpiry(db: Db, now: Date): Promise<number> {
  const horizon = addDaysToIsoDate(istToday(now), EXPIRY_ALERT_DAYS[0]);
  let sent = 0;

  const documents = await db
    .select({ doc: partnerDocuments, registration: partnerVehicles.registrationNumber })
    .from(partnerDocuments)
    .innerJoin(partnerVehicles, eq(partnerVehicles.id, partnerDocuments.vehicleId))
    .where(and(lte(partnerDocuments.expiresOn, horizon), isNotNull(partnerDocuments.vehicleId)));
  if (documents.length > 0) {
    const latest = await db
      .select({
        vehicleId: partnerDocuments.vehicleId,
        kind: partnerDocuments.kind,
        expiresOn: partnerDocuments.expiresOn,
      })
      .from(partnerDocuments)
      .where(inArray(partnerDocuments.vehicleId, [...new Set(documents.map((d) => d.doc.vehicleId ?? ''))]));
    for (const { doc, registration } of documents) {
      const newer = latest.some(
        (l) => l.vehicleId === doc.vehicleId && l.kind === doc.kind && l.expiresOn > doc.expiresOn,
      );
      const stage = expiryAlertStage(doc.expiresOn, now);
      if (newer || !stage) continue;
      const label = PARTNER_DOCUMENT_LABELS[doc.kind as PartnerDocumentKind] ?? doc.kind;
      const claimed = await db.transaction(async (tx) => {
        const rows = await tx
          .update(partnerDocuments)
          .set({ alertStage: stage })
          .where(
            and(
              eq(partnerDocuments.id, doc.id),
              or(isNull(partnerDocuments.alertStage), inArray(partnerDocuments.alertStage, earlier(stage))),
            ),
          )
          .returning({ id: partnerDocuments.id });
        if (rows.length === 0) return false;
        const message = expiryAlertMessage(
          stage,
          label,
          formatRegistrationNumber(registration),
          doc.expiresOn,
        );
        await raiseAlert(tx, doc.partnerId, alertFor(stage, message));
        await notifyDocumentExpiring(tx, doc.partnerId, label, doc.expiresOn, now);
        return true;
      });
      if (claimed) sent += 1;
    }
  }

  const drivers = await db
    .select()
    .from(partnerDrivers)
    .where(and(isNotNull(partnerDrivers.licenceExpiresOn), lte(partnerDrivers.licenceExpiresOn, horizon)));
  for (const driver of drivers) {
    const stage = driver.licenceExpiresOn ? expiryAlertStage(driver.licenceExpiresOn, now) : null;
    if (!stage || !driver.licenceExpiresOn) continue;
    const expiresOn = driver.licenceExpiresOn;
    const claimed = await db.transaction(async (tx) => {
      const rows = await tx
        .update(partnerDrivers)
        .set({ licenceAlertStage: stage })
        .where(
          and(
            eq(partnerDrivers.id, driver.id),
            or(
              isNull(partnerDrivers.licenceAlertStage),
              inArray(partnerDrivers.licenceAlertStage, earlier(stage)),
            ),
          ),
        )
        .returning({ id: partnerDrivers.id });
      if (rows.length === 0) return false;
      await raiseAlert(
        tx,
        driver.partnerId,
        alertFor(stage, expiryAlertMessage(stage, 'Driving licence', driver.name, expiresOn)),
      );
      await notifyDocumentExpiring(tx, driver.partnerId, 'Driving licence', expiresOn, now);
      return true;
    });
    if (claimed) sent += 1;
  }
  return sent;
}
