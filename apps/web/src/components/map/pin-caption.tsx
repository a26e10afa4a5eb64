import { useTranslation } from 'react-i18next';
import { Digipin } from '../ui/digipin';
import { usePinLocality } from '@/lib/saved-places';

/** Under a pin: the nearest known locality (reverse-geocoded on the server) and the pin's DIGIPIN. */
export function PinCaption({ pin }: { pin: { lat: number; lon: number } }) {
  const { t } = useTranslation();
  const locality = usePinLocality(pin);
  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm" data-testid="pin-caption">
      <span className="text-slate-700">
        {locality.data?.near
          ? t('pin.near', { place: locality.data.near })
          : locality.isPending
            ? t('pin.findingLocality')
            : t('pin.noLocality')}
      </span>
      <Digipin point={pin} />
    </div>
  );
}
