import { z } from 'zod';
import { billingStateProblem, gstinProblem, panProblem, profileUpdateSchema } from '@logisaathi/domain';

/** Optional on the form: empty is fine, anything typed must pass the public format (upper-cased first). */
function optionalTaxId(problem: (value: string) => string | null) {
  return z
    .string()
    .transform((v) => v.trim().toUpperCase())
    .superRefine((v, ctx) => {
      const message = v ? problem(v) : null;
      if (message) ctx.addIssue({ code: 'custom', message });
    });
}

/** Same rules and messages as the server's PUT /users/profile (apps/api users/profile-schemas.ts). */
export const basicInformationSchema = profileUpdateSchema
  .omit({ email: true })
  .extend({ gstin: optionalTaxId(gstinProblem), pan: optionalTaxId(panProblem) })
  .superRefine((v, ctx) => {
    if (v.gstin && v.pan && v.gstin.slice(2, 12) !== v.pan) {
      ctx.addIssue({
        code: 'custom',
        path: ['gstin'],
        message: 'GSTIN must contain the company PAN in characters 3 to 12',
      });
    }
    const stateProblem = billingStateProblem(v.billingAddress, v.gstin || null);
    if (stateProblem) ctx.addIssue({ code: 'custom', path: ['billingAddress'], message: stateProblem });
  });
export type BasicInformationInput = z.input<typeof basicInformationSchema>;
export type BasicInformationValues = z.output<typeof basicInformationSchema>;
