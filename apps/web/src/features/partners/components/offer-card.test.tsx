import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Offer } from '@logisaathi/domain';
import { advance, useFakeClock } from '@/test/clock';
import { OfferCard } from './offer-card';

const NOW = new Date('2026-11-25T06:30:00.000Z'); // 12:00 IST

function makeOffer(overrides: Partial<Offer> = {}): Offer {
  return {
    id: 'off_1',
    status: 'open',
    deliveryId: 'LS7K2P9Q',
    vehicle: { id: 'veh_1', registrationDisplay: 'DL 1L AB 1234', bodyType: 'Tata 407' },
    pickupArea: 'Okhla Phase II, Delhi',
    dropArea: 'Bawana Industrial Area, Delhi',
    roadKm: 38.4,
    toPickupKm: 3.2,
    weightKg: 450,
    dimensionsCm: { length: 120, width: 80, height: 90 },
    packageType: 'Electronics',
    pickupDate: '2026-11-26',
    slot: '12-15',
    earning: { farePaise: 102_000, commissionPercent: 10, commissionPaise: 10_200, netPaise: 91_800 },
    expiresAt: new Date(NOW.getTime() + 65_000).toISOString(),
    createdAt: NOW.toISOString(),
    shipperRating: { average: 4.6, count: 12 },
    ...overrides,
  };
}

function renderCard(offer: Offer, handlers: Partial<Parameters<typeof OfferCard>[0]> = {}) {
  const props = {
    offer,
    onAccept: vi.fn(),
    onDecline: vi.fn(),
    onExpire: vi.fn(),
    onDismiss: vi.fn(),
    isBusy: false,
    error: null,
    ...handlers,
  };
  render(<OfferCard {...props} />);
  return props;
}

describe('OfferCard', () => {
  it('shows the areas, distance, load, slot, earning and time left, and never an exact address or phone', () => {
    useFakeClock(NOW);
    // A server mistake must not leak through the card: it shows only the offer's own fields.
    const leaky = {
      ...makeOffer(),
      pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2, New Delhi 110020',
      customerPhone: '9811122233',
    } as Offer;
    renderCard(leaky);

    const card = screen.getByRole('article', {
      name: 'Okhla Phase II, Delhi to Bawana Industrial Area, Delhi',
    });
    const text = card.textContent ?? '';
    expect(text).toContain('38.4 km');
    expect(text).toContain('3.2 km to pickup');
    expect(text).toContain('Electronics, 450 kg, 120 × 80 × 90 cm');
    expect(text).toContain('26 Nov 2026, 12 PM - 3 PM');
    expect(within(card).getByTestId('offer-earning')).toHaveTextContent('₹918.00');
    expect(text).toContain('Fare ₹1,020.00 − 10% commission ₹102.00');
    expect(text).toContain('4.6 ★ (12 ratings)');
    expect(within(card).getByText('1:05')).toHaveAccessibleName('1 minute 5 seconds left');
    expect(text).not.toMatch(/Plot 12|110020|9811122233/);
  });

  it('accepts with one tap', async () => {
    const user = userEvent.setup();
    const props = renderCard(makeOffer({ expiresAt: new Date(Date.now() + 60_000).toISOString() }));
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(props.onAccept).toHaveBeenCalledTimes(1);
  });

  it('declines only with a reason, and asks for a note when the reason is Other', async () => {
    const user = userEvent.setup();
    const props = renderCard(makeOffer({ expiresAt: new Date(Date.now() + 60_000).toISOString() }));
    await user.click(screen.getByRole('button', { name: 'Decline' }));
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    expect(screen.getByText('Choose a reason')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Other reason' }));
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    expect(screen.getByText('Say briefly why you decline')).toBeInTheDocument();
    expect(props.onDecline).not.toHaveBeenCalled();

    await user.click(screen.getByRole('radio', { name: 'Pickup is too far' }));
    await user.click(screen.getByRole('button', { name: 'Decline offer' }));
    expect(props.onDecline).toHaveBeenCalledWith({ reason: 'too_far' });
  });

  it('says the job has been taken, with no way to accept it', async () => {
    const user = userEvent.setup();
    const props = renderCard(makeOffer({ status: 'taken' }));
    expect(screen.getByRole('status')).toHaveTextContent('This job has been taken');
    expect(screen.queryByRole('button', { name: 'Accept' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(props.onDismiss).toHaveBeenCalledTimes(1);
  });

  it('counts down and reports the expiry once the time is up', async () => {
    useFakeClock(NOW);
    const props = renderCard(makeOffer({ expiresAt: new Date(NOW.getTime() + 3_000).toISOString() }));
    expect(screen.getByText('0:03')).toBeInTheDocument();
    await advance(1_000);
    expect(screen.getByText('0:02')).toBeInTheDocument();
    expect(props.onExpire).not.toHaveBeenCalled();
    await advance(2_000);
    expect(props.onExpire).toHaveBeenCalledTimes(1);
  });
});
