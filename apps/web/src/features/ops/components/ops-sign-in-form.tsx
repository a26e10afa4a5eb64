import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { operatorSignInSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { PasswordInput } from '@/components/ui/password-input';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useSession } from '@/lib/session';
import { signInOperator } from '../api/ops-api';

type Errors = Partial<Record<'email' | 'password' | 'code', string>>;

/** Operator sign-in: e-mail, password and the authenticator app's 6-digit code, all three every time. */
export function OpsSignInForm() {
  const { t } = useTranslation('ops');
  const session = useSession();
  const navigate = useNavigate();
  const [values, setValues] = useState({ email: '', password: '', code: '' });
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage(null);
    const parsed = operatorSignInSchema.safeParse(values);
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        next[field] ??= issue.message;
      }
      setErrors(next);
      return;
    }
    setErrors({});
    setIsBusy(true);
    try {
      const result = await signInOperator(parsed.data);
      // The refresh token stays in this tab only: an operator's sign-in is not remembered.
      session.signIn(result, false);
      void navigate(paths.opsHome, { replace: true });
    } catch (err) {
      setMessage(err instanceof ApiError ? err.message : t('signIn.failed'));
    } finally {
      setIsBusy(false);
    }
  };

  const set = (field: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  return (
    <form onSubmit={(e) => void onSubmit(e)} noValidate className="space-y-4">
      <ErrorBox message={message} />
      <Field label={t('signIn.email')} error={errors.email}>
        {(props) => (
          <input
            {...props}
            type="email"
            autoComplete="username"
            className={inputClass}
            value={values.email}
            onChange={(e) => set('email')(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('signIn.password')} error={errors.password}>
        {(props) => (
          <PasswordInput
            {...props}
            autoComplete="current-password"
            value={values.password}
            onChange={(e) => set('password')(e.target.value)}
          />
        )}
      </Field>
      <Field label={t('signIn.code')} hint={t('signIn.codeHint')} error={errors.code}>
        {(props) => (
          <input
            {...props}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            className={inputClass}
            value={values.code}
            onChange={(e) => set('code')(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={`${primaryButtonClass} w-full`} disabled={isBusy}>
        {isBusy ? t('signIn.busy') : t('signIn.submit')}
      </button>
    </form>
  );
}
