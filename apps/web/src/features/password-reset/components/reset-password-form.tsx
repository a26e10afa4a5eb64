import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Field, primaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { PasswordInput } from '@/components/ui/password-input';
import { INVALID_RESET_LINK, type ResetPasswordFormInput } from '@logisaathi/domain';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useResetPassword } from '../api/reset-password';

const validation = lazyResolver<ResetPasswordFormInput, unknown, ResetPasswordFormInput>(() =>
  import('./password-reset-resolvers').then((m) => m.resetPasswordResolver),
);

/** Sets a new password with the e-mailed token (/reset-password?token=...). */
export function ResetPasswordForm({ token }: { token: string | null }) {
  const { t } = useTranslation('passwordReset');
  const text = useDomainText();
  const reset = useResetPassword();
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordFormInput>({
    resolver: validation.resolver,
    defaultValues: { password: '', confirmPassword: '' },
  });

  if (!token) {
    return (
      <div className="space-y-4">
        <ErrorBox message={t('reset.invalidLink')} />
        <Link to="/forgot-password" className="font-semibold text-indigo-800 underline">
          {t('reset.requestNewLink')}
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
          {t('reset.signIn')}
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
      setServerError(err instanceof Error && err.message ? err.message : t('reset.failed'));
    }
  });
  // The API answers in the user's language: either form means the token is spent.
  const isLinkDead =
    serverError !== null &&
    [INVALID_RESET_LINK, text(INVALID_RESET_LINK), t('reset.invalidLink')].includes(serverError);
  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.warmUp}
      noValidate
      className="space-y-4"
      aria-label={t('reset.formLabel')}
    >
      <ErrorBox message={serverError} />
      {isLinkDead && (
        <Link to="/forgot-password" className="block font-semibold text-indigo-800 underline">
          {t('reset.requestNewLink')}
        </Link>
      )}
      <Field
        label={t('reset.newPassword')}
        error={errors.password?.message}
        hint={t('reset.newPasswordHint')}
      >
        {(a) => (
          <PasswordInput
            {...a}
            {...register('password', { onChange: () => clearErrors('password') })}
            autoComplete="new-password"
          />
        )}
      </Field>
      <Field label={t('reset.confirmNewPassword')} error={errors.confirmPassword?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('confirmPassword', { onChange: () => clearErrors('confirmPassword') })}
            autoComplete="new-password"
          />
        )}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
        {isSubmitting ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}
