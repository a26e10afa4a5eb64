import { useTranslation } from 'react-i18next';
import { GOODS_INVOICE_MESSAGES, GST_RATES, QTY_UNITS, QTY_UNIT_CODES } from '@logisaathi/domain';
import { Field, inputClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import type { StepProps } from './field-errors';
import { emptyGoodsForm, GOODS_PREFIX, withInvoiceOn, type GoodsForm } from './goods-invoice-form';

type TextKey = Exclude<keyof GoodsForm, 'withInvoice' | 'gstRate' | 'qtyUnit'>;
/** The text inputs; each is labelled by `wizard.goods.<key>`, with `wizard.goods.<key>Hint` when `hasHint`. */
const TEXT_FIELDS: Array<{
  key: TextKey;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  hasHint?: boolean;
}> = [
  { key: 'invoiceNumber', hasHint: true },
  { key: 'invoiceDate', type: 'date' },
  { key: 'invoiceValue', inputMode: 'decimal' },
  { key: 'hsnCode', inputMode: 'numeric', hasHint: true },
  { key: 'description' },
  { key: 'quantity', inputMode: 'decimal' },
  { key: 'consigneeGstin', hasHint: true },
  { key: 'pickupPincode', inputMode: 'numeric' },
  { key: 'deliveryPincode', inputMode: 'numeric' },
];

/**
 * Step 2's goods-invoice section (issue 16): whether the goods are sold or moved with a tax invoice, and if so
 * what the e-way bill needs. Its errors are keyed 'goods.<field>'.
 */
export function GoodsInvoiceFields({ form, errors, update, touch }: StepProps) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const goods = form.goods ?? emptyGoodsForm();
  const set = (patch: Partial<GoodsForm>) => update({ goods: { ...goods, ...patch } });
  const err = (key: keyof GoodsForm) => errors[`${GOODS_PREFIX}.${key}`];
  const blur = (key: keyof GoodsForm) => () => touch(`${GOODS_PREFIX}.${key}`);
  return (
    <fieldset className="md:col-span-2 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">{t('wizard.goods.legend')}</legend>
      <div role="radiogroup" aria-label={t('wizard.goods.question')} className="space-y-1">
        <p className="text-sm text-slate-800">{t('wizard.goods.question')}</p>
        <div className="flex flex-wrap gap-4">
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="goods-with-invoice"
              checked={goods.withInvoice === 'yes'}
              onChange={() =>
                update({ goods: withInvoiceOn(goods, form.pickupAddress, form.deliveryAddress) })
              }
            />
            {t('wizard.goods.yes')}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="goods-with-invoice"
              checked={goods.withInvoice === 'no'}
              onChange={() => set({ withInvoice: 'no' })}
            />
            {t('wizard.goods.no')}
          </label>
        </div>
      </div>
      {goods.withInvoice === 'yes' && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ key, type, inputMode, hasHint }) => (
            <Field
              key={key}
              label={t(`wizard.goods.${key}`)}
              error={err(key)}
              hint={hasHint ? t(`wizard.goods.${key}Hint` as 'wizard.goods.hsnCodeHint') : undefined}
            >
              {(props) => (
                <input
                  {...props}
                  type={type ?? 'text'}
                  {...(inputMode ? { inputMode } : {})}
                  className={inputClass}
                  value={goods[key]}
                  onChange={(e) => set({ [key]: e.target.value })}
                  onBlur={blur(key)}
                />
              )}
            </Field>
          ))}
          <Field label={t('wizard.goods.gstRate')} error={err('gstRate')}>
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={goods.gstRate}
                onChange={(e) => set({ gstRate: e.target.value })}
                onBlur={blur('gstRate')}
              >
                <option value="">{text(GOODS_INVOICE_MESSAGES.gstRateRequired)}</option>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate} %
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('wizard.goods.unit')} error={err('qtyUnit')}>
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={goods.qtyUnit}
                onChange={(e) => set({ qtyUnit: e.target.value })}
                onBlur={blur('qtyUnit')}
              >
                {QTY_UNIT_CODES.map((code) => (
                  <option key={code} value={code}>
                    {text(QTY_UNITS[code])} ({code})
                  </option>
                ))}
              </select>
            )}
          </Field>
        </div>
      )}
    </fieldset>
  );
}
