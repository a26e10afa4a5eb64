import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  addDaysToIsoDate,
  istToday,
  type BookingQuote,
  type Warehouse,
  type WarehouseBookingView,
} from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import type { FakeRequest } from '@/test/fake-server';
import { inHindi } from '@/test/hindi';
import { renderWithProviders } from '@/test/render';
import { BookingDialog } from './booking-dialog';
import { MicroWarehouseScreen } from './micro-warehouse-screen';
import { MyBookings } from './my-bookings';

const warehouse: Warehouse = {
  id: 'wh-1',
  name: 'Okhla Storage Hub',
  location: 'Okhla Phase II, Delhi',
  address: 'Plot 12, Okhla Industrial Area Phase II',
  pincode: '110020',
  lat: 28.53,
  lon: 77.27,
  distance: null,
  distanceKm: null,
  driveMinutes: null,
  type: 'Standard',
  availability: 'Available',
  rating: 4.4,
  reviews: 18,
  capacity: '5,000 sq ft',
  lastMile: 'Same-day delivery across South Delhi',
  availableSpace: 4000,
  totalSpace: 5000,
  features: ['CCTV'],
  pricePerDay: 3.5,
  pricePerMonth: 90,
  operator: { name: 'Okhla Storage Pvt Ltd', phone: null },
  openingHours: 'Mon-Sat 9 AM - 7 PM',
  isDemo: false,
  isOwn: false,
};

const start = addDaysToIsoDate(istToday(new Date()), 10);

function quoteFor(req: FakeRequest): BookingQuote {
  return {
    warehouseId: 'wh-1',
    startDate: req.query.startDate ?? start,
    lastDate: addDaysToIsoDate(req.query.startDate ?? start, 29),
    duration: 30,
    availableSpace: 4000,
    totalSpace: 5000,
    spaceRequired: 1372,
    fits: true,
    pricePerDay: 3.5,
    pricePerMonth: 90,
    price: {
      priceInr: 123_480,
      basis: 'monthly',
      dailyTotalInr: 144_060,
      monthlyTotalInr: 123_480,
      billedMonths: 1,
    },
  };
}

const booking = (overrides: Partial<WarehouseBookingView> = {}): WarehouseBookingView => ({
  id: 'bk-1',
  reference: 'WB-2026-0001',
  warehouse: {
    id: 'wh-1',
    name: warehouse.name,
    location: warehouse.location,
    address: warehouse.address,
    isDemo: false,
  },
  spaceRequired: 1372,
  duration: 30,
  startDate: start,
  lastDate: addDaysToIsoDate(start, 29),
  packageType: 'Electronics',
  specialRequirements: ['Keep dry'],
  priceInr: 123_480,
  pricingBasis: 'monthly',
  status: 'Upcoming',
  canCancel: true,
  createdAt: '2026-11-25T08:00:00.000Z',
  cancelledAt: null,
  ...overrides,
});

