/*
 * A delivery's tracking in Hindi (issue 17): the dashboard's live panel (status, ETA, truck position), the
 * assigned truck with its proof of delivery, and the driver's and consignee's sharing texts.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeliveryPartnerView, TrackingView } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { AssignedTruck } from './assigned-truck';
import { LivePanel, type LiveDelivery } from './live-panel';

// A fixed afternoon, 16:30 IST on the delivery's date: past its 12-15 slot (the slot projection reads
// Delivered), and an ETA 90 minutes on falls on the same day whenever the suite runs.
const NOW = new Date('2025-03-05T11:00:00Z');

const delivery: LiveDelivery = {
  _id: 'row-1',
  deliveryId: 'LS7K2P9Q',
  pickup: { address: 'Plot 12, Okhla Industrial Area Phase 2', coordinates: { lat: 28.53, lon: 77.27 } },
  delivery: { address: 'Sector 3, Bawana Industrial Area', coordinates: { lat: 28.79, lon: 77.04 } },
  package: { type: 'Furniture' },
  schedule: { deliveryDate: '2025-03-05', preferredTimeSlot: '12-15' },
  status: { current: 'Scheduled' },
  route: { geometry: null },
  ewayBill: null,
};

function tracking(overrides: Partial<TrackingView> = {}): TrackingView {
  return {
    _id: 'row-1',
    deliveryId: 'LS7K2P9Q',
    status: 'Out for Delivery',
    driver: { name: 'Suresh Kumar', phone: '9811122244', vehicleNumber: 'DL 1L AB 1234' },
    deliveryCode: '4821',
    publicCode: 'abc123',
    publicPath: '/track/abc123',
    position: {
      lat: 28.61234,
      lon: 77.23456,
      recordedAt: new Date(NOW.getTime() - 2 * 60_000).toISOString(),
      speedKmh: 31.6,
    },
    trail: [],
    eta: { at: new Date(NOW.getTime() + 90 * 60_000).toISOString(), remainingKm: 18.2, remainingMin: 90 },
    ...overrides,
  } as TrackingView;
}

function partner(overrides: Partial<DeliveryPartnerView> = {}): DeliveryPartnerView {
  return {
    dispatch: 'none',
    truck: null,
    proofOfDelivery: null,
    exception: null,
    myRating: null,
    canRate: false,
    promiseBy: null,
    plan: null,
    earlyPickup: { agreedAt: null, canAgree: false },
    ewayBillMissing: false,
    ...overrides,
  };
}

describe('tracking a delivery in Hindi', () => {
  it('the live panel shows the status, ETA, truck and sharing texts in Hindi', async () => {
    await inHindi();
    renderWithProviders(<LivePanel delivery={delivery} now={NOW} />, {
      user: makeUser(),
      api: {
        'GET /api/deliveries/:id/tracking': { body: { success: true, data: tracking() } },
        'GET /api/deliveries/:id/partner': { body: { success: true, data: partner() } },
      },
    });

    const panel = screen.getByRole('region', { name: 'लाइव शिपमेंट ट्रैकिंग' });
    expect(await within(panel).findByTestId('tracking-status')).toHaveTextContent('डिलीवरी के लिए निकली');
    expect(within(panel).getByTestId('live-eta')).toHaveTextContent(
      /^\d{1,2}:\d{2} (am|pm) \(करीब 1 घंटे 30 मिनट, 18.2 किमी बाकी\)$/,
    );
    expect(within(panel).getByTestId('truck-position')).toHaveTextContent(
      /^28.6123, 77.2346 · .+ \(2 मिनट पहले\) · 32 किमी\/घंटा$/,
    );
    expect(panel).toHaveTextContent('पैकेजफ़र्नीचर');
    expect(within(panel).getByRole('heading', { name: 'माल लेने वाले के साथ शेयर करें' })).toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'ट्रैकिंग का पब्लिक लिंक' })).toHaveValue(
      `${window.location.origin}/track/abc123`,
    );
    expect(within(panel).getByRole('button', { name: 'दोबारा लगाएँ' })).toBeInTheDocument();
  });

  it('without positions the panel follows the slot, in Hindi', async () => {
    await inHindi();
    renderWithProviders(<LivePanel delivery={delivery} now={NOW} />, {
      user: makeUser(),
      api: {
        'GET /api/deliveries/:id/tracking': {
          body: {
            success: true,
            data: tracking({ status: 'Scheduled', position: null, eta: null, driver: null }),
          },
        },
        'GET /api/deliveries/:id/partner': { body: { success: true, data: partner() } },
      },
    });

    expect(
      await screen.findByText('अभी लोकेशन नहीं मिली: स्थिति डिलीवरी स्लॉट के हिसाब से चल रही है।'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('live-eta')).toHaveTextContent('2025-03-05, 3 PM तक');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('डिलीवर हो गई');
  });

  it('the assigned truck and its proof of delivery read in Hindi', async () => {
    await inHindi();
    renderWithProviders(<AssignedTruck deliveryRowId="row-1" deliveryId="LS7K2P9Q" />, {
      user: makeUser(),
      api: {
        'GET /api/deliveries/:id/partner': {
          body: {
            success: true,
            data: partner({
              dispatch: 'assigned',
              truck: {
                registrationDisplay: 'DL 1L AB 1234',
                bodyType: 'Tata 407',
                driverFirstName: 'Suresh',
                driverPhone: null,
                isDemo: false,
                rating: { average: null, count: 0 },
                assignedAt: '2025-03-01T04:00:00.000Z',
              },
              proofOfDelivery: {
                receiverName: 'Ramesh',
                deliveredAt: '2025-03-01T04:05:00.000Z',
                lat: 28.6,
                lon: 77.2,
                distanceFromDropM: 3_400,
                positionFlag: 'far_from_drop',
                signatureUrl: '/api/deliveries/row-1/signature.png',
                photoUrls: [],
                pdfUrl: '/api/deliveries/row-1/proof-of-delivery.pdf',
              },
              myRating: { score: 4, tags: [], comment: null, createdAt: '2025-03-01T05:00:00.000Z' },
            }),
          },
        },
      },
    });

    const panel = await screen.findByTestId('assigned-truck');
    expect(within(panel).getByRole('heading', { name: 'लगाया गया ट्रक' })).toBeInTheDocument();
    expect(
      within(screen.getByTestId('proof-of-delivery')).getByText(
        '1 मार्च 2025, 9:35 am को Ramesh को डिलीवर हुई',
      ),
    ).toBeInTheDocument();
    expect(
      within(panel).getByRole('button', { name: 'डिलीवरी का सबूत डाउनलोड करें (PDF)' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('my-rating')).toHaveTextContent('आपने इस ट्रिप को 5 में से 4 रेटिंग दी');
    expect(screen.getByTestId('pod-position-flag')).toHaveTextContent(
      'यह सबूत डिलीवरी के पते से 3.4 किमी दूर लिया गया।',
    );
  });
});
