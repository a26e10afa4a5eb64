import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import {
  BUSINESS_TYPES,
  BUSINESS_TYPE_LABELS,
  signUpFormSchema,
  type SignUpFormValues,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { MobileInput } from '@/components/ui/mobile-input';
import { PasswordInput } from '@/components/ui/password-input';
import { useDomainText } from '@/i18n/use-language';
import { useSession } from '@/lib/session';
import { registerAccount } from '../api/auth-api';

export function SignUpForm() {
  const { t } = useTranslation('auth');
  const text = useDomainText();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<SignUpFormValues>({
    // Spec section 5: an edited field's error clears and stays clear until the next submit.
    reValidateMode: 'onSubmit',
    resolver: zodResolver(signUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      company: '',
      phone: '',
      businessType: '' as never,
    },
  });
  // Spec section 5: field errors clear on edit.
  const reg = (name: keyof SignUpFormValues) => register(name, { onChange: () => clearErrors(name) });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { confirmPassword: _confirm, ...body } = values;
      const result = await registerAccount(body);
      signIn(result, true);
      navigate('/dashboard');
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('signUp.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signUp.formLabel')}>
      <ErrorBox message={serverError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('fields.firstName')} error={errors.firstName?.message}>
          {(a) => <input {...a} {...reg('firstName')} autoComplete="given-name" className={inputClass} />}
        </Field>
        <Field label={t('fields.lastName')} error={errors.lastName?.message}>
          {(a) => <input {...a} {...reg('lastName')} autoComplete="family-name" className={inputClass} />}
        </Field>
      </div>
      <Field label={t('fields.email')} error={errors.email?.message}>
        {(a) => <input {...a} {...reg('email')} type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label={t('fields.password')} error={errors.password?.message}>
        {(a) => <PasswordInput {...a} {...reg('password')} autoComplete="new-password" />}
      </Field>
      <Field label={t('fields.confirmPassword')} error={errors.confirmPassword?.message}>
        {(a) => <PasswordInput {...a} {...reg('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <Field label={t('fields.company')} error={errors.company?.message}>
        {(a) => <input {...a} {...reg('company')} autoComplete="organization" className={inputClass} />}
      </Field>
      <Field label={t('fields.phone')} error={errors.phone?.message}>
        {(a) => <MobileInput {...a} {...reg('phone')} />}
      </Field>
      <Field label={t('fields.businessType')} error={errors.businessType?.message}>
        {(a) => (
          <select {...a} {...reg('businessType')} className={inputClass}>
            <option value="">{t('signUp.selectBusinessType')}</option>
            {BUSINESS_TYPES.map((type) => (
              <option key={type} value={type}>
                {text(BUSINESS_TYPE_LABELS[type])}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
        {isSubmitting ? t('signUp.submitting') : t('signUp.submit')}
      </button>
      <p className="text-center text-sm text-slate-700">
        {t('signUp.haveAccount')}{' '}
        <Link to="/signin" className="font-semibold text-indigo-800 underline">
          {t('signUp.signIn')}
        </Link>
      </p>
    </form>
  );
}
