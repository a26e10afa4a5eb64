/* The e-way bill number the business enters after uploading the file on the portal. */
import { z } from 'zod';
import { dateWithin } from '../form-fields';

export const EWB_NUMBER_MESSAGES = {
  numberRequired: 'E-way bill number is required',
  numberShape: 'E-way bill number must be 12 digits',
  dateRequired: 'Date of the e-way bill is required',
  dateInvalid: 'Enter a valid date',
  dateOutside: 'The e-way bill date must be within the last 30 days and not in the future',
} as const;
const M = EWB_NUMBER_MESSAGES;
export const EWB_DATE_DAYS_BEFORE = 30;

export function ewbNumberSchema(clock: () => Date = () => new Date()) {
  return z.object({
    ewbNumber: z
      .string({ error: M.numberRequired })
      .max(32, M.numberShape)
      .transform((v) => v.replace(/\s/g, ''))
      .refine((v) => v.length > 0, M.numberRequired)
      .refine((v) => v.length === 0 || /^\d{12}$/.test(v), M.numberShape),
    generatedOn: dateWithin(
      clock,
      { daysBefore: EWB_DATE_DAYS_BEFORE, daysAhead: 0 },
      { required: M.dateRequired, invalid: M.dateInvalid, outside: M.dateOutside },
    ),
  });
}
export type EwbNumberInput = z.input<ReturnType<typeof ewbNumberSchema>>;

/** '123456789012' -> '1234 5678 9012', as the portal prints it. */
export const formatEwbNumber = (n: string) => n.replace(/(\d{4})(?=\d)/g, '$1 ');
