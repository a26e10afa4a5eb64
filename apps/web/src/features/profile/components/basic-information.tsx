import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { PROFILE_MESSAGES, STORAGE_KEYS } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import type { ProfileDto } from '@logisaathi/domain';
import { useDomainText } from '@/i18n/use-language';
import { useUpdateProfile } from '../api/update-profile';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { useStorageMirror } from '../hooks/use-storage-mirror';
import {
  basicInformationSchema,
  type BasicInformationInput,
  type BasicInformationValues,
} from './basic-information-schema';
import { ProfilePicture } from './profile-picture';
import { usePermissions } from '@/lib/permissions';

const FIELDS = ['name', 'businessName', 'gstin', 'pan', 'billingAddress'] as const;
const readOnlyClass = 'read-only:border-transparent read-only:bg-slate-50 read-only:focus:ring-0';

function toFormValues(profile: ProfileDto): BasicInformationInput {
  return {
    name: profile.name,
    businessName: profile.businessName,
    gstin: profile.gstin ?? '',
    pan: profile.pan ?? '',
    billingAddress: profile.billingAddress ?? '',
  };
}

/** Spec section 2 'Basic Information': edit mode toggles; the email is never editable. */
export function BasicInformation({ profile }: { profile: ProfileDto }) {
  const { t } = useTranslation('profile');
  const text = useDomainText();
  const [isEditing, setIsEditing] = useState(false);
  // The company's profile is the owner's to change (issue 37).
  const canEdit = usePermissions().allowed('company.profile.write');
  const [serverError, setServerError] = useState<string | null>(null);
  const [savedMessage, setSavedMessage] = useState<string | null>(null);
  const update = useUpdateProfile();
  useStorageMirror(STORAGE_KEYS.profileData, {
    name: profile.name,
    email: profile.email,
    businessName: profile.businessName,
  });
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<BasicInformationInput, unknown, BasicInformationValues>({
    resolver: zodResolver(basicInformationSchema),
    values: toFormValues(profile),
    resetOptions: { keepDirtyValues: true },
  });
  const placeServerErrors = useServerFieldErrors(setError, FIELDS);
  const reg = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const startEditing = () => {
    setSavedMessage(null);
    setIsEditing(true);
  };
  const cancel = () => {
    reset(toFormValues(profile));
    setServerError(null);
    setIsEditing(false);
  };
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      const saved = await update.mutateAsync({
        name: values.name,
        businessName: values.businessName,
        gstin: values.gstin,
        pan: values.pan,
        // Empty clears the stored address (the server reads '' as 'none').
        billingAddress: values.billingAddress ?? '',
      });
      reset(toFormValues(saved.profile));
      setIsEditing(false);
      setSavedMessage(t('basic.saved'));
    } catch (err) {
      setServerError(placeServerErrors(err, t('basic.saveFailed')));
    }
  });

  return (
    <section
      aria-labelledby="basic-info-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="basic-info-title" className="text-xl font-bold text-slate-900">
          {t('basic.title')}
        </h2>
        {!isEditing && canEdit && (
          <button type="button" className={secondaryButtonClass} onClick={startEditing}>
            {t('basic.edit')}
          </button>
        )}
      </div>
      <ProfilePicture isEditing={isEditing} />
      <form
        onSubmit={onSubmit}
        noValidate
        aria-label={t('basic.formLabel')}
        className="mt-6 grid gap-4 sm:grid-cols-2"
      >
        <div className="sm:col-span-2">
          <ErrorBox message={serverError} />
        </div>
        <Field label={t('basic.fullName')} error={errors.name?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('name')}
              readOnly={!isEditing}
              autoComplete="name"
              className={`${inputClass} ${readOnlyClass}`}
            />
          )}
        </Field>
        <Field label={t('basic.businessName')} error={errors.businessName?.message}>
          {(a) => (
            <input
              {...a}
              {...reg('businessName')}
              readOnly={!isEditing}
              autoComplete="organization"
              className={`${inputClass} ${readOnlyClass}`}
            />
          )}
        </Field>
        <Field label={t('basic.email')} hint={text(PROFILE_MESSAGES.emailLocked)} className="sm:col-span-2">
          {(a) => (
            <input
              {...a}
              type="email"
              value={profile.email}
              readOnly
              aria-readonly="true"
              className={`${inputClass} ${readOnlyClass}`}
            />
          )}
        </Field>
        <Field
          label={t('basic.gstin')}
          error={errors.gstin?.message}
          hint={isEditing ? t('basic.gstinHint') : undefined}
        >
          {(a) => (
            <input
              {...a}
              {...reg('gstin')}
              readOnly={!isEditing}
              maxLength={15}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={isEditing ? '' : t('basic.notAdded')}
              className={`${inputClass} ${readOnlyClass} uppercase`}
            />
          )}
        </Field>
        <Field
          label={t('basic.pan')}
          error={errors.pan?.message}
          hint={isEditing ? t('basic.panHint') : undefined}
        >
          {(a) => (
            <input
              {...a}
              {...reg('pan')}
              readOnly={!isEditing}
              maxLength={10}
              autoCapitalize="characters"
              spellCheck={false}
              placeholder={isEditing ? '' : t('basic.notAdded')}
              className={`${inputClass} ${readOnlyClass} uppercase`}
            />
          )}
        </Field>
        <Field
          label={t('basic.billingAddress')}
          error={errors.billingAddress?.message}
          hint={isEditing ? t('basic.billingAddressHint') : undefined}
          className="sm:col-span-2"
        >
          {(a) => (
            <textarea
              {...a}
              {...reg('billingAddress')}
              readOnly={!isEditing}
              rows={2}
              maxLength={300}
              placeholder={isEditing ? '' : t('basic.notAdded')}
              className={`${inputClass} ${readOnlyClass}`}
            />
          )}
        </Field>
        {isEditing && (
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
              {isSubmitting ? t('basic.saving') : t('basic.save')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={cancel} disabled={isSubmitting}>
              {t('basic.cancel')}
            </button>
          </div>
        )}
        {savedMessage && (
          <p role="status" className="text-sm font-medium text-green-800 sm:col-span-2">
            {savedMessage}
          </p>
        )}
      </form>
    </section>
  );
}
