import { useState, type FormEvent, type ReactNode } from 'react';
import { reasonSchema } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass } from '@/components/ui/field';

/**
 * An operator's decision with its reason (checked with the domain's reasonSchema before it is sent, and again
 * by the API), for suspensions, re-offers and cancellations. `children` adds fields before the reason.
 */
export function ReasonForm({
  label,
  reasonLabel,
  hint,
  submit,
  pending,
  error,
  onSubmit,
  children,
  extraError,
}: {
  label: string;
  reasonLabel: string;
  hint?: string;
  submit: string;
  pending: boolean;
  error: string | null;
  onSubmit: (reason: string) => unknown;
  children?: ReactNode;
  extraError?: string | undefined;
}) {
  const [reason, setReason] = useState('');
  const [invalid, setInvalid] = useState<string | undefined>();
  const send = (e: FormEvent) => {
    e.preventDefault();
    const parsed = reasonSchema.safeParse(reason);
    if (!parsed.success) {
      setInvalid(parsed.error.issues[0]?.message);
      return;
    }
    setInvalid(undefined);
    onSubmit(parsed.data);
  };
  return (
    <form onSubmit={send} noValidate aria-label={label} className="mt-2 space-y-2">
      {hint && <p className="text-sm text-slate-700">{hint}</p>}
      {children}
      <Field label={reasonLabel} error={invalid ?? extraError}>
        {(props) => (
          <textarea
            {...props}
            rows={2}
            className={inputClass}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
          />
        )}
      </Field>
      <button type="submit" className={primaryButtonClass} disabled={pending}>
        {submit}
      </button>
      <ErrorBox message={error} />
    </form>
  );
}
