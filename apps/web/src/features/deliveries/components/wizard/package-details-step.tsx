import { useTranslation } from 'react-i18next';
import { PACKAGE_TYPE_NEEDING_NAME, PACKAGE_TYPES, SPECIAL_INSTRUCTIONS } from '@logisaathi/domain';
import { Field, inputClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import type { StepProps } from './field-errors';
import { GoodsInvoiceFields } from './goods-invoice-fields';

const DIMENSIONS = ['length', 'width', 'height'] as const;

/** Adds a quick-add instruction to the free text once; a second press removes it again. */
export function toggleInstruction(text: string, instruction: string): string {
  const parts = text
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
  const next = parts.includes(instruction) ? parts.filter((p) => p !== instruction) : [...parts, instruction];
  return next.join(', ');
}

/** Step 2 (spec sections 2, 3, 5): type and weight required, a name when the type is Other. */
export function PackageDetailsStep({ form, errors, update, touch }: StepProps) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const chosenInstructions = form.specialInstructions.split(',').map((p) => p.trim());
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label={t('wizard.package.type')} error={errors.packageType}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={form.packageType}
            onChange={(e) => update({ packageType: e.target.value })}
            onBlur={() => touch('packageType')}
          >
            <option value="">{t('wizard.package.selectType')}</option>
            {PACKAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {text(type)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={
          form.packageType === PACKAGE_TYPE_NEEDING_NAME
            ? t('wizard.package.name')
            : t('wizard.package.nameOptional')
        }
        error={errors.packageName}
      >
        {(props) => (
          <input
            {...props}
            className={inputClass}
            value={form.packageName}
            onChange={(e) => update({ packageName: e.target.value })}
            onBlur={() => touch('packageName')}
          />
        )}
      </Field>
      <Field label={t('wizard.package.weight')} error={errors.weight}>
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="decimal"
            min={0.1}
            step="any"
            className={inputClass}
            value={form.weight}
            onChange={(e) => update({ weight: e.target.value })}
            onBlur={() => touch('weight')}
          />
        )}
      </Field>
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('wizard.package.dimensions')}</legend>
        <div className="grid grid-cols-3 gap-2">
          {DIMENSIONS.map((key) => (
            <Field
              key={key}
              label={<span className="text-xs">{t(`wizard.package.${key}`)}</span>}
              error={errors[`dimensions.${key}`]}
            >
              {(props) => (
                <input
                  {...props}
                  type="number"
                  inputMode="decimal"
                  min={0}
                  step="any"
                  className={inputClass}
                  value={form.dimensions[key]}
                  onChange={(e) => update({ dimensions: { ...form.dimensions, [key]: e.target.value } })}
                  onBlur={() => touch(`dimensions.${key}`)}
                />
              )}
            </Field>
          ))}
        </div>
      </fieldset>
      <div className="md:col-span-2">
        <Field label={t('wizard.package.instructions')} error={errors.specialInstructions}>
          {(props) => (
            <textarea
              {...props}
              rows={3}
              className={inputClass}
              value={form.specialInstructions}
              onChange={(e) => update({ specialInstructions: e.target.value })}
              onBlur={() => touch('specialInstructions')}
            />
          )}
        </Field>
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label={t('wizard.package.quickAdd')}>
          {SPECIAL_INSTRUCTIONS.map((instruction) => {
            // Added to the text in the language the business writes it in.
            const shown = text(instruction);
            const isChosen = chosenInstructions.includes(shown);
            return (
              <button
                key={instruction}
                type="button"
                aria-pressed={isChosen}
                onClick={() =>
                  update({ specialInstructions: toggleInstruction(form.specialInstructions, shown) })
                }
                className={`rounded-full px-3 py-1 text-sm ring-1 ${
                  isChosen
                    ? 'bg-indigo-700 text-white ring-indigo-700'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {isChosen ? '✓ ' : '+ '}
                {shown}
              </button>
            );
          })}
        </div>
      </div>
      <GoodsInvoiceFields form={form} errors={errors} update={update} touch={touch} />
    </div>
  );
}
