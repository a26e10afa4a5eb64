import { formatPaise, type InvoiceDocument, type MonthlyStatement } from '@logisaathi/domain';
import { supplierBlock } from './invoice-pdf';
import type { PdfLanguage } from './pdf-labels';
import { PdfWriter } from './pdf-writer';

/** Column x offsets (points from the left margin) and widths of the statement's table. */
const COLUMNS = [
  { x: 0, width: 62 },
  { x: 64, width: 150 },
  { x: 216, width: 80 },
  { x: 298, width: 72, align: 'right' as const },
  { x: 372, width: 72, align: 'right' as const },
  { x: 446, width: 69, align: 'right' as const },
];

function row(w: PdfWriter, cells: string[], bold = false) {
  const { doc } = w;
  const left = doc.page.margins.left;
  if (doc.y > doc.page.height - doc.page.margins.bottom - 30) doc.addPage();
  const y = doc.y;
  let bottom = y;
  cells.forEach((cell, i) => {
    const col = COLUMNS[i];
    if (!col) return;
    // Amounts (right-aligned) are one line each, placed run by run; texts may wrap in their column.
    if (col.align === 'right')
      w.line(cell, { x: left + col.x, y, width: col.width, align: 'right', bold, size: 8 });
    else w.text(cell, { x: left + col.x, y, width: col.width, bold, size: 8 });
    bottom = Math.max(bottom, doc.y);
  });
  doc.y = bottom + 2;
  doc.x = left;
}

/** The statement of account of a month, as the screen and the CSV show it. */
export async function buildStatementPdf(
  s: MonthlyStatement,
  supplier: InvoiceDocument['supplier'],
  sample: boolean,
  lang: PdfLanguage,
): Promise<Buffer> {
  const l = lang.labels;
  const w = new PdfWriter(l.statementTitle(s.month));
  supplierBlock(w, lang, supplier, sample);
  w.rule();
  w.text(l.statement, { bold: true, size: 15 });
  w.field(l.month, s.month);
  w.field(l.business, s.business.name);
  w.field(l.gstin, s.business.gstin ?? l.unregistered);
  w.rule();
  row(w, [l.date, l.document, l.reference, l.debit, l.credit, l.balance], true);
  row(w, [`${s.month}-01`, l.openingBalance, '', '', '', formatPaise(s.openingBalancePaise)]);
  for (const line of s.lines) {
    row(w, [
      line.date,
      `${l.lineKind[line.kind] ?? line.kind} ${line.number}`,
      line.reference,
      line.debitPaise ? formatPaise(line.debitPaise) : '',
      line.creditPaise ? formatPaise(line.creditPaise) : '',
      formatPaise(line.balancePaise),
    ]);
  }
  if (s.lines.length === 0) w.text(l.noEntries, { color: '#444' });
  row(
    w,
    [
      '',
      l.closingBalance,
      '',
      formatPaise(s.totals.invoicedPaise),
      formatPaise(s.totals.creditedPaise + s.totals.paidPaise),
      formatPaise(s.closingBalancePaise),
    ],
    true,
  );
  w.doc.moveDown(0.6);
  w.text(l.statementNote, { color: '#444' });
  return w.finish();
}
