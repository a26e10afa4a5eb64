import { useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  addTruckSchema,
  INDUSTRIAL_HUBS,
  istToday,
  TIME_SLOT_LABELS,
  TIME_SLOTS,
  TRUCK_TYPES,
  truckTypeLabel,
  type AddTruckInput,
  type AddTruckValues,
  type TruckType,
} from '@logisaathi/domain';
import { ApiError } from '../../../lib/api-client';
import { useAlerts } from '../../../lib/alerts';
import {
  ErrorBox,
  Field,
  inputClass,
  primaryButtonClass,
  secondaryButtonClass,
} from '../../../components/ui/field';
import { useAddTruck } from '../api/add-truck';

type FormValues = AddTruckInput;

const EMPTY: FormValues = {
  companyName: '',
  truckType: '' as FormValues['truckType'],
  capacity: '',
  pickupLocation: '',
  deliveryLocation: '',
  departureDate: '',
  departureTime: '' as FormValues['departureTime'],
  costPerKm: '',
  contactPerson: '',
  contactPhone: '',
  additionalNotes: '',
};

/** One of a truck partner's own vehicles, as the pool form offers it (issue 14: pooled trucks are partners' vehicles). */
export interface PoolVehicleChoice {
  id: string;
  /** 'HR 55 AB 1234 · Tata 407' */
  label: string;
  truckType: TruckType;
  capacityTons: number;
}

/**
 * 'Add Your Truck to Pool' (spec sections 3 and 5), opened from a visible button (DESIGN.md). A truck partner
 * passes its `vehicles`: the entry then names one of them, and the type and capacity start from it.
 */
export function AddTruckDialog({
  open,
  onOpenChange,
  onAdded,
  vehicles,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onAdded: (message: string) => void;
  vehicles?: readonly PoolVehicleChoice[];
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-2xl overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:top-10 sm:bottom-auto sm:max-h-[calc(100vh-5rem)]">
          {open && <AddTruckForm onClose={() => onOpenChange(false)} onAdded={onAdded} vehicles={vehicles} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AddTruckForm({
  onClose,
  onAdded,
  vehicles,
}: {
  onClose: () => void;
  onAdded: (message: string) => void;
  vehicles: readonly PoolVehicleChoice[] | undefined;
}) {
  const today = istToday(new Date());
  const add = useAddTruck();
  const { refresh: refreshAlerts } = useAlerts();
  const [serverError, setServerError] = useState<string | null>(null);
  const resolver: Resolver<FormValues, unknown, AddTruckValues> = (values, context, options) =>
    zodResolver(addTruckSchema(new Date()))(values, context, options);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setValue,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, AddTruckValues>({ resolver, defaultValues: EMPTY });

  const field = (name: keyof FormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await add.mutateAsync(values);
      reset(EMPTY);
      refreshAlerts();
      onAdded(
        result.merged
          ? 'Your truck was already in the pool; its details were updated.'
          : 'Your truck is now in the shared pool.',
      );
      onClose();
    } catch (err) {
      if (err instanceof ApiError) {
        const list = (err.body as { errors?: Array<{ field: string; msg: string }> } | null)?.errors ?? [];
        let isFieldError = false;
        for (const e of list) {
          if (e.field in EMPTY || e.field === 'vehicleId') {
            setError(e.field as keyof FormValues, { message: e.msg });
            isFieldError = true;
          }
        }
        if (!isFieldError) setServerError(err.message);
      } else setServerError('Could not add your truck. Please try again.');
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Title className="text-xl font-semibold">Add Your Truck to Pool</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-700">
        Offer spare space on a trip you are making. Businesses going your way can request a slot; you accept
        or decline.
      </Dialog.Description>
      <div className="mt-4">
        <ErrorBox message={serverError} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {vehicles && (
          <Field label="Vehicle" error={errors.vehicleId?.message} className="sm:col-span-2">
            {(a) => (
              <select
                {...a}
                {...register('vehicleId', {
                  onChange: (e: { target: { value: string } }) => {
                    clearErrors('vehicleId');
                    const chosen = vehicles.find((v) => v.id === e.target.value);
                    if (!chosen) return;
                    setValue('truckType', chosen.truckType);
                    setValue('capacity', String(chosen.capacityTons));
                  },
                })}
                className={inputClass}
              >
                <option value="">Choose one of your vehicles</option>
                {vehicles.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label="Company Name" error={errors.companyName?.message}>
          {(a) => (
            <input {...a} {...field('companyName')} autoComplete="organization" className={inputClass} />
          )}
        </Field>
        <Field label="Truck Type" error={errors.truckType?.message}>
          {(a) => (
            <select {...a} {...field('truckType')} className={inputClass}>
              <option value="">Select truck type</option>
              {TRUCK_TYPES.map((t) => (
                <option key={t.type} value={t.type}>
                  {truckTypeLabel(t.type)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Capacity (tons)" error={errors.capacity?.message}>
          {(a) => (
            <input
              {...a}
              {...field('capacity')}
              type="number"
              inputMode="decimal"
              min={0.5}
              step={0.5}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Cost per km (₹)" error={errors.costPerKm?.message}>
          {(a) => (
            <input
              {...a}
              {...field('costPerKm')}
              type="number"
              inputMode="numeric"
              min={10}
              step={5}
              className={inputClass}
            />
          )}
        </Field>
        <Field label="Pickup Location" error={errors.pickupLocation?.message}>
          {(a) => (
            <input
              {...a}
              {...field('pickupLocation')}
              list="truck-hubs"
              className={inputClass}
              placeholder="e.g. Okhla Industrial Area"
            />
          )}
        </Field>
        <Field label="Delivery Location" error={errors.deliveryLocation?.message}>
          {(a) => (
            <input
              {...a}
              {...field('deliveryLocation')}
              list="truck-hubs"
              className={inputClass}
              placeholder="e.g. Bawana Industrial Area"
            />
          )}
        </Field>
        <datalist id="truck-hubs">
          {INDUSTRIAL_HUBS.map((hub) => (
            <option key={hub} value={hub} />
          ))}
        </datalist>
        <Field label="Departure Date" error={errors.departureDate?.message}>
          {(a) => <input {...a} {...field('departureDate')} type="date" min={today} className={inputClass} />}
        </Field>
        <Field label="Departure Time" error={errors.departureTime?.message}>
          {(a) => (
            <select {...a} {...field('departureTime')} className={inputClass}>
              <option value="">Select time slot</option>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {TIME_SLOT_LABELS[slot]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label="Contact Person" error={errors.contactPerson?.message}>
          {(a) => <input {...a} {...field('contactPerson')} autoComplete="name" className={inputClass} />}
        </Field>
        <Field label="Contact Phone" error={errors.contactPhone?.message}>
          {(a) => (
            <input
              {...a}
              {...field('contactPhone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label="Additional Notes (optional)"
          error={errors.additionalNotes?.message}
          className="sm:col-span-2"
        >
          {(a) => (
            <textarea
              {...a}
              {...field('additionalNotes')}
              rows={3}
              className={inputClass}
              placeholder="e.g. covered body, loading help"
            />
          )}
        </Field>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <button type="button" className={secondaryButtonClass}>
            Cancel
          </button>
        </Dialog.Close>
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? 'Adding Truck...' : 'Add Truck to Pool'}
        </button>
      </div>
    </form>
  );
}
