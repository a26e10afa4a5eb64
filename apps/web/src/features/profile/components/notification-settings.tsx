import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NOTIFICATION_CHANNELS, NOTIFICATION_EVENTS, type NotificationSettings } from '@logisaathi/domain';
import { ErrorBox, secondaryButtonClass } from '@/components/ui/field';
import { pushSupported, subscribeThisDevice } from '@/lib/service-worker';
import {
  useAddPushDevice,
  useNotificationSettings,
  usePushDevices,
  useRemovePushDevice,
  useUpdateNotificationSettings,
} from '../api/notification-settings';

/**
 * Notifications (issue 34): which events reach the user on which channel, this device's push notifications,
 * the quiet-hours exception for offers (partners) and the consignee messages (shippers). Each switch saves at once.
 */
export function NotificationSettingsSection({ role }: { role: 'shipper' | 'partner' }) {
  const { t } = useTranslation('profile');
  const settings = useNotificationSettings();
  const update = useUpdateNotificationSettings();
  const [error, setError] = useState<string | null>(null);
  const save = (body: Parameters<typeof update.mutateAsync>[0]) => {
    setError(null);
    update
      .mutateAsync(body)
      .catch((err: unknown) => setError(err instanceof Error ? err.message : t('notifications.failed')));
  };
  const data: NotificationSettings | undefined = settings.data;
  const events = NOTIFICATION_EVENTS.filter((event) => data?.preferences.some((p) => p.event === event));
  const isOn = (event: string, channel: string) =>
    data?.preferences.find((p) => p.event === event && p.channel === channel)?.enabled ?? false;

  return (
    <section
      aria-labelledby="notifications-title"
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="notifications-title" className="text-xl font-bold text-slate-900">
        {t('notifications.title')}
      </h2>
      <p className="mb-4 mt-1 text-sm text-slate-700">{t('notifications.lead')}</p>
      <ThisDevice />
      {settings.isError && <ErrorBox message={settings.error.message} />}
      {error && <ErrorBox message={error} />}
      {data && (
        <div className="mt-4 space-y-3">
          {events.map((event) => (
            <fieldset key={event} className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t(`notifications.events.${event}`)}
              </legend>
              <div className="flex flex-wrap gap-x-4 gap-y-2">
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <label key={channel} className="flex min-h-11 items-center gap-2 text-sm">
                    <input
                      type="checkbox"
                      className="h-5 w-5"
                      checked={isOn(event, channel)}
                      onChange={(e) => save({ preferences: [{ event, channel, enabled: e.target.checked }] })}
                    />
                    {t(`notifications.channels.${channel}`)}
                  </label>
                ))}
              </div>
            </fieldset>
          ))}
          <p className="text-sm text-slate-700">{t('notifications.quietHours')}</p>
          {role === 'partner' && (
            <label className="flex min-h-11 items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="h-5 w-5"
                checked={data.offerSmsAtNight}
                onChange={(e) => save({ offerSmsAtNight: e.target.checked })}
              />
              {t('notifications.offerSmsAtNight')}
            </label>
          )}
          {role === 'shipper' && (
            <fieldset className="rounded-lg border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-900">
                {t('notifications.consignee.title')}
              </legend>
              <label className="flex min-h-11 items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  className="h-5 w-5"
                  checked={data.consigneeMessages}
                  onChange={(e) => save({ consigneeMessages: e.target.checked })}
                />
                {t('notifications.consignee.send')}
              </label>
              <label className="mt-2 flex flex-wrap items-center gap-2 text-sm">
                {t('notifications.consignee.channel')}
                <select
                  className="min-h-11 rounded-md border border-slate-300 px-2"
                  value={data.consigneeChannel}
                  onChange={(e) =>
                    save({ consigneeChannel: e.target.value === 'whatsapp' ? 'whatsapp' : 'sms' })
                  }
                >
                  <option value="sms">{t('notifications.channels.sms')}</option>
                  <option value="whatsapp">{t('notifications.channels.whatsapp')}</option>
                </select>
              </label>
            </fieldset>
          )}
        </div>
      )}
    </section>
  );
}

/** This device's push notifications, and the other devices that get them. */
function ThisDevice() {
  const { t } = useTranslation('profile');
  const devices = usePushDevices();
  const add = useAddPushDevice();
  const remove = useRemovePushDevice();
  const [status, setStatus] = useState<string | null>(null);
  const turnOn = async () => {
    setStatus(null);
    if (!devices.data) return;
    try {
      const subscription = await subscribeThisDevice(devices.data.publicKey);
      if (!subscription?.endpoint || !subscription.keys?.p256dh || !subscription.keys.auth) {
        setStatus(t('notifications.device.denied'));
        return;
      }
      await add.mutateAsync({
        endpoint: subscription.endpoint,
        keys: { p256dh: subscription.keys.p256dh, auth: subscription.keys.auth },
        device: navigator.userAgent.slice(0, 200),
      });
      setStatus(t('notifications.device.on'));
    } catch (err) {
      setStatus(err instanceof Error ? err.message : t('notifications.failed'));
    }
  };
  return (
    <div className="space-y-2">
      {pushSupported() ? (
        <button
          type="button"
          className={secondaryButtonClass}
          onClick={() => void turnOn()}
          disabled={add.isPending}
        >
          {t('notifications.device.turnOn')}
        </button>
      ) : (
        <p className="text-sm text-slate-700">{t('notifications.device.unsupported')}</p>
      )}
      {status && (
        <p role="status" className="text-sm text-slate-800">
          {status}
        </p>
      )}
      {devices.data && devices.data.devices.length > 0 && (
        <ul className="space-y-1 text-sm" aria-label={t('notifications.device.list')}>
          {devices.data.devices.map((d) => (
            <li key={d.id} className="flex flex-wrap items-center justify-between gap-2">
              <span className="min-w-0 break-words text-slate-700">{d.device}</span>
              <button
                type="button"
                className="min-h-11 text-sm font-medium text-red-700 underline"
                onClick={() => remove.mutate(d.id)}
              >
                {t('notifications.device.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
