import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { acceptInvitationSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { acceptInvitation, useInvitation } from '../api/ops-api';

type FieldName = 'firstName' | 'lastName' | 'password' | 'code';

/**
 * Joining the operations team from an invitation link: scan the QR code (or type the secret) into an
 * authenticator app, then choose a password and prove the app works with its current code.
 */
export function InvitationForm({ token }: { token: string }) {
  const { t } = useTranslation('ops');
  const invitation = useInvitation(token);
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<FieldName, string>>({
    firstName: '',
    lastName: '',
    password: '',
    code: '',
  });
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  if (invitation.isPending) return <p className="text-slate-700">{t('layout.loading')}</p>;
  if (invitation.isError) return <ErrorBox message={invitation.error.message} />;
  const { email, totpSecret, qrSvg } = invitation.data;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const parsed = acceptInvitationSchema.safeParse(values);
    if (!parsed.success) {
      const next: Partial<Record<FieldName, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as FieldName] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      session.signIn(await acceptInvitation(token, parsed.data), false);
      void navigate(paths.opsHome, { replace: true });
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : t('signIn.failed'));
    } finally {
      setIsBusy(false);
    }
  };
  const input =
    (name: FieldName, autoComplete: string) =>
    (props: { id: string; 'aria-invalid': boolean; 'aria-describedby': string | undefined }) => (
      <input
        {...props}
        autoComplete={autoComplete}
        className={inputClass}
        value={values[name]}
        onChange={(e) => setValues((v) => ({ ...v, [name]: e.target.value }))}
      />
    );

  const firstNameInput = input('firstName', 'given-name');
  const lastNameInput = input('lastName', 'family-name');
  const codeInput = input('code', 'one-time-code');
  return (
    <div className="space-y-6">
      <p className="text-slate-700">{t('invite.lead', { email })}</p>
      <section aria-labelledby="enrol" className="rounded-lg border border-slate-200 bg-white p-4">
        <h2 id="enrol" className="font-semibold">
          {t('invite.enrolTitle')}
        </h2>
        <p className="mt-1 text-sm text-slate-700">{t('invite.enrolHelp')}</p>
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(qrSvg)}`}
          alt={t('invite.qrAlt')}
          width={192}
          height={192}
          className="mt-3"
        />
        <p className="mt-2 text-sm">
          {t('invite.secret')} <code className="break-all font-mono">{totpSecret}</code>
        </p>
      </section>
      <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
        <ErrorBox message={message} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('invite.firstName')} error={errors.firstName}>
            {firstNameInput}
          </Field>
          <Field label={t('invite.lastName')} error={errors.lastName}>
            {lastNameInput}
          </Field>
        </div>
        <Field label={t('invite.password')} hint={t('invite.passwordHint')} error={errors.password}>
          {(props) => (
            <PasswordInput
              {...props}
              autoComplete="new-password"
              value={values.password}
              onChange={(e) => setValues((v) => ({ ...v, password: e.target.value }))}
            />
          )}
        </Field>
        <Field label={t('signIn.code')} hint={t('signIn.codeHint')} error={errors.code}>
          {codeInput}
        </Field>
        <button type="submit" className={primaryButtonClass} disabled={isBusy}>
          {t('invite.submit')}
        </button>
      </form>
    </div>
  );
}
