/*
 * npm run restore FILE [-- --force]: brings a backup made by `npm run backup` back into DATA_DIR. Refuses a
 * DATA_DIR that holds anything unless --force, and refuses while the server has it open.
 */
import { parseArgs } from 'node:util';
import { dataDirFromEnv } from '../config';
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
  const dataDir = dataDirFromEnv();
  const manifest = await restoreBackup(file, dataDir, { force: values.force });
  console.log(
    `Restored ${manifest.files.length} files from the backup of ${manifest.createdAt} into ${dataDir}; every checksum matched.`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
