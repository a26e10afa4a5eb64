import { useTranslation } from 'react-i18next';
import { TIME_SLOT_LABELS, isTimeSlot, type DeliveryPartnerView } from '@logisaathi/domain';
import { secondaryButtonClass } from '@/components/ui/field';
import { useDomainText } from '@/i18n/use-language';
import { formatIstTime } from '@/lib/format';
import { useAgreeEarlyPickup } from '../api/agree-early-pickup';

/**
 * Slot discipline on the shipper's delivery (issue 31): by when a truck is promised, the assigned truck's
 * pickup and delivery against the booked slot ('arrives 9:40-10:10, inside your 9-12 slot') from its live position
 * (re-read as the truck reports one, useDeliveryEvents) or else its plan, the consent to an
 * earlier pickup, and what blocks the pickup (the e-way bill number).
 */
export function SlotPromise({ deliveryRowId, view }: { deliveryRowId: string; view: DeliveryPartnerView }) {
  const { t } = useTranslation('tracking');
  const text = useDomainText();
  const agree = useAgreeEarlyPickup(deliveryRowId);
  const { plan, promiseBy, earlyPickup, ewayBillMissing } = view;
  const slot = plan ? text(isTimeSlot(plan.slot) ? TIME_SLOT_LABELS[plan.slot] : plan.slot) : '';
  const range = (w: NonNullable<typeof plan>['pickup']) => ({
    from: formatIstTime(new Date(w.from)),
    to: formatIstTime(new Date(w.to)),
    against: t(`truck.against.${w.against}`, { slot }),
  });
  return (
    <div className="space-y-1" data-testid="slot-promise">
      {promiseBy && view.dispatch === 'finding' && (
        <p>{t('truck.promise', { time: formatIstTime(new Date(promiseBy)) })}</p>
      )}
      {plan && (
        <>
          <p data-testid="pickup-eta">{t('truck.pickupEta', range(plan.pickup))}</p>
          <p data-testid="drop-eta">{t('truck.dropEta', range(plan.drop))}</p>
          <p className="text-xs text-slate-600">
            {plan.basis === 'live' ? t('truck.etaLive') : t('truck.etaPlanned')}
          </p>
        </>
      )}
      {ewayBillMissing && (
        <p role="alert" className="text-amber-900">
          {t('truck.ewayMissing')}
        </p>
      )}
      {earlyPickup.agreedAt ? (
        <p>{t('truck.earlyAgreed')}</p>
      ) : (
        earlyPickup.canAgree && (
          <div className="space-y-1">
            <p className="text-slate-700">{t('truck.early')}</p>
            <button
              type="button"
              className={`${secondaryButtonClass} px-3 py-1 text-sm`}
              disabled={agree.isPending}
              onClick={() => agree.mutate()}
            >
              {t('truck.allowEarly')}
            </button>
            {agree.error && <p className="text-red-700">{text(agree.error.message)}</p>}
          </div>
        )
      )}
    </div>
  );
}
