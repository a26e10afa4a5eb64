import type { FastifyBaseLogger } from 'fastify';
import { istToday } from '@logisaathi/domain';
import type { Infrastructure } from './lib/infrastructure';
import type { NotificationWorker } from './modules/notifications/outbox-worker';
import { purgeExpiredTaxDocuments } from './modules/billing/purge-tax-documents';
import { checkEwbExpiry } from './modules/eway-bills/check-ewb-expiry';
import { checkDocumentExpiry } from './modules/partners/check-document-expiry';
import { purgeExpiredTaxRecords } from './modules/users/retained-tax-records-repository';

const DAY_MS = 24 * 3_600_000;

/**
 * Scheduled work that is not dispatch, on the job engine (issue 34): on PostgreSQL each runs once per interval
 * across all API processes (pg-boss), on PGlite in this process. Dispatch's periodic jobs (sweep, batch rounds,
 * the demo fleet) are put on the engine by partner-dispatch.ts, the notification sweep by its worker.
 */
export async function startScheduledWork(
  ctx: Pick<Infrastructure, 'config' | 'db' | 'jobs'> & { notifications: Pick<NotificationWorker, 'start'> },
  log: FastifyBaseLogger,
): Promise<void> {
  const { jobs, db, config } = ctx;
  await jobs.every('partners.document-expiry', config.partners.expiryCheckIntervalMs, () =>
    checkDocumentExpiry(db, new Date()),
  );
  // E-way bills about to run out while their goods are on the road (issue 16), on the same beat.
  await jobs.every('eway-bills.expiry', config.partners.expiryCheckIntervalMs, () =>
    checkEwbExpiry(db, new Date()),
  );
  // Kept records and tax documents of deleted accounts, once their retention has run out: daily.
  await jobs.every('users.tax-record-purge', DAY_MS, async () => {
    const purged = await purgeExpiredTaxRecords(db, istToday(new Date()));
    if (purged > 0) log.info({ purged }, 'expired tax records of deleted accounts purged');
  });
  await jobs.every('billing.tax-document-purge', DAY_MS, async () => {
    const purged = await purgeExpiredTaxDocuments(db, istToday(new Date()));
    if (purged.invoices + purged.consignmentNotes > 0)
      log.info(purged, 'tax documents of deleted accounts purged after their retention');
  });
  await ctx.notifications.start();
  await jobs.start();
}
