import { useTranslation } from 'react-i18next';
import { Field, inputClass } from '@/components/ui/field';
import type { StepProps } from './field-errors';
import { PlaceAddressField } from './place-address-field';

/** Step 1 (spec section 5): both addresses of at least 10 characters, the consignee's name and mobile number. */
export function PickupDeliveryStep({ form, errors, update, touch }: StepProps) {
  const { t } = useTranslation('deliveries');
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PlaceAddressField
        label={t('wizard.addresses.pickup')}
        sideLabel="Pickup"
        placeholder={t('wizard.addresses.pickupPlaceholder')}
        value={form.pickupAddress}
        place={form.pickupPlace}
        error={errors.pickupAddress}
        onChange={(pickupAddress, pickupPlace) => update({ pickupAddress, pickupPlace })}
        onBlur={() => touch('pickupAddress')}
      />
      <PlaceAddressField
        label={t('wizard.addresses.delivery')}
        sideLabel="Drop"
        placeholder={t('wizard.addresses.deliveryPlaceholder')}
        value={form.deliveryAddress}
        place={form.deliveryPlace}
        error={errors.deliveryAddress}
        onChange={(deliveryAddress, deliveryPlace) => update({ deliveryAddress, deliveryPlace })}
        onBlur={() => touch('deliveryAddress')}
      />
      <Field
        label={t('wizard.addresses.customerName')}
        error={errors.customerName}
        hint={t('wizard.addresses.customerNameHint')}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            autoComplete="off"
            value={form.customerName}
            onChange={(e) => update({ customerName: e.target.value })}
            onBlur={() => touch('customerName')}
          />
        )}
      </Field>
      <Field
        label={t('wizard.addresses.customerPhone')}
        error={errors.customerPhone}
        hint={t('wizard.addresses.customerPhoneHint')}
      >
        {(props) => (
          <div className="flex">
            <span className="inline-flex items-center rounded-l-md border border-r-0 border-slate-300 bg-slate-50 px-3 text-slate-700">
              +91
            </span>
            <input
              {...props}
              type="tel"
              inputMode="numeric"
              autoComplete="off"
              className={`${inputClass} rounded-l-none`}
              value={form.customerPhone}
              onChange={(e) => update({ customerPhone: e.target.value })}
              onBlur={() => touch('customerPhone')}
            />
          </div>
        )}
      </Field>
    </div>
  );
}
