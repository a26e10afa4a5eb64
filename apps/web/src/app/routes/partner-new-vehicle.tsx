import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { getPartnerVehicleHref, paths } from '@/config/paths';
import { VehicleForm } from '@/features/partners/components/vehicle-form';

export function Component() {
  const { t } = useTranslation('partners');
  const navigate = useNavigate();
  return (
    <div className="space-y-4">
      <Link to={paths.partnerVehicles} className="text-sm text-indigo-700 underline">
        {t('common.backToVehicles')}
      </Link>
      <h1 className="text-xl font-bold">{t('vehicle.newTitle')}</h1>
      <section className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
        <VehicleForm
          onSaved={(vehicle) => navigate(`${getPartnerVehicleHref(vehicle.id)}?added=1`, { replace: true })}
        />
      </section>
    </div>
  );
}
