import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate } from 'react-router';
import { z } from 'zod';
import {
  PARTNER_KINDS,
  PARTNER_KIND_LABELS,
  partnerRegisterSchema,
  type PartnerRegisterInput,
} from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { MobileInput } from '@/components/ui/mobile-input';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { useSession } from '@/lib/session';
import { registerPartner } from '../api/register-partner';
import { useDomainText } from '@/i18n/use-language';

/** The partner contract plus the confirmation box, checked with the same words as the shipper form. */
const partnerSignUpFormSchema = partnerRegisterSchema
  .safeExtend({ confirmPassword: z.string({ error: 'Passwords do not match' }) })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    error: 'Passwords do not match',
  });
type PartnerSignUpValues = z.input<typeof partnerSignUpFormSchema>;

/** Sign-up for truck partners: an owner-driver or a fleet operator, with the same sign-in machinery as shippers. */
export function PartnerSignUpForm() {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const navigate = useNavigate();
  const { signIn } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PartnerSignUpValues>({
    reValidateMode: 'onSubmit',
    resolver: zodResolver(partnerSignUpFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      password: '',
      confirmPassword: '',
      phone: '',
      kind: undefined,
      businessName: '',
    },
  });
  const reg = (name: keyof PartnerSignUpValues) => register(name, { onChange: () => clearErrors(name) });
  const kind = useWatch({ control, name: 'kind' });

  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const { confirmPassword: _confirm, ...body } = values;
      const result = await registerPartner(body as PartnerRegisterInput);
      signIn(result, true);
      navigate(paths.partnerHome);
    } catch (err) {
      setServerError(err instanceof Error && err.message ? err.message : t('signUp.failed'));
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label={t('signUp.form')}>
      <ErrorBox message={serverError} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium text-slate-800">{t('signUp.iAm')}</legend>
        <div className="grid gap-2">
          {PARTNER_KINDS.map((k) => (
            <label
              key={k}
              className={`flex cursor-pointer items-start gap-2 rounded-md border p-3 text-sm ${kind === k ? 'border-indigo-700 bg-indigo-50' : 'border-slate-300 bg-white'}`}
            >
              <input type="radio" value={k} {...reg('kind')} className="mt-0.5" />
              {text(PARTNER_KIND_LABELS[k])}
            </label>
          ))}
        </div>
        {errors.kind?.message && <p className="mt-1 text-sm text-red-700">{text(errors.kind.message)}</p>}
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('signUp.firstName')} error={errors.firstName?.message}>
          {(a) => <input {...a} {...reg('firstName')} autoComplete="given-name" className={inputClass} />}
        </Field>
        <Field label={t('signUp.lastName')} error={errors.lastName?.message}>
          {(a) => <input {...a} {...reg('lastName')} autoComplete="family-name" className={inputClass} />}
        </Field>
      </div>
      <Field
        label={kind === 'fleet_operator' ? t('signUp.businessName') : t('signUp.businessNameOptional')}
        error={errors.businessName?.message}
      >
        {(a) => <input {...a} {...reg('businessName')} autoComplete="organization" className={inputClass} />}
      </Field>
      <Field label={t('signUp.phone')} error={errors.phone?.message}>
        {(a) => <MobileInput {...a} {...reg('phone')} />}
      </Field>
      <Field label={t('signUp.email')} error={errors.email?.message}>
        {(a) => <input {...a} {...reg('email')} type="email" autoComplete="email" className={inputClass} />}
      </Field>
      <Field label={t('signUp.password')} error={errors.password?.message}>
        {(a) => <PasswordInput {...a} {...reg('password')} autoComplete="new-password" />}
      </Field>
      <Field label={t('signUp.confirmPassword')} error={errors.confirmPassword?.message}>
        {(a) => <PasswordInput {...a} {...reg('confirmPassword')} autoComplete="new-password" />}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full`}>
        {isSubmitting ? t('signUp.creating') : t('signUp.create')}
      </button>
      <p className="text-center text-sm text-slate-700">
        {t('signUp.already')}{' '}
        <Link to={paths.signIn} className="font-semibold text-indigo-800 underline">
          {t('signUp.signIn')}
        </Link>
      </p>
    </form>
  );
}
