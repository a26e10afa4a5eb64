/*
 * npm run restore FILE [-- --force]: brings a backup made by `npm run backup` back into DATA_DIR. Refuses a
 * DATA_DIR that holds anything unless --force, and refuses while the server has it open.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { opsSettingsFromEnv } from '../config';
import { restoreBackup } from './restore-backup';

async function main() {
  const { values, positionals } = parseArgs({
    options: { force: { type: 'boolean', default: false } },
    allowPositionals: true,
  });
  const [file] = positionals;
  if (!file || positionals.length > 1) {
    console.error('Usage: npm run restore FILE [-- --force]   (restores into DATA_DIR, default ./data)');
    process.exit(2);
  }
  const { dataDir, invokedFrom } = opsSettingsFromEnv();
  const backupFile = path.resolve(invokedFrom, file);
  const manifest = await restoreBackup(backupFile, dataDir, { force: values.force });
  console.log(
    `Restored ${manifest.files.length} files from the backup of ${manifest.createdAt} into ${dataDir}; every checksum matched.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
