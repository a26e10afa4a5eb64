import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  istDateString,
  MS_PER_DAY,
  QUOTE_MESSAGES,
  STORAGE_KEYS,
  type Quote,
  DELHI,
  quoteTax,
} from '@logisaathi/domain';
import { makeUser } from '@/test/factories';
import { page, renderWithProviders } from '@/test/render';
import { AddDeliveryWizard } from './add-delivery-wizard';

const tomorrow = istDateString(new Date(Date.now() + MS_PER_DAY));

function makeQuote(id: string, regularCost: number, pooledCost: number): Quote {
  const now = Date.now();
  const place = (address: string) => ({ address, placeName: address, coordinates: { lat: 28.5, lon: 77.3 } });
  return {
    id,
    pickup: place('Okhla Industrial Area Phase 2, New Delhi'),
    delivery: place('Sector 63, Noida, Uttar Pradesh'),
    weightKg: 12,
    deliveryDate: tomorrow,
    deliveryTime: '12-15',
    distanceKm: 20.1,
    durationMin: 48,
    price: {
      baseCost: 150,
      distanceCost: regularCost - 185,
      weightCost: 35,
      specialHandlingCost: 0,
      regularCost,
      pooledCost,
      savings: regularCost - pooledCost,
      currency: 'INR',
    },
    // A shipper without a GSTIN: exempt, so the amount payable is the price.
    tax: quoteTax(regularCost, pooledCost, {
      model: 'rcm-5',
      supplierStateCode: '07',
      recipientGstin: null,
      handoverState: DELHI,
      istDate: tomorrow,
    }),
    createdAt: new Date(now).toISOString(),
    expiresAt: new Date(now + 15 * 60_000).toISOString(),
  };
}

/** The wizard saved on its review step, as a reload there leaves it. */
function saveWizardOnReview() {
  localStorage.setItem(STORAGE_KEYS.addDeliveryStep, '4');
  localStorage.setItem(
    STORAGE_KEYS.addDeliveryForm,
    JSON.stringify({
      pickupAddress: 'Okhla Industrial Area Phase 2, New Delhi',
      deliveryAddress: 'Sector 63, Noida, Uttar Pradesh',
      customerName: 'Ravi Traders',
      customerPhone: '9811122233',
      packageType: 'Electronics',
      weight: '12',
      deliveryDate: tomorrow,
      deliveryTime: '12-15',
    }),
  );
}

describe('the review step prices with the server quote', () => {
  it('shows the quote, creates with its id, and on a 409 shows the new price and creates only once confirmed', async () => {
    const user = userEvent.setup();
    saveWizardOnReview();
    const first = makeQuote('11111111-1111-4111-8111-111111111111', 427, 299);
    const fresh = makeQuote('22222222-2222-4222-8222-222222222222', 431, 302);
    let creates = 0;
    const { server } = renderWithProviders(<AddDeliveryWizard />, {
      user: makeUser(),
      path: '/add-delivery',
      route: '/add-delivery',
      routes: [{ path: '/dashboard', element: page('Dashboard') }],
      api: {
        // The route analysis beside the price: no hubs, and addresses the map search cannot place.
        'GET /ai/industrial-hubs': { body: {} },
        'GET /ai/search': { body: [] },
        'POST /api/quotes': { status: 201, body: { success: true, data: { quote: first } } },
        'POST /api/deliveries': () => {
          creates += 1;
          return creates === 1
            ? {
                status: 409,
                body: {
                  success: false,
                  message: QUOTE_MESSAGES.expired,
                  errors: [{ field: 'quoteId', msg: QUOTE_MESSAGES.expired }],
                  quote: fresh,
                },
              }
            : { status: 201, body: { success: true, data: { delivery: {} } } };
        },
      },
    });

    const price = await screen.findByRole('region', { name: 'Your Price' });
    expect(await within(price).findByTestId('quote-charged')).toHaveTextContent('₹427');
    expect(server.callsTo('POST /api/quotes')[0]?.body).toEqual({
      pickupAddress: 'Okhla Industrial Area Phase 2, New Delhi',
      deliveryAddress: 'Sector 63, Noida, Uttar Pradesh',
      weight: 12,
      deliveryDate: tomorrow,
      deliveryTime: '12-15',
    });

    await user.click(screen.getByRole('button', { name: 'Create Delivery' }));
    const notice = await screen.findByText(QUOTE_MESSAGES.expired);
    expect(notice.closest('[role="alert"]')).toHaveTextContent('New price: ₹431');
    expect(within(price).getByTestId('quote-charged')).toHaveTextContent('₹431');
    expect(server.callsTo('POST /api/deliveries')[0]?.body).toMatchObject({ quoteId: first.id });
    expect(screen.queryByRole('heading', { name: 'Dashboard page' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Confirm New Price' }));
    await screen.findByRole('heading', { name: 'Dashboard page' });
    expect(server.callsTo('POST /api/deliveries')[1]?.body).toMatchObject({ quoteId: fresh.id });
  });
});
