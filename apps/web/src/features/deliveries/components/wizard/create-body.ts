import type { CreateDeliveryInput, DeliveryPlaceRefsInput } from '@logisaathi/domain';
import { numberFromInput } from './number-input';
import type { WizardForm, WizardMode } from '../../hooks/use-add-delivery-wizard';
import { goodsInvoiceBody } from './goods-invoice-form';

/** The saved places the addresses were picked from: the server looks up their pins among the caller's own. */
function savedPlaceIds(form: WizardForm): DeliveryPlaceRefsInput {
  return {
    ...(form.pickupPlace ? { pickupPlaceId: form.pickupPlace.id } : {}),
    ...(form.deliveryPlace ? { deliveryPlaceId: form.deliveryPlace.id } : {}),
  };
}

const MODE_TO_API = { regular: 'regular', pooling: 'pooled', 'shared-truck': 'shared-truck' } as const;

/**
 * The POST /api/deliveries body from the wizard. Empty optional fields are left out, an empty package type
 * lets the server store its Documents default, and no price is sent: the quote id shown at review binds the
 * server's price (the server answers 409 with a new quote when it no longer can).
 */
export function createDeliveryBody(
  form: WizardForm,
  mode: WizardMode,
  quoteId?: string,
): CreateDeliveryInput & DeliveryPlaceRefsInput {
  const side = (v: number | string) => numberFromInput(v);
  const dims = {
    length: side(form.dimensions.length),
    width: side(form.dimensions.width),
    height: side(form.dimensions.height),
  };
  const hasDimensions = Object.values(dims).some((v) => v !== undefined);
  const goodsInvoice = goodsInvoiceBody(form.goods);
  return {
    pickupAddress: form.pickupAddress.trim(),
    deliveryAddress: form.deliveryAddress.trim(),
    customerName: form.customerName.trim(),
    customerPhone: form.customerPhone,
    ...(form.packageType ? { packageType: form.packageType as CreateDeliveryInput['packageType'] } : {}),
    ...(form.packageName.trim() ? { packageName: form.packageName.trim() } : {}),
    weight: form.weight,
    ...(hasDimensions ? { dimensions: dims } : {}),
    ...(form.specialInstructions.trim() ? { specialInstructions: form.specialInstructions.trim() } : {}),
    deliveryDate: form.deliveryDate,
    deliveryTime: form.deliveryTime,
    mode: MODE_TO_API[mode],
    ...(mode === 'pooling' ? { poolingPreferences: form.poolingPreferences } : {}),
    ...(mode === 'shared-truck' && form.sharedTruckId ? { sharedTruckId: form.sharedTruckId } : {}),
    ...(quoteId ? { quoteId } : {}),
    ...(goodsInvoice ? { goodsInvoice } : {}),
    ...savedPlaceIds(form),
  };
}
