import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPaise } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass } from '@/components/ui/field';
import { formatDay } from '@/lib/format';
import { useOpsAccounts } from '../api/ops-api';
import { CreditNoteForm, PayoutForm } from './payments-screen';

/** Accounts (issue 33): find a business or a partner; credit a business's invoice or record a partner's payout. */
export function AccountsScreen() {
  const { t } = useTranslation('ops');
  const [q, setQ] = useState('');
  const query = useDeferredValue(q.trim());
  const accounts = useOpsAccounts(query);
  const [open, setOpen] = useState<string | null>(null);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('accounts.title')}</h1>
      <p className="text-slate-700">{t('accounts.lead')}</p>
      <Field label={t('accounts.search')} className="max-w-xl">
        {(props) => (
          <input
            {...props}
            type="search"
            className={inputClass}
            value={q}
            onChange={(e) => setQ(e.target.value)}
          />
        )}
      </Field>
      <ErrorBox message={accounts.error?.message ?? null} />
      {accounts.data?.length === 0 && <p className="rounded-md bg-white p-4">{t('accounts.none')}</p>}
      <ul className="space-y-3">
        {accounts.data?.map((a) => (
          <li key={a.id} className="rounded-lg border border-slate-200 bg-white p-4" aria-label={a.email}>
            <p className="font-semibold">
              {a.company} · {a.name}{' '}
              <span className="rounded-full bg-slate-200 px-2 py-0.5 text-xs">{t(`accounts.${a.role}`)}</span>
            </p>
            <p className="text-sm text-slate-700">{a.email}</p>
            <p className="break-all font-mono text-xs text-slate-600">{t('accounts.id', { id: a.id })}</p>
            {a.role === 'partner' ? (
              <details className="mt-2">
                <summary className="cursor-pointer text-indigo-800">{t('accounts.payout')}</summary>
                <PayoutForm partnerId={a.id} />
              </details>
            ) : (
              <section className="mt-2" aria-label={t('accounts.invoices')}>
                <h2 className="text-sm font-semibold">{t('accounts.invoices')}</h2>
                {a.invoices.length === 0 ? (
                  <p className="text-sm text-slate-600">{t('accounts.noInvoices')}</p>
                ) : (
                  <ul className="space-y-1 text-sm">
                    {a.invoices.map((inv) => (
                      <li key={inv.id}>
                        <button
                          type="button"
                          className="text-left text-indigo-800 underline"
                          aria-expanded={open === inv.id}
                          onClick={() => setOpen(open === inv.id ? null : inv.id)}
                        >
                          {t('accounts.invoice', {
                            number: inv.number,
                            day: formatDay(inv.invoiceDate),
                            total: formatPaise(inv.totalPaise),
                          })}
                        </button>
                        {open === inv.id && (
                          <CreditNoteForm
                            invoiceId={inv.id}
                            label={t('accounts.credit', { number: inv.number })}
                          />
                        )}
                      </li>
                    ))}
                  </ul>
                )}
              </section>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
