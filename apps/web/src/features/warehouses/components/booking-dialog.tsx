import { useEffect, useRef, useState } from 'react';
import * as Dialog from '@radix-ui/react-dialog';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  istToday,
  PACKAGE_TYPES,
  warehouseBookingSchema,
  type WarehouseBooking,
  type WarehouseBookingInput,
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
import { useBookWarehouseSpace } from '../api/book-warehouse-space';
import { useBookingQuote } from '../api/get-booking-quote';
import type { BookingQuote, Warehouse, WarehouseBookingView } from '@logisaathi/domain';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { DemoBadge } from './badges';
import { daysLabel, formatSqFt } from './format';
import { formatDay, formatInr } from '../../../lib/format';

/** Offered as toggles; the schema accepts any short text. */
const SPECIAL_REQUIREMENTS = [
  'Temperature control',
  'Fragile handling',
  'Do not stack',
  'Keep dry',
  'Loading help',
  'Extra security',
] as const;

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
        setServerError(err instanceof Error ? err.message : 'Booking failed. Please try again.');
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
        <Dialog.Title className="text-xl font-bold text-slate-900">Book Warehouse Space</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-700">
          {warehouse.name}, {warehouse.location}
        </Dialog.Description>
        {warehouse.isDemo && (
          <p className="mt-2 text-xs text-slate-700">
            <DemoBadge /> A sample listing: bookings work, but no real warehouse stands behind it.
          </p>
        )}
      </div>
      <ErrorBox message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label="Space Required (sq ft)" error={errors.spaceRequired?.message}>
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
        <Field label="Duration (days)" error={errors.duration?.message}>
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
        <Field label="Start Date" error={errors.startDate?.message}>
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
        <Field label="Package Type" error={errors.packageType?.message}>
          {(a) => (
            <select {...a} {...register('packageType', clearOnEdit('packageType'))} className={inputClass}>
              <option value="">Select package type</option>
              {PACKAGE_TYPES.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">Special Requirements</legend>
        <div className="flex flex-wrap gap-2">
          {SPECIAL_REQUIREMENTS.map((item) => (
            <button
              key={item}
              type="button"
              aria-pressed={selected.has(item)}
              onClick={() => toggleRequirement(item)}
              className={`rounded-full px-3 py-1 text-sm ${selected.has(item) ? 'bg-indigo-700 text-white' : 'bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50'}`}
            >
              {item}
            </button>
          ))}
        </div>
      </fieldset>
      <PriceSummary warehouse={warehouse} quote={quoted ?? null} isLoading={quote.isFetching} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={secondaryButtonClass}>Cancel</Dialog.Close>
        <button type="submit" disabled={isSubmitting} className={primaryButtonClass}>
          {isSubmitting ? 'Booking...' : 'Confirm Booking'}
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
  return (
    <section
      aria-label="Price"
      aria-live="polite"
      className="rounded-lg bg-slate-50 p-3 text-sm text-slate-800"
    >
      <p>
        Rates: {formatInr(warehouse.pricePerDay)} per sq ft per day, or {formatInr(warehouse.pricePerMonth)}{' '}
        per sq ft per 30 days when that is cheaper.
      </p>
      {quote ? (
        <>
          <p className="mt-1">
            {formatSqFt(quote.availableSpace)} free from {formatDay(quote.startDate)} to{' '}
            {formatDay(quote.lastDate)}.
          </p>
          {quote.price && quote.spaceRequired !== null && (
            <p className="mt-2 text-base">
              Total: <strong data-testid="booking-price">{formatInr(quote.price.priceInr)}</strong>{' '}
              <span className="text-sm text-slate-700">
                {quote.price.basis === 'daily'
                  ? `(${formatSqFt(quote.spaceRequired)} × ${daysLabel(quote.duration)} × ${formatInr(quote.pricePerDay)})`
                  : `(${formatSqFt(quote.spaceRequired)} × ${quote.price.billedMonths} × ${formatInr(quote.pricePerMonth)} monthly rate)`}
              </span>
            </p>
          )}
        </>
      ) : (
        <p className="mt-1 text-slate-700">
          {isLoading ? 'Calculating price...' : 'Enter the space, duration and start date to see the price.'}
        </p>
      )}
    </section>
  );
}

function BookingConfirmed({ booking, onClose }: { booking: WarehouseBookingView; onClose: () => void }) {
  return (
    <div className="space-y-4">
      <Dialog.Title className="text-xl font-bold text-green-800">Booking Confirmed</Dialog.Title>
      <Dialog.Description className="text-slate-800">
        {formatSqFt(booking.spaceRequired)} at {booking.warehouse.name} from {formatDay(booking.startDate)} to{' '}
        {formatDay(booking.lastDate)} ({daysLabel(booking.duration)}).
      </Dialog.Description>
      <dl className="grid grid-cols-2 gap-2 rounded-lg bg-green-50 p-3 text-sm">
        <dt className="text-slate-700">Reference</dt>
        <dd className="font-semibold text-slate-900">{booking.reference}</dd>
        <dt className="text-slate-700">Package type</dt>
        <dd className="text-slate-900">{booking.packageType}</dd>
        <dt className="text-slate-700">Total price</dt>
        <dd className="font-semibold text-slate-900">{formatInr(booking.priceInr)}</dd>
      </dl>
      <p className="text-sm text-slate-700">
        You can cancel it from My Bookings until the day before it starts.
      </p>
      <div className="flex justify-end">
        <button type="button" onClick={onClose} className={primaryButtonClass}>
          Done
        </button>
      </div>
    </div>
  );
}
