/*
 * `npm run build -w @logisaathi/api`: bundles each entry of entry-files.ts (the server, its supervisor, the
 * operator script, the worker threads) with the workspace packages into one ES module per entry in dist/. npm
 * packages stay outside the bundles and load from node_modules as usual. A bundle starts in about 60 % of the CPU
 * time of the same sources under tsx (no TypeScript loader thread; one file to read instead of hundreds).
 */
import fs from 'node:fs';
import path from 'node:path';
import { build } from 'esbuild';
import { API_DIR, DIST_DIR, ENTRY_SOURCES } from './src/entry-files';

/**
 * Writes the bundles. Each file goes in under a temporary name and is renamed into place, so a process starting
 * from dist/ meanwhile, or a second build at the same time (two test projects' setups), never reads half a file.
 */
export async function buildApi(): Promise<void> {
  const result = await build({
    entryPoints: Object.entries(ENTRY_SOURCES).map(([name, source]) => ({
      in: path.join(API_DIR, 'src', source),
      out: name,
    })),
    outdir: DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
    write: false,
    plugins: [
      {
        // Only the workspace's own TypeScript packages go into the bundles.
        name: 'npm-packages-external',
        setup(on) {
          on.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@logisaathi/') ? undefined : { external: true },
          );
        },
      },
    ],
  });
  fs.mkdirSync(DIST_DIR, { recursive: true });
  for (const file of result.outputFiles) {
    const tmp = `${file.path}.${process.pid}.tmp`;
    fs.writeFileSync(tmp, file.contents);
    fs.renameSync(tmp, file.path);
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) await buildApi();
