import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Job } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import type { FakeRoutes } from '@/test/fake-server';
import { renderWithProviders } from '@/test/render';
import { JobDetailScreen } from './job-detail-screen';

const partner = makeUser({ role: 'partner' });

function makeJob(overrides: Partial<Job> = {}): Job {
  const stop = (kind: 'pickup' | 'drop', order: number, area: string, address: string, lat: number) => ({
    kind,
    order,
    area,
    address,
    contactPerson: 'Rohit Gupta',
    contactPhone: '9811122233',
    instructions: '',
    lat,
    lon: 77.27,
    geoUrl: `geo:${lat},77.27?q=${lat},77.27(${area})`,
    directionsUrl: `https://www.openstreetmap.org/directions?engine=fossgis_osrm_car&route=%3B${lat}%2C77.27`,
  });
  return {
    id: 'job_1',
    deliveryId: 'LS7K2P9Q',
    status: 'Out for Delivery',
    nextStatuses: [],
    vehicle: { id: 'veh_1', registrationDisplay: 'DL 1L AB 1234', bodyType: 'Tata 407' },
    driver: { id: 'drv_1', name: 'Suresh Kumar' },
    // Listed out of order on purpose: the screen follows `order`.
    stops: [
      stop(
        'drop',
        2,
        'Bawana Industrial Area, Delhi',
        'Sector 3, Bawana Industrial Area, Delhi 110039',
        28.79,
      ),
      stop('pickup', 1, 'Okhla Phase II, Delhi', 'Plot 12, Okhla Industrial Area Phase 2, New Delhi', 28.53),
    ],
    customer: { name: 'Rohit Gupta', phone: '9811122233' },
    package: {
      type: 'Electronics',
      name: null,
      weightKg: 120,
      dimensionsCm: null,
      specialInstructions: '',
    },
    pickupDate: '2026-11-26',
    slot: '12-15',
    roadKm: 49.9,
    earning: { farePaise: 132_400, commissionPercent: 10, commissionPaise: 13_240, netPaise: 119_160 },
    acceptedAt: '2026-11-25T06:30:00.000Z',
    completedAt: null,
    proofOfDelivery: null,
    exception: null,
    shipperRatingGiven: false,
    ewayBill: null,
    pickupBlocked: null,
    planned: null,
    ...overrides,
  };
}

function renderJob(job: Job, api: FakeRoutes = {}) {
  return renderWithProviders(<JobDetailScreen jobId={job.id} />, {
    user: partner,
    api: { 'GET /api/partners/jobs/:id': { body: { success: true, data: { job } } }, ...api },
  });
}

// jsdom workers are shared between files: the stand-in GPS must not outlive these tests.
const originalGeolocation = Object.getOwnPropertyDescriptor(navigator, 'geolocation');
afterEach(() => {
  if (originalGeolocation) Object.defineProperty(navigator, 'geolocation', originalGeolocation);
  else delete (navigator as { geolocation?: unknown }).geolocation;
});

/** jsdom has no canvas or GPS: the signature is drawn on a stand-in and the phone is at the drop. */
function fakeCanvasAndGps() {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(
    () =>
      new Proxy(
        {},
        { get: (_t, key) => (key === 'canvas' ? undefined : () => undefined), set: () => true },
      ) as CanvasRenderingContext2D,
  );
  vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((callback, type) =>
    callback(new Blob(['png'], { type: type ?? 'image/png' })),
  );
  Object.defineProperty(navigator, 'geolocation', {
    configurable: true,
    value: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({
          coords: { latitude: 28.79, longitude: 77.05, accuracy: 8, speed: null, heading: null },
          timestamp: Date.now(),
        } as GeolocationPosition),
    },
  });
}

