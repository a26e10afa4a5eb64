import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { availableSlots, istToday } from '@logisaathi/domain';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useNoTruckChoices } from '../api/no-truck-choices';
import { useDomainText } from '@/i18n/use-language';
import { slotLabel } from '@/lib/format';

const small = 'px-3 py-1 text-sm';

/** Shown when no truck partner accepted by the configured time before the slot: the shipper decides what next. */
export function NoTruckChoices({ deliveryRowId }: { deliveryRowId: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const { keepSearching, changeSlot, cancel } = useNoTruckChoices(deliveryRowId);
  const [moving, setMoving] = useState(false);
  const [date, setDate] = useState(() => istToday(new Date()));
  const slots = availableSlots(date, new Date());
  const [slot, setSlot] = useState<string>('');
  const dateId = useId();
  const slotId = useId();
  const busy = keepSearching.isPending || changeSlot.isPending || cancel.isPending;
  const error = keepSearching.error ?? changeSlot.error ?? cancel.error;
  const chosenSlot = slots.includes(slot as (typeof slots)[number]) ? slot : (slots[0] ?? '');

  return (
    <div className="space-y-2" data-testid="no-truck-choices">
      <p role="status" data-testid="dispatch-state" className="text-amber-900">
        {t('noTruck.message')}
      </p>
      <div className="flex flex-wrap gap-2">
        <button
          type="button"
          className={`${primaryButtonClass} ${small}`}
          disabled={busy}
          onClick={() => keepSearching.mutate()}
        >
          {t('noTruck.keepSearching')}
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} ${small}`}
          disabled={busy}
          aria-expanded={moving}
          onClick={() => setMoving((m) => !m)}
        >
          {t('noTruck.changeSlot')}
        </button>
        <button
          type="button"
          className={`${secondaryButtonClass} ${small}`}
          disabled={busy}
          onClick={() => cancel.mutate()}
        >
          {t('noTruck.cancel')}
        </button>
      </div>
      {moving && (
        <form
          className="grid gap-2 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
          onSubmit={(event) => {
            event.preventDefault();
            if (chosenSlot) changeSlot.mutate({ deliveryDate: date, deliveryTime: chosenSlot });
          }}
        >
          <div>
            <label htmlFor={dateId} className="block text-sm font-medium">
              {t('noTruck.newDate')}
            </label>
            <input
              id={dateId}
              type="date"
              className={inputClass}
              min={istToday(new Date())}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              required
            />
          </div>
          <div>
            <label htmlFor={slotId} className="block text-sm font-medium">
              {t('noTruck.newSlot')}
            </label>
            <select
              id={slotId}
              className={inputClass}
              value={chosenSlot}
              onChange={(event) => setSlot(event.target.value)}
              required
            >
              {slots.length === 0 && <option value="">{t('noTruck.noSlot')}</option>}
              {slots.map((s) => (
                <option key={s} value={s}>
                  {slotLabel(s)}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={`${primaryButtonClass} ${small}`} disabled={busy || !chosenSlot}>
            {t('noTruck.save')}
          </button>
        </form>
      )}
      {error && (
        <p role="alert" className="text-red-700">
          {text(error.message)}
        </p>
      )}
    </div>
  );
}
