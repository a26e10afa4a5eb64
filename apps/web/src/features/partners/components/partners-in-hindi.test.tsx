import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer, WeeklyStatement } from '@logisaathi/domain';
import { advance, useFakeClock } from '@/test/clock';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { DriverForm } from './driver-form';
import { EarningsScreen } from './earnings-screen';
import { JobsScreen } from './jobs-screen';
import { OfferCard } from './offer-card';
import { VehicleForm } from './vehicle-form';

const NOW = new Date('2026-11-25T06:30:00.000Z'); // 12:00 IST, a Wednesday
const partner = makeUser({ role: 'partner' });

const offer: Offer = {
  id: 'off_1',
  status: 'open',
  deliveryId: 'LS7K2P9Q',
  vehicle: { id: 'veh_1', registrationDisplay: 'DL 1L AB 1234', bodyType: 'Mini Truck' },
  pickupArea: 'Okhla Phase II, Delhi',
  dropArea: 'Bawana Industrial Area, Delhi',
  roadKm: 38.4,
  toPickupKm: 3.2,
  weightKg: 1450,
  dimensionsCm: null,
  packageType: 'Electronics',
  pickupDate: '2026-11-26',
  slot: '12-15',
  earning: { farePaise: 137_173_00, commissionPercent: 10, commissionPaise: 13_717_30, netPaise: 123_455_70 },
  expiresAt: new Date(NOW.getTime() + 65_000).toISOString(),
  createdAt: NOW.toISOString(),
  shipperRating: { average: 4.6, count: 12 },
};

