import { GOODS_INVOICE_MESSAGES, GST_RATES, QTY_UNITS, QTY_UNIT_CODES } from '@logisaathi/domain';
import { Field, inputClass } from '../../../../components/ui/field';
import type { StepProps } from './field-errors';
import { emptyGoodsForm, GOODS_PREFIX, withInvoiceOn, type GoodsForm } from './goods-invoice-form';

type TextKey = Exclude<keyof GoodsForm, 'withInvoice' | 'gstRate' | 'qtyUnit'>;
const TEXT_FIELDS: Array<{
  key: TextKey;
  label: string;
  type?: string;
  inputMode?: 'numeric' | 'decimal';
  hint?: string;
}> = [
  { key: 'invoiceNumber', label: 'Invoice number', hint: 'Up to 16 letters, digits, / and -' },
  { key: 'invoiceDate', label: 'Invoice date', type: 'date' },
  { key: 'invoiceValue', label: 'Invoice value including GST (₹)', inputMode: 'decimal' },
  { key: 'hsnCode', label: 'HSN code', inputMode: 'numeric', hint: '4 to 8 digits, as on the invoice' },
  { key: 'description', label: 'Description of the goods' },
  { key: 'quantity', label: 'Quantity', inputMode: 'decimal' },
  {
    key: 'consigneeGstin',
    label: 'Consignee GSTIN (optional)',
    hint: 'Leave empty when the buyer is not registered',
  },
  { key: 'pickupPincode', label: 'Pickup PIN code', inputMode: 'numeric' },
  { key: 'deliveryPincode', label: 'Delivery PIN code', inputMode: 'numeric' },
];

/**
 * Step 2's goods-invoice section (issue 16): whether the goods are sold or moved with a tax invoice, and if so
 * what the e-way bill needs. Its errors are keyed 'goods.<field>'.
 */
export function GoodsInvoiceFields({ form, errors, update, touch }: StepProps) {
  const goods = form.goods ?? emptyGoodsForm();
  const set = (patch: Partial<GoodsForm>) => update({ goods: { ...goods, ...patch } });
  const err = (key: keyof GoodsForm) => errors[`${GOODS_PREFIX}.${key}`];
  const blur = (key: keyof GoodsForm) => () => touch(`${GOODS_PREFIX}.${key}`);
  return (
    <fieldset className="md:col-span-2 rounded-lg border border-slate-200 p-4">
      <legend className="px-1 text-sm font-semibold text-slate-800">
        Goods invoice (for the e-way bill)
      </legend>
      <div
        role="radiogroup"
        aria-label="Are the goods sold or moved with a tax invoice?"
        className="space-y-1"
      >
        <p className="text-sm text-slate-800">Are the goods sold or moved with a tax invoice?</p>
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
            Yes, with an invoice
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="radio"
              name="goods-with-invoice"
              checked={goods.withInvoice === 'no'}
              onChange={() => set({ withInvoice: 'no' })}
            />
            No
          </label>
        </div>
      </div>
      {goods.withInvoice === 'yes' && (
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {TEXT_FIELDS.map(({ key, label, type, inputMode, hint }) => (
            <Field key={key} label={label} error={err(key)} hint={hint}>
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
          <Field label="GST rate of the goods" error={err('gstRate')}>
            {(props) => (
              <select
                {...props}
                className={inputClass}
                value={goods.gstRate}
                onChange={(e) => set({ gstRate: e.target.value })}
                onBlur={blur('gstRate')}
              >
                <option value="">{GOODS_INVOICE_MESSAGES.gstRateRequired}</option>
                {GST_RATES.map((rate) => (
                  <option key={rate} value={rate}>
                    {rate} %
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label="Unit" error={err('qtyUnit')}>
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
                    {QTY_UNITS[code]} ({code})
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
