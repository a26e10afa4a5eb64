/*
 * npm run backup [-- --out FILE]: one file with the embedded database and the uploads of DATA_DIR.
 * Stop the server first; the backup refuses to run while it has the data folder open.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { opsSettingsFromEnv } from '../config';
import { DataDirInUseError } from '../db/data-dir-lock';
import { createBackup } from './create-backup';

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } }, allowPositionals: false });
  const { dataDir, usesPostgres, invokedFrom } = opsSettingsFromEnv();
  if (usesPostgres) {
    console.error(
      'DATABASE_URL is set: back up PostgreSQL with pg_dump and copy DATA_DIR/uploads (see README, "Backup and restore").',
    );
    process.exit(2);
  }
  const now = new Date();
  const stamp = now.toISOString().replace(/[-:]/g, '').replace(/\..+/, '').replace('T', '-');
  const outFile = path.resolve(invokedFrom, values.out ?? `logisaathi-backup-${stamp}.tar.gz`);
  const manifest = await createBackup(dataDir, outFile, now);
  const bytes = manifest.files.reduce((sum, f) => sum + f.sizeBytes, 0);
  console.log(
    `Backed up ${dataDir} to ${outFile}: ${manifest.files.length} files, ${bytes} bytes before compression.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof DataDirInUseError || err instanceof Error ? err.message : err);
  process.exit(1);
});
