import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslation } from 'react-i18next';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  formatRupees,
  istToday,
  PACKAGE_TYPES,
  warehouseBookingSchema,
  type WarehouseBooking,
  type WarehouseBookingInput,
} from '@logisaathi/domain';
import { ApiError } from '@/lib/api-client';
import { useAlerts } from '@/lib/alerts';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useBookWarehouseSpace } from '../api/book-warehouse-space';
import { useBookingQuote } from '../api/get-booking-quote';
import type { BookingQuote, Warehouse, WarehouseBookingView } from '@logisaathi/domain';
import { useDebouncedValue } from '@/hooks/use-debounced-value';
import { DemoBadge } from './badges';
import { daysLabel, formatSqFt } from './format';
import { formatDay } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';
import { SPECIAL_REQUIREMENTS } from './special-requirements';

type FormValues = WarehouseBookingInput;

export function BookingDialog({ warehouse, onClose }: { warehouse: Warehouse | null; onClose: () => void }) {
  return (
    <Dialog.Root open={warehouse !== null} onOpenChange={(open) => !open && onClose()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 bottom-4 z-50 mx-auto max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:top-10 sm:bottom-auto sm:max-h-[calc(100vh-5rem)]">
          {warehouse && <BookingForm key={warehouse.id} warehouse={warehouse} onClose={onClose} />}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function BookingForm({ warehouse, onClose }: { warehouse: Warehouse; onClose: () => void }) {
  const { t } = useTranslation('warehouses');
  const text = useDomainText();
  const today = istToday(new Date());
  const { refresh: refreshAlerts } = useAlerts();
  const book = useBookWarehouseSpace();
  const [confirmed, setConfirmed] = useState<WarehouseBookingView | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);

  // The space limit depends on the chosen dates: the resolver reads the latest quote's figure at submit time.
  const availableRef = useRef(warehouse.availableSpace);
  const resolver: Resolver<FormValues, unknown, WarehouseBooking> = (values, context, options) =>
    zodResolver(warehouseBookingSchema(new Date(), availableRef.current))(values, context, options);
  const {
    register,
    handleSubmit,
    control,
    setError,
    clearErrors,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<FormValues, unknown, WarehouseBooking>({
    resolver,
    defaultValues: {
      spaceRequired: '',
      duration: '',
      startDate: '',
      packageType: '' as FormValues['packageType'],
      specialRequirements: [],
    },
  });
  const [spaceRequired, duration, startDate, requirements] = useWatch({
    control,
    name: ['spaceRequired', 'duration', 'startDate', 'specialRequirements'],
  });
  const quoteInput = useDebouncedValue(
    {
      warehouseId: warehouse.id,
      spaceRequired: String(spaceRequired ?? ''),
      duration: String(duration ?? ''),
      startDate: String(startDate ?? ''),
    },
    250,
  );
  const quote = useBookingQuote(quoteInput);
  const quoted = quote.data;
  useEffect(() => {
    if (quoted) availableRef.current = quoted.availableSpace;
  }, [quoted]);

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const booking = await book.mutateAsync({ ...values, warehouseId: warehouse.id });
      refreshAlerts();
      setConfirmed(booking);
    } catch (err) {
      const fieldError =
        err instanceof ApiError
          ? (err.body as { errors?: Array<{ field: string; msg: string }> } | null)?.errors?.[0]
          : undefined;
      if (
        fieldError &&
        ['spaceRequired', 'duration', 'startDate', 'packageType'].includes(fieldError.field)
      ) {
        setError(fieldError.field as keyof FormValues, { message: fieldError.msg });
      } else {
        setServerError(err instanceof Error ? err.message : t('booking.failed'));
      }
    }
  });

  if (confirmed) return <BookingConfirmed booking={confirmed} onClose={onClose} />;

  const selected = new Set(requirements ?? []);
  const toggleRequirement = (item: string) => {
    const next = selected.has(item) ? [...selected].filter((r) => r !== item) : [...selected, item];
    setValue('specialRequirements', next);
  };
  const clearOnEdit = (name: keyof FormValues) => ({ onChange: () => clearErrors(name) });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div>
        <Dialog.Title className="text-xl font-bold text-slate-900">{t('booking.title')}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-700">
          {warehouse.name}, {warehouse.location}
        </Dialog.Description>
        {warehouse.isDemo && (
          <p className="mt-2 text-xs text-slate-700">
            <DemoBadge /> {t('booking.demoNote')}
          </p>
        )}
      </div>
      <ErrorBox message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('booking.space')} error={errors.spaceRequired?.message}>
          {(a) => (
            <input
              {...a}
              {...register('spaceRequired', clearOnEdit('spaceRequired'))}
              type="number"
              inputMode="numeric"
              min={1}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('booking.duration')} error={errors.duration?.message}>
          {(a) => (
            <input
              {...a}
              {...register('duration', clearOnEdit('duration'))}
              type="number"
              inputMode="numeric"
              min={1}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('booking.startDate')} error={errors.startDate?.message}>
          {(a) => (
            <input
              {...a}
              {...register('startDate', clearOnEdit('startDate'))}
              type="date"
              min={today}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('booking.packageType')} error={errors.packageType?.message}>
          {(a) => (
            <select {...a} {...register('packageType', clearOnEdit('packageType'))} className={inputClass}>
              <option value="">{t('booking.selectPackage')}</option>
              {PACKAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {text(type)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('booking.requirements')}</legend>
        <div className="flex flex-wrap gap-2">
          {SPECIAL_REQUIREMENTS.map(({ value, key }) => (
            <button
              key={value}
              type="button"
              aria-pressed={selected.has(value)}
              onClick={() => toggleRequirement(value)}
              className={`rounded-full px-3 py-1 text-sm ${selected.has(value) ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'}`}
            >
              {t(`booking.requirement.${key}`)}
            </button>
          ))}
        </div>
      </fieldset>
      <PriceSummary warehouse={warehouse} quote={quoted ?? null} isLoading={quote.isFetching} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={secondaryButtonClass}>{t('booking.cancel')}</Dialog.Close>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? t('booking.booking') : t('booking.confirm')}
        </button>
      </div>
    </form>
  );
}

function PriceSummary({
  warehouse,
  quote,
  isLoading,
}: {
  warehouse: Warehouse;
  quote: BookingQuote | null;
  isLoading: boolean;
}) {
  const { t } = useTranslation('warehouses');
  return (
    <section
      aria-label={t('booking.price')}
      aria-live="polite"
      className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
    >
      <p>
        {t('booking.rates', {
          perDay: formatRupees(warehouse.pricePerDay),
          perMonth: formatRupees(warehouse.pricePerMonth),
        })}
      </p>
      {quote ? (
        <>
          <p className="mt-1">
            {t('booking.free', {
              space: formatSqFt(quote.availableSpace),
              from: formatDay(quote.startDate),
              to: formatDay(quote.lastDate),
            })}
          </p>
          {quote.price && quote.spaceRequired !== null && (
            <p className="mt-2 text-base">
              {t('booking.total')}{' '}
              <strong data-testid="booking-price">{formatRupees(quote.price.priceInr)}</strong>{' '}
              <span className="text-sm text-slate-700">
                {quote.price.basis === 'daily'
                  ? t('booking.daily', {
                      space: formatSqFt(quote.spaceRequired),
                      days: daysLabel(quote.duration),
                      rate: formatRupees(quote.pricePerDay),
                    })
                  : t('booking.monthly', {
                      space: formatSqFt(quote.spaceRequired),
                      months: quote.price.billedMonths,
                      rate: formatRupees(quote.pricePerMonth),
                    })}
              </span>
            </p>
          )}
        </>
      ) : (
        <p className="mt-1 text-slate-700">{isLoading ? t('booking.calculating') : t('booking.enter')}</p>
      )}
    </section>
  );
}

function BookingConfirmed({ booking, onClose }: { booking: WarehouseBookingView; onClose: () => void }) {
  const { t } = useTranslation('warehouses');
  const text = useDomainText();
  return (
    <div className="space-y-4">
      <Dialog.Title className="text-xl font-bold text-green-800">{t('confirmed.title')}</Dialog.Title>
      <Dialog.Description className="text-slate-800">
        {t('confirmed.summary', {
          space: formatSqFt(booking.spaceRequired),
          warehouse: booking.warehouse.name,
          from: formatDay(booking.startDate),
          to: formatDay(booking.lastDate),
          days: daysLabel(booking.duration),
        })}
      </Dialog.Description>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-green-50 p-3 text-sm">
        <dt className="text-slate-700">{t('confirmed.reference')}</dt>
        <dd className="font-semibold text-slate-900">{booking.reference}</dd>
        <dt className="text-slate-700">{t('confirmed.packageType')}</dt>
        <dd className="text-slate-900">{text(booking.packageType)}</dd>
        <dt className="text-slate-700">{t('confirmed.totalPrice')}</dt>
        <dd className="font-semibold text-slate-900">{formatRupees(booking.priceInr)}</dd>
      </dl>
      <p className="text-sm text-slate-700">{t('confirmed.cancelNote')}</p>
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className={primaryButtonClass}>
          {t('confirmed.done')}
        </button>
      </div>
    </div>
  );
}
