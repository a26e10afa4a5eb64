import { useTranslation } from 'react-i18next';
import { DEFAULT_MAX_WAIT_HOURS, formatRupees, NO_MATCH_DISCOUNT_PERCENT } from '@logisaathi/domain';
import { useSharedTruckSearch, type SharedTruckSearchBody } from '../../api/search-shared-trucks';
import { numberFromInput } from './number-input';
import { formatIstDateTime } from '@/lib/format';

const TOP_MATCHES = 3;

/** ISO departures read as IST wall time ('23 Nov, 12:00 pm'); anything else is shown as sent. */
function formatDeparture(value: string): string {
  const date = new Date(value);
  return /^\d{4}-\d{2}-\d{2}T/.test(value) && !Number.isNaN(date.getTime())
    ? formatIstDateTime(date, { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' })
    : value;
}

/** Smart matching of pooling mode's step 4: the top shared-truck matches, or the no-match terms. */
export function SmartMatches({
  search,
  maxWaitHours,
}: {
  search: SharedTruckSearchBody;
  maxWaitHours: unknown;
}) {
  const { t } = useTranslation('deliveries');
  const query = useSharedTruckSearch(search, true);
  const matches = (query.data ?? []).slice(0, TOP_MATCHES);
  const waitHours = numberFromInput(maxWaitHours) ?? DEFAULT_MAX_WAIT_HOURS;
  return (
    <section
      aria-labelledby="smart-matches"
      className="rounded-lg border border-indigo-200 bg-indigo-50/40 p-4 text-sm"
    >
      <h3 id="smart-matches" className="font-semibold text-indigo-900">
        {t('wizard.matches.title')}
      </h3>
      {query.isPending ? (
        <p role="status" className="mt-1 text-slate-700">
          {t('wizard.matches.searching')}
        </p>
      ) : matches.length > 0 ? (
        <ul className="mt-2 space-y-2">
          {matches.map((m) => (
            <li key={m.id} className="rounded-md border border-slate-200 bg-white p-3">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-semibold">{m.company}</span>
                {m.compatible && (
                  <span className="rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-800">
                    {t('wizard.matches.compatible')}
                  </span>
                )}
              </div>
              <p className="text-slate-800">{m.route}</p>
              <p className="text-slate-700">
                {t('wizard.matches.line', {
                  departure: formatDeparture(m.departureTime),
                  cost: formatRupees(m.cost),
                  savings: m.savings,
                })}
              </p>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-slate-800">
          {t('wizard.matches.none', { hours: waitHours, percent: NO_MATCH_DISCOUNT_PERCENT })}
        </p>
      )}
    </section>
  );
}
