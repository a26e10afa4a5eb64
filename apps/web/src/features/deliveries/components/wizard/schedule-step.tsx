import { useTranslation } from 'react-i18next';
import { NO_SLOTS_MESSAGE, availableSlots, istToday, keepSlotIfAvailable } from '@logisaathi/domain';
import { Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { slotLabel } from '@/lib/format';
import type { WizardMode } from '../../hooks/use-add-delivery-wizard';
import type { StepProps } from './field-errors';
import { PoolingPreferencesFields } from './pooling-preferences-fields';

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
  const { t } = useTranslation('deliveries');
  const { form, errors, update, touch } = stepProps;
  const isSlotLocked = mode === 'shared-truck';
  const slots = isSlotLocked ? [form.deliveryTime].filter(Boolean) : availableSlots(form.deliveryDate, now);
  const hasNoSlots = !isSlotLocked && Boolean(form.deliveryDate) && slots.length === 0;
  const slotError = errors.deliveryTime ?? (hasNoSlots ? NO_SLOTS_MESSAGE : undefined);

  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        <Field label={t('wizard.schedule.date')} error={errors.deliveryDate}>
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
          label={t('wizard.schedule.slot')}
          error={slotError}
          hint={
            isSlotLocked
              ? t('wizard.schedule.slotLocked')
              : form.deliveryDate
                ? undefined
                : t('wizard.schedule.chooseDate')
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
              {!isSlotLocked && <option value="">{t('wizard.schedule.selectSlot')}</option>}
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
              ? t('wizard.schedule.findingMatches')
              : t('wizard.schedule.analyzing')
            : t('wizard.schedule.analyze')}
        </button>
      </div>
    </div>
  );
}
