import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { OPS_CONSOLE_MESSAGES, VEHICLE_BODY_TYPE_LABELS, VEHICLE_DOCUMENT_KINDS } from '@logisaathi/domain';
import { ErrorBox, Field, inputClass, secondaryButtonClass } from '@/components/ui/field';
import { paths } from '@/config/paths';
import { useDrivers } from '../api/get-drivers';
import { usePartnerProfile } from '../api/get-partner-profile';
import { useVehicles } from '../api/get-vehicles';
import { usePairDriver } from '../api/pair-driver';
import { DocumentsPanel } from './documents-panel';
import { formatKg, ratingText } from './format';
import { useDomainText } from '@/i18n/use-language';
import { RemoveButton } from './remove-button';
import { VehicleForm } from './vehicle-form';
import { DemoLabel } from './vehicles-screen';

/** One vehicle: its documents with expiry dates, the driver for the shift (fleets) and the details form. */
export function VehicleDetailScreen({ vehicleId, isNew }: { vehicleId: string; isNew?: boolean }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const vehiclesQuery = useVehicles();
  const profileQuery = usePartnerProfile();
  const isFleet = profileQuery.data?.kind === 'fleet_operator';
  const driversQuery = useDrivers(isFleet);
  const pair = usePairDriver();
  const [isEditing, setIsEditing] = useState(false);
  const navigate = useNavigate();
  const vehicle = vehiclesQuery.data?.find((v) => v.id === vehicleId);

  if (vehiclesQuery.isPending) return <p className="text-slate-600">{t('common.loading')}</p>;
  if (!vehicle)
    return (
      <div className="space-y-3">
        <ErrorBox message={vehiclesQuery.error?.message ?? text(OPS_CONSOLE_MESSAGES.vehicleNotFound)} />
        <Link to={paths.partnerVehicles} className="text-indigo-700 underline">
          {t('vehicle.backToVehicles')}
        </Link>
      </div>
    );

  return (
    <div className="space-y-4">
      <header>
        <Link to={paths.partnerVehicles} className="text-sm text-indigo-700 underline">
          {t('common.backToVehicles')}
        </Link>
        <h1 className="mt-1 flex flex-wrap items-center gap-2 text-xl font-bold">
          <span className="font-mono">{vehicle.registrationDisplay}</span>
          {vehicle.isDemo && <DemoLabel />}
        </h1>
        <p className="text-sm text-slate-700">
          {text(VEHICLE_BODY_TYPE_LABELS[vehicle.bodyType])} · {formatKg(vehicle.payloadKg)} ·{' '}
          {ratingText(vehicle.rating, t)}
        </p>
      </header>
      {isNew && (
        <p
          role="status"
          className="rounded-md border border-green-300 bg-green-50 p-3 text-sm text-green-900"
        >
          {t('vehicle.added')}
        </p>
      )}
      <section
        aria-labelledby="compliance-title"
        className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
      >
        <h2 id="compliance-title" className="mb-2 font-semibold">
          {t('vehicle.documents')}
        </h2>
        {vehicle.compliance.canTakeJobs ? (
          <p className="mb-2 text-sm text-green-800">{t('vehicle.allValid')}</p>
        ) : (
          <div className="mb-2 text-sm text-amber-900">
            <p className="font-semibold">{t('vehicle.cannotUntil')}</p>
            <ul className="ml-5 list-disc">
              {vehicle.compliance.problems.map((p) => (
                <li key={p}>{text(p)}</li>
              ))}
            </ul>
          </div>
        )}
        <DocumentsPanel
          owner={{ type: 'vehicle', id: vehicle.id }}
          kinds={VEHICLE_DOCUMENT_KINDS}
          documents={vehicle.documents}
        />
      </section>
      {isFleet && (
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <h2 className="mb-2 font-semibold">{t('vehicle.driverThisShift')}</h2>
          <ErrorBox message={pair.error?.message ?? null} />
          <Field label={t('vehicle.driver')} hint={t('vehicle.driverHint')}>
            {(p) => (
              <select
                {...p}
                className={inputClass}
                value={vehicle.driver?.id ?? ''}
                disabled={pair.isPending}
                onChange={(e) => pair.mutate({ vehicleId: vehicle.id, driverId: e.target.value || null })}
              >
                <option value="">{t('common.noDriverPaired')}</option>
                {(driversQuery.data ?? []).map((d) => (
                  <option key={d.id} value={d.id} disabled={d.licenceProblem !== null}>
                    {d.name}
                    {d.licenceProblem ? ` (${text(d.licenceProblem)})` : ''}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </section>
      )}
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <div className="flex items-center justify-between">
          <h2 className="font-semibold">{t('vehicle.details')}</h2>
          {!isEditing && (
            <button
              type="button"
              className={`${secondaryButtonClass} px-3 py-1 text-sm`}
              onClick={() => setIsEditing(true)}
            >
              {t('common.edit')}
            </button>
          )}
        </div>
        {isEditing && (
          <div className="mt-3">
            <VehicleForm vehicle={vehicle} onSaved={() => setIsEditing(false)} />
          </div>
        )}
        {!vehicle.isDemo && (
          <div className="mt-3 border-t border-slate-200 pt-3">
            <RemoveButton
              member={{ type: 'vehicle', id: vehicle.id }}
              label={t('vehicle.removeLabel', { registration: vehicle.registrationDisplay })}
              onRemoved={() => navigate(paths.partnerVehicles, { replace: true })}
            />
          </div>
        )}
      </section>
    </div>
  );
}
