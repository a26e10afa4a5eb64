import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { okMessageResponseSchema } from '@logisaathi/domain';
import { ErrorBox, primaryButtonClass } from '@/components/ui/field';
import { publicRequest } from '../api/public-request';

/**
 * /stop/{token}: the link at the end of a consignee's SMS or WhatsApp message (issue 34). Opening it changes
 * nothing (link previews open links too); the button opts the number out of LogiSaathi's delivery messages.
 */
export function StopMessagesScreen({ token }: { token: string }) {
  const { t } = useTranslation('tracking');
  const [state, setState] = useState<{ done?: string; error?: string; busy?: boolean }>({});
  const stop = async () => {
    setState({ busy: true });
    try {
      const res = await publicRequest<typeof okMessageResponseSchema>(
        '/api/notifications/consignee-opt-out',
        {
          method: 'POST',
          body: { token },
        },
      );
      setState({ done: res.message });
    } catch (err) {
      setState({ error: err instanceof Error ? err.message : t('stop.failed') });
    }
  };
  return (
    <div className="mx-auto max-w-md px-4 py-10">
      <h1 className="text-2xl font-bold text-slate-900">{t('stop.title')}</h1>
      <p className="mt-2 text-slate-700">{t('stop.lead')}</p>
      {state.error && <ErrorBox message={state.error} />}
      {state.done ? (
        <p role="status" className="mt-4 font-medium text-green-800">
          {state.done}
        </p>
      ) : (
        <button
          type="button"
          className={`${primaryButtonClass} mt-4`}
          onClick={() => void stop()}
          disabled={state.busy}
        >
          {t('stop.confirm')}
        </button>
      )}
    </div>
  );
}
