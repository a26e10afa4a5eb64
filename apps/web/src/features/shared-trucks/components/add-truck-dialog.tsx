import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  ADD_TRUCK_MESSAGES,
  addTruckSchema,
  SPEC_HUB_NAMES,
  istToday,
  TIME_SLOTS,
  TRUCK_TYPES,
  truckTypeLabel,
  type AddTruckInput,
  type AddTruckValues,
  type TruckType,
} from '@logisaathi/domain';
import { ApiError } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useAddTruck } from '../api/add-truck';
import { useDomainText } from '@/i18n/use-language';
import { slotLabel } from '@/lib/format';

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
  const { t } = useTranslation('sharedTrucks');
  const text = useDomainText();
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

  const reg = (name: keyof FormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const result = await add.mutateAsync(values);
      reset(EMPTY);
      refreshAlerts();
      onAdded(result.merged ? t('addTruck.merged') : t('addTruck.added'));
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
      } else setServerError(t('addTruck.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Dialog.Title className="text-xl font-semibold">{t('addTruck.title')}</Dialog.Title>
      <Dialog.Description className="mt-1 text-sm text-slate-700">
        {t('addTruck.description')}
      </Dialog.Description>
      <div className="mt-4">
        <ErrorBox message={serverError} />
      </div>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        {vehicles && (
          <Field label={t('addTruck.vehicle')} error={errors.vehicleId?.message} className="sm:col-span-2">
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
                <option value="">{text(ADD_TRUCK_MESSAGES.vehicleRequired)}</option>
                {vehicles.map((v) => (
                  <option key={v.id} value={v.id}>
                    {v.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
        <Field label={t('addTruck.companyName')} error={errors.companyName?.message}>
          {(a) => <input {...a} {...reg('companyName')} autoComplete="organization" className={inputClass} />}
        </Field>
        <Field label={t('addTruck.truckType')} error={errors.truckType?.message}>
          {(a) => (
            <select {...a} {...reg('truckType')} className={inputClass}>
              <option value="">{t('addTruck.selectTruckType')}</option>
              {TRUCK_TYPES.map((truck) => (
                <option key={truck.type} value={truck.type}>
                  {text(truckTypeLabel(truck.type))}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('addTruck.capacity')} error={errors.capacity?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('capacity')}
              type="number"
              inputMode="decimal"
              min={0.5}
              step={0.5}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('addTruck.costPerKm')} error={errors.costPerKm?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('costPerKm')}
              type="number"
              inputMode="numeric"
              min={10}
              step={5}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('addTruck.pickupLocation')} error={errors.pickupLocation?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('pickupLocation')}
              list="truck-hubs"
              className={inputClass}
              placeholder={t('addTruck.pickupPlaceholder')}
            />
          )}
        </Field>
        <Field label={t('addTruck.deliveryLocation')} error={errors.deliveryLocation?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('deliveryLocation')}
              list="truck-hubs"
              className={inputClass}
              placeholder={t('addTruck.deliveryPlaceholder')}
            />
          )}
        </Field>
        <datalist id="truck-hubs">
          {SPEC_HUB_NAMES.map((hub) => (
            <option key={hub} value={hub} />
          ))}
        </datalist>
        <Field label={t('addTruck.departureDate')} error={errors.departureDate?.message}>
          {(a) => <input {...a} {...reg('departureDate')} type="date" min={today} className={inputClass} />}
        </Field>
        <Field label={t('addTruck.departureTime')} error={errors.departureTime?.message}>
          {(a) => (
            <select {...a} {...reg('departureTime')} className={inputClass}>
              <option value="">{t('addTruck.selectSlot')}</option>
              {TIME_SLOTS.map((slot) => (
                <option key={slot} value={slot}>
                  {slotLabel(slot)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t('addTruck.contactPerson')} error={errors.contactPerson?.message}>
          {(a) => <input {...a} {...reg('contactPerson')} autoComplete="name" className={inputClass} />}
        </Field>
        <Field label={t('addTruck.contactPhone')} error={errors.contactPhone?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('contactPhone')}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('addTruck.notes')} error={errors.additionalNotes?.message} className="sm:col-span-2">
          {(a) => (
            <textarea
              {...a}
              {...reg('additionalNotes')}
              rows={3}
              className={inputClass}
              placeholder={t('addTruck.notesPlaceholder')}
            />
          )}
        </Field>
      </div>
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Dialog.Close asChild>
          <button type="button" className={secondaryButtonClass}>
            {t('addTruck.cancel')}
          </button>
        </Dialog.Close>
        <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
          {isSubmitting ? t('addTruck.adding') : t('addTruck.add')}
        </button>
      </div>
    </form>
  );
}
