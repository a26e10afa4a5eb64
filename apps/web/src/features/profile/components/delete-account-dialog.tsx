import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import * as Dialog from '@radix-ui/react-dialog';
import {
  accountDeletionSchema,
  DATA_RIGHTS_TEXT,
  type AccountDeletionInput,
  type AccountDeletionResponse,
} from '@logisaathi/domain';
import { ErrorBox, Field, secondaryButtonClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { useDomainText, useLanguage } from '@/i18n/use-language';
import { useSession } from '@/lib/session';
import { useDeleteAccount } from '../api/delete-account';
import { useServerFieldErrors } from '@/lib/use-server-field-errors';
import { profileDate } from './format';

const FIELDS = ['password'] as const;
const EMPTY: AccountDeletionInput = { password: '' };
const T = DATA_RIGHTS_TEXT;

export const dangerButtonClass =
  'inline-flex items-center justify-center gap-2 rounded-md bg-red-700 px-4 py-2 font-semibold text-white hover:bg-red-800 disabled:cursor-not-allowed disabled:opacity-60';

/**
 * 'Delete my account': the password, re-entered, confirms. After the server has deleted the account the
 * dialog says what was kept; closing it ends the session here (the server has already ended every sign-in).
 */
export function DeleteAccountDialog() {
  const { t } = useTranslation('profile');
  const text = useDomainText();
  const { language } = useLanguage();
  const [isOpen, setIsOpen] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const [done, setDone] = useState<AccountDeletionResponse['data'] | null>(null);
  const remove = useDeleteAccount();
  const { forgetSession } = useSession();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm<AccountDeletionInput>({ resolver: zodResolver(accountDeletionSchema), defaultValues: EMPTY });
  const placeServerErrors = useServerFieldErrors(setError, FIELDS);

  const onOpenChange = (open: boolean) => {
    if (!open && done) {
      forgetSession();
      return;
    }
    if (isSubmitting) return;
    reset(EMPTY);
    setServerError(null);
    setIsOpen(open);
  };
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    try {
      setDone(await remove.mutateAsync(values));
    } catch (err) {
      setServerError(placeServerErrors(err, t('deleteAccount.failed')));
    }
  });

  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <Dialog.Trigger asChild>
        <button type="button" className={dangerButtonClass}>
          {text(T.deleteTitle)}
        </button>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content className="fixed inset-x-2 top-4 z-50 mx-auto max-h-[calc(100vh-2rem)] max-w-lg overflow-y-auto rounded-xl bg-white p-5 shadow-xl sm:top-10">
          {done ? (
            <div className="space-y-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">{text(T.deleted)}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {done.retainedTaxRecords > 0 && done.retainedUntil
                  ? t('deleteAccount.kept', {
                      count: done.retainedTaxRecords,
                      until: profileDate(done.retainedUntil, language),
                    })
                  : t('deleteAccount.nothingKept')}
              </Dialog.Description>
              <Dialog.Close asChild>
                <button type="button" className={secondaryButtonClass}>
                  {t('deleteAccount.close')}
                </button>
              </Dialog.Close>
            </div>
          ) : (
            <form onSubmit={onSubmit} noValidate className="space-y-4">
              <Dialog.Title className="text-xl font-bold text-slate-900">{text(T.deleteTitle)}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-700">
                {text(T.deleteDescription)} {t('deleteAccount.cannotBeUndone')}
              </Dialog.Description>
              <p className="text-sm text-slate-700">{text(T.retentionDescription)}</p>
              <ErrorBox message={serverError} />
              <Field label={text(T.confirmLabel)} error={errors.password?.message}>
                {(a) => (
                  <PasswordInput
                    {...a}
                    {...register('password', { onChange: () => clearErrors('password') })}
                    autoComplete="current-password"
                  />
                )}
              </Field>
              <div className="flex flex-wrap justify-end gap-2">
                <Dialog.Close asChild>
                  <button type="button" className={secondaryButtonClass} disabled={isSubmitting}>
                    {t('deleteAccount.cancel')}
                  </button>
                </Dialog.Close>
                <button type="submit" className={dangerButtonClass} disabled={isSubmitting}>
                  {isSubmitting ? t('deleteAccount.submitting') : t('deleteAccount.submit')}
                </button>
              </div>
            </form>
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
