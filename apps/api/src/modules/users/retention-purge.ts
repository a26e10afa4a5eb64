import type { FastifyInstance } from 'fastify';
import { istToday } from '@logisaathi/domain';
import type { Db } from '../../db/client';
import { purgeExpiredTaxRecords } from './retained-tax-records-repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes kept tax records of deleted accounts once their retention has run out: at start and then daily, so a
 * record outlives its legal purpose by at most a day however long the server runs. (Each account deletion also
 * purges.) Every process may run it; the delete is idempotent.
 */
export function scheduleTaxRecordPurge(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  const purge = async () => {
    try {
      const purged = await purgeExpiredTaxRecords(db, istToday(new Date()));
      if (purged > 0) app.log.info({ purged }, 'expired tax records of deleted accounts purged');
    } catch (err) {
      app.log.error({ err }, 'purging expired tax records failed');
    }
  };
  app.addHook('onReady', async () => {
    await purge();
    timer = setInterval(() => void purge(), DAY_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
