/*
 * A small layer over pdfkit for the tax documents: Noto Sans Devanagari (bundled through the npm package
 * @fontsource/noto-sans-devanagari, SIL OFL 1.1) so Hindi names and the rupee sign print. The package ships the
 * font split by script (a Latin file and a Devanagari file), so every text is cut into runs by which file has
 * the character, and the runs are written one after another on the same line (pdfkit `continued`). fontkit, under
 * pdfkit, shapes the Devanagari runs (conjuncts, vowel signs).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { woffToSfnt } from './woff-to-sfnt';

const require = createRequire(import.meta.url);
/** A font of the package, unwrapped from its WOFF once (woff-to-sfnt.ts: why). */
const fontFile = (subset: 'latin' | 'devanagari', weight: 400 | 700) =>
  woffToSfnt(
    readFileSync(
      require.resolve(
        `@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-${subset}-${weight}-normal.woff`,
      ),
    ),
  );

const FONTS = {
  latin: fontFile('latin', 400),
  latinBold: fontFile('latin', 700),
  devanagari: fontFile('devanagari', 400),
  devanagariBold: fontFile('devanagari', 700),
};

/** The code points in the Devanagari file, from the package's own unicode-range table ('U+0900-097F,...'). */
const DEVANAGARI_RANGES: Array<[number, number]> = (
  require('@fontsource/noto-sans-devanagari/unicode.json') as Record<string, string>
)
  .devanagari!.split(',')
  .map((range) => {
    const [from, to] = range.replace(/U\+/g, '').split('-');
    const start = parseInt(from ?? '0', 16);
    return [start, to ? parseInt(to, 16) : start];
  });

function isDevanagariRun(codePoint: number): boolean {
  return DEVANAGARI_RANGES.some(([from, to]) => codePoint >= from && codePoint <= to);
}

/** Text cut into runs of one font file each; spaces and joiners stay with the run they are in. */
export function scriptRuns(text: string): Array<{ text: string; devanagari: boolean }> {
  const runs: Array<{ text: string; devanagari: boolean }> = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    const neutral = ch === ' ' || cp === 0x200c || cp === 0x200d;
    const last = runs.at(-1);
    const devanagari = neutral && last ? last.devanagari : isDevanagariRun(cp);
    if (last && last.devanagari === devanagari) last.text += ch;
    else runs.push({ text: ch, devanagari });
  }
  return runs;
}

export interface TextOptions {
  bold?: boolean;
  size?: number;
  color?: string;
  align?: 'left' | 'right' | 'center';
  width?: number;
  x?: number;
  y?: number;
}

export class PdfWriter {
  readonly doc: PDFKit.PDFDocument;
  private readonly done: Promise<Buffer>;

  constructor(title: string) {
    this.doc = new PDFDocument({ size: 'A4', margin: 40, info: { Title: title, Author: 'LogiSaathi' } });
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.doc.registerFont('latin', FONTS.latin);
    this.doc.registerFont('latinBold', FONTS.latinBold);
    this.doc.registerFont('devanagari', FONTS.devanagari);
    this.doc.registerFont('devanagariBold', FONTS.devanagariBold);
  }

  /** One paragraph, mixed scripts allowed; `continued` leaves the line open for the next text. */
  text(value: string, options: TextOptions & { continued?: boolean } = {}): this {
    const { doc } = this;
    const runs = scriptRuns(value.length > 0 ? value : ' ');
    doc.fontSize(options.size ?? 9).fillColor(options.color ?? '#000');
    runs.forEach((run, i) => {
      const font = run.devanagari ? 'devanagari' : 'latin';
      doc.font(options.bold ? `${font}Bold` : font);
      const continued = i < runs.length - 1 || (options.continued ?? false);
      const layout = {
        continued,
        align: options.align ?? 'left',
        ...(options.width ? { width: options.width } : {}),
      };
      if (i === 0 && options.x !== undefined) doc.text(run.text, options.x, options.y ?? doc.y, layout);
      else doc.text(run.text, layout);
    });
    return this;
  }

  /**
   * One line of text in a box of `width` at (x, y), aligned left, right or centre, never wrapped. Each script
   * run is measured in its own font and placed at its own x, so a run in one font file (the ₹ sign, in the
   * Devanagari file) and the next in another (the digits) sit side by side: pdfkit's `continued` aligns every
   * run on its own within the box, which put '₹' over the last digit of right-aligned amounts ('567.0θ').
   * Text wider than the box is shrunk to fit. Leaves doc.y below the line.
   */
  line(value: string, options: TextOptions & { x: number; y: number; width: number }): this {
    const { doc } = this;
    const size = options.size ?? 9;
    const runs = scriptRuns(value.length > 0 ? value : ' ');
    const fontOf = (devanagari: boolean) =>
      `${devanagari ? 'devanagari' : 'latin'}${options.bold ? 'Bold' : ''}`;
    const measure = (fontSize: number) =>
      runs.map((run) => doc.font(fontOf(run.devanagari)).fontSize(fontSize).widthOfString(run.text));
    let fontSize = size;
    let widths = measure(fontSize);
    let total = widths.reduce((a, b) => a + b, 0);
    if (total > options.width) {
      fontSize = (size * options.width) / total;
      widths = measure(fontSize);
      total = widths.reduce((a, b) => a + b, 0);
    }
    const align = options.align ?? 'left';
    let x =
      options.x +
      (align === 'right' ? options.width - total : align === 'center' ? (options.width - total) / 2 : 0);
    doc.fillColor(options.color ?? '#000');
    runs.forEach((run, i) => {
      doc.font(fontOf(run.devanagari)).fontSize(fontSize);
      doc.text(run.text, x, options.y, { lineBreak: false });
      x += widths[i] ?? 0;
    });
    doc.x = doc.page.margins.left;
    doc.y = options.y + doc.currentLineHeight(true);
    return this;
  }

  /** 'Label: value' on one paragraph (either may be Devanagari). */
  field(label: string, value: string, size = 9): this {
    this.text(`${label}: `, { bold: true, size, continued: true });
    return this.text(value, { size });
  }

  heading(value: string, size = 11): this {
    this.doc.moveDown(0.6);
    this.text(value, { bold: true, size });
    this.doc.moveDown(0.2);
    return this;
  }

  rule(): this {
    const { doc } = this;
    const y = doc.y + 4;
    doc
      .moveTo(doc.page.margins.left, y)
      .lineTo(doc.page.width - doc.page.margins.right, y)
      .strokeColor('#999')
      .stroke();
    doc.y = y + 6;
    doc.x = doc.page.margins.left;
    return this;
  }

  /** Rows of [label, amount] with the amounts right-aligned in one column. */
  amounts(rows: Array<[string, string, { bold?: boolean }?]>): this {
    const { doc } = this;
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;
    for (const [label, amount, style] of rows) {
      const y = doc.y;
      this.text(label, { x: left, y, width: width - 140, bold: style?.bold ?? false });
      const after = doc.y;
      this.line(amount, { x: left + width - 140, y, width: 140, align: 'right', bold: style?.bold ?? false });
      doc.y = Math.max(after, doc.y);
      doc.x = left;
    }
    return this;
  }

  async finish(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}