describe('the partner app in Hindi', () => {
  it('shows an offer with its earning in Indian grouping and Accept and Decline in Hindi', async () => {
    useFakeClock(NOW);
    await inHindi();
    const onAccept = vi.fn();
    const onDecline = vi.fn();
    render(
      <OfferCard
        offer={offer}
        onAccept={onAccept}
        onDecline={onDecline}
        onExpire={vi.fn()}
        onDismiss={vi.fn()}
        isBusy={false}
        error={null}
      />,
    );
    const card = screen.getByRole('article', {
      name: 'Okhla Phase II, Delhi से Bawana Industrial Area, Delhi',
    });
    expect(within(card).getByTestId('offer-earning')).toHaveTextContent('₹1,23,455.70आपकी कमाई');
    expect(card).toHaveTextContent('किराया ₹1,37,173.00 − 10% कमीशन ₹13,717.30');
    expect(card).toHaveTextContent('सड़क से दूरी');
    expect(card).toHaveTextContent('इलेक्ट्रॉनिक्स, 1,450 kg');
    expect(card).toHaveTextContent('मिनी ट्रक');
    expect(card).toHaveTextContent('26 नव॰ 2026');
    expect(card).toHaveTextContent('4.6 ★ (12 रेटिंग)');

    const user = userEvent.setup({ advanceTimers: advance });
    await user.click(screen.getByRole('button', { name: 'स्वीकार करें' }));
    expect(onAccept).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'मना करें' }));
    await user.click(screen.getByRole('button', { name: 'ऑफ़र मना करें' }));
    expect(screen.getByText('वजह चुनें')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'पिकअप बहुत दूर है' }));
    await user.click(screen.getByRole('button', { name: 'ऑफ़र मना करें' }));
    expect(onDecline).toHaveBeenCalledWith({ reason: 'too_far' });
  });

  it("shows a taken offer's closing message in Hindi", async () => {
    useFakeClock(NOW);
    await inHindi();
    render(
      <OfferCard
        offer={{ ...offer, status: 'taken' }}
        onAccept={vi.fn()}
        onDecline={vi.fn()}
        onExpire={vi.fn()}
        onDismiss={vi.fn()}
        isBusy={false}
        error={null}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('यह काम कोई और ले चुका है');
    expect(screen.queryByRole('button', { name: 'स्वीकार करें' })).not.toBeInTheDocument();
  });

  it("shows the week's earnings in Hindi with Indian digit grouping", async () => {
    await inHindi();
    const statement: WeeklyStatement = {
      weekStart: '2026-11-23',
      weekEnd: '2026-11-29',
      trips: [
        {
          jobId: 'job_1',
          deliveryId: 'LS7K2P9Q',
          completedAt: '2026-11-24T10:10:00.000Z',
          pickupArea: 'Okhla Phase II, Delhi',
          dropArea: 'Bawana Industrial Area, Delhi',
          roadKm: 38.4,
          vehicleRegistration: 'DL 1L AB 1234',
          farePaise: 137_173_00,
          commissionPercent: 10,
          commissionPaise: 13_717_30,
          netPaise: 123_455_70,
        },
      ],
      totals: { trips: 1, farePaise: 137_173_00, commissionPaise: 13_717_30, netPaise: 123_455_70 },
    };
    renderWithProviders(<EarningsScreen />, {
      user: partner,
      api: { 'GET /api/partners/earnings': { body: { success: true, data: { statement } } } },
    });
    expect(await screen.findByRole('heading', { name: 'कमाई' })).toBeInTheDocument();
    expect(await screen.findByTestId('week-net')).toHaveTextContent('₹1,23,455.70');
    expect(screen.getByText('आपकी कमाई')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'स्टेटमेंट डाउनलोड करें (CSV)' })).toBeInTheDocument();
    const trips = screen.getByRole('list', { name: 'ट्रिप' });
    expect(trips).toHaveTextContent('किराया ₹1,37,173.00 − 10% ₹13,717.30');
    expect(trips).toHaveTextContent('24 नव॰, 3:40 pm');
  });

  it('lists no jobs yet in Hindi', async () => {
    await inHindi();
    renderWithProviders(<JobsScreen />, {
      user: partner,
      api: {
        'GET /api/partners/jobs': { body: { success: true, data: { active: [], finished: [], pooled: [] } } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'मेरे काम' })).toBeInTheDocument();
    expect(
      screen.getByText('अभी कोई काम नहीं। ऑफ़र टैब पर ऑनलाइन हों और कोई ऑफ़र स्वीकार करें।'),
    ).toBeInTheDocument();
  });

  it('says in Hindi what the vehicle form is missing', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderWithProviders(<VehicleForm onSaved={vi.fn()} />, { user: partner });
    await user.click(screen.getByRole('button', { name: 'गाड़ी जोड़ें' }));

    expect(await screen.findByLabelText('रजिस्ट्रेशन नंबर')).toHaveAccessibleDescription(/रजिस्ट्रेशन नंबर ज़रूरी है/);
    expect(screen.getByLabelText('बॉडी का प्रकार')).toHaveAccessibleDescription('सूची में से बॉडी का प्रकार चुनें');
    expect(screen.getByText('कम से कम एक परमिट चुनें')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'मिनी ट्रक (Tata Ace)' })).toBeInTheDocument();
    expect(screen.getByLabelText('सिटी परमिट')).toBeInTheDocument();

    await user.type(screen.getByLabelText('लोडिंग क्षमता (किलो)'), '50');
    await user.click(screen.getByRole('button', { name: 'गाड़ी जोड़ें' }));
    expect(await screen.findByText('लोडिंग क्षमता कम से कम 100 किलो होनी चाहिए')).toBeInTheDocument();
    expect(server.callsTo('POST /api/partners/vehicles')).toHaveLength(0);
  });

  it('says in Hindi what the driver form is missing', async () => {
    await inHindi();
    const user = userEvent.setup();
    renderWithProviders(<DriverForm onDone={vi.fn()} onCancel={vi.fn()} />, { user: partner });
    await user.click(screen.getByRole('button', { name: 'ड्राइवर जोड़ें' }));

    expect(await screen.findByLabelText('ड्राइवर का नाम')).toHaveAccessibleDescription('ड्राइवर का नाम ज़रूरी है');
    expect(screen.getByLabelText('ड्राइवर का फ़ोन')).toHaveAccessibleDescription('फ़ोन नंबर ज़रूरी है');
    expect(screen.getByLabelText('लाइसेंस नंबर')).toHaveAccessibleDescription(/लाइसेंस नंबर ज़रूरी है/);
    expect(screen.getByLabelText('लाइसेंस की आखिरी तारीख')).toHaveAccessibleDescription(
      'लाइसेंस की आखिरी तारीख ज़रूरी है',
    );
  });
});
