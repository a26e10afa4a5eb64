import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { ErrorBox, Field, primaryButtonClass } from '../../../components/ui/field';
import { PasswordInput } from '../../../components/ui/password-input';
import { useResetPassword } from '../api/reset-password';
import { resetPasswordFormSchema, type ResetPasswordValues } from './password-reset-schemas';

const INVALID_LINK = 'This reset link is invalid or has expired. Please request a new one.';

/** Sets a new password with the e-mailed token (/reset-password?token=...). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const reset = useResetPassword();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordValues>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <div className="space-y-4">
        <ErrorBox message={INVALID_LINK} />
        <Link to="/forgot-password" className="font-semibold text-indigo-800 underline">
          Request a new link
        </Link>
      </div>
    );
  }
  if (doneMessage) {
    return (
      <div
        role="status"
        className="space-y-4 rounded-md border border-green-300 bg-green-50 px-4 py-4 text-green-900"
      >
        <p className="text-sm">{doneMessage}</p>
        <Link to="/signin" className="inline-block font-semibold text-indigo-800 underline">
          Sign In
        </Link>
      </div>
    );
  }

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const res = await reset.mutateAsync({ token, ...values });
      setDoneMessage(res.message);
    } catch (err) {
      setServerError(
        err instanceof Error && err.message ? err.message : 'Could not reset the password. Please try again.',
      );
    }
  });
  const isLinkDead = serverError === INVALID_LINK;
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Reset password">
      <ErrorBox message={serverError} />
      {isLinkDead && (
        <Link to="/forgot-password" className="block font-semibold text-indigo-800 underline">
          Request a new link
        </Link>
      )}
      <Field label="New Password" error={errors.password?.message} hint="At least 6 characters">
        {(a) => (
          <PasswordInput
            {...a}
            {...register('password', { onChange: () => clearErrors('password') })}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
            autoComplete="new-password"
          />
        )}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
        {isSubmitting ? 'Resetting...' : 'Reset Password'}
      </button>
    </form>
  );
}
