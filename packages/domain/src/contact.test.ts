import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { chatMessageSchema, contactFormSchema, isSendableChatMessage, trackByIdSchema } from './contact';

function errorsOf(schema: z.ZodType, value: unknown): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? [])
    out[issue.path.join('.')] ??= issue.message;
  return out;
}

describe('contactFormSchema', () => {
  const form = { name: 'Asha Verma', email: 'Asha@Example.in', subject: 'demo', message: 'Please call me.' };
  it('accepts a message without company and lower-cases the email', () => {
    expect(contactFormSchema.parse(form)).toEqual({ ...form, email: 'asha@example.in', company: undefined });
  });

  it.each<[string, Record<string, unknown>, Record<string, string>]>([
    ['with company', { company: 'Verma Traders' }, {}],
    ['no name', { name: '' }, { name: 'Name is required' }],
    ['short name', { name: 'A' }, { name: 'Name must be at least 2 characters' }],
    ['no email', { email: '' }, { email: 'Email is required' }],
    ['bad email', { email: 'asha@example' }, { email: 'Email is invalid' }],
    ['no subject', { subject: '' }, { subject: 'Please select a subject' }],
    ['unknown subject', { subject: 'jobs' }, { subject: 'Please select a subject' }],
    ['blank message', { message: '   ' }, { message: 'Message is required' }],
    ['long message', { message: 'x'.repeat(2001) }, { message: 'Message must be at most 2000 characters' }],
  ])('%s', (_label, patch, expected) => {
    expect(errorsOf(contactFormSchema, { ...form, ...patch })).toEqual(expected);
  });
});

describe('trackByIdSchema', () => {
  it.each([
    ['', { shipmentId: 'Please enter a shipment ID' }],
    ['   ', { shipmentId: 'Please enter a shipment ID' }],
    [undefined, { shipmentId: 'Please enter a shipment ID' }],
    [' ls234567 ', {}],
  ])('%j -> %o', (shipmentId, expected) => {
    expect(errorsOf(trackByIdSchema, { shipmentId })).toEqual(expected);
  });

  it('normalises the id', () => {
    expect(trackByIdSchema.parse({ shipmentId: ' ls234567 ' })).toEqual({ shipmentId: 'LS234567' });
  });
});

describe('chat messages', () => {
  it.each([
    ['', false],
    ['   \n\t', false],
    ['namaste', true],
    ['x'.repeat(1000), true],
    ['x'.repeat(1001), false],
    [`  ${'x'.repeat(1000)}  `, true],
  ])('%j sendable=%s', (text, expected) => {
    expect(isSendableChatMessage(text)).toBe(expected);
  });

  it('sends the trimmed text', () => {
    expect(chatMessageSchema.parse('  delivery kab tak?  ')).toBe('delivery kab tak?');
  });
});
