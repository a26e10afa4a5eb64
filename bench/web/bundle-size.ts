// Web bench: gzip size of the JavaScript the browser needs for the first paint of /dashboard.
// Run after `npm run build`: npx tsx bench/web/bundle-size.ts
//
// Counted: index.html's entry script, the chunks it links with modulepreload, the dashboard route chunk, and
// every chunk those import statically (transitively), and the English catalogs the route fetches with its chunk. Dynamic imports (other routes, the chat widget, Leaflet)
// are not part of first paint and are left out. Each file is gzipped on its own (level 9, as Vite's build
// report does), because that is how it travels. The chunk graph comes from dist/.vite/manifest.json when the
// build writes one; otherwise from the static import statements of the built chunks themselves.
// Hindi (issue 17): the same page in Hindi also loads the Hindi catalogs of the namespaces it reads (see
// routeNamespaces below), the common one, and the domain's Hindi texts. Those hi-*.js chunks may add at most
// 40 kB gzip.
// Exits 1 when either total is over its budget.

import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { constants, gzipSync } from 'node:zlib';

const DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');
const ROUTE_SOURCE = 'src/app/routes/dashboard.tsx';
const ROUTE_CHUNK_PREFIX = 'dashboard-';
const BUDGET_BYTES = 250_000;
const HINDI_BUDGET_BYTES = 40_000;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

const read = (rel: string) => readFileSync(path.join(DIST, rel), 'utf8');
const gzipBytes = (rel: string) =>
  gzipSync(readFileSync(path.join(DIST, rel)), { level: constants.Z_BEST_COMPRESSION }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

function fromIndexHtml(): { entry: string; preloads: string[]; css: string[] } {
  const html = read('index.html');
  const entry = /<script[^>]*type="module"[^>]*src="\/([^"]+)"/.exec(html)?.[1];
  if (!entry) throw new Error('index.html has no module entry script');
  const preloads = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map(
    (m) => m[1]!,
  );
  const css = [...html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="\/([^"]+)"/g)].map((m) => m[1]!);
  return { entry, preloads, css };
}

/** Static `import ... from "./x.js"`, `import "./x.js"` and `export ... from "./x.js"`; never `import(...)`. */
function staticImportsOf(rel: string): string[] {
  const code = read(rel);
  const dir = path.posix.dirname(rel);
  const found = new Set<string>();
  const pattern =
    /(?:^|[;}\s])(?:import|export)\s*(?:[^'"`()=;]*?\bfrom\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g;
  for (const match of code.matchAll(pattern))
    found.add(path.posix.normalize(path.posix.join(dir, match[1]!)));
  return [...found];
}

function routeChunkFromEntry(entry: string): string {
  const code = read(entry);
  const dir = path.posix.dirname(entry);
  const pattern = new RegExp(`import\\(\\s*["'\`](\\./${ROUTE_CHUNK_PREFIX}[\\w-]+\\.js)["'\`]\\s*\\)`, 'g');
  const hits = [...new Set([...code.matchAll(pattern)].map((m) => path.posix.join(dir, m[1]!)))];
  if (hits.length !== 1)
    throw new Error(`expected one dynamic import of the dashboard chunk, found ${hits.length}`);
  return hits[0]!;
}

function closure(roots: string[], importsOf: (file: string) => string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...roots];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    queue.push(...importsOf(file));
  }
  return seen;
}

function firstPaintFiles(): { files: Set<string>; css: string[]; source: string } {
  const { entry, preloads, css } = fromIndexHtml();
  const manifestPath = path.join(DIST, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
    const byFile = new Map(Object.values(manifest).map((c) => [c.file, c]));
    const keyToFile = (key: string) => manifest[key]?.file;
    const route = manifest[ROUTE_SOURCE];
    if (!route) throw new Error(`${ROUTE_SOURCE} is not in the manifest`);
    const importsOf = (file: string) =>
      (byFile.get(file)?.imports ?? []).map(keyToFile).filter((f): f is string => Boolean(f));
    const files = closure([entry, ...preloads, route.file], importsOf);
    const routeCss = [...files].flatMap((f) => byFile.get(f)?.css ?? []);
    return { files, css: [...new Set([...css, ...routeCss])], source: 'manifest' };
  }
  const files = closure([entry, ...preloads, routeChunkFromEntry(entry)], staticImportsOf);
  return { files, css, source: 'static imports of the built chunks' };
}

