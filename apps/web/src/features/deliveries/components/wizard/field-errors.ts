import type { z } from 'zod';
import type { WizardForm } from '../../hooks/use-add-delivery-wizard';

/** Field path ('weight', 'dimensions.length', 'poolingPreferences.maxWaitTime') to its first message. */
export type FieldErrors = Record<string, string | undefined>;

export function fieldErrors(result: z.ZodSafeParseResult<unknown>): FieldErrors {
  if (result.success) return {};
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.map(String).join('.');
    errors[key] ??= issue.message;
  }
  return errors;
}

/** What every step component receives: the values, the errors to show, and how to change them. */
export interface StepProps {
  form: WizardForm;
  errors: FieldErrors;
  update: (patch: Partial<WizardForm>) => void;
  /** Marks a field as visited, so its error shows from then on. */
  touch: (field: string) => void;
}
