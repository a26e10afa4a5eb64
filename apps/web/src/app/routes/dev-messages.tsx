import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { FakeChannelMessage } from '@logisaathi/domain';
import type { fakeChannelMessagesResponseSchema } from '@logisaathi/domain';
import { ErrorBox } from '@/components/ui/field';
import { publicRequest } from '@/features/tracking/api/public-request';
import { formatIstDateTime } from '@/lib/format';

const SENT_AT = {
  day: 'numeric',
  month: 'short',
  hour: 'numeric',
  minute: '2-digit',
  second: '2-digit',
} as const;

/** The readable text of what a fake channel recorded: an SMS's or WhatsApp's text, a push's or e-mail's title and body. */
function readable(message: FakeChannelMessage): { title: string | null; text: string } {
  const body = (message.body ?? {}) as Record<string, unknown>;
  if (typeof body.text === 'string' && typeof body.subject === 'string')
    return { title: body.subject, text: body.text };
  if (typeof body.text === 'string') return { title: null, text: body.text };
  return {
    title: typeof body.title === 'string' ? body.title : null,
    text: typeof body.body === 'string' ? body.body : '',
  };
}

/**
 * /dev/messages (development only; the API serves its data only outside production): what the local fake
 * channels would have sent, newest first. Operators of a production install read the same through
 * /api/ops/notifications/fake-messages with their token.
 */
export function Component() {
  const { t } = useTranslation('profile');
  const messages = useQuery({
    queryKey: ['dev', 'fake-messages'],
    queryFn: ({ signal }) =>
      publicRequest<typeof fakeChannelMessagesResponseSchema>('/api/dev/fake-messages?limit=200', {
        signal,
      }).then((r) => r.data.messages),
    refetchInterval: 3_000,
  });
  return (
    <div className="mx-auto max-w-4xl px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('devMessages.title')}</h1>
      <p className="mb-4 mt-1 text-sm text-slate-700">{t('devMessages.lead')}</p>
      {messages.isError && <ErrorBox message={t('devMessages.unavailable')} />}
      {messages.data?.length === 0 && <p className="text-slate-700">{t('devMessages.empty')}</p>}
      <ul className="space-y-3">
        {messages.data?.map((m) => {
          const { title, text } = readable(m);
          return (
            <li
              key={`${m.messageId}-${m.recipient}`}
              className="rounded-lg border border-slate-200 bg-white p-3 shadow-sm"
            >
              <p className="flex flex-wrap gap-x-3 text-xs text-slate-600">
                <span className="font-semibold uppercase text-slate-900">
                  {t(`notifications.channels.${m.channel}`)}
                </span>
                <span className="break-all">{m.recipient}</span>
                <span>{formatIstDateTime(m.firstSentAt, SENT_AT)}</span>
                {m.sends > 1 && <span>{t('devMessages.sends', { count: m.sends })}</span>}
              </p>
              {title && <p className="mt-1 font-semibold text-slate-900">{title}</p>}
              <p className="mt-1 whitespace-pre-wrap break-words text-sm text-slate-800">{text}</p>
              <details className="mt-1 text-xs text-slate-600">
                <summary className="cursor-pointer">{t('devMessages.request')}</summary>
                <pre className="overflow-x-auto">{JSON.stringify(m.body, null, 2)}</pre>
              </details>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
