import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { getDeliveryByDeliveryId } from '../api/get-delivery-by-id';
import type { DeliveryDto } from '@logisaathi/domain';
import { routeLabel, shownStatus } from './shown-status';
import { StatusBadge } from '@/components/ui/status-badge';
import { useDomainText } from '@/i18n/use-language';

/** Spec sections 2, 5, 8: 'Track by Shipment ID', toggled with Open/Hide. */
export function TrackById({ now }: { now: Date }) {
  const { t } = useTranslation('deliveries');
  const text = useDomainText();
  const [isOpen, setIsOpen] = useState(false);
  const [shipmentId, setShipmentId] = useState('');
  const [result, setResult] = useState<DeliveryDto | null>(null);
  // An empty box is ours to say; any other error is the server's message (already in the caller's language).
  const [error, setError] = useState<{ kind: 'empty' } | { kind: 'lookup'; message: string } | null>(null);
  const [isLoading, setIsLoading] = useState(false);

  const clear = () => {
    setShipmentId('');
    setResult(null);
    setError(null);
  };
  const track = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    const id = shipmentId.trim();
    if (!id) {
      setError({ kind: 'empty' });
      return;
    }
    setError(null);
    setIsLoading(true);
    try {
      setResult(await getDeliveryByDeliveryId(id));
    } catch (err) {
      setError({
        kind: 'lookup',
        message: err instanceof Error && err.message ? err.message : t('dashboard.trackById.notFound'),
      });
    } finally {
      setIsLoading(false);
    }
  };

  return (
    <section
      aria-labelledby="track-by-id"
      className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex items-center justify-between">
        <h2 id="track-by-id" className="font-semibold">
          {t('dashboard.trackById.title')}
        </h2>
        <button
          type="button"
          className="text-sm font-semibold text-indigo-800 underline"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((v) => !v)}
        >
          {isOpen ? t('dashboard.trackById.hide') : t('dashboard.trackById.open')}
        </button>
      </div>
      {isOpen && (
        <form onSubmit={track} className="mt-3 space-y-3" noValidate>
          <label htmlFor="track-shipment-id" className="block text-sm font-medium">
            {t('dashboard.trackById.shipmentId')}
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="track-shipment-id"
              value={shipmentId}
              onChange={(e) => setShipmentId(e.target.value)}
              placeholder={t('dashboard.trackById.placeholder')}
              className={`${inputClass} min-w-0 flex-1 font-mono uppercase`}
              autoComplete="off"
            />
            <button type="submit" className={primaryButtonClass} disabled={isLoading}>
              {isLoading ? t('dashboard.trackById.tracking') : t('dashboard.trackById.track')}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={clear}>
              {t('dashboard.trackById.clear')}
            </button>
          </div>
          {error && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">
                {error.kind === 'empty' ? t('dashboard.trackById.emptyId') : text(error.message)}
              </p>
              {error.kind !== 'empty' && <p>{t('dashboard.trackById.checkId')}</p>}
            </div>
          )}
          {result && (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 text-sm"
              data-testid="track-result"
            >
              <dt className="font-semibold">{t('dashboard.trackById.shipment')}</dt>
              <dd className="font-mono">{result.deliveryId}</dd>
              <dt className="font-semibold">{t('dashboard.trackById.status')}</dt>
              <dd>
                <StatusBadge status={shownStatus(result, now)} />
              </dd>
              <dt className="font-semibold">{t('dashboard.trackById.route')}</dt>
              <dd>{routeLabel(result, 40)}</dd>
              <dt className="font-semibold">{t('dashboard.trackById.delivery')}</dt>
              <dd>
                {result.schedule.deliveryDate}, {result.schedule.preferredTimeSlot}
              </dd>
            </dl>
          )}
        </form>
      )}
    </section>
  );
}
