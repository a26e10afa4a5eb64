import { useTranslation } from 'react-i18next';
import { isFinalStatus } from '@logisaathi/domain';
import { DeliveryDocuments } from '@/features/billing/components/delivery-documents';
import { DashboardScreen } from '@/features/deliveries/components/dashboard-screen';
import { SavePlacesOffer } from '@/features/places/components/save-places-offer';
import { AssignedTruck } from '@/features/tracking/components/assigned-truck';
import { ConsigneeMessagesSwitch } from '@/features/tracking/components/consignee-messages-switch';
import { LivePanel } from '@/features/tracking/components/live-panel';
import { ReportProblem } from '@/features/tracking/components/report-problem';
import { IfAllowed } from '@/lib/permissions';

/**
 * The dashboard, with live tracking (positions, trail, ETA, driver link) for the current shipment, and each
 * listed delivery's truck, proof of delivery, rating and documents (consignment note, tax invoice) behind
 * 'Truck & proof'; while a delivery is under way, the switch for its consignee's messages; and 'Report a problem'
 * with LogiSaathi's answers (issue 33).
 */
export function Component() {
  const { t } = useTranslation('deliveries');
  return (
    <DashboardScreen
      liveTracking={(current, now, refreshDeliveries) => (
        <div className="space-y-4">
          <LivePanel delivery={current} now={now} onStatusChange={refreshDeliveries} />
          <SavePlacesOffer delivery={current} />
        </div>
      )}
      deliveryDetails={(d) => (
        <div className="space-y-4">
          <AssignedTruck deliveryRowId={d._id} deliveryId={d.deliveryId} emptyText={t('dashboard.noTruck')} />
          {!isFinalStatus(d.status.current) && (
            <IfAllowed action="deliveries.book">
              <ConsigneeMessagesSwitch deliveryRowId={d._id} />
            </IfAllowed>
          )}
          {/* The consignment note and tax invoice are billing's: a dispatcher or viewer does not see them. */}
          <IfAllowed action="billing.read">
            <DeliveryDocuments deliveryRowId={d._id} />
          </IfAllowed>
          <ReportProblem deliveryRowId={d._id} />
        </div>
      )}
    />
  );
}
