/*
 * Issue 32's golden set (golden/cases.ts): every GST case as a tax invoice, credit note, consignment note or
 * e-way bill file, rendered by the product's builders and compared with the stored expected output. PDFs are
 * compared as the text extracted from them (unpdf), so what is checked is what a reader gets, amounts included:
 * each amount is read back from the text in the Indian format, ₹ sign first, with nothing printed over it.
 */
import { readFileSync } from 'node:fs';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { ewbBulkSchema } from '@logisaathi/domain';
import { goldenFile, renderGoldenSet } from './golden/cases';

const validateBulk = new Ajv({ allErrors: true, strict: true }).compile(ewbBulkSchema);
const outputs = await renderGoldenSet();

describe('golden set of tax documents and e-way bill files', () => {
  it('has at least 20 cases', () => {
    expect(outputs.length).toBeGreaterThanOrEqual(20);
  });

  it.each(outputs.map((o) => [o.name, o] as const))('%s is as stored', (_name, o) => {
    expect(o.text).toBe(readFileSync(goldenFile(o), 'utf8').replace(/\n$/, ''));
    for (const amount of o.amounts) expect(o.text).toContain(amount);
    if (o.kind === 'json')
      expect(validateBulk(JSON.parse(o.text)), JSON.stringify(validateBulk.errors)).toBe(true);
    // The overprint of issue 32 read as '567.0θ': every ₹ is followed by a whole Indian-format amount.
    if (o.kind === 'pdf') expect(o.text).not.toMatch(/₹(?!-?\d{1,2}(?:,\d{2})*,?\d{0,3}\.\d{2})/);
  });
});
