import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isFinalStatus } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { getDriverHref, getTrackHref } from '@/config/paths';
import { useAssignDriver } from '../api/assign-driver';
import type { TrackingView } from '@logisaathi/domain';
import { useUnassignDriver } from '../api/unassign-driver';
import { ShareActions } from './share-actions';

const absolute = (path: string) => new URL(path, window.location.origin).toString();

function AssignDriverForm({
  deliveryRowId,
  initial,
  onDone,
  onCancel,
}: {
  deliveryRowId: string;
  initial?: { name: string; phone: string; vehicleNumber: string } | null;
  onDone: (driverToken: string) => void;
  onCancel?: () => void;
}) {
  const { t } = useTranslation('tracking');
  const assign = useAssignDriver(deliveryRowId);
  const [name, setName] = useState(initial?.name ?? '');
  const [phone, setPhone] = useState(initial?.phone ?? '');
  const [vehicleNumber, setVehicleNumber] = useState(initial?.vehicleNumber ?? '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    assign.mutate({ name, phone, vehicleNumber }, { onSuccess: (r) => onDone(r.driverToken) });
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-label={t('driverControls.assignLabel')}>
      <ErrorBox message={assign.error?.message ?? null} />
      <div className="grid gap-2 sm:grid-cols-3">
        <Field label={t('driverControls.driverName')}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={name}
              onChange={(e) => setName(e.target.value)}
              autoComplete="off"
            />
          )}
        </Field>
        <Field label={t('driverControls.driverPhone')}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
              inputMode="tel"
            />
          )}
        </Field>
        <Field label={t('driverControls.vehicleNumber')}>
          {(p) => (
            <input
              {...p}
              className={inputClass}
              value={vehicleNumber}
              onChange={(e) => setVehicleNumber(e.target.value)}
              placeholder={t('driverControls.vehiclePlaceholder')}
            />
          )}
        </Field>
      </div>
      <div className="flex gap-2">
        <button type="submit" className={primaryButtonClass} disabled={assign.isPending}>
          {assign.isPending ? t('driverControls.assigning') : t('driverControls.assign')}
        </button>
        {onCancel && (
          <button type="button" className={secondaryButtonClass} onClick={onCancel}>
            {t('driverControls.cancel')}
          </button>
        )}
      </div>
    </form>
  );
}

/**
 * 'Assign driver' and the share controls of the live panel: the driver's secret link (shown once, right after
 * assigning: the server keeps only its hash), the consignee's public link and delivery code, with copy and
 * WhatsApp buttons.
 */
export function DriverControls({
  tracking,
  deliveryRowId,
  isPartnerTruck = false,
}: {
  tracking: TrackingView;
  deliveryRowId: string;
  /** A LogiSaathi truck partner carries it: its driver is shown with the truck, not reassigned from here. */
  isPartnerTruck?: boolean;
}) {
  const { t } = useTranslation('tracking');
  const [freshToken, setFreshToken] = useState<string | null>(null);
  const [isEditing, setIsEditing] = useState(false);
  const unassign = useUnassignDriver(deliveryRowId);
  const isFinished = isFinalStatus(tracking.status);
  const { driver } = tracking;

  const onAssigned = (driverToken: string) => {
    setFreshToken(driverToken);
    setIsEditing(false);
  };

  return (
    <div className="space-y-3 border-t border-slate-200 pt-3 text-sm" data-testid="driver-controls">
      {!isPartnerTruck && (
        <>
          <h3 className="font-semibold">{t('driverControls.driver')}</h3>
          {!driver && !isFinished && !isEditing && (
            <button type="button" className={primaryButtonClass} onClick={() => setIsEditing(true)}>
              {t('driverControls.assign')}
            </button>
          )}
          {!driver && isFinished && <p className="text-slate-600">{t('driverControls.noDriver')}</p>}
          {isEditing && (
            <AssignDriverForm
              deliveryRowId={deliveryRowId}
              initial={driver}
              onDone={onAssigned}
              onCancel={() => setIsEditing(false)}
            />
          )}
          {driver && !isEditing && (
            <div className="space-y-2">
              <p>
                <span className="font-medium">{driver.name}</span> ·{' '}
                <a className="text-indigo-700 underline" href={`tel:+91${driver.phone}`}>
                  +91 {driver.phone}
                </a>{' '}
                · <span className="font-mono">{driver.vehicleNumber}</span>
              </p>
              {freshToken && (
                <div className="rounded-md border border-amber-300 bg-amber-50 p-2">
                  <p className="mb-1 font-medium">
                    {t('driverControls.driverLinkNote', { name: driver.name })}
                  </p>
                  <ShareActions
                    label={t('driverControls.driverLink')}
                    url={absolute(getDriverHref(freshToken))}
                    message={t('driverControls.driverMessage', {
                      id: tracking.deliveryId,
                      url: absolute(getDriverHref(freshToken)),
                      token: freshToken,
                      server: `${window.location.origin}/api/tracking/osmand`,
                    })}
                  />
                </div>
              )}
              {!isFinished && (
                <div className="flex gap-2">
                  <button
                    type="button"
                    className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                    onClick={() => setIsEditing(true)}
                  >
                    {t('driverControls.reassign')}
                  </button>
                  <button
                    type="button"
                    className={`${secondaryButtonClass} px-3 py-1 text-sm`}
                    disabled={unassign.isPending}
                    onClick={() => unassign.mutate(undefined, { onSuccess: () => setFreshToken(null) })}
                  >
                    {t('driverControls.unassign')}
                  </button>
                </div>
              )}
              <ErrorBox message={unassign.error?.message ?? null} />
            </div>
          )}
        </>
      )}
      {tracking.publicCode && tracking.deliveryCode && (
        <div className="space-y-1">
          <h3 className="font-semibold">{t('driverControls.share')}</h3>
          <p>
            {t('driverControls.deliveryCode')}{' '}
            <span className="font-mono text-base font-bold" data-testid="delivery-code">
              {tracking.deliveryCode}
            </span>{' '}
            <span className="text-slate-600">{t('driverControls.codeNote')}</span>
          </p>
          <ShareActions
            label={t('driverControls.publicLink')}
            url={absolute(getTrackHref(tracking.publicCode))}
            message={t('driverControls.publicMessage', {
              id: tracking.deliveryId,
              url: absolute(getTrackHref(tracking.publicCode)),
              code: tracking.deliveryCode,
            })}
          />
        </div>
      )}
    </div>
  );
}
