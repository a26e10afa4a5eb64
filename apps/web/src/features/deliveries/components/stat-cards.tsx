import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatPaise, formatRupees, PAY_NOW_DELAY_MS } from '@logisaathi/domain';
import { primaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useAlerts } from '@/lib/alerts';
import { formatCount } from '@/lib/format';
import { IfAllowed } from '@/lib/permissions';

export function StatCards({
  total,
  active,
  completed,
  paymentsInr,
  payableCount,
  paidPaise = 0,
  duePaise = 0,
}: {
  total: number;
  active: number;
  completed: number;
  paymentsInr: number;
  payableCount: number;
  /** From the payment ledger (issue 16): confirmed payments and what the invoices still have due, in paise. */
  paidPaise?: number;
  duePaise?: number;
}) {
  const { t } = useTranslation('deliveries');
  const { addAlert } = useAlerts();
  const [isPaying, setIsPaying] = useState(false);
  // Spec section 9: Pay Now waits 1.5 s, then adds the local 'Payment Successful' alert; no server call.
  const pay = () => {
    setIsPaying(true);
    setTimeout(() => {
      addAlert({
        type: 'success',
        title: t('dashboard.stats.paidTitle'),
        message: t('dashboard.stats.paidMessage', { count: payableCount }),
        status: 'completed',
        priority: 'low',
      });
      setIsPaying(false);
    }, PAY_NOW_DELAY_MS);
  };
  const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
  return (
    <section aria-label={t('dashboard.stats.label')} className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div className={card}>
        <h2 className="text-sm text-slate-700">{t('dashboard.stats.total')}</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="stat-total">
          {formatCount(total)}
        </p>
      </div>
      <div className={card}>
        <h2 className="text-sm text-slate-700">{t('dashboard.stats.active')}</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="stat-active">
          {formatCount(active)}
        </p>
      </div>
      <div className={card}>
        <h2 className="text-sm text-slate-700">{t('dashboard.stats.completed')}</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="stat-completed">
          {formatCount(completed)}
        </p>
      </div>
      {/* Payments are billing's (issue 37): a dispatcher or viewer does not see them, and the API sends them none. */}
      <IfAllowed action="billing.read">
        <div className={card}>
          <h2 className="text-sm text-slate-700">{t('dashboard.stats.payments')}</h2>
          <p className="mt-1 text-2xl font-bold" data-testid="stat-payments">
            {formatRupees(paymentsInr)}
          </p>
          <p className="text-xs text-slate-600" data-testid="stat-payments-ledger">
            {t('dashboard.stats.ledger', {
              paid: formatPaise(paidPaise, { paiseDigits: 'auto' }),
              due: formatPaise(duePaise, { paiseDigits: 'auto' }),
            })}
            {duePaise > 0 && (
              <>
                {' · '}
                <Link to={paths.billing} className="font-medium text-blue-700 underline">
                  {t('dashboard.stats.payInvoices')}
                </Link>
              </>
            )}
          </p>
          <button
            type="button"
            className={`${primaryButtonClass} mt-2 w-full py-1.5 text-sm`}
            onClick={pay}
            disabled={isPaying || payableCount === 0}
          >
            {isPaying ? t('dashboard.stats.processing') : t('dashboard.stats.payNow')}
          </button>
        </div>
      </IfAllowed>
    </section>
  );
}
