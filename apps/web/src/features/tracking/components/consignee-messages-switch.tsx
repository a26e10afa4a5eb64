import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDomainText } from '@/i18n/use-language';
import { useConsigneeMessages, useSetConsigneeMessages } from '../api/consignee-messages';

/**
 * The shipper's switch on one delivery (issue 34): whether its consignee gets the tracking link and delivery code
 * by SMS or WhatsApp once a truck is assigned. It starts from the shipper's default (Profile → Notifications);
 * once the message has gone, it says so, since switching off can no longer take it back.
 */
export function ConsigneeMessagesSwitch({ deliveryRowId }: { deliveryRowId: string }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const hintId = useId();
  const state = useConsigneeMessages(deliveryRowId);
  const setEnabled = useSetConsigneeMessages(deliveryRowId);
  // The choice shows at once (in the same render as the click) until the server has answered.
  const [choice, setChoice] = useState<boolean | null>(null);
  if (!state.data) return null;
  const { sent } = state.data;
  const enabled = choice ?? state.data.enabled;
  return (
    <div className="space-y-1 text-sm" data-testid="consignee-messages">
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          className="h-5 w-5"
          checked={enabled}
          disabled={choice !== null}
          aria-describedby={hintId}
          onChange={(e) => {
            setChoice(e.target.checked);
            setEnabled.mutate(e.target.checked, { onSettled: () => setChoice(null) });
          }}
        />
        {t('consignee.send')}
      </label>
      <p id={hintId} className="text-slate-600">
        {sent ? t('consignee.sent') : enabled ? t('consignee.willSend') : t('consignee.off')}
      </p>
      {setEnabled.error && (
        <p role="alert" className="text-red-700">
          {text(setEnabled.error.message)}
        </p>
      )}
    </div>
  );
}
