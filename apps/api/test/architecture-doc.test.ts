/*
 * ARCHITECTURE.md's statements that a machine can check: every repository path it cites exists, and its module
 * order table is the one the lint enforces (eslint.config.js, API_MODULE_LAYERS). README.md's paths too; build
 * output is left out.
 */
import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_MODULE_LAYERS } from '../../../eslint.config.js';

const ROOT = new URL('../../../', import.meta.url);
const read = (file: string) => readFileSync(new URL(file, ROOT), 'utf8');
const ROOTS = ['apps/', 'packages/', 'bench/', 'e2e/', 'docs/', '.ci/'];

/** Paths in backticks that start at the repository's root; placeholders (<module>, *, {a,b}) are left out. */
function citedPaths(markdown: string): string[] {
  const paths = new Set<string>();
  for (const [, code] of markdown.matchAll(/`([^`\s]+)`/g)) {
    const path = (code ?? '').replace(/[.,:;)]+$/, '').replace(/:\d+$/, '');
    if (!ROOTS.some((root) => path.startsWith(root))) continue;
    if (/[<>*{}]/.test(path)) continue;
    // Build output (apps/web/dist) exists only after a build.
    if (/(^|\/)(dist|node_modules)(\/|$)/.test(path)) continue;
    paths.add(path);
  }
  return [...paths];
}

describe('ARCHITECTURE.md and README.md', () => {
  for (const doc of ['ARCHITECTURE.md', 'README.md']) {
    it(`${doc}: every path it cites exists`, () => {
      const cited = citedPaths(read(doc));
      expect(cited.length).toBeGreaterThan(0);
      expect(cited.filter((path) => !existsSync(new URL(path, ROOT)))).toEqual([]);
    });
  }

  it("the module order table is the lint's", () => {
    const section = read('ARCHITECTURE.md').split('## Module order (API)')[1] ?? '';
    const rows = [...section.matchAll(/^\|\s*(\d+)\s*\|([^|]+)\|/gm)].map(([, layer, modules]) => ({
      layer: Number(layer),
      modules: [...(modules ?? '').matchAll(/`([^`]+)`/g)].map(([, name]) => name).sort(),
    }));
    const fromLint = API_MODULE_LAYERS.map((modules: string[], index: number) => ({
      layer: index + 1,
      modules: [...modules].sort(),
    }));
    expect(rows.sort((a, b) => a.layer - b.layer)).toEqual(fromLint);
  });
});
