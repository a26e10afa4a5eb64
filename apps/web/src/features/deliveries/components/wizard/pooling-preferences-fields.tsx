import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  TRUCK_TYPES,
  truckTypeLabel,
  type PoolingPreferencesInput,
  type TruckType,
} from '@logisaathi/domain';
import { Field, inputClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import type { StepProps } from './field-errors';

const splitRequirements = (text: string) =>
  text
    .split(',')
    .map((r) => r.trim())
    .filter(Boolean);

/** Pooling-mode preferences of step 3 (spec sections 2 and 3); the spec leaves their layout open. */
export function PoolingPreferencesFields({ form, errors, update, touch }: StepProps) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const prefs = form.poolingPreferences;
  const setPrefs = (patch: Partial<PoolingPreferencesInput>) =>
    update({ poolingPreferences: { ...prefs, ...patch } });
  // Typed text keeps its commas and spaces while the stored list is the cleaned split.
  const [requirementsText, setRequirementsText] = useState(() =>
    (prefs.specialRequirements ?? []).join(', '),
  );
  const chosenTypes: readonly string[] = prefs.preferredTruckTypes ?? [];
  const toggleType = (type: TruckType) =>
    setPrefs({
      preferredTruckTypes: chosenTypes.includes(type)
        ? (chosenTypes.filter((t) => t !== type) as TruckType[])
        : ([...chosenTypes, type] as TruckType[]),
    });
  const error = (key: string) => errors[`poolingPreferences.${key}`];
  const truckTypesError = error('preferredTruckTypes');

  return (
    <fieldset className="rounded-lg border border-indigo-200 bg-indigo-50/40 p-4">
      <legend className="px-1 font-semibold text-indigo-900">{t('wizard.pooling.legend')}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('wizard.pooling.maxWait')}
          error={error('maxWaitTime')}
          hint={t('wizard.pooling.maxWaitHint')}
        >
          {(props) => (
            <input
              {...props}
              type="number"
              min={1}
              step={1}
              className={inputClass}
              value={prefs.maxWaitTime ?? ''}
              onChange={(e) => setPrefs({ maxWaitTime: e.target.value })}
              onBlur={() => touch('poolingPreferences.maxWaitTime')}
            />
          )}
        </Field>
        <Field label={t('wizard.pooling.savingsTarget')} error={error('costSavingsTarget')}>
          {(props) => (
            <input
              {...props}
              type="number"
              min={0}
              max={100}
              step={1}
              className={inputClass}
              value={prefs.costSavingsTarget ?? ''}
              onChange={(e) => setPrefs({ costSavingsTarget: e.target.value })}
              onBlur={() => touch('poolingPreferences.costSavingsTarget')}
            />
          )}
        </Field>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-indigo-700"
            checked={prefs.flexiblePickup ?? false}
            onChange={(e) => setPrefs({ flexiblePickup: e.target.checked })}
          />
          {t('wizard.pooling.flexiblePickup')}
        </label>
        <label className="flex items-center gap-2 text-sm text-slate-800">
          <input
            type="checkbox"
            className="h-4 w-4 accent-indigo-700"
            checked={prefs.flexibleDelivery ?? false}
            onChange={(e) => setPrefs({ flexibleDelivery: e.target.checked })}
          />
          {t('wizard.pooling.flexibleDelivery')}
        </label>
      </div>
      <fieldset className="mt-4">
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('wizard.pooling.truckTypes')}</legend>
        <div className="grid gap-1 sm:grid-cols-2">
          {TRUCK_TYPES.map(({ type }) => (
            <label key={type} className="flex items-center gap-2 text-sm text-slate-800">
              <input
                type="checkbox"
                className="h-4 w-4 accent-indigo-700"
                checked={chosenTypes.includes(type)}
                onChange={() => toggleType(type)}
              />
              {text(truckTypeLabel(type))}
            </label>
          ))}
        </div>
        {truckTypesError && <p className="mt-1 text-sm text-red-700">{text(truckTypesError)}</p>}
      </fieldset>
      <Field
        className="mt-4"
        label={t('wizard.pooling.requirements')}
        error={error('specialRequirements')}
        hint={t('wizard.pooling.requirementsHint')}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={requirementsText}
            onChange={(e) => {
              setRequirementsText(e.target.value);
              setPrefs({ specialRequirements: splitRequirements(e.target.value) });
            }}
            onBlur={() => touch('poolingPreferences.specialRequirements')}
          />
        )}
      </Field>
    </fieldset>
  );
}
