import { useState, type FormEvent } from 'react';
import { inputClass, primaryButtonClass, secondaryButtonClass } from '../../../components/ui/field';
import { getDeliveryByDeliveryId } from '../api/get-delivery-by-id';
import type { DeliveryDto } from '@logisaathi/domain';
import { routeLabel, shownStatus } from './shown-status';
import { StatusBadge } from '../../../components/ui/status-badge';

const EMPTY_ID = 'Please enter a shipment ID';
const NOT_FOUND = 'Shipment not found';

/** Spec sections 2, 5, 8: 'Track by Shipment ID', toggled with Open/Hide. */
export function TrackById({ now }: { now: Date }) {
  const [isOpen, setIsOpen] = useState(false);
  const [shipmentId, setShipmentId] = useState('');
  const [result, setResult] = useState<DeliveryDto | null>(null);
  const [error, setError] = useState<string | null>(null);
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
      setError(EMPTY_ID);
      return;
    }
    setError(null);
    setIsLoading(true);
    try {
      setResult(await getDeliveryByDeliveryId(id));
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : NOT_FOUND);
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
          Track by Shipment ID
        </h2>
        <button
          type="button"
          className="text-sm font-semibold text-indigo-800 underline"
          aria-expanded={isOpen}
          onClick={() => setIsOpen((v) => !v)}
        >
          {isOpen ? 'Hide' : 'Open'}
        </button>
      </div>
      {isOpen && (
        <form onSubmit={track} className="mt-3 space-y-3" noValidate>
          <label htmlFor="track-shipment-id" className="block text-sm font-medium">
            Shipment ID
          </label>
          <div className="flex flex-wrap gap-2">
            <input
              id="track-shipment-id"
              value={shipmentId}
              onChange={(e) => setShipmentId(e.target.value)}
              placeholder="e.g. LS7K2P9Q"
              className={`${inputClass} min-w-0 flex-1 font-mono uppercase`}
              autoComplete="off"
            />
            <button type="submit" className={primaryButtonClass} disabled={isLoading}>
              {isLoading ? 'Tracking...' : 'Track'}
            </button>
            <button type="button" className={secondaryButtonClass} onClick={clear}>
              Clear
            </button>
          </div>
          {error && (
            <div role="alert" className="rounded-md border border-red-300 bg-red-50 p-3 text-sm text-red-800">
              <p className="font-semibold">{error}</p>
              {error !== EMPTY_ID && <p>Please check the shipment ID and try again.</p>}
            </div>
          )}
          {result && (
            <dl
              className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 rounded-md bg-slate-50 p-3 text-sm"
              data-testid="track-result"
            >
              <dt className="font-semibold">Shipment</dt>
              <dd className="font-mono">{result.deliveryId}</dd>
              <dt className="font-semibold">Status</dt>
              <dd>
                <StatusBadge status={shownStatus(result, now)} />
              </dd>
              <dt className="font-semibold">Route</dt>
              <dd>{routeLabel(result, 40)}</dd>
              <dt className="font-semibold">Delivery</dt>
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
