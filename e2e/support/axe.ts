import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface AxeOptions {
  /** CSS selector of the part to check; 'main' (the default) falls back to the body; 'document' is the whole page. */
  within?: string;
  /** Which rules: WCAG 2 A and AA (the default), every rule axe has, or the named rules. */
  rules?: 'wcag2' | 'all' | readonly string[];
}

/** The ids of axe's violations on the page, as the browser runs axe-core itself. */
export async function axeViolations(page: Page, options: AxeOptions = {}): Promise<string[]> {
  const { within = 'main', rules = 'wcag2' } = options;
  // Once per document: a page the app navigated to within the same document keeps it.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  return page.evaluate(
    async ({ within, rules }) => {
      const axe = (
        window as unknown as {
          axe: { run(ctx: unknown, opts: unknown): Promise<{ violations: Array<{ id: string }> }> };
        }
      ).axe;
      const context =
        within === 'document'
          ? document
          : (document.querySelector(within) ?? (within === 'main' ? document.body : null));
      if (!context) throw new Error(`axe: nothing matches ${within}`);
      const runOnly =
        rules === 'all'
          ? undefined
          : rules === 'wcag2'
            ? { type: 'tag', values: ['wcag2a', 'wcag2aa'] }
            : { type: 'rule', values: rules };
      const result = await axe.run(context, runOnly ? { runOnly } : {});
      return result.violations.map((v) => v.id);
    },
    { within, rules },
  );
}
