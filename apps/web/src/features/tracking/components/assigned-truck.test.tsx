import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DeliveryPartnerView } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import type { FakeRoutes } from '@/test/fake-server';
import { renderWithProviders } from '@/test/render';
import { AssignedTruck } from './assigned-truck';

const ROUTE = 'GET /api/deliveries/:id/partner';

function view(overrides: Partial<DeliveryPartnerView> = {}): DeliveryPartnerView {
  return {
    dispatch: 'assigned',
    truck: {
      registrationDisplay: 'DL 1L AB 1234',
      bodyType: 'Tata 407',
      driverFirstName: 'Suresh',
      driverPhone: '9811122244',
      isDemo: false,
      rating: { average: 4.5, count: 8 },
      assignedAt: '2026-11-25T06:30:00.000Z',
    },
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

function renderPanel(api: FakeRoutes) {
  return renderWithProviders(<AssignedTruck deliveryRowId="row-1" deliveryId="LS7K2P9Q" />, {
    user: makeUser(),
    api,
  });
}

describe('AssignedTruck', () => {
  it('tells the shipper a truck is being found while nobody has accepted', async () => {
    renderPanel({ [ROUTE]: { body: { success: true, data: view({ dispatch: 'finding', truck: null }) } } });
    expect(await screen.findByRole('status')).toHaveTextContent('Finding a truck...');
  });

  it('offers the three choices when nobody accepted in time, and keeps searching on request', async () => {
    let dispatch: DeliveryPartnerView['dispatch'] = 'timed-out';
    const { server } = renderPanel({
      [ROUTE]: () => ({ body: { success: true, data: view({ dispatch, truck: null }) } }),
      'POST /api/deliveries/:id/dispatch/keep-searching': () => {
        dispatch = 'finding';
        return { body: { success: true, data: view({ dispatch, truck: null }) } };
      },
    });
    expect(await screen.findByRole('status')).toHaveTextContent('No truck has accepted yet');
    expect(screen.getByRole('button', { name: 'Change the slot' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel at no charge' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep searching' }));
    expect(await screen.findByText('Finding a truck...')).toBeInTheDocument();
    expect(server.callsTo('POST /api/deliveries/:id/dispatch/keep-searching')).toHaveLength(1);
  });

  it('moves the delivery to a new slot from the same panel', async () => {
    const { server } = renderPanel({
      [ROUTE]: { body: { success: true, data: view({ dispatch: 'timed-out', truck: null }) } },
      'PUT /api/deliveries/:id': { body: { success: true, data: {} } },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Change the slot' }));
    const date = screen.getByLabelText('New date');
    await userEvent.clear(date);
    await userEvent.type(date, '2099-01-05');
    await userEvent.selectOptions(screen.getByLabelText('New time slot'), '15-18');
    await userEvent.click(screen.getByRole('button', { name: 'Save the new slot' }));
    await screen.findByRole('button', { name: 'Change the slot' });
    expect(server.callsTo('PUT /api/deliveries/:id')[0]?.body).toEqual({
      deliveryDate: '2099-01-05',
      deliveryTime: '15-18',
    });
  });

  it("shows the assigned truck: registration, type, driver's first name and phone, rating", async () => {
    renderPanel({ [ROUTE]: { body: { success: true, data: view() } } });
    expect(await screen.findByTestId('truck-registration')).toHaveTextContent('DL 1L AB 1234');
    expect(screen.getByText(/Tata 407/)).toBeInTheDocument();
    expect(screen.getByText(/Suresh/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '+91 9811122244' })).toHaveAttribute('href', 'tel:+919811122244');
    expect(screen.getByText('4.5 ★ (8)')).toBeInTheDocument();
    expect(screen.queryByText('Demo')).not.toBeInTheDocument();
  });

  it('labels a demo truck and hides the phone once the server withholds it', async () => {
    const truck = { ...view().truck!, isDemo: true, driverPhone: null };
    renderPanel({ [ROUTE]: { body: { success: true, data: view({ truck }) } } });
    expect(await screen.findByText('Demo')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /\+91/ })).not.toBeInTheDocument();
  });

  it('warns the shipper when the proof was taken far from the drop or outside the service area', async () => {
    const proof = {
      receiverName: 'Rohit Gupta',
      deliveredAt: '2026-11-25T09:40:00.000Z',
      lat: -89.9,
      lon: 179.9,
      distanceFromDropM: 13_000_000,
      positionFlag: 'outside_area' as const,
      signatureUrl: '/api/deliveries/row-1/proof/signature',
      photoUrls: [],
      pdfUrl: '/api/deliveries/row-1/proof.pdf',
    };
    renderPanel({ [ROUTE]: { body: { success: true, data: view({ proofOfDelivery: proof }) } } });
    expect(await screen.findByTestId('pod-position-flag')).toHaveTextContent(
      'The position recorded with this proof is outside Delhi NCR.',
    );
  });

  it('after delivery shows the proof and sends a 1-5 rating with tags', async () => {
    const user = userEvent.setup();
    const delivered = view({
      proofOfDelivery: {
        receiverName: 'Rohit Gupta',
        deliveredAt: '2026-11-25T09:40:00.000Z',
        lat: 28.7,
        lon: 77.1,
        distanceFromDropM: 40,
        positionFlag: null,
        signatureUrl: '/api/deliveries/row-1/proof/signature',
        photoUrls: [],
        pdfUrl: '/api/deliveries/row-1/proof.pdf',
      },
      canRate: true,
    });
    const rated = {
      ...delivered,
      canRate: false,
      myRating: {
        score: 4,
        tags: ['on_time', 'polite'],
        comment: null,
        createdAt: '2026-11-25T10:00:00.000Z',
      },
    };
    let current = delivered;
    const { server } = renderPanel({
      [ROUTE]: () => ({ body: { success: true, data: current } }),
      'POST /api/deliveries/:id/rating': () => {
        current = rated;
        return { body: { success: true, data: rated } };
      },
    });
    expect(await screen.findByText('Delivered to Rohit Gupta on 25 Nov 2026, 3:10 pm')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download proof of delivery (PDF)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Send rating' }));
    expect(screen.getByText('Choose a rating from 1 to 5')).toBeInTheDocument();
    expect(server.callsTo('POST /api/deliveries/:id/rating')).toHaveLength(0);

    await user.click(screen.getByRole('radio', { name: '4 stars' }));
    await user.click(screen.getByRole('checkbox', { name: 'On time' }));
    await user.click(screen.getByRole('checkbox', { name: 'Polite' }));
    await user.click(screen.getByRole('button', { name: 'Send rating' }));

    expect(await screen.findByText('You rated this trip 4 of 5 (On time, Polite)')).toBeInTheDocument();
    expect(server.callsTo('POST /api/deliveries/:id/rating')[0]?.body).toEqual({
      score: 4,
      tags: ['on_time', 'polite'],
    });
  });
});
