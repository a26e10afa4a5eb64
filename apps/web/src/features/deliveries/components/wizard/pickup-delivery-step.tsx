import { Field, inputClass } from '../../../../components/ui/field';
import type { StepProps } from './field-errors';
import { PlaceAddressField } from './place-address-field';

/** Step 1 (spec section 5): both addresses of at least 10 characters, the consignee's name and mobile number. */
export function PickupDeliveryStep({ form, errors, update, touch }: StepProps) {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <PlaceAddressField
        label="Pickup Address"
        sideLabel="Pickup"
        placeholder="e.g. Plot 12, Okhla Industrial Area Phase 2, New Delhi"
        value={form.pickupAddress}
        place={form.pickupPlace}
        error={errors.pickupAddress}
        onChange={(pickupAddress, pickupPlace) => update({ pickupAddress, pickupPlace })}
        onBlur={() => touch('pickupAddress')}
      />
      <PlaceAddressField
        label="Delivery Address"
        sideLabel="Drop"
        placeholder="e.g. Sector 3, Bawana Industrial Area, Delhi 110039"
        value={form.deliveryAddress}
        place={form.deliveryPlace}
        error={errors.deliveryAddress}
        onChange={(deliveryAddress, deliveryPlace) => update({ deliveryAddress, deliveryPlace })}
        onBlur={() => touch('deliveryAddress')}
      />
      <Field label="Customer Name" error={errors.customerName} hint="Who receives the delivery">
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
      <Field label="Customer Phone" error={errors.customerPhone} hint="10-digit mobile number">
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
