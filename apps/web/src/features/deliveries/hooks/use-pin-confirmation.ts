import { useTranslation } from 'react-i18next';
import { findDigipin } from '@logisaathi/geo/digipin';
import type { ResolvedAddress } from '@logisaathi/domain';
import { useResolvedAddress } from '@/lib/saved-places';
import type { WizardForm } from './use-add-delivery-wizard';
import { useDebouncedValue } from '@/hooks/use-debounced-value';

/** Typing settles this long before the address is sent to the geocoder. */
export const RESOLVE_DEBOUNCE_MS = 500;
/** The English of `wizard.pin.required` (deliveries catalog), which the step shows in the current language. */
export const CONFIRM_PIN_MESSAGE = 'Confirm the pin on the map before this delivery is priced';

/**
 * Where the geocoder puts one address, when the wizard should ask: not for a saved place (its pin is the user's
 * own) nor for an address that carries a DIGIPIN (exact already).
 */
export function useAddressPin(address: string, isSavedPlace: boolean) {
  const settled = useDebouncedValue(address.trim(), RESOLVE_DEBOUNCE_MS);
  const isAsked = !isSavedPlace && findDigipin(settled) === null;
  const query = useResolvedAddress(settled, isAsked);
  const resolved: ResolvedAddress | null = isAsked ? (query.data ?? null) : null;
  return { address: settled, resolved, needsConfirmation: Boolean(resolved?.needsConfirmation) };
}

/** Step 1's extra errors: an address the geocoder only placed roughly waits for the user's pin. */
export function usePinConfirmationErrors(form: WizardForm): Record<string, string> {
  const { t } = useTranslation('deliveries');
  const message = t('wizard.pin.required');
  const pickup = useAddressPin(form.pickupAddress, Boolean(form.pickupPlace));
  const drop = useAddressPin(form.deliveryAddress, Boolean(form.deliveryPlace));
  return {
    ...(pickup.needsConfirmation ? { pickupAddress: message } : {}),
    ...(drop.needsConfirmation ? { deliveryAddress: message } : {}),
  };
}
