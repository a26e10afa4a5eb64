import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { loginSchema } from '@logisaathi/domain';
import { z } from 'zod';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useSession } from '@/lib/session';
import { loginAccount, requestSignInLink } from '../api/auth-api';

const signInFormSchema = loginSchema.extend({ rememberMe: z.boolean() });
type SignInValues = z.input<typeof signInFormSchema>;

export function SignInForm() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const [linkMessage, setLinkMessage] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    getValues,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({
    // Spec section 5: an edited field's error clears and stays clear until the next submit.
    reValidateMode: 'onSubmit',
    resolver: zodResolver(signInFormSchema),
    defaultValues: { email: '', password: '', rememberMe: true },
  });

  const onSubmit = handleSubmit(async ({ email, password, rememberMe }) => {
    setServerError(null);
    try {
      const result = await loginAccount({ email, password });
      signIn(result, rememberMe);
      navigate('/dashboard');
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('signIn.failed'));
    }
  });

  // The way in when password sign-in is held back (an account under attack), or for anyone who prefers it.
  const emailMeALink = async () => {
    setServerError(null);
    const email = loginSchema.shape.email.safeParse(getValues('email'));
    if (!email.success) {
      setError('email', { message: email.error.issues[0]?.message ?? 'Email is invalid' });
      return;
    }
    try {
      setLinkMessage((await requestSignInLink(email.data)).message);
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('signIn.linkFailed'));
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signIn.formLabel')}>
      <ErrorBox message={serverError} />
      {linkMessage && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 px-3 py-2 text-sm text-green-900"
        >
          {linkMessage}
        </p>
      )}
      <Field label={t('fields.email')} error={errors.email?.message}>
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
      <Field label={t('fields.password')} error={errors.password?.message}>
        {(a) => (
          <PasswordInput
            {...a}
            {...register('password', { onChange: () => clearErrors('password') })}
            autoComplete="current-password"
          />
        )}
      </Field>
      <div className="flex items-center justify-between gap-2 text-sm">
        <label className="inline-flex items-center gap-2">
          <input type="checkbox" {...register('rememberMe')} className="h-4 w-4 accent-indigo-700" />
          {t('signIn.rememberMe')}
        </label>
        <Link to="/forgot-password" className="font-medium text-indigo-800 underline">
          {t('signIn.forgotPassword')}
        </Link>
      </div>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <button
        type="button"
        onClick={() => void emailMeALink()}
        className="w-full text-center text-sm font-medium text-indigo-800 underline"
      >
        {t('signIn.emailLink')}
      </button>
      <p className="text-center text-sm text-slate-700">
        {t('signIn.newHere')}{' '}
        <Link to="/signup" className="font-semibold text-indigo-800 underline">
          {t('signIn.signUp')}
        </Link>
      </p>
    </form>
  );
}
