import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DRIVER_DOCUMENT_KINDS, type Driver } from '@logisaathi/domain';
import { primaryButtonClass, secondaryButtonClass } from '@/components/ui/field';
import { useDrivers } from '../api/get-drivers';
import { usePartnerProfile } from '../api/get-partner-profile';
import { DocumentsPanel } from './documents-panel';
import { DriverForm } from './driver-form';
import { formatDay } from '@/lib/format';
import { useDomainText } from '@/i18n/use-language';
import { RemoveButton } from './remove-button';

function DriverCard({ driver, signInLink }: { driver: Driver; signInLink?: ReactNode }) {
  const { t } = useTranslation('partners');
  const text = useDomainText();
  const [isEditing, setIsEditing] = useState(false);
  const [showDocuments, setShowDocuments] = useState(false);
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      {isEditing ? (
        <DriverForm driver={driver} onDone={() => setIsEditing(false)} onCancel={() => setIsEditing(false)} />
      ) : (
        <>
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h2 className="font-semibold">
              {driver.name}
              {driver.isAccountHolder && (
                <span className="font-normal text-slate-600">{t('drivers.you')}</span>
              )}
            </h2>
            <a className="text-sm text-indigo-700 underline" href={`tel:+91${driver.phone}`}>
              +91 {driver.phone}
            </a>
          </div>
          <p className="text-sm text-slate-700">
            {t('drivers.licence', { number: driver.licenceNumber ?? t('drivers.notOnFile') })}
            {driver.licenceExpiresOn && t('drivers.validUntil', { day: formatDay(driver.licenceExpiresOn) })}
          </p>
          {driver.licenceProblem ? (
            <p className="text-sm text-amber-900">{text(driver.licenceProblem)}</p>
          ) : (
            <p className="text-sm text-green-800">{t('drivers.licenceValid')}</p>
          )}
          <p className="text-sm">
            {driver.vehicle
              ? t('drivers.driving', { registration: driver.vehicle.registrationDisplay })
              : t('drivers.notPaired')}
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <button
              type="button"
              className={`${secondaryButtonClass} px-3 py-1 text-sm`}
              onClick={() => setIsEditing(true)}
            >
              {t('common.edit')}
              <span className="sr-only"> {driver.name}</span>
            </button>
            <button
              type="button"
              className={`${secondaryButtonClass} px-3 py-1 text-sm`}
              aria-expanded={showDocuments}
              onClick={() => setShowDocuments((v) => !v)}
            >
              {t('drivers.licenceDocument')}
              <span className="sr-only">{t('drivers.of', { name: driver.name })}</span>
            </button>
          </div>
          {signInLink && !driver.isAccountHolder && <div className="mt-2">{signInLink}</div>}
          {!driver.isAccountHolder && (
            <div className="mt-2">
              <RemoveButton
                member={{ type: 'driver', id: driver.id }}
                label={t('drivers.removeLabel', { name: driver.name })}
              />
            </div>
          )}
          {showDocuments && (
            <div className="mt-3">
              <DocumentsPanel
                owner={{ type: 'driver', id: driver.id }}
                kinds={DRIVER_DOCUMENT_KINDS}
                documents={driver.documents}
              />
            </div>
          )}
        </>
      )}
    </li>
  );
}

/**
 * A fleet operator's drivers (pairing with a vehicle happens on the vehicle and on the Offers tab); for an
 * owner-driver, its own driving licence, which must be valid before the vehicle goes online.
 */
export function DriversScreen({
  signInLink,
}: {
  /** A fleet's driver's own sign-in (issue 37: the team's invitation link), offered on each driver's card. */
  signInLink?: (driver: Driver) => ReactNode;
} = {}) {
  const { t } = useTranslation('partners');
  const driversQuery = useDrivers();
  const profileQuery = usePartnerProfile();
  const isFleet = profileQuery.data?.kind === 'fleet_operator';
  const [isAdding, setIsAdding] = useState(false);
  if (driversQuery.isPending) return <p className="text-slate-600">{t('drivers.loading')}</p>;
  if (driversQuery.error)
    return (
      <p role="alert" className="text-red-700">
        {driversQuery.error.message}
      </p>
    );
  return (
    <div className="space-y-4">
      <div className="flex items-center justify-between gap-2">
        <h1 className="text-xl font-bold">{isFleet ? t('drivers.title') : t('drivers.myLicence')}</h1>
        {isFleet && !isAdding && (
          <button type="button" className={primaryButtonClass} onClick={() => setIsAdding(true)}>
            {t('drivers.add')}
          </button>
        )}
      </div>
      {isAdding && (
        <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
          <DriverForm onDone={() => setIsAdding(false)} onCancel={() => setIsAdding(false)} />
        </section>
      )}
      {driversQuery.data.length === 0 ? (
        <p className="rounded-lg border border-dashed border-slate-300 p-4 text-center text-slate-700">
          {isFleet ? t('drivers.emptyFleet') : t('drivers.emptyOwner')}
        </p>
      ) : (
        <ul className="space-y-3">
          {driversQuery.data.map((d) => (
            <DriverCard key={d.id} driver={d} signInLink={isFleet ? signInLink?.(d) : undefined} />
          ))}
        </ul>
      )}
    </div>
  );
}
