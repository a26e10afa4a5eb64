import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import {
  CONTACT_SUBJECT_LABELS,
  CONTACT_SUBJECTS,
  CONTACT_SUBMIT_DELAY_MS,
  type contactFormSchema,
  type ContactFormInput,
} from '@logisaathi/domain';
import { lazyResolver } from '@/lib/lazy-resolver';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { useSendContactMessage } from '../api/send-contact-message';
import { Icon } from '@/components/ui/icon';

type ContactFormOutput = z.output<typeof contactFormSchema>;

// The subject starts unchosen ('' shows the placeholder option); the schema refuses '' with its own message.
const EMPTY_FORM: ContactFormInput = {
  name: '',
  email: '',
  company: '',
  subject: '' as ContactFormInput['subject'],
  message: '',
};

const validation = lazyResolver<ContactFormInput, unknown, ContactFormOutput>(() =>
  import('./contact-resolver').then((m) => m.contactResolver),
);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function ContactForm() {
  const { t } = useTranslation('contact');
  const text = useDomainText();
  const [isSent, setIsSent] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const sendMessage = useSendContactMessage();
  const {
    register,
    handleSubmit,
    clearErrors,
    reset,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactFormInput, unknown, ContactFormOutput>({
    resolver: validation.resolver,
    defaultValues: EMPTY_FORM,
  });

  // Spec: the success panel appears after a 1 s delay. The message is stored in parallel, and the panel
  // only appears once the server has it (DESIGN: the product works for real); a failure shows its reason.
  const onSubmit = handleSubmit(async (values) => {
    setServerError(null);
    const minimumDelay = wait(CONTACT_SUBMIT_DELAY_MS);
    try {
      await Promise.all([sendMessage.mutateAsync(values), minimumDelay]);
      setIsSent(true);
    } catch (err) {
      await minimumDelay;
      setServerError(err instanceof Error && err.message ? err.message : t('form.failed'));
    }
  });

  const sendAnother = () => {
    reset(EMPTY_FORM);
    setIsSent(false);
  };

  const wasSent = useRef(false);
  useEffect(() => {
    // Returning from the success panel puts the keyboard back at the start of the form.
    if (!isSent && wasSent.current) setFocus('name');
    wasSent.current = isSent;
  }, [isSent, setFocus]);

  if (isSent) return <SuccessPanel onSendAnother={sendAnother} />;

  const clearOnEdit = (field: keyof ContactFormInput) => ({ onChange: () => clearErrors(field) });

  return (
    <form
      onSubmit={onSubmit}
      onFocus={validation.warmUp}
      noValidate
      aria-label={t('form.label')}
      className="space-y-5"
    >
      <ErrorBox message={serverError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.name')} error={errors.name?.message}>
          {(a) => (
            <input
              {...a}
              {...register('name', clearOnEdit('name'))}
              autoComplete="name"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.email')} error={errors.email?.message}>
          {(a) => (
            <input
              {...a}
              {...register('email', clearOnEdit('email'))}
              type="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field label={t('form.company')} error={errors.company?.message}>
          {(a) => (
            <input
              {...a}
              {...register('company', clearOnEdit('company'))}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('form.subject')} error={errors.subject?.message}>
          {(a) => (
            <select {...a} {...register('subject', clearOnEdit('subject'))} className={inputClass}>
              <option value="">{t('form.selectSubject')}</option>
              {CONTACT_SUBJECTS.map((s) => (
                <option key={s} value={s}>
                  {text(CONTACT_SUBJECT_LABELS[s])}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <Field label={t('form.message')} error={errors.message?.message}>
        {(a) => (
          <textarea
            {...a}
            {...register('message', clearOnEdit('message'))}
            rows={6}
            className={`${inputClass} resize-y`}
          />
        )}
      </Field>
      <button type="submit" disabled={isSubmitting} className={`${primaryButtonClass} w-full sm:w-auto`}>
        {isSubmitting ? t('form.submitting') : t('form.submit')}
      </button>
    </form>
  );
}

function SuccessPanel({ onSendAnother }: { onSendAnother: () => void }) {
  const { t } = useTranslation('contact');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Moving focus announces the result to screen-reader users and keeps keyboard users in place.
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <div className="rounded-2xl border border-emerald-200 bg-emerald-50 p-8 text-center">
      <span className="mx-auto flex h-14 w-14 items-center justify-center rounded-full bg-emerald-600 text-white">
        <Icon name="check" className="h-8 w-8" />
      </span>
      <h3
        ref={headingRef}
        tabIndex={-1}
        className="mt-4 text-2xl font-bold text-emerald-900 focus:outline-none"
      >
        {t('form.sentTitle')}
      </h3>
      <p className="mt-2 text-emerald-900">{t('form.sentBody')}</p>
      <button type="button" onClick={onSendAnother} className={`${secondaryButtonClass} mt-6`}>
        {t('form.sendAnother')}
      </button>
    </div>
  );
}
