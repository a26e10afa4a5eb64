import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { encodeDigipin, findDigipin } from '@logisaathi/geo/digipin';
import type { ResolvedAddress } from '@logisaathi/domain';
import { PinCaption } from '@/components/map/pin-caption';
import type { Pin } from '@/components/map/pin-map';
import { primaryButtonClass } from '@/components/ui/field';

const PinMap = lazy(() => import('@/components/map/pin-map').then((m) => ({ default: m.PinMap })));

/** The address with the pin's DIGIPIN written into it (replacing one already there), so it resolves exactly. */
export function withDigipin(address: string, pin: Pin): string {
  const code = encodeDigipin(pin);
  if (!code) return address;
  const existing = findDigipin(address);
  const base = existing
    ? address.replace(/,?\s*(DIGIPIN\s*)?[2-9CFJKLMPT]{3}-?[2-9CFJKLMPT]{3}-?[2-9CFJKLMPT]{4}/i, '').trim()
    : address.trim();
  return `${base}, DIGIPIN ${code}`;
}

/**
 * Shown under an address the geocoder could place only roughly (issue 18): the user drags the pin to the real
 * spot and confirms; the address then carries that spot's DIGIPIN, which the server resolves exactly, so the
 * route and price start from the confirmed pin.
 */
export function PinConfirmation({
  side,
  resolved,
  address,
  onConfirm,
}: {
  side: 'pickup' | 'drop';
  resolved: ResolvedAddress;
  address: string;
  onConfirm: (addressWithPin: string) => void;
}) {
  const [pin, setPin] = useState<Pin>({ lat: resolved.lat, lon: resolved.lon });
  const { t } = useTranslation('deliveries');
  const how =
    resolved.precision === 'pincode' || resolved.precision === 'district'
      ? t(`wizard.pin.precision.${resolved.precision}`)
      : '';
  return (
    <section
      aria-label={t(`wizard.pin.confirmLabel.${side}`)}
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 md:col-span-2"
      data-testid="pin-confirmation"
    >
      <p className="text-sm text-amber-900">{t(`wizard.pin.rough.${side}`, { how })}</p>
      <Suspense fallback={<div className="h-56 rounded-lg bg-slate-100" />}>
        <PinMap className="h-56" pin={pin} onChange={setPin} label={t(`wizard.pin.map.${side}`)} />
      </Suspense>
      <PinCaption pin={pin} />
      <button
        type="button"
        className={primaryButtonClass}
        onClick={() => onConfirm(withDigipin(address, pin))}
      >
        {t(`wizard.pin.confirm.${side}`)}
      </button>
    </section>
  );
}
