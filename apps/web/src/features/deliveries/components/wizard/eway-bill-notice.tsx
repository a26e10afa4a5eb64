import { EWAY_BILL_TEXTS, formatPaise } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';
import type { GoodsForm } from './goods-invoice-form';
import { ewayBillVerdict } from './goods-invoice-form';

/** The review step's e-way bill line (issue 16): shown when the goods travel with an invoice. */
export function EwayBillNotice({ goods, now }: { goods: GoodsForm | undefined; now: Date }) {
  const text = useDomainText();
  const verdict = ewayBillVerdict(goods, now);
  if (!verdict) return null;
  const limit = formatPaise(verdict.limitPaise, { paiseDigits: 'auto', symbol: false });
  return (
    <section
      aria-labelledby="eway-bill-notice"
      data-testid="eway-bill-notice"
      className={`rounded-lg border p-4 text-sm ${verdict.required ? 'border-amber-400 bg-amber-50' : 'border-slate-200 bg-white'}`}
    >
      <h3 id="eway-bill-notice" className="font-semibold">
        {text(verdict.required ? EWAY_BILL_TEXTS.required : EWAY_BILL_TEXTS.notRequired)}
      </h3>
      <p className="mt-1 text-slate-800">
        {text(
          verdict.required ? EWAY_BILL_TEXTS.requiredDetail(limit) : EWAY_BILL_TEXTS.notRequiredDetail(limit),
        )}
      </p>
    </section>
  );
}
