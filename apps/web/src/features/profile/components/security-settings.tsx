import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { passwordChangeSchema, type PasswordChangeInput } from '@logisaathi/domain';
import { ErrorBox, Field, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useChangePassword } from '../api/change-password';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
const EMPTY: PasswordChangeInput = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Spec section 2 'Security Settings', made real (DESIGN): verifies, changes, and signs out other devices. */
export function SecuritySettings() {
  const { t } = useTranslation('profile');
  const [isEditing, setIsEditing] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [doneMessage, setDoneMessage] = useState<string | null>(null);
  const change = useChangePassword();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<PasswordChangeInput>({ resolver: zodResolver(passwordChangeSchema), defaultValues: EMPTY });
  const placeServerErrors = useServerFieldErrors(setError, FIELDS);
  const reg = (name: (typeof FIELDS)[number]) => register(name, { onChange: () => clearErrors(name) });

  const toggle = () => {
    reset(EMPTY);
    setServerError(null);
    setDoneMessage(null);
    setIsEditing((v) => !v);
  };
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      await change.mutateAsync(values);
      reset(EMPTY);
      setIsEditing(false);
      setDoneMessage(t('security.done'));
    } catch (err) {
      setServerError(placeServerErrors(err, t('security.failed')));
    }
  });

  return (
    <section
      aria-labelledby="security-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <h2 id="security-title" className="text-xl font-bold text-slate-900">
          {t('security.title')}
        </h2>
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={toggle}
          aria-expanded={isEditing}
          aria-controls="password-form"
        >
          {isEditing ? t('security.cancel') : t('security.changePassword')}
        </button>
      </div>
      {doneMessage && (
        <p role="status" className="mb-3 text-sm font-medium text-green-800">
          {doneMessage}
        </p>
      )}
      {isEditing ? (
        <form
          id="password-form"
          onSubmit={onSubmit}
          noValidate
          aria-label={t('security.formLabel')}
          className="grid gap-4 sm:max-w-md"
        >
          <ErrorBox message={serverError} />
          <Field label={t('security.currentPassword')} error={errors.currentPassword?.message}>
            {(a) => <PasswordInput {...a} {...reg('currentPassword')} autoComplete="current-password" />}
          </Field>
          <Field
            label={t('security.newPassword')}
            error={errors.newPassword?.message}
            hint={t('security.newPasswordHint')}
          >
            {(a) => <PasswordInput {...a} {...reg('newPassword')} autoComplete="new-password" />}
          </Field>
          <Field label={t('security.confirmNewPassword')} error={errors.confirmPassword?.message}>
            {(a) => <PasswordInput {...a} {...reg('confirmPassword')} autoComplete="new-password" />}
          </Field>
          <div>
            <button type="submit" className={primaryButtonClass} disabled={isSubmitting}>
              {isSubmitting ? t('security.submitting') : t('security.submit')}
            </button>
          </div>
        </form>
      ) : (
        <p className="text-sm text-slate-700">{t('security.explainer')}</p>
      )}
    </section>
  );
}
