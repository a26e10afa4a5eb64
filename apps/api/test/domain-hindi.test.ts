/*
 * Every sentence the domain package writes has its Hindi (issue 17), so the API can answer in Hindi whatever
 * message a schema raises. The domain's source is parsed with the
 * TypeScript compiler and every string that reads as a sentence for people (a capital letter, then words) must
 * translate: an exact entry of the Hindi catalog, or a pattern for one built from numbers or names. This finds a
 * message written inline in a schema as well as one in a MESSAGES table.
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { translateText } from '@logisaathi/domain';
import { HINDI_TEXTS } from '@logisaathi/domain/i18n/hi';

const SRC = path.resolve(import.meta.dirname, '../../../packages/domain/src');
/** Strings that are not for people: thrown programming errors and the like, matched by their start. */
const NOT_FOR_PEOPLE = [/^(Unknown|Invalid|Missing|Unexpected|Cannot|Expected) [a-z]/];
/** Texts built from lists rather than numbers, checked as built (DATA_RIGHTS_TEXT) by the domain's coverage test. */
const CHECKED_AS_BUILT = [/^Kept by law: /];
/** Column names of exported CSV files stay English in every language: accountants' tools read them. */
const CSV_COLUMNS = new Set(['Road km']);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === 'i18n' ? [] : sourceFiles(full);
    return e.name.endsWith('.ts') && !e.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Values a message's `${...}` may hold: a number, a date, a name. */
const SAMPLES = ['200', '2026-01-31', 'Insurance'];

/** A template's text with every `${...}` replaced by one sample, once per sample. */
function sampleTexts(node: ts.TemplateExpression): string[] {
  return SAMPLES.map(
    (sample) => node.head.text + node.templateSpans.map((span) => `${sample}${span.literal.text}`).join(''),
  );
}

/**
 * A text written with its Hindi beside it (`{ en: '…', hi: '…' }`, as the notification templates are) carries its
 * own translation and needs no catalog entry.
 */
function hasHindiBeside(node: ts.Node): boolean {
  const property = node.parent;
  if (!property || !ts.isPropertyAssignment(property) || property.name.getText() !== 'en') return false;
  const object = property.parent;
  return (
    ts.isObjectLiteralExpression(object) &&
    object.properties.some((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'hi')
  );
}

/** Each sentence as its sample texts (one for a plain string). */
function sentencesIn(file: string): string[][] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) return;
    let texts: string[] = [];
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts = [node.text];
    else if (ts.isTemplateExpression(node)) texts = sampleTexts(node);
    const first = texts[0];
    if (
      first !== undefined &&
      /^[A-Z][a-z']*,? [a-z]/.test(first) &&
      !NOT_FOR_PEOPLE.some((p) => p.test(first)) &&
      !CHECKED_AS_BUILT.some((p) => p.test(first)) &&
      !CSV_COLUMNS.has(first) &&
      !hasHindiBeside(node)
    )
      found.push(texts);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('Hindi for every sentence of the domain', () => {
  for (const file of sourceFiles(SRC)) {
    const sentences = sentencesIn(file);
    if (sentences.length === 0) continue;
    it(path.relative(SRC, file), () => {
      const untranslated = sentences.filter((texts) =>
        texts.every((t) => translateText(t, HINDI_TEXTS) === t),
      );
      expect(untranslated.map((texts) => texts[0])).toEqual([]);
    });
  }
});
