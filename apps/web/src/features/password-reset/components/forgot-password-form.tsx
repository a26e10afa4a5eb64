import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import type { ForgotPasswordInput } from '@logisaathi/domain';
import { lazyResolver } from '@/lib/lazy-resolver';
import { useRequestPasswordReset } from '../api/request-password-reset';

const validation = lazyResolver<ForgotPasswordInput, unknown, ForgotPasswordInput>(() =>
  import('./password-reset-resolvers').then((m) => m.forgotPasswordResolver),
);

/** Asks for a reset link. The answer is the same whether or not the address has an account. */
export function ForgotPasswordForm() {
  const { t } = useTranslation('passwordReset');
  const request = useRequestPasswordReset();
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordInput>({
    resolver: validation.resolver,
    defaultValues: { email: '' },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setServerError(null);
    try {
      const res = await request.mutateAsync({ email });
      setSentMessage(res.message);
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('forgot.failed'));
    }
  });

  if (sentMessage) {
    return (
      <div
        role="status"
        className="space-y-4 rounded-md border border-green-300 bg-green-50 px-4 py-4 text-green-900"
      >
        <p className="font-semibold">{t('forgot.checkInbox')}</p>
        <p className="text-sm">{sentMessage}</p>
        <Link to="/signin" className="inline-block font-semibold text-indigo-800 underline">
          {t('forgot.backToSignIn')}
        </Link>
      </div>
    );
  }
  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.warmUp}
      noValidate
      className="space-y-4"
      aria-label={t('forgot.formLabel')}
    >
      <ErrorBox message={serverError} />
      <Field label={t('forgot.email')} error={errors.email?.message}>
        {(a) => (
          <input
            {...a}
            {...register('email', { onChange: () => clearErrors('email') })}
            type="email"
            autoComplete="email"
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
        {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
      </button>
      <p className="text-center text-sm text-slate-700">
        {t('forgot.remembered')}{' '}
        <Link to="/signin" className="font-semibold text-indigo-800 underline">
          {t('forgot.signIn')}
        </Link>
      </p>
    </form>
  );
}
