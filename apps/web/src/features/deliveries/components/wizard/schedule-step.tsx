import {
  NO_SLOTS_MESSAGE,
  TIME_SLOT_LABELS,
  availableSlots,
  isTimeSlot,
  istToday,
  keepSlotIfAvailable,
} from '@logisaathi/domain';
import { Field, inputClass, primaryButtonClass } from '../../../../components/ui/field';
import type { WizardMode } from '../../hooks/use-add-delivery-wizard';
import type { StepProps } from './field-errors';
import { PoolingPreferencesFields } from './pooling-preferences-fields';

const slotLabel = (slot: string) => (isTimeSlot(slot) ? TIME_SLOT_LABELS[slot] : slot);

/**
 * Step 3 (spec sections 2 and 5): the delivery date (not before today in IST) and a slot still open for it;
 * pooling preferences in pooling mode; the analysis button in place of Next Step.
 */
export function ScheduleStep({
  mode,
  now,
  isAnalyzing,
  onAnalyze,
  ...stepProps
}: StepProps & { mode: WizardMode; now: Date; isAnalyzing: boolean; onAnalyze: () => void }) {
  const { form, errors, update, touch } = stepProps;
  const isSlotLocked = mode === 'shared-truck';
  const slots = isSlotLocked ? [form.deliveryTime].filter(Boolean) : availableSlots(form.deliveryDate, now);
  const hasNoSlots = !isSlotLocked && Boolean(form.deliveryDate) && slots.length === 0;
  const slotError = errors.deliveryTime ?? (hasNoSlots ? NO_SLOTS_MESSAGE : undefined);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label="Delivery Date" error={errors.deliveryDate}>
          {(props) => (
            <input
              {...props}
              type="date"
              min={istToday(now)}
              className={inputClass}
              value={form.deliveryDate}
              onChange={(e) => {
                const deliveryDate = e.target.value;
                // A chosen slot the new date no longer offers is cleared (spec section 5); a locked slot stays.
                update(
                  isSlotLocked
                    ? { deliveryDate }
                    : {
                        deliveryDate,
                        deliveryTime: keepSlotIfAvailable(deliveryDate, form.deliveryTime, now),
                      },
                );
              }}
              onBlur={() => touch('deliveryDate')}
            />
          )}
        </Field>
        <Field
          label="Preferred Time Slot"
          error={slotError}
          hint={
            isSlotLocked
              ? "Locked to the shared truck's departure"
              : form.deliveryDate
                ? undefined
                : 'Choose a date to see the open slots'
          }
        >
          {(props) => (
            <select
              {...props}
              className={inputClass}
              value={form.deliveryTime}
              disabled={isSlotLocked || slots.length === 0}
              onChange={(e) => update({ deliveryTime: e.target.value })}
              onBlur={() => touch('deliveryTime')}
            >
              {!isSlotLocked && <option value="">Select a time slot</option>}
              {slots.map((slot) => (
                <option key={slot} value={slot}>
                  {slotLabel(slot)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {mode === 'pooling' && <PoolingPreferencesFields {...stepProps} />}
      <div className="flex justify-end">
        <button
          type="button"
          className={`${primaryButtonClass} w-full sm:w-auto`}
          onClick={onAnalyze}
          disabled={isAnalyzing}
        >
          {isAnalyzing
            ? mode === 'pooling'
              ? 'Finding Smart Matches...'
              : 'Analyzing...'
            : 'Get AI Route & Weather Analysis'}
        </button>
      </div>
    </div>
  );
}
