import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRIP_RATING_TAG_LABELS, VEHICLE_BODY_TYPE_LABELS, type TripRatingTag } from '@logisaathi/domain';
import { secondaryButtonClass } from '@/components/ui/field';
import { downloadProofOfDelivery } from '../api/download-proof-of-delivery';
import { useDeliveryPartner } from '../api/get-delivery-partner';
import { NoTruckChoices } from './no-truck-choices';
import { SlotPromise } from './slot-promise';
import { TripRatingForm } from './trip-rating-form';
import { Digipin } from '@/components/ui/digipin';
import { usePermissions } from '@/lib/permissions';
import { useDomainText } from '@/i18n/use-language';
import { formatIstDateTime } from '@/lib/format';

const tagLabel = (tag: string) => TRIP_RATING_TAG_LABELS[tag as TripRatingTag] ?? tag;

/**
 * The truck partner on a shipper's delivery (issue 14): 'Finding a truck' while dispatch runs (with the
 * shipper's choices when nobody accepted in time, issue 15), then the
 * assigned truck (registration, type, driver's first name, a phone while active), the proof of delivery with
 * its PDF, and the trip rating once delivered.
 */
export function AssignedTruck({
  deliveryRowId,
  deliveryId,
  emptyText,
}: {
  deliveryRowId: string;
  deliveryId: string;
  /** Said when no LogiSaathi truck is involved; without it the panel shows nothing. */
  emptyText?: string;
}) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const view = useDeliveryPartner(deliveryRowId);
  const canBook = usePermissions().allowed('deliveries.book');
  const [downloadError, setDownloadError] = useState<string | null>(null);
  if (view.isPending) return <p className="text-sm text-slate-600">{t('truck.loading')}</p>;
  if (view.error) return <p className="text-sm text-red-700">{text(view.error.message)}</p>;
  const { dispatch, truck, proofOfDelivery, exception, myRating, canRate } = view.data;
  if (dispatch === 'none' && !truck && !proofOfDelivery && !exception)
    return emptyText ? <p className="text-sm text-slate-600">{emptyText}</p> : null;

  return (
    <div className="space-y-2 text-sm" data-testid="assigned-truck">
      <h3 className="font-semibold">{t('truck.title')}</h3>
      {dispatch === 'finding' && !truck && (
        <p role="status" data-testid="dispatch-state">
          {t('truck.finding')}
        </p>
      )}
      {dispatch === 'timed-out' && !truck && canBook && <NoTruckChoices deliveryRowId={deliveryRowId} />}
      {dispatch !== 'none' && <SlotPromise deliveryRowId={deliveryRowId} view={view.data} />}
      {truck && (
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
          <dt className="text-slate-600">{t('truck.vehicle')}</dt>
          <dd>
            <span className="font-mono font-semibold" data-testid="truck-registration">
              {truck.registrationDisplay}
            </span>{' '}
            · {text(VEHICLE_BODY_TYPE_LABELS[truck.bodyType])}
            {truck.isDemo && (
              <span className="ml-1 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t('truck.demo')}
              </span>
            )}
          </dd>
          <dt className="text-slate-600">{t('truck.driver')}</dt>
          <dd>
            {truck.driverFirstName}
            {truck.driverPhone && (
              <>
                {' · '}
                <a className="text-indigo-700 underline" href={`tel:+91${truck.driverPhone}`}>
                  +91 {truck.driverPhone}
                </a>
              </>
            )}
          </dd>
          {truck.rating.count > 0 && truck.rating.average !== null && (
            <>
              <dt className="text-slate-600">{t('truck.rating')}</dt>
              <dd>
                {truck.rating.average.toFixed(1)} ★ ({truck.rating.count})
              </dd>
            </>
          )}
        </dl>
      )}
      {exception && (
        <p className="text-red-800">
          {t('truck.failed', { reason: text(exception.label) })}
          {exception.note ? ` (${exception.note})` : ''}
        </p>
      )}
      {proofOfDelivery && (
        <div className="space-y-1" data-testid="proof-of-delivery">
          <p>
            {t('truck.deliveredTo', {
              name: proofOfDelivery.receiverName,
              when: formatIstDateTime(proofOfDelivery.deliveredAt, {
                dateStyle: 'medium',
                timeStyle: 'short',
              }),
            })}
          </p>
          <Digipin point={proofOfDelivery} label={t('truck.podDigipin')} />
          {proofOfDelivery.positionFlag && (
            <p className="text-amber-800" data-testid="pod-position-flag">
              {proofOfDelivery.positionFlag === 'outside_area'
                ? t('truck.podOutsideArea')
                : t('truck.podFarFromDrop', {
                    km: ((proofOfDelivery.distanceFromDropM ?? 0) / 1000).toFixed(1),
                  })}
            </p>
          )}
          <button
            type="button"
            className={`${secondaryButtonClass} px-3 py-1 text-sm`}
            onClick={() => {
              setDownloadError(null);
              downloadProofOfDelivery(proofOfDelivery.pdfUrl, deliveryId).catch((err: unknown) =>
                setDownloadError(err instanceof Error ? err.message : t('truck.downloadFailed')),
              );
            }}
          >
            {t('truck.downloadPod')}
          </button>
          {downloadError && <p className="text-red-700">{text(downloadError)}</p>}
        </div>
      )}
      {myRating ? (
        <p data-testid="my-rating">
          {t('truck.myRating', { score: myRating.score })}
          {myRating.tags.length > 0 && ` (${myRating.tags.map((tag) => text(tagLabel(tag))).join(', ')})`}
        </p>
      ) : (
        canRate && canBook && <TripRatingForm deliveryRowId={deliveryRowId} />
      )}
    </div>
  );
}
