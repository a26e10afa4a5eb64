import { Fragment, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { RECENT_DELIVERIES_COUNT } from '@logisaathi/domain';
import { secondaryButtonClass } from '@/components/ui/field';
import type { DeliveryDto } from '@logisaathi/domain';
import { routeLabel, shownStatus } from './shown-status';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDomainText } from '@/i18n/use-language';
import { formatIstDateTime } from '@/lib/format';

const created = (d: DeliveryDto) =>
  formatIstDateTime(d.createdAt, { dateStyle: 'medium', timeStyle: 'short' });

/** Recent Deliveries (spec section 2): 4 latest, View All / Show Less, cards on phones, a table on wider screens. */
export function RecentDeliveries({
  deliveries,
  now,
  onRefresh,
  isRefreshing,
  details,
}: {
  deliveries: DeliveryDto[];
  now: Date;
  onRefresh: () => void;
  isRefreshing: boolean;
  /** What 'Truck & proof' opens under a delivery (another feature's panel, passed in by the page). */
  details?: ((delivery: DeliveryDto) => ReactNode) | undefined;
}) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  // A name the business typed stays as it is; a package type is the domain's word.
  const packageLabel = (d: DeliveryDto) =>
    t('dashboard.recent.package', { name: d.package.name || text(d.package.type), weight: d.package.weight });
  const [showAll, setShowAll] = useState(false);
  const [openId, setOpenId] = useState<string | null>(null);
  const [copiedId, setCopiedId] = useState<string | null>(null);
  const shown = showAll ? deliveries : deliveries.slice(0, RECENT_DELIVERIES_COUNT);

  const copy = async (id: string) => {
    try {
      await navigator.clipboard.writeText(id);
    } catch (err) {
      console.error('Clipboard unavailable', err);
    }
    setCopiedId(id);
    setTimeout(() => setCopiedId((c) => (c === id ? null : c)), 2_000);
  };
  const IdButton = ({ id }: { id: string }) => (
    <button
      type="button"
      onClick={() => copy(id)}
      className="font-mono font-semibold text-indigo-800 underline"
      aria-label={t('dashboard.recent.copyId', { id })}
    >
      {id}
    </button>
  );

  // Cards (phones) and the table (wider screens) are both in the page, one hidden: each has its own ids.
  const DetailsButton = ({ d, layout }: { d: DeliveryDto; layout: 'card' | 'row' }) =>
    details ? (
      <button
        type="button"
        className="text-xs font-semibold text-indigo-800 underline"
        aria-expanded={openId === d._id}
        aria-controls={`details-${layout}-${d._id}`}
        onClick={() => setOpenId((current) => (current === d._id ? null : d._id))}
      >
        {t('dashboard.recent.details')}
        <span className="sr-only">{t('dashboard.recent.detailsOf', { id: d.deliveryId })}</span>
      </button>
    ) : null;

  return (
    <section
      aria-labelledby="recent-deliveries"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-deliveries" className="font-semibold">
          {t('dashboard.recent.title')}
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={`${secondaryButtonClass} py-1 text-sm`}
            onClick={onRefresh}
            disabled={isRefreshing}
          >
            {isRefreshing ? t('dashboard.recent.refreshing') : t('dashboard.recent.refresh')}
          </button>
          {deliveries.length > RECENT_DELIVERIES_COUNT && (
            <button
              type="button"
              className={`${secondaryButtonClass} py-1 text-sm`}
              onClick={() => setShowAll((v) => !v)}
            >
              {showAll ? t('dashboard.recent.showLess') : t('dashboard.recent.viewAll')}
            </button>
          )}
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-green-800">
        {copiedId ? t('dashboard.recent.copied', { id: copiedId }) : ''}
      </p>
      {deliveries.length === 0 ? (
        <p className="py-6 text-center text-slate-700">{t('dashboard.recent.empty')}</p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label={t('dashboard.recent.listLabel')}>
            {shown.map((d) => (
              <li key={d._id} className="rounded-md border border-slate-200 p-3">
                <div className="flex items-center justify-between gap-2">
                  <IdButton id={d.deliveryId} />
                  <StatusBadge status={shownStatus(d, now)} />
                </div>
                <p className="mt-1 text-sm">{routeLabel(d)}</p>
                <p className="text-sm text-slate-700">{packageLabel(d)}</p>
                <p className="text-xs text-slate-700">{created(d)}</p>
                <DetailsButton d={d} layout="card" />
                {details && openId === d._id && (
                  <div id={`details-card-${d._id}`} className="mt-2 border-t border-slate-100 pt-2">
                    {details(d)}
                  </div>
                )}
              </li>
            ))}
          </ul>
          <div className="hidden overflow-x-auto md:block">
            <table className="w-full text-left text-sm">
              <thead className="border-b border-slate-200 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3">
                    {t('dashboard.recent.columns.id')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('dashboard.recent.columns.route')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('dashboard.recent.columns.package')}
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    {t('dashboard.recent.columns.status')}
                  </th>
                  <th scope="col" className="py-2">
                    {t('dashboard.recent.columns.created')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {shown.map((d) => (
                  <Fragment key={d._id}>
                    <tr className="border-b border-slate-100">
                      <td className="py-2 pr-3">
                        <IdButton id={d.deliveryId} />
                      </td>
                      <td className="py-2 pr-3">{routeLabel(d)}</td>
                      <td className="py-2 pr-3">{packageLabel(d)}</td>
                      <td className="py-2 pr-3">
                        <StatusBadge status={shownStatus(d, now)} />
                        <div>
                          <DetailsButton d={d} layout="row" />
                        </div>
                      </td>
                      <td className="py-2">{created(d)}</td>
                    </tr>
                    {details && openId === d._id && (
                      <tr className="border-b border-slate-100">
                        <td colSpan={5} id={`details-row-${d._id}`} className="py-2">
                          {details(d)}
                        </td>
                      </tr>
                    )}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
