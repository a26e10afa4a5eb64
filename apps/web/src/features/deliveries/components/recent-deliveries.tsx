import { Fragment, useState, type ReactNode } from 'react';
import { RECENT_DELIVERIES_COUNT } from '@logisaathi/domain';
import { secondaryButtonClass } from '../../../components/ui/field';
import type { DeliveryDto } from '@logisaathi/domain';
import { routeLabel, shownStatus } from './shown-status';
import { StatusBadge } from '../../../components/ui/status-badge';

const created = new Intl.DateTimeFormat('en-IN', {
  timeZone: 'Asia/Kolkata',
  dateStyle: 'medium',
  timeStyle: 'short',
});

function packageLabel(d: DeliveryDto) {
  return `${d.package.name || d.package.type} · ${d.package.weight} kg`;
}

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
      aria-label={`Copy shipment ID ${id}`}
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
        Truck & proof<span className="sr-only"> of {d.deliveryId}</span>
      </button>
    ) : null;

  return (
    <section
      aria-labelledby="recent-deliveries"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="recent-deliveries" className="font-semibold">
          Recent Deliveries
        </h2>
        <div className="flex gap-2">
          <button
            type="button"
            className={`${secondaryButtonClass} py-1 text-sm`}
            onClick={onRefresh}
            disabled={isRefreshing}
          >
            {isRefreshing ? 'Refreshing...' : 'Refresh'}
          </button>
          {deliveries.length > RECENT_DELIVERIES_COUNT && (
            <button
              type="button"
              className={`${secondaryButtonClass} py-1 text-sm`}
              onClick={() => setShowAll((v) => !v)}
            >
              {showAll ? 'Show Less' : 'View All'}
            </button>
          )}
        </div>
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm text-green-800">
        {copiedId ? `Copied ${copiedId} to the clipboard` : ''}
      </p>
      {deliveries.length === 0 ? (
        <p className="py-6 text-center text-slate-700">
          No deliveries yet. Start by adding your first delivery!
        </p>
      ) : (
        <>
          <ul className="space-y-3 md:hidden" aria-label="Recent deliveries">
            {shown.map((d) => (
              <li key={d._id} className="rounded-md border border-slate-200 p-3">
                <div className="flex items-center justify-between gap-2">
                  <IdButton id={d.deliveryId} />
                  <StatusBadge status={shownStatus(d, now)} />
                </div>
                <p className="mt-1 text-sm">{routeLabel(d)}</p>
                <p className="text-sm text-slate-700">{packageLabel(d)}</p>
                <p className="text-xs text-slate-700">{created.format(new Date(d.createdAt))}</p>
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
                    Shipment ID
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Route
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Package
                  </th>
                  <th scope="col" className="py-2 pr-3">
                    Status
                  </th>
                  <th scope="col" className="py-2">
                    Created Time
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
                      <td className="py-2">{created.format(new Date(d.createdAt))}</td>
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
