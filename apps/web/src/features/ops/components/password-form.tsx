import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { changeOperatorPasswordSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { useChangeOperatorPassword } from '../api/ops-api';

type Fields = { currentPassword: string; newPassword: string; code: string };

/** Each field: its catalog key, input type and autocomplete hint. */
const FIELDS = [
  { name: 'currentPassword', key: 'current', type: 'password', autoComplete: 'current-password' },
  { name: 'newPassword', key: 'new', type: 'password', autoComplete: 'new-password' },
  { name: 'code', key: 'code', type: 'text', autoComplete: 'one-time-code' },
] as const;

/** An operator's own password: the current one and a fresh authenticator code; the change is audited. */
export function OperatorPasswordForm() {
  const { t } = useTranslation('ops');
  const text = useDomainText();
  const change = useChangeOperatorPassword();
  const [fields, setFields] = useState<Fields>({ currentPassword: '', newPassword: '', code: '' });
  const [errors, setErrors] = useState<Partial<Record<keyof Fields, string>>>({});
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const parsed = changeOperatorPasswordSchema.safeParse(fields);
    if (!parsed.success) {
      const next: Partial<Record<keyof Fields, string>> = {};
      for (const issue of parsed.error.issues) next[issue.path[0] as keyof Fields] ??= issue.message;
      setErrors(next);
      return;
    }
    setErrors({});
    change.mutate(parsed.data, {
      onSuccess: () => setFields({ currentPassword: '', newPassword: '', code: '' }),
    });
  };
  return (
    <section
      aria-labelledby="ops-password"
      className="space-y-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      <h2 id="ops-password" className="text-lg font-semibold">
        {t('team.password.title')}
      </h2>
      <form onSubmit={onSubmit} noValidate className="space-y-3">
        {FIELDS.map((f) => (
          <Field key={f.name} label={t(`team.password.${f.key}`)} error={errors[f.name]}>
            {(props) => (
              <input
                {...props}
                type={f.type}
                autoComplete={f.autoComplete}
                inputMode={f.name === 'code' ? 'numeric' : undefined}
                className={inputClass}
                value={fields[f.name]}
                onChange={(e) => setFields({ ...fields, [f.name]: e.target.value })}
              />
            )}
          </Field>
        ))}
        <button type="submit" className={primaryButtonClass} disabled={change.isPending}>
          {t('team.password.submit')}
        </button>
      </form>
      <ErrorBox message={change.error?.message ?? null} />
      {change.data && (
        <p role="status" className="rounded-md border border-green-300 bg-green-50 p-3 text-sm">
          {text(change.data)}
        </p>
      )}
    </section>
  );
}