describe('micro-warehouse booking in Hindi', () => {
  it('books space in Hindi: Hindi validation, the price in Indian grouping, requirements stored in English', async () => {
    await inHindi();
    const user = userEvent.setup();
    const { server } = renderWithProviders(<BookingDialog warehouse={warehouse} onClose={vi.fn()} />, {
      user: makeUser(),
      api: {
        'GET /api/micro-warehouses/:id/quote': (req) => ({
          body: { success: true, data: { quote: quoteFor(req) } },
        }),
        'POST /api/micro-warehouses/book': { body: { success: true, data: { booking: booking() } } },
      },
    });
    expect(await screen.findByRole('dialog', { name: 'वेयरहाउस में जगह बुक करें' })).toBeInTheDocument();
    expect(screen.getByText(/रेट: ₹3.50 प्रति वर्ग फ़ुट प्रति दिन/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'बुकिंग पक्की करें' }));
    expect(await screen.findByLabelText('कितनी जगह चाहिए (वर्ग फ़ुट)')).toHaveAccessibleDescription(
      'कितनी जगह चाहिए, यह ज़रूरी है',
    );
    expect(screen.getByLabelText('कितने दिन')).toHaveAccessibleDescription('कितने दिन, यह ज़रूरी है');
    expect(screen.getByLabelText('पैकेज का प्रकार')).toHaveAccessibleDescription('पैकेज का प्रकार ज़रूरी है');
    expect(server.callsTo('POST /api/micro-warehouses/book')).toHaveLength(0);

    await user.type(screen.getByLabelText('कितनी जगह चाहिए (वर्ग फ़ुट)'), '1372');
    await user.type(screen.getByLabelText('कितने दिन'), '30');
    await user.type(screen.getByLabelText('शुरू होने की तारीख'), start);
    await user.selectOptions(screen.getByLabelText('पैकेज का प्रकार'), 'इलेक्ट्रॉनिक्स');
    await user.click(screen.getByRole('button', { name: 'सूखा रखें' }));

    const price = screen.getByRole('region', { name: 'किराया' });
    expect(await within(price).findByTestId('booking-price')).toHaveTextContent('₹1,23,480');
    expect(price).toHaveTextContent('(1,372 वर्ग फ़ुट × 1 × ₹90 महीने का रेट)');

    await user.click(screen.getByRole('button', { name: 'बुकिंग पक्की करें' }));
    expect(await screen.findByRole('heading', { name: 'बुकिंग पक्की हो गई' })).toBeInTheDocument();
    expect(screen.getByText('WB-2026-0001')).toBeInTheDocument();
    expect(screen.getByText('इलेक्ट्रॉनिक्स')).toBeInTheDocument();
    expect(server.callsTo('POST /api/micro-warehouses/book')[0]?.body).toMatchObject({
      warehouseId: 'wh-1',
      packageType: 'Electronics',
      specialRequirements: ['Keep dry'],
    });
  });

  it('lists my bookings in Hindi', async () => {
    await inHindi();
    renderWithProviders(<MyBookings />, {
      user: makeUser(),
      api: {
        'GET /api/micro-warehouses/bookings': { body: { success: true, data: { bookings: [booking()] } } },
      },
    });
    const row = await screen.findByRole('listitem', { name: 'बुकिंग WB-2026-0001' });
    expect(row).toHaveTextContent('आने वाली');
    expect(row).toHaveTextContent('₹1,23,480');
    expect(row).toHaveTextContent('30 दिन');
    expect(row).toHaveTextContent('ज़रूरतें: सूखा रखें');
    expect(within(row).getByRole('button', { name: 'बुकिंग रद्द करें' })).toBeInTheDocument();
  });

  it('lists warehouses in Hindi with the filter tabs, prices and the origin line', async () => {
    await inHindi();
    renderWithProviders(<MicroWarehouseScreen />, {
      user: makeUser(),
      api: {
        'GET /api/micro-warehouses': {
          body: {
            success: true,
            data: {
              warehouses: [{ ...warehouse, distance: '3.2 km', distanceKm: 3.2, driveMinutes: 12 }],
              counts: { all: 1, Premium: 0, Standard: 1, Economy: 0, availableNow: 1 },
              total: 1,
              page: 1,
              limit: 12,
              origin: { lat: 28.53, lon: 77.27, label: 'Okhla Phase II', source: 'search' },
              notice: null,
            },
          },
        },
        'GET /api/micro-warehouses/bookings': { body: { success: true, data: { bookings: [] } } },
        'GET /api/places': { body: { success: true, data: { places: [] } } },
      },
    });
    expect(await screen.findByRole('heading', { name: 'माइक्रो-वेयरहाउस नेटवर्क' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Okhla Storage Hub' });
    const filters = screen.getByRole('group', { name: 'वेयरहाउस फ़िल्टर' });
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['सभी वेयरहाउस (1)', 'प्रीमियम (0)', 'स्टैंडर्ड (1)', 'इकॉनमी (0)', 'अभी उपलब्ध (1)']);
    expect(card).toHaveTextContent('स्टैंडर्ड');
    expect(card).toHaveTextContent('उपलब्ध');
    expect(card).toHaveTextContent('3.2 किमी दूर (गाड़ी से ~12 मिनट)');
    expect(card).toHaveTextContent('5,000 वर्ग फ़ुट में से 4,000 वर्ग फ़ुट खाली');
    expect(card).toHaveTextContent('₹3.50 /वर्ग फ़ुट/दिन');
    expect(within(card).getByRole('button', { name: 'अभी बुक करें: Okhla Storage Hub' })).toBeEnabled();
    expect(screen.getByText('Okhla Phase II से सड़क की दूरी।')).toBeInTheDocument();
    expect(screen.getByText('1 में से 1 दिख रहे हैं')).toBeInTheDocument();
  });
});
