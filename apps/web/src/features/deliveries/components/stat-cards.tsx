import { useState } from 'react';
import { Link } from 'react-router';
import { PAY_NOW_DELAY_MS } from '@logisaathi/domain';
import { primaryButtonClass } from '../../../components/ui/field';
import { paths } from '../../../config/paths';
import { useAlerts } from '../../../lib/alerts';
import { formatInr } from '../../../lib/format';

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
  const { addAlert } = useAlerts();
  const [isPaying, setIsPaying] = useState(false);
  // Spec section 9: Pay Now waits 1.5 s, then adds the local 'Payment Successful' alert; no server call.
  const pay = () => {
    setIsPaying(true);
    setTimeout(() => {
      addAlert({
        type: 'success',
        title: 'Payment Successful',
        message: `Processed payments for ${payableCount} deliveries.`,
        status: 'completed',
        priority: 'low',
      });
      setIsPaying(false);
    }, PAY_NOW_DELAY_MS);
  };
  const card = 'rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
  return (
    <section aria-label="Delivery statistics" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <div className={card}>
        <h2 className="text-sm text-slate-700">Total Deliveries</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="stat-total">
          {total}
        </p>
      </div>
      <div className={card}>
        <h2 className="text-sm text-slate-700">Active Delivery</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="stat-active">
          {active}
        </p>
      </div>
      <div className={card}>
        <h2 className="text-sm text-slate-700">Completed</h2>
        <p className="mt-1 text-3xl font-bold" data-testid="stat-completed">
          {completed}
        </p>
      </div>
      <div className={card}>
        <h2 className="text-sm text-slate-700">Total Payments</h2>
        <p className="mt-1 text-2xl font-bold" data-testid="stat-payments">
          {formatInr(paymentsInr)}
        </p>
        <p className="text-xs text-slate-600" data-testid="stat-payments-ledger">
          Paid {formatInr(paidPaise / 100)} · Due {formatInr(duePaise / 100)}
          {duePaise > 0 && (
            <>
              {' · '}
              <Link to={paths.billing} className="font-medium text-blue-700 underline">
                Pay invoices
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
          {isPaying ? 'Processing...' : 'Pay Now'}
        </button>
      </div>
    </section>
  );
}
