/* The consignee's public tracking page in Hindi (issue 17): labels, status, ETA, position and history. */
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PublicTracking } from '@logisaathi/domain';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { PublicTrackingScreen } from './public-tracking-screen';

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000).toISOString();

function tracking(overrides: Partial<PublicTracking> = {}): PublicTracking {
  return {
    deliveryId: 'LS7K2P9Q',
    status: 'In Transit',
    history: [
      { status: 'Scheduled', at: '2025-03-01T04:05:09.000Z' },
      { status: 'In Transit', at: '2025-03-01T06:00:00.000Z' },
    ],
    from: 'Okhla',
    to: 'Bawana',
    destination: { lat: 28.79, lon: 77.04 },
    schedule: { deliveryDate: '2025-03-05', timeSlot: '12-15' },
    position: { lat: 28.61234, lon: 77.23456, recordedAt: minutesAgo(3) },
    eta: { at: new Date(Date.now() + 25 * 60_000).toISOString(), remainingKm: 12.4, remainingMin: 25 },
    vehicle: { number: 'DL 1L AB 1234', driverFirstName: 'Suresh' },
    codeHint: 'Keep your 4-digit delivery code ready.',
    expiresAt: null,
    ...overrides,
  };
}

function renderPage(view: PublicTracking | null) {
  return renderWithProviders(<PublicTrackingScreen code="abc123" />, {
    api: {
      'GET /api/public/track/:code': view
        ? { body: { success: true, data: { tracking: view } } }
        : { status: 404, body: { success: false, message: 'ट्रैकिंग लिंक नहीं मिला।', errors: [] } },
    },
  });
}

describe('the public tracking page in Hindi', () => {
  it('shows the shipment, its status, ETA, truck and history in Hindi', async () => {
    await inHindi();
    renderPage(tracking());

    expect(await screen.findByRole('heading', { name: 'शिपमेंट LS7K2P9Q', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(/^Okhla → Bawana · 2025-03-05, दोपहर 12 - 3 बजे$/)).toBeInTheDocument();
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('रास्ते में');
    // An ETA past midnight IST carries its date ('27 नव॰, 12:03 am'), as it should when the suite runs late.
    expect(screen.getByTestId('public-eta')).toHaveTextContent(
      /^(\d{1,2} \S+, )?\d{1,2}:\d{2} (am|pm) \(करीब 25 मिनट, 12.4 किमी बाकी\)$/,
    );
    expect(screen.getByText('(ड्राइवर Suresh)')).toBeInTheDocument();
    expect(screen.getByTestId('public-truck-position')).toHaveTextContent(
      /^28.612, 77.235 के पास \(लगभग 200 मीटर के अंदर\) · .+, 3 मिनट पहले$/,
    );
    const history = within(screen.getByText('स्थिति का इतिहास').closest('details')!);
    expect(history.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'शेड्यूल हो गई · 1/3/2025, 9:35:09 am',
      'रास्ते में · 1/3/2025, 11:30:00 am',
    ]);
  });

  it('says N/A for a delivered shipment, how it was proven, and that no position was shared', async () => {
    await inHindi();
    renderPage(
      tracking({
        status: 'Delivered',
        position: null,
        history: [{ status: 'Delivered', at: '2025-03-01T06:00:00.000Z', proof: 'code' }],
      }),
    );

    expect(await screen.findByTestId('public-eta')).toHaveTextContent('लागू नहीं');
    expect(screen.getByTestId('tracking-status')).toHaveTextContent('डिलीवर हो गई');
    expect(screen.getByTestId('public-truck-position')).toHaveTextContent('अभी तक कोई लोकेशन नहीं मिली');
    expect(screen.getByText(/डिलीवरी कोड से पक्का हुआ$/)).toBeInTheDocument();
  });

  it('falls back to the end of the slot for the ETA', async () => {
    await inHindi();
    renderPage(tracking({ eta: null, position: null }));
    expect(await screen.findByTestId('public-eta')).toHaveTextContent('2025-03-05, 3 PM तक');
  });

  it('names the page in Hindi when the link is unknown', async () => {
    await inHindi();
    renderPage(null);
    expect(await screen.findByRole('heading', { name: 'अपना शिपमेंट ट्रैक करें' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('ट्रैकिंग लिंक नहीं मिला।');
  });
});
