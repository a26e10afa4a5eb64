import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema, resetPasswordFormSchema } from '@logisaathi/domain';

/** The password reset forms' validation, in its own chunk (see lazyResolver): it brings zod with it. */
export const forgotPasswordResolver = zodResolver(forgotPasswordSchema);
export const resetPasswordResolver = zodResolver(resetPasswordFormSchema);
