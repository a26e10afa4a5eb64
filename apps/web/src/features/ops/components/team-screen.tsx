import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { emailSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { formatIstDateTime } from '@/lib/format';
import { useInviteOperator } from '../api/ops-api';
import { OperatorPasswordForm } from './password-form';

/** Inviting another operator: a one-time link, valid OPERATOR_INVITATION_HOURS, to send them yourself. */
export function TeamScreen() {
  const { t } = useTranslation('ops');
  const invite = useInviteOperator();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = emailSchema.safeParse(email);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    setError(undefined);
    invite.mutate(parsed.data);
  };
  return (
    <div className="max-w-2xl space-y-4">
      <h1 className="text-2xl font-bold">{t('team.title')}</h1>
      <p className="text-slate-700">{t('team.lead')}</p>
      <form onSubmit={onSubmit} noValidate className="flex flex-wrap items-end gap-3">
        <Field label={t('team.email')} error={error} className="min-w-0 flex-1">
          {(props) => (
            <input
              {...props}
              type="email"
              className={inputClass}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
          )}
        </Field>
        <button type="submit" className={primaryButtonClass} disabled={invite.isPending}>
          {t('team.invite')}
        </button>
      </form>
      <ErrorBox message={invite.error?.message ?? null} />
      {invite.data && (
        <div role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm">
          <p>
            {t('team.sent', {
              email: invite.data.email,
              until: formatIstDateTime(invite.data.expiresAt, { dateStyle: 'medium', timeStyle: 'short' }),
            })}
          </p>
          <label className="mt-2 block font-medium" htmlFor="invite-link">
            {t('team.link')}
          </label>
          <input
            id="invite-link"
            readOnly
            className={`${inputClass} font-mono text-xs`}
            value={invite.data.link}
          />
        </div>
      )}
      <OperatorPasswordForm />
    </div>
  );
}
