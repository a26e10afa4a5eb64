import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { EwayBillView } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { EwayBillPanel } from './eway-bill-panel';

const view: EwayBillView = {
  deliveryId: 'LS7K2P9Q',
  goods: {
    invoiceNumber: 'INV/26-27/0042',
    invoiceDate: '2026-11-25',
    valuePaise: 7_500_000,
    hsnCode: '8471',
    description: 'Laptops in cartons',
    gstRate: '18',
    quantity: 10,
    qtyUnit: 'BOX',
    consigneeGstin: null,
    pickupPincode: '110020',
    deliveryPincode: '201301',
    fromState: 'Delhi',
    toState: 'Uttar Pradesh',
  },
  required: true,
  limitPaise: 5_000_000,
  whollyWithinDelhi: false,
  transDistanceKm: 21,
  validityDays: 1,
  ewbNumber: '551000654321',
  generatedOn: '2026-11-25',
  validUntilDay: '2026-11-26',
  expiresAt: '2026-11-26T18:29:59.999Z',
  billVehicleNo: 'DL 1L AB 1234',
  assignedVehicleNo: 'HR 55 AB 9999',
  vehicleUpdateDue: true,
  partB: {
    ewbNumber: '551000654321',
    vehicleNo: 'HR 55 AB 9999',
    previousVehicleNo: 'DL 1L AB 1234',
    fromPlace: 'Okhla Industrial Area Phase 2, Delhi, 110020',
    fromState: 'Delhi',
    reasonCode: 3,
    reason: 'Others',
    reasonRemark: 'Vehicle changed by the carrier',
    transDocNo: 'LS7K2P9Q',
    transDocDate: '2026-11-26',
  },
  generator: 'consignor',
  transporter: { gstin: '07AAACL1234C1Z5', name: 'LogiSaathi' },
};

function renderPanel() {
  return renderWithProviders(<EwayBillPanel deliveryRowId="row-1" />, {
    user: makeUser(),
    api: { 'GET /api/deliveries/:id/eway-bill': { body: { success: true, data: { ewayBill: view } } } },
  });
}

const valueOf = (details: HTMLElement, label: string) => within(details).getByText(label).nextElementSibling;

describe("the e-way bill's Part-B update after the truck changed", () => {
  it('lists what to enter on the portal, field by field', async () => {
    renderPanel();
    const details = await screen.findByTestId('part-b-details');
    expect(screen.getByText('Part-B details to enter')).toBeInTheDocument();
    expect(valueOf(details, 'E-way bill number')).toHaveTextContent('5510 0065 4321');
    expect(valueOf(details, 'New vehicle number')).toHaveTextContent('HR 55 AB 9999');
    expect(valueOf(details, 'Vehicle on the bill until now')).toHaveTextContent('DL 1L AB 1234');
    expect(valueOf(details, 'From place')).toHaveTextContent('Okhla Industrial Area Phase 2, Delhi, 110020');
    expect(valueOf(details, 'From state')).toHaveTextContent('Delhi');
    expect(valueOf(details, 'Reason code')).toHaveTextContent('3 · Others');
    expect(valueOf(details, 'Remarks')).toHaveTextContent('Vehicle changed by the carrier');
    expect(valueOf(details, 'Transporter document number')).toHaveTextContent('LS7K2P9Q');
    expect(valueOf(details, 'Transporter document date')).toHaveTextContent('26/11/2026');
    expect(valueOf(details, 'Mode of transport')).toHaveTextContent('Road');
  });

  it('says it in Hindi, keeping the values as the portal takes them', async () => {
    await inHindi();
    renderPanel();
    const details = await screen.findByTestId('part-b-details');
    expect(screen.getByText('पार्ट-B में भरने की जानकारी')).toBeInTheDocument();
    expect(valueOf(details, 'नया वाहन नंबर')).toHaveTextContent('HR 55 AB 9999');
    expect(valueOf(details, 'वजह का कोड')).toHaveTextContent('3 · अन्य');
    expect(valueOf(details, 'टिप्पणी')).toHaveTextContent('Vehicle changed by the carrier');
  });
});
