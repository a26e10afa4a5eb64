import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useTranslation } from 'react-i18next';
import type { Language } from '@logisaathi/domain';
import { useDomainText, useLanguage } from '@/i18n/use-language';
import type { AppAlert } from '@/lib/alerts';

const TYPE_STYLES: Record<AppAlert['type'], string> = {
  success: 'border-l-green-600',
  info: 'border-l-blue-600',
  warning: 'border-l-amber-500',
  delay: 'border-l-orange-600',
  error: 'border-l-red-600',
};

const PRIORITY_STYLES: Record<AppAlert['priority'], string> = {
  high: 'bg-red-100 text-red-800',
  medium: 'bg-amber-100 text-amber-900',
  low: 'bg-slate-100 text-slate-800',
};

const timeFormats: Record<Language, Intl.DateTimeFormat> = {
  en: new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }),
  hi: new Intl.DateTimeFormat('hi-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }),
};

export function formatAlertTime(time: string, language: Language = 'en'): string {
  const date = new Date(time);
  return Number.isNaN(date.getTime()) ? time : timeFormats[language].format(date);
}

export function AlertItem({
  alert,
  isExpanded,
  onToggle,
  onArchive,
  onDelete,
}: {
  alert: AppAlert;
  isExpanded: boolean;
  onToggle: () => void;
  onArchive: () => void;
  onDelete: () => void;
}) {
  const { t } = useTranslation('alerts');
  // Alerts are written in English by the server and this browser; their known texts are shown translated.
  const text = useDomainText();
  const { language } = useLanguage();
  const title = text(alert.title);
  const bodyId = `alert-body-${alert.id}`;
  return (
    <li
      className={`rounded-lg border border-l-4 border-slate-200 bg-white shadow-sm ${TYPE_STYLES[alert.type]}`}
    >
      <div className="flex items-start gap-2 p-3 sm:p-4">
        <button
          type="button"
          className="flex min-w-0 flex-1 items-start gap-3 text-left"
          aria-expanded={isExpanded}
          aria-controls={bodyId}
          onClick={onToggle}
        >
          {!alert.read && (
            <span
              className="mt-2 h-2 w-2 shrink-0 rounded-full bg-indigo-600"
              aria-label={t('item.unread')}
            />
          )}
          <span className="min-w-0 flex-1">
            <span className={`block truncate ${alert.read ? 'font-medium' : 'font-bold'}`}>{title}</span>
            <span className="mt-1 flex flex-wrap items-center gap-2 text-xs text-slate-700">
              <span className={`rounded-full px-2 py-0.5 ${PRIORITY_STYLES[alert.priority]}`}>
                {t(`item.priority.${alert.priority}`)}
              </span>
              <span className="rounded-full bg-slate-100 px-2 py-0.5">
                {t(`item.status.${alert.status}`)}
              </span>
              <time dateTime={alert.time}>{formatAlertTime(alert.time, language)}</time>
            </span>
          </span>
        </button>
        <DropdownMenu.Root>
          <DropdownMenu.Trigger
            className="rounded-md px-2 py-1 text-slate-700 hover:bg-slate-100"
            aria-label={t('item.actionsFor', { title })}
          >
            ⋮
          </DropdownMenu.Trigger>
          <DropdownMenu.Portal>
            <DropdownMenu.Content
              align="end"
              className="z-40 min-w-36 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
            >
              {(
                [
                  [t('item.view'), onToggle],
                  [t('item.archive'), onArchive],
                  [t('item.delete'), onDelete],
                ] as const
              ).map(([label, handler]) => (
                <DropdownMenu.Item
                  key={label}
                  className="cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-indigo-50"
                  onSelect={handler}
                >
                  {label}
                </DropdownMenu.Item>
              ))}
            </DropdownMenu.Content>
          </DropdownMenu.Portal>
        </DropdownMenu.Root>
      </div>
      {isExpanded && (
        <div id={bodyId} className="border-t border-slate-100 px-4 pb-4 pt-3 text-sm text-slate-800">
          <p className="whitespace-pre-line">{text(alert.message)}</p>
          {(alert.shipmentId || alert.route) && (
            <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-xs text-slate-700">
              {alert.shipmentId && (
                <>
                  <dt className="font-semibold">{t('item.shipment')}</dt>
                  <dd className="font-mono">{alert.shipmentId}</dd>
                </>
              )}
              {alert.route && (
                <>
                  <dt className="font-semibold">{t('item.route')}</dt>
                  <dd>{alert.route}</dd>
                </>
              )}
            </dl>
          )}
        </div>
      )}
    </li>
  );
}