describe('JobDetailScreen', () => {
  it('tells the partner which Part-B update the e-way bill needs for its truck', async () => {
    renderJob(
      makeJob({
        status: 'Scheduled',
        ewayBill: {
          number: '551000654321',
          validUntilDay: '2026-11-27',
          partB: {
            ewbNumber: '551000654321',
            vehicleNo: 'DL 1L AB 1234',
            previousVehicleNo: 'HR 55 AB 9999',
            fromPlace: 'Okhla Industrial Area Phase 2, Delhi, 110020',
            fromState: 'Delhi',
            reasonCode: 3,
            reason: 'Others',
            reasonRemark: 'Vehicle changed by the carrier',
            transDocNo: 'LS7K2P9Q',
            transDocDate: '2026-11-26',
          },
        },
      }),
    );
    const box = await screen.findByTestId('job-part-b');
    expect(box).toHaveTextContent(
      'The e-way bill still names HR 55 AB 9999. Before the goods move, the business must update its Part-B to your truck DL 1L AB 1234',
    );
    const details = within(box).getByTestId('part-b-details');
    for (const [label, value] of [
      ['New vehicle number', 'DL 1L AB 1234'],
      ['From place', 'Okhla Industrial Area Phase 2, Delhi, 110020'],
      ['Reason code', '3 · Others'],
      ['Remarks', 'Vehicle changed by the carrier'],
      ['Transporter document number', 'LS7K2P9Q'],
      ['Transporter document date', '26/11/2026'],
    ])
      expect(within(details).getByText(label!).nextElementSibling).toHaveTextContent(value!);
  });

  it('lists the stops in order, each with a geo: link and OpenStreetMap directions, and the customer phone', async () => {
    renderJob(makeJob({ status: 'Scheduled', nextStatuses: ['Picked Up'] }));
    const stops = within(await screen.findByRole('list', { name: 'Stops in order' })).getAllByRole(
      'listitem',
    );
    expect(stops.map((s) => within(s).getByRole('heading').textContent)).toEqual([
      '1. Pickup: Okhla Phase II, Delhi',
      '2. Drop: Bawana Industrial Area, Delhi',
    ]);
    expect(within(stops[0]!).getByRole('link', { name: /Open in map app/ })).toHaveAttribute(
      'href',
      'geo:28.53,77.27?q=28.53,77.27(Okhla Phase II, Delhi)',
    );
    expect(within(stops[1]!).getByRole('link', { name: /Directions on OpenStreetMap/ })).toHaveAttribute(
      'href',
      expect.stringContaining('https://www.openstreetmap.org/directions'),
    );
    expect(screen.getAllByRole('link', { name: 'Call +91 9811122233' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Complete delivery' })).not.toBeInTheDocument();
  });

  it('moves the job one step with the status buttons', async () => {
    const user = userEvent.setup();
    const { server } = renderJob(makeJob({ status: 'Scheduled', nextStatuses: ['Picked Up'] }), {
      'POST /api/partners/jobs/:id/status': {
        body: {
          success: true,
          data: { job: makeJob({ status: 'Picked Up', nextStatuses: ['In Transit'] }) },
        },
      },
      'GET /api/partners/jobs': { body: { success: true, data: { active: [], finished: [], pooled: [] } } },
    });
    await user.click(await screen.findByRole('button', { name: 'Mark Picked Up' }));
    expect(await screen.findByRole('button', { name: 'Mark In Transit' })).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('Picked Up');
    expect(server.callsTo('POST /api/partners/jobs/:id/status')[0]?.body).toEqual({ status: 'Picked Up' });
  });

  it('completes the delivery with the code, the receiver, a signature and the position', async () => {
    fakeCanvasAndGps();
    const user = userEvent.setup();
    const delivered = makeJob({
      status: 'Delivered',
      proofOfDelivery: {
        receiverName: 'Rohit Gupta',
        deliveredAt: '2026-11-26T08:10:00.000Z',
        lat: 28.79,
        lon: 77.05,
        distanceFromDropM: 40,
        positionFlag: null,
        signatureUrl: '/api/partners/jobs/job_1/proof/signature',
        photoUrls: [],
        pdfUrl: '/api/partners/jobs/job_1/proof.pdf',
      },
    });
    const { server } = renderJob(makeJob(), {
      'POST /api/partners/jobs/:id/proof': { body: { success: true, data: { job: delivered } } },
      'GET /api/partners/jobs': {
        body: { success: true, data: { active: [], finished: [delivered], pooled: [] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Complete delivery' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));
    expect(screen.getByLabelText('Delivery code')).toHaveAccessibleDescription(
      'Enter the 4-digit delivery code from the consignee',
    );
    expect(screen.getByText('Ask the receiver to sign, or sign with the typed name')).toBeInTheDocument();
    expect(server.callsTo('POST /api/partners/jobs/:id/proof')).toHaveLength(0);

    await user.type(screen.getByLabelText('Delivery code'), '27a64');
    expect(screen.getByLabelText('Delivery code')).toHaveValue('2764');
    await user.type(screen.getByLabelText("Receiver's name"), 'Rohit Gupta');
    await user.click(screen.getByRole('button', { name: 'Sign with the typed name' }));
    await user.click(screen.getByRole('button', { name: 'Confirm delivery' }));

    expect(await screen.findByText(/Received by Rohit Gupta/)).toBeInTheDocument();
    const form = server.callsTo('POST /api/partners/jobs/:id/proof')[0]?.body as FormData;
    expect(form.get('code')).toBe('2764');
    expect(form.get('receiverName')).toBe('Rohit Gupta');
    expect([form.get('lat'), form.get('lon')]).toEqual(['28.79', '77.05']);
    expect((form.get('signature') as File).type).toBe('image/png');
    expect(form.getAll('photos')).toEqual([]);
  });

  it('ends the job as Failed with a reason code and tells the partner what happened', async () => {
    fakeCanvasAndGps();
    const user = userEvent.setup();
    const failed = makeJob({
      status: 'Failed',
      exception: {
        reason: 'customer_unavailable',
        label: 'Customer unavailable',
        note: 'Shop shut',
        at: '2026-11-26T08:10:00.000Z',
      },
    });
    const { server } = renderJob(makeJob(), {
      'POST /api/partners/jobs/:id/exception': { body: { success: true, data: { job: failed } } },
      'GET /api/partners/jobs': {
        body: { success: true, data: { active: [], finished: [failed], pooled: [] } },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Report a problem' }));
    await user.click(screen.getByRole('button', { name: 'Mark Failed' }));
    expect(screen.getByText('Choose what went wrong')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Customer unavailable' }));
    await user.type(screen.getByLabelText('Note (optional)'), 'Shop shut');
    await user.click(screen.getByRole('button', { name: 'Mark Failed' }));

    expect(await screen.findByRole('heading', { name: 'Delivery failed' })).toBeInTheDocument();
    expect(screen.getByTestId('job-status')).toHaveTextContent('Failed');
    expect(server.callsTo('POST /api/partners/jobs/:id/exception')[0]?.body).toEqual({
      reason: 'customer_unavailable',
      note: 'Shop shut',
      lat: 28.79,
      lon: 77.05,
    });
  });

  it("shows LogiSaathi operations' answers about the job (issue 33)", async () => {
    const failed = makeJob({
      status: 'Failed',
      opsAnswers: [
        {
          kind: 'failed',
          outcome: 'no-action',
          message: 'Thanks for waiting at the shop; the business will book again.',
          at: '2026-11-26T09:00:00.000Z',
        },
      ],
    });
    renderJob(failed);
    const answers = await screen.findByRole('list', { name: 'Messages from LogiSaathi' });
    expect(answers).toHaveTextContent('Failed delivery');
    expect(answers).toHaveTextContent('Thanks for waiting at the shop; the business will book again.');
  });
});
