import { PACKAGE_TYPE_NEEDING_NAME, PACKAGE_TYPES, SPECIAL_INSTRUCTIONS } from '@logisaathi/domain';
import { Field, inputClass } from '../../../../components/ui/field';
import type { StepProps } from './field-errors';
import { GoodsInvoiceFields } from './goods-invoice-fields';

const DIMENSIONS = [
  { key: 'length', label: 'Length (cm)' },
  { key: 'width', label: 'Width (cm)' },
  { key: 'height', label: 'Height (cm)' },
] as const;

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
  const chosenInstructions = form.specialInstructions.split(',').map((p) => p.trim());
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Package Type" error={errors.packageType}>
        {(props) => (
          <select
            {...props}
            className={inputClass}
            value={form.packageType}
            onChange={(e) => update({ packageType: e.target.value })}
            onBlur={() => touch('packageType')}
          >
            <option value="">Select a package type</option>
            {PACKAGE_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={form.packageType === PACKAGE_TYPE_NEEDING_NAME ? 'Package Name' : 'Package Name (optional)'}
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
      <Field label="Weight (kg)" error={errors.weight}>
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
        <legend className="mb-1 text-sm font-medium text-slate-800">Dimensions (optional)</legend>
        <div className="grid grid-cols-3 gap-2">
          {DIMENSIONS.map(({ key, label }) => (
            <Field
              key={key}
              label={<span className="text-xs">{label}</span>}
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
        <Field label="Special Instructions (optional)" error={errors.specialInstructions}>
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
        <div className="mt-2 flex flex-wrap gap-2" role="group" aria-label="Quick-add special instructions">
          {SPECIAL_INSTRUCTIONS.map((instruction) => {
            const isChosen = chosenInstructions.includes(instruction);
            return (
              <button
                key={instruction}
                type="button"
                aria-pressed={isChosen}
                onClick={() =>
                  update({ specialInstructions: toggleInstruction(form.specialInstructions, instruction) })
                }
                className={`rounded-full px-3 py-1 text-sm ring-1 ${
                  isChosen
                    ? 'bg-indigo-700 text-white ring-indigo-700'
                    : 'bg-white text-slate-800 ring-slate-300 hover:bg-slate-50'
                }`}
              >
                {isChosen ? '✓ ' : '+ '}
                {instruction}
              </button>
            );
          })}
        </div>
      </div>
      <GoodsInvoiceFields form={form} errors={errors} update={update} touch={touch} />
    </div>
  );
}
