/*
 * The assigned truck's pickup and drop ETAs against the booked slot (issue 31), on the dashboard's live panel:
 * re-read when the truck reports a position, so they follow the truck, in English and Hindi.
 */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { DeliveryPartnerView, TrackingView } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { deferred } from '@/test/fake-server';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { LivePanel, type LiveDelivery } from './live-panel';

// 7:30 IST on the slot's day, before its 9-12 slot.
const NOW = new Date('2026-12-01T02:00:00Z');
const ist = (hhmm: string) => new Date(`2026-12-01T${hhmm}:00+05:30`).toISOString();

const delivery: LiveDelivery = {
  _id: 'row-1',
  deliveryId: 'LS7K2P9Q',
  pickup: { address: 'Plot 12, Okhla Industrial Area Phase 2', coordinates: { lat: 28.53, lon: 77.27 } },
  delivery: { address: 'Sector 3, Bawana Industrial Area', coordinates: { lat: 28.79, lon: 77.04 } },
  package: { type: 'Furniture' },
  schedule: { deliveryDate: '2026-12-01', preferredTimeSlot: '9-12' },
  status: { current: 'Scheduled' },
  route: { geometry: null },
  ewayBill: null,
};

const tracking = {
  _id: 'row-1',
  deliveryId: 'LS7K2P9Q',
  status: 'Scheduled',
  driver: null,
  deliveryCode: null,
  publicCode: null,
  publicPath: null,
  position: null,
  trail: [],
  eta: null,
} satisfies TrackingView;

function partner(plan: DeliveryPartnerView['plan']): DeliveryPartnerView {
  return {
    dispatch: 'assigned',
    truck: {
      registrationDisplay: 'DL 1L AB 1234',
      bodyType: 'Tata 407',
      driverFirstName: 'Suresh',
      driverPhone: '9811122244',
      isDemo: false,
      rating: { average: null, count: 0 },
      assignedAt: '2026-11-30T16:00:00.000Z',
    },
    proofOfDelivery: null,
    exception: null,
    myRating: null,
    canRate: false,
    promiseBy: null,
    plan,
    earlyPickup: { agreedAt: null, canAgree: false },
    ewayBillMissing: false,
  };
}

const onTime = partner({
  slot: '9-12',
  basis: 'live',
  pickup: { from: ist('09:40'), to: ist('10:10'), against: 'inside' },
  drop: { from: ist('10:55'), to: ist('11:25'), against: 'inside' },
});
const late = partner({
  slot: '9-12',
  basis: 'live',
  pickup: { from: ist('11:35'), to: ist('12:05'), against: 'overlaps' },
  drop: { from: ist('12:50'), to: ist('13:20'), against: 'after' },
});

const positionEvent = `event: position\ndata: ${JSON.stringify({
  lat: 28.7,
  lon: 77.1,
  recordedAt: NOW.toISOString(),
  speedKmh: 20,
  bearingDeg: null,
  isLatest: true,
  eta: null,
})}\n\n`;

/** The partner view answers `first`, then `then` once the truck has reported a position on the event stream. */
function renderPanel(first: DeliveryPartnerView, then: DeliveryPartnerView) {
  const moved = deferred<void>();
  let hasMoved = false;
  let streams = 0;
  const result = renderWithProviders(<LivePanel delivery={delivery} now={NOW} />, {
    user: makeUser(),
    api: {
      'GET /api/deliveries/:id/tracking': { body: { success: true, data: tracking } },
      'GET /api/deliveries/:id/partner': () => ({
        body: { success: true, data: hasMoved ? then : first },
      }),
      'GET /api/deliveries/:id/events': async () => {
        // The stream's second connection (after this one ends) is refused, which ends the attempts.
        if (++streams > 1) return { status: 404, body: { success: false } };
        await moved.promise;
        hasMoved = true;
        return { text: positionEvent };
      },
    },
  });
  return { ...result, move: () => moved.resolve() };
}

describe("the truck's pickup and drop ETAs against the slot", () => {
  it('shows them inside the slot, and moves them when the truck reports where it is', async () => {
    const { move } = renderPanel(onTime, late);
    expect(await screen.findByTestId('pickup-eta')).toHaveTextContent(
      'Truck arrives for pickup 9:40 am-10:10 am, inside your 9 AM - 12 PM slot',
    );
    expect(screen.getByTestId('drop-eta')).toHaveTextContent(
      'Delivery expected 10:55 am-11:25 am, inside your 9 AM - 12 PM slot',
    );
    expect(screen.getByText("Follows the truck's live position.")).toBeInTheDocument();
    move();
    expect(
      await screen.findByText(
        'Truck arrives for pickup 11:35 am-12:05 pm, partly outside your 9 AM - 12 PM slot',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('drop-eta')).toHaveTextContent('after your 9 AM - 12 PM slot');
  });

  it('says when the ETA is only the plan the truck accepted, in Hindi', async () => {
    await inHindi();
    renderPanel({ ...onTime, plan: { ...onTime.plan!, basis: 'plan' } }, onTime);
    const pickup = await screen.findByTestId('pickup-eta');
    expect(pickup).toHaveTextContent('ट्रक पिकअप के लिए');
    expect(pickup).toHaveTextContent('आपके');
    const panel = screen.getByTestId('slot-promise');
    expect(
      within(panel).getByText(
        'ट्रक के स्वीकार करते समय की योजना के हिसाब से; ट्रक की लोकेशन आने पर यह उसके साथ बदलेगा।',
      ),
    ).toBeInTheDocument();
  });
});
