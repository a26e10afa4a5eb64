import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OUTBOX_STATES, type OutboxMessage } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { formatIstDateTime } from '@/lib/format';
import { useFakeMessages, useOutbox, useResendNotification, type OutboxState } from '../api/ops-api';

const AT_FORMAT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

const STATE_CLASS: Record<OutboxState, string> = {
  pending: 'bg-amber-100 text-amber-900',
  sending: 'bg-sky-100 text-sky-900',
  sent: 'bg-green-100 text-green-900',
  dead: 'bg-red-100 text-red-900',
  skipped: 'bg-slate-200 text-slate-800',
};

function MessageRow({ message }: { message: OutboxMessage }) {
  const { t } = useTranslation('ops');
  const resend = useResendNotification();
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-semibold">
          {message.event} · {t(`notifications.channels.${message.channel}`)}
        </span>
        <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_CLASS[message.state]}`}>
          {t(`notifications.states.${message.state}`)}
        </span>
      </div>
      <p className="break-all text-slate-700">
        {t('notifications.to', { recipient: message.recipient, language: message.language })}
      </p>
      <p className="text-slate-600">
        {t('notifications.created', { at: formatIstDateTime(message.createdAt, AT_FORMAT) })} ·{' '}
        {t('notifications.attempts', { count: message.attempts })}
        {message.sentAt && (
          <> · {t('notifications.sent', { at: formatIstDateTime(message.sentAt, AT_FORMAT) })}</>
        )}
      </p>
      {message.lastError && (
        <p className="break-all text-red-800">{t('notifications.lastError', { error: message.lastError })}</p>
      )}
      {message.state === 'dead' && (
        <div className="mt-2 space-y-1">
          <ErrorBox message={resend.error?.message ?? null} />
          {resend.data && (
            <p role="status" className="text-green-800">
              {resend.data}
            </p>
          )}
          <button
            type="button"
            className={`${secondaryButtonClass} px-3 py-1 text-sm`}
            disabled={resend.isPending}
            onClick={() => resend.mutate(message.id)}
          >
            {t('notifications.resend')}
            <span className="sr-only">
              {' '}
              {t('notifications.to', { recipient: message.recipient, language: message.language })}
            </span>
          </button>
        </div>
      )}
    </li>
  );
}

/** What the local fake channels recorded (an install without SMS, WhatsApp, push or e-mail providers). */
function FakeMessages() {
  const { t } = useTranslation('ops');
  const [open, setOpen] = useState(false);
  const fakes = useFakeMessages(open);
  return (
    <section aria-labelledby="ops-fake-messages" className="space-y-2">
      <h2 id="ops-fake-messages" className="text-lg font-semibold">
        {t('notifications.fakes.title')}
      </h2>
      <p className="text-sm text-slate-700">{t('notifications.fakes.lead')}</p>
      <button
        type="button"
        className={secondaryButtonClass}
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {open ? t('notifications.fakes.hide') : t('notifications.fakes.show')}
      </button>
      {open && (
        <>
          <ErrorBox message={fakes.error?.message ?? null} />
          {fakes.isPending ? (
            <p className="text-slate-600">{t('layout.loading')}</p>
          ) : (fakes.data ?? []).length === 0 ? (
            <p className="rounded-md bg-white p-4 text-slate-700">{t('notifications.fakes.empty')}</p>
          ) : (
            <ol className="space-y-2" aria-label={t('notifications.fakes.title')}>
              {fakes.data?.map((m) => (
                <li
                  key={`${m.messageId}-${m.recipient}`}
                  className="rounded-lg border border-slate-200 bg-white p-3 text-sm"
                >
                  <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                    <span className="font-semibold uppercase text-slate-900">
                      {t(`notifications.channels.${m.channel}`)}
                    </span>
                    <span className="break-all">{m.recipient}</span>
                    <time dateTime={m.firstSentAt}>{formatIstDateTime(m.firstSentAt, AT_FORMAT)}</time>
                  </p>
                  <pre className="mt-1 whitespace-pre-wrap break-words text-xs">
                    {JSON.stringify(m.body, null, 2)}
                  </pre>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}

/**
 * The notification outbox (issue 33; README's operator tasks once done with curl): messages by state with the
 * count of each, a dead letter sent again (audited), and what the local fake channels recorded.
 */
export function NotificationsScreen() {
  const { t } = useTranslation('ops');
  const [state, setState] = useState<OutboxState | ''>('dead');
  const outbox = useOutbox(state);
  const messages = outbox.data?.messages ?? [];
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold">{t('notifications.title')}</h1>
      <p className="text-sm text-slate-700">{t('notifications.lead')}</p>
      {outbox.data && (
        <ul className="flex flex-wrap gap-2 text-sm" aria-label={t('notifications.counts')}>
          {OUTBOX_STATES.map((s) => (
            <li key={s} className={`rounded-full px-3 py-1 font-medium ${STATE_CLASS[s]}`}>
              {t(`notifications.states.${s}`)}: {outbox.data.counts[s] ?? 0}
            </li>
          ))}
        </ul>
      )}
      <Field label={t('notifications.state')}>
        {(props) => (
          <select
            {...props}
            className={`${inputClass} sm:max-w-xs`}
            value={state}
            onChange={(e) => setState(e.target.value as OutboxState | '')}
          >
            <option value="">{t('notifications.allStates')}</option>
            {OUTBOX_STATES.map((s) => (
              <option key={s} value={s}>
                {t(`notifications.states.${s}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <ErrorBox message={outbox.error?.message ?? null} />
      {outbox.isPending ? (
        <p className="text-slate-600">{t('layout.loading')}</p>
      ) : messages.length === 0 ? (
        <p className="rounded-md bg-white p-4 text-slate-700">{t('notifications.empty')}</p>
      ) : (
        <ol className="space-y-2" aria-label={t('notifications.messages')}>
          {messages.map((m) => (
            <MessageRow key={m.id} message={m} />
          ))}
        </ol>
      )}
      <FakeMessages />
    </div>
  );
}
