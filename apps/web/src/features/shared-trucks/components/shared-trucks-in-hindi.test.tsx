import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PoolView, TruckMatchCard } from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { AddTruckDialog } from './add-truck-dialog';
import { MyTrucksPanel } from './my-trucks-panel';
import { SharedTrucksScreen } from './shared-trucks-screen';

const card: TruckMatchCard = {
  id: 'trk-1',
  company: 'Sharma Transport',
  rating: 4.5,
  ratingCount: 20,
  deliveries: 120,
  route: 'Okhla → Bawana',
  departure: '3h 20m',
  statusText: 'Transit in',
  timeLeftMs: 12_000_000,
  capacity: '2 tons',
  truckType: 'Mini Truck',
  pickupLocation: 'Okhla Industrial Area',
  deliveryLocation: 'Bawana Industrial Area',
  availableSpace: 60,
  currentWeight: 800,
  maxWeight: 2000,
  originalCost: 123_456,
  cost: 86_419,
  savings: 30,
  compatible: true,
  reasons: [],
  departureTime: '12-15',
  departureDate: '2026-11-26',
  slot: '12-15',
  specialRequirements: ['Covered body'],
  isDemo: false,
  isPlanned: false,
  detourKm: 2,
  score: 1,
  weightKg: 500,
  pickupPoint: { lat: 28.53, lon: 77.27 },
  deliveryPoint: { lat: 28.8, lon: 77.04 },
  stops: [],
  costSplit: {
    rule: 'x',
    costPerKmInr: 40,
    plannedKm: 40,
    routeCostInr: 1600,
    poolingSaves: true,
    yourShareInr: 800,
    youPayInr: 800,
    shares: [],
  },
};

const pool: PoolView = {
  basis: {
    kind: 'route',
    deliveryId: null,
    pickup: null,
    drop: null,
    weightKg: 500,
    distanceKm: null,
    date: null,
    slot: null,
  },
  matches: [card],
  total: 1,
  counts: {},
  supply: { realTrucks: 1, realFreeCapacityKg: 1200, demoTrucks: 0, waitingShipments: 0 },
  myPooledDeliveries: [],
};

const business = makeUser();

describe('shared trucks in Hindi', () => {
  it('shows the matches with Hindi labels, catalogue names and Indian grouping', async () => {
    await inHindi();
    renderWithProviders(<SharedTrucksScreen />, {
      user: business,
      api: {
        'GET /api/shared-trucks': { body: { success: true, data: pool } },
        'GET /api/shared-trucks/requests': {
          body: { success: true, data: { myTrucks: [], incoming: [], outgoing: [] } },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'शेयर्ड ट्रक मैच' })).toBeInTheDocument();
    const truck = await screen.findByRole('article', { name: 'Sharma Transport' });
    expect(truck).toHaveTextContent('120 डिलीवरी');
    expect(truck).toHaveTextContent('मेल खाता है');
    expect(truck).toHaveTextContent('निकलने में 3h 20m');
    expect(truck).toHaveTextContent('2 टन · मिनी ट्रक');
    expect(truck).toHaveTextContent('800 kg / 2,000 kg');
    expect(within(truck).getByLabelText('सामान्य किराया ₹1,23,456')).toBeInTheDocument();
    expect(truck).toHaveTextContent('30% बचत');
    expect(within(truck).getByRole('list', { name: 'खास ज़रूरतें' })).toHaveTextContent('ढकी हुई बॉडी');
    expect(within(truck).getByRole('button', { name: 'Sharma Transport पर स्लॉट बुक करें' })).toBeInTheDocument();
    expect(screen.getByTestId('pool-supply')).toHaveTextContent(
      'बिज़नेस के दिए 1 ट्रक (1,200 kg जगह खाली)। किराया हर ट्रक के रूट पर 500 kg के स्लॉट का है।',
    );
  });

  it('checks the add-truck form in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderWithProviders(<AddTruckDialog open onOpenChange={vi.fn()} onAdded={vi.fn()} />, {
      user: business,
    });
    expect(await screen.findByRole('dialog', { name: 'अपना ट्रक पूल में जोड़ें' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'मिनी ट्रक (1-2 टन)' })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Tata 407 (2-3 टन)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'ट्रक पूल में जोड़ें' }));
    expect(await screen.findByLabelText('कंपनी का नाम')).toHaveAccessibleDescription('कंपनी का नाम ज़रूरी है');
    expect(screen.getByLabelText('ट्रक का प्रकार')).toHaveAccessibleDescription('कृपया ट्रक का प्रकार चुनें');
    expect(screen.getByLabelText('प्रति किमी किराया (₹)')).toHaveAccessibleDescription(
      'प्रति किमी किराया ज़रूरी है',
    );
    expect(server.callsTo('POST /api/shared-trucks')).toHaveLength(0);
  });

  it('lets a business withdraw its slot request in Hindi', async () => {
    await inHindi();
    const user = userEvent.setup();
    const request = (status: string) => ({
      id: 'req-1',
      status,
      weightKg: 40,
      pickup: 'Okhla',
      drop: 'Bawana',
      quotedInr: 1_25_000,
      standaloneInr: 1_50_000,
      createdAt: '2026-11-25T08:00:00.000Z',
      truck: {
        id: 'trk-1',
        company: 'Sharma Transport',
        truckType: 'Tata 407',
        route: 'Okhla → Bawana',
        departure: '2026-11-26, 12 PM - 3 PM',
        isDemo: false,
      },
      contact: null,
    });
    const { server } = renderWithProviders(<MyTrucksPanel />, {
      user: business,
      api: {
        'GET /api/shared-trucks/requests': {
          body: { success: true, data: { myTrucks: [], incoming: [], outgoing: [request('pending')] } },
        },
        'POST /api/shared-trucks/requests/:id/withdraw': {
          body: { success: true, data: { request: request('withdrawn') } },
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'मेरे ट्रक और रिक्वेस्ट' })).toBeInTheDocument();
    expect(screen.getByText('जवाब बाकी')).toBeInTheDocument();
    expect(screen.getByText(/₹1,25,000/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Sharma Transport के ट्रक पर भेजी रिक्वेस्ट वापस लें' }));
    expect(server.callsTo('POST /api/shared-trucks/requests/:id/withdraw')).toHaveLength(1);
  });
});
