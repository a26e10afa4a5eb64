import type { Infrastructure } from './lib/infrastructure';
import { seedDemoTrucks } from './modules/shared-trucks/demo/seed-demo';
import { seedDemoWarehouses } from './modules/warehouses/seed-demo';
import { seedDemoFleet } from './modules/demo-fleet/seed-demo-fleet';
import { createLocalFileStorage } from './lib/file-storage';

/** First start on an empty database: labelled demo supply so a new business sees how the marketplace works. */
export async function loadDemoData(ctx: Pick<Infrastructure, 'config' | 'db' | 'geo'>): Promise<void> {
  await seedDemoWarehouses(ctx);
  await seedDemoTrucks(ctx);
  await seedDemoFleet(ctx.db, createLocalFileStorage(ctx.config.uploadsDir), new Date());
}
