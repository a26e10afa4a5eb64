import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { istDateString, MONTH_PATTERN, STATEMENT_LABELS } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { downloadStatementFile, useMonthlyStatement } from '../api/get-monthly-statement';
import { FileDownloadButton } from './download-button';
import { formatIsoDate, formatPaise } from './format';

type StatementFile = Parameters<typeof downloadStatementFile>[1];

function FileButton({ month, file, label }: { month: string; file: StatementFile; label: string }) {
  return <FileDownloadButton download={() => downloadStatementFile(month, file)} label={label} />;
}

/**
 * The statement of account of a month (opening balance, the month's invoices, credit notes and payments with a
 * running balance, closing balance), downloadable as CSV and PDF, and the month's invoices for GST returns.
 */
export function StatementPanel() {
  const { t } = useTranslation('billing');
  const text = useDomainText();
  const [month, setMonth] = useState(() => istDateString(new Date()).slice(0, 7));
  const isMonth = MONTH_PATTERN.test(month);
  const statement = useMonthlyStatement(isMonth ? month : '');
  return (
    <section aria-labelledby="statement-title" className="mt-8" data-testid="statement-panel">
      <h2 id="statement-title" className="text-lg font-semibold">
        {t('statement.title')}
      </h2>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <Field label={text(STATEMENT_LABELS.month)} className="w-44">
          {(props) => (
            <input
              {...props}
              type="month"
              className={inputClass}
              value={month}
              max="2100-12"
              onChange={(e) => setMonth(e.target.value)}
            />
          )}
        </Field>
        {isMonth && (
          <>
            <FileButton month={month} file="statement-csv" label={t('statement.csv')} />
            <FileButton month={month} file="statement-pdf" label={t('statement.pdf')} />
            <FileButton month={month} file="gst-csv" label={t('statement.gstCsv')} />
          </>
        )}
      </div>
      {isMonth && statement.isPending && (
        <p className="mt-3 text-sm text-slate-600">{t('statement.loading')}</p>
      )}
      {statement.error && <ErrorBox message={statement.error.message} />}
      {isMonth && statement.data && (
        // Wider than a phone: the table scrolls sideways, so its box is a named region keyboard users can focus.
        <div
          className="mt-3 overflow-x-auto"
          role="region"
          aria-label={t('statement.tableLabel')}
          tabIndex={0}
        >
          <table className="w-full min-w-[32rem] text-left text-sm">
            <thead className="text-slate-600">
              <tr>
                <th className="py-1 pr-2 font-medium">{text(STATEMENT_LABELS.date)}</th>
                <th className="py-1 pr-2 font-medium">{text(STATEMENT_LABELS.document)}</th>
                <th className="py-1 pr-2 text-right font-medium">{text(STATEMENT_LABELS.debit)}</th>
                <th className="py-1 pr-2 text-right font-medium">{text(STATEMENT_LABELS.credit)}</th>
                <th className="py-1 text-right font-medium">{text(STATEMENT_LABELS.balance)}</th>
              </tr>
            </thead>
            <tbody>
              <tr className="border-t border-slate-200">
                <td className="py-1 pr-2" colSpan={4}>
                  {text(STATEMENT_LABELS.openingBalance)}
                </td>
                <td className="py-1 text-right" data-testid="statement-opening">
                  {formatPaise(statement.data.openingBalancePaise)}
                </td>
              </tr>
              {statement.data.lines.map((line) => (
                <tr key={`${line.kind}-${line.number}`} className="border-t border-slate-200">
                  <td className="py-1 pr-2 whitespace-nowrap">{formatIsoDate(line.date)}</td>
                  <td className="py-1 pr-2">
                    {text(STATEMENT_LABELS.lineKind[line.kind])}{' '}
                    <span className="font-mono">{line.number}</span>
                  </td>
                  <td className="py-1 pr-2 text-right">
                    {line.debitPaise ? formatPaise(line.debitPaise) : ''}
                  </td>
                  <td className="py-1 pr-2 text-right">
                    {line.creditPaise ? formatPaise(line.creditPaise) : ''}
                  </td>
                  <td className="py-1 text-right">{formatPaise(line.balancePaise)}</td>
                </tr>
              ))}
              <tr className="border-t border-slate-300 font-semibold">
                <td className="py-1 pr-2" colSpan={4}>
                  {text(STATEMENT_LABELS.closingBalance)}
                </td>
                <td className="py-1 text-right" data-testid="statement-closing">
                  {formatPaise(statement.data.closingBalancePaise)}
                </td>
              </tr>
            </tbody>
          </table>
          {statement.data.lines.length === 0 && (
            <p className="mt-2 text-sm text-slate-600">{text(STATEMENT_LABELS.noEntries)}</p>
          )}
        </div>
      )}
    </section>
  );
}
