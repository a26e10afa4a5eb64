import { describe, expect, it } from 'vitest';
import { emptyWizardForm } from '../../hooks/use-add-delivery-wizard';
import { createDeliveryBody } from './create-body';
import {
  emptyGoodsForm,
  ewayBillVerdict,
  goodsErrors,
  goodsInvoiceBody,
  withInvoiceOn,
  type GoodsForm,
} from './goods-invoice-form';

const now = new Date('2026-11-26T06:00:00Z');
const filled = (over: Partial<GoodsForm> = {}): GoodsForm => ({
  ...withInvoiceOn(
    emptyGoodsForm(),
    'Plot 12, Okhla Phase 2, New Delhi 110020',
    'C-56, Sector 62, Noida 201301',
  ),
  invoiceNumber: 'INV-42',
  invoiceDate: '2026-11-25',
  invoiceValue: '75000',
  hsnCode: '8471',
  description: 'Laptops',
  gstRate: '18',
  quantity: '10',
  qtyUnit: 'BOX',
  ...over,
});

describe('the wizard goods invoice', () => {
  it('takes the PIN codes from the addresses when turned on', () => {
    const goods = withInvoiceOn(emptyGoodsForm(), 'Okhla, New Delhi 110020', 'Sector 62, Noida 201301');
    expect(goods).toMatchObject({ withInvoice: 'yes', pickupPincode: '110020', deliveryPincode: '201301' });
  });
  it('has no errors and no body while the goods travel without an invoice', () => {
    expect(goodsErrors(emptyGoodsForm(), now)).toEqual({});
    expect(goodsInvoiceBody(emptyGoodsForm())).toBeUndefined();
    expect(ewayBillVerdict(emptyGoodsForm(), now)).toBeNull();
  });
  it('keys its errors under goods.', () => {
    expect(goodsErrors(filled({ hsnCode: '12' }), now)).toEqual({
      'goods.hsnCode': 'HSN code must be 4 to 8 digits',
    });
  });
  it('says an e-way bill is required for ₹75,000 from Delhi to Noida, not for ₹75,000 within Delhi', () => {
    expect(ewayBillVerdict(filled(), now)).toEqual({ required: true, limitPaise: 5_000_000 });
    expect(ewayBillVerdict(filled({ deliveryPincode: '110039' }), now)).toEqual({
      required: false,
      limitPaise: 10_000_000,
    });
  });
  it('sends the goods invoice in the create body only when there is one', () => {
    const form = { ...emptyWizardForm(), goods: filled() };
    expect(createDeliveryBody(form, 'regular').goodsInvoice).toMatchObject({
      invoiceNumber: 'INV-42',
      pickupPincode: '110020',
    });
    expect(createDeliveryBody(emptyWizardForm(), 'regular')).not.toHaveProperty('goodsInvoice');
  });
});
