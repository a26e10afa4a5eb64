// Build steps for the first screen on a slow phone (mobile Lighthouse: bench/web/lighthouse.ts).
import fs from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compile, optimize } from '@tailwindcss/node';
import type { Plugin } from 'vite';

/** Every class that index.html's own markup uses (the splash, body, the no-script note). */
function htmlClassCandidates(html: string): string[] {
  const classes = [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/));
  return [...new Set(classes.filter(Boolean))];
}

/**
 * The splash paints with the document: src/splash.css, reduced to the utilities index.html uses, goes inline
 * into the head (a few kB), and the app's stylesheet moves into the body right before #root. Chromium renders
 * what comes before an in-body stylesheet without waiting for it, and scripts still wait for it, so the app
 * never renders unstyled. Dev and build get the same page.
 */
export function inlineSplashCss(): Plugin {
  const source = path.resolve(import.meta.dirname, 'src/splash.css');
  return {
    name: 'logisaathi:inline-splash-css',
    transformIndexHtml: {
      order: 'post',
      async handler(html, ctx) {
        const compiler = await compile(await fs.readFile(source, 'utf8'), {
          base: path.dirname(source),
          onDependency: (file) => ctx.server?.watcher.add(file),
        });
        const css = optimize(compiler.build(htmlClassCandidates(html)), { minify: true }).code.trim();
        let page = html.replace('</head>', `  <style>${css}</style>\n  </head>`);
        const appStyles: string[] = [];
        const head = page.slice(0, page.indexOf('</head>'));
        for (const link of head.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
          appStyles.push(link);
          page = page.replace(new RegExp(`\\s*${link.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}`), '');
        }
        if (appStyles.length === 0) return page;
        if (!page.includes('<div id="root">')) throw new Error('index.html has no <div id="root">');
        return page.replace('<div id="root">', `${appStyles.join('\n    ')}\n    <div id="root">`);
      },
    },
  };
}

/**
 * The app's scripts are fetched at low priority: the first screen is the splash, painted from the document alone,
 * and it stays at least 2 s (spec section 1), time enough for the scripts that replace it. At their default
 * (high) priority they compete with that first paint, and a slow phone's first paint waited for them whenever
 * they arrived before it (mobile Lighthouse's first contentful paint went from about 0.8 s to 2.1 s on such runs).
 */
export function lowPriorityScripts(): Plugin {
  return {
    name: 'logisaathi:low-priority-scripts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler: (html) =>
        html.replace(
          /<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g,
          '<$1 fetchpriority="low"',
        ),
    },
  };
}

const COMPRESSIBLE = /\.(js|css|html|svg|webmanifest|json|txt)$/;
/** Smaller files are not worth an encoding (the same floor as the server's on-the-fly compression). */
const MIN_BYTES = 1024;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath, e.name));
}

/**
 * Writes `.br` (best quality) and `.gz` next to every text file of the build, for the server to send as they
 * are (@fastify/static `preCompressed`): smaller than on-the-fly compression and no CPU per request.
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'logisaathi:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const files = (await filesUnder(outDir)).filter((f) => COMPRESSIBLE.test(f));
      await Promise.all(
        files.map(async (file) => {
          const content = await fs.readFile(file);
          if (content.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(content, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
              },
            }),
            gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}