if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('apps/web/dist is missing: run `npm run build` first');
  process.exit(2);
}
const { files, css, source } = firstPaintFiles();
/** Catalog chunks by language and namespace: en-<namespace>-<hash>.js, hi-<namespace>-<hash>.js, hi-domain. */
const catalogChunks = (language: 'en' | 'hi') =>
  new Map(
    readdirSync(path.join(DIST, 'assets'))
      .map((f): readonly [string | undefined, string] => [
        new RegExp(`^${language}-([A-Za-z]+)-[\\w-]+\\.js$`).exec(f)?.[1],
        `assets/${f}`,
      ])
      .filter((e): e is readonly [string, string] => e[0] !== undefined),
  );
/**
 * The namespaces /dashboard reads: those its route fetches with its chunk (the `page(() => import(...dashboard...),
 * [...])` call the entry chunk holds), and any named in the other first-paint chunks (a `"places"` literal counts,
 * so the estimate errs on the heavy side).
 */
const entryFile = fromIndexHtml().entry;
const routeNamespaces: string[] =
  /dashboard-[\w-]+\.js["'`]\)(?:,__vite__mapDeps\(\[[\d,]*\]\))?\),\[([^\]]*)\]/
    .exec(read(entryFile))?.[1]
    ?.match(/\w+/g) ?? [];
if (routeNamespaces.length === 0)
  throw new Error("the dashboard route's namespaces were not found in the entry chunk");
const otherFirstPaintCode = [...files]
  .filter((f) => f.endsWith('.js') && f !== entryFile)
  .map(read)
  .join('\n');
const readsNamespace = (ns: string) =>
  routeNamespaces.includes(ns) || new RegExp(`["'\`]${ns}["'\`]`).test(otherFirstPaintCode);
// The route's English catalogs beyond the main bundle's travel with its chunk: part of the first paint.
for (const [ns, file] of catalogChunks('en')) if (routeNamespaces.includes(ns)) files.add(file);
const rows = [...files]
  .filter((f) => f.endsWith('.js'))
  .map((file) => ({ file, raw: readFileSync(path.join(DIST, file)).length, gzip: gzipBytes(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const totalRaw = rows.reduce((sum, r) => sum + r.raw, 0);

console.log(`First paint of /dashboard (chunk graph from ${source})\n`);
for (const r of rows) console.log(`${kb(r.gzip).padStart(10)} gzip ${kb(r.raw).padStart(10)} raw  ${r.file}`);
console.log(
  `${'-'.repeat(60)}\n${kb(total).padStart(10)} gzip ${kb(totalRaw).padStart(10)} raw  JavaScript, ${rows.length} files`,
);
const cssGzip = css.reduce((sum, f) => sum + gzipBytes(f), 0);
console.log(`${kb(cssGzip).padStart(10)} gzip             CSS (not counted): ${css.join(', ')}`);
const isWithinBudget = total <= BUDGET_BYTES;
console.log(`\nBudget ${kb(BUDGET_BYTES)}: ${isWithinBudget ? 'within' : 'OVER'} (${kb(total)})`);

const hindiChunks = catalogChunks('hi');
const hindiFiles = [...hindiChunks]
  .filter(([ns]) => ns === 'domain' || ns === 'common' || readsNamespace(ns))
  .map(([, file]) => ({ file, gzip: gzipBytes(file) }))
  .sort((a, b) => b.gzip - a.gzip);
const hindi = hindiFiles.reduce((sum, r) => sum + r.gzip, 0);
console.log('\nThe same page in Hindi adds\n');
for (const r of hindiFiles) console.log(`${kb(r.gzip).padStart(10)} gzip  ${r.file}`);
const isHindiWithinBudget = hindi <= HINDI_BUDGET_BYTES;
console.log(
  `${'-'.repeat(60)}\n${kb(hindi).padStart(10)} gzip  Hindi catalogs, ${hindiFiles.length} files\n\nHindi budget ${kb(HINDI_BUDGET_BYTES)}: ${isHindiWithinBudget ? 'within' : 'OVER'} (${kb(hindi)})`,
);
process.exit(isWithinBudget && isHindiWithinBudget ? 0 : 1);
