import { Trans, useTranslation } from 'react-i18next';
import type { Place } from '@logisaathi/domain';
import { Digipin } from '@/components/ui/digipin';
import { useSavedPlaces } from '@/lib/saved-places';
import type { PickedPlace } from '../../hooks/use-add-delivery-wizard';
import { useAddressPin } from '../../hooks/use-pin-confirmation';
import { AddressField } from './address-field';
import { PinConfirmation } from './pin-confirmation';

const picked = (place: Place): PickedPlace => ({
  id: place.id,
  label: place.label,
  lat: place.lat,
  lon: place.lon,
});

/**
 * One end of the delivery (issue 18): the address field offering saved places first; a picked place is booked at
 * its own pin (shown with its DIGIPIN); a typed address the geocoder places only roughly asks for the pin.
 */
export function PlaceAddressField({
  label,
  sideLabel,
  placeholder,
  value,
  place,
  error,
  onChange,
  onBlur,
}: {
  label: string;
  /** Which end: names its test id and picks its texts. */
  sideLabel: 'Pickup' | 'Drop';
  placeholder: string;
  value: string;
  place: PickedPlace | undefined;
  error: string | undefined;
  onChange: (address: string, place: PickedPlace | undefined) => void;
  onBlur: () => void;
}) {
  const { t } = useTranslation('deliveries');
  const side = sideLabel === 'Pickup' ? 'pickup' : 'drop';
  const savedPlaces = useSavedPlaces();
  const pin = useAddressPin(value, Boolean(place));
  return (
    <>
      <div>
        <AddressField
          label={label}
          placeholder={placeholder}
          value={value}
          error={error}
          onChange={(address) => onChange(address, undefined)}
          onBlur={onBlur}
          savedPlaces={savedPlaces.data ?? []}
          onPickPlace={(p) => onChange(p.address, picked(p))}
        />
        {place && (
          <p className="mt-1 text-sm text-slate-800" data-testid={`${sideLabel.toLowerCase()}-saved-place`}>
            <Trans
              t={t}
              i18nKey="wizard.addresses.savedPlace"
              values={{ label: place.label }}
              components={{ 1: <strong /> }}
            />{' '}
            <Digipin point={place} label={t(`wizard.addresses.digipin.${side}`)} />
          </p>
        )}
      </div>
      {pin.needsConfirmation && pin.resolved && pin.address === value.trim() && (
        <PinConfirmation
          key={`${pin.resolved.lat},${pin.resolved.lon}`}
          side={side}
          resolved={pin.resolved}
          address={value}
          onConfirm={(address) => onChange(address, undefined)}
        />
      )}
    </>
  );
}
