import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatPaise, type OpsAccount } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass } from '@/components/ui/field';
import { formatDay, formatIstDateTime } from '@/lib/format';
import { useOpsAccounts, useSuspendAccount } from '../api/ops-api';
import { CreditNoteForm, PayoutForm } from './payments-screen';
import { ReasonForm } from './reason-form';

/** Suspend (or restore) an account with a reason: its users are signed out at once (issue 33). */
function Suspension({ account }: { account: OpsAccount }) {
  const { t } = useTranslation('ops');
  const change = useSuspendAccount();
  const suspended = account.suspendedAt !== null;
  return (
    <div className="mt-2">
      {suspended && (
        <p role="status" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {t('accounts.suspended', {
            since: formatIstDateTime(account.suspendedAt ?? '', { dateStyle: 'medium', timeStyle: 'short' }),
            reason: account.suspendedReason ?? '',
          })}
        </p>
      )}
      <details className="mt-2">
        <summary className="cursor-pointer text-indigo-800">
          {suspended ? t('accounts.restore') : t('accounts.suspend')}
        </summary>
        <ReasonForm
          key={String(suspended)}
          label={suspended ? t('accounts.restoreTitle') : t('accounts.suspendTitle')}
          reasonLabel={t('accounts.reason')}
          {...(suspended ? {} : { hint: t('accounts.suspendHint') })}
          submit={suspended ? t('accounts.restore') : t('accounts.suspend')}
          pending={change.isPending}
          error={change.error?.message ?? null}
          onSubmit={(reason) => change.mutate({ id: account.id, suspend: !suspended, reason })}
        />
      </details>
    </div>
  );
}

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
            <Suspension account={a} />
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
