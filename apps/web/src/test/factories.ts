import type { PublicUser } from '@logisaathi/domain';
import type { AppAlert } from '@/lib/alerts';
import type { AuthResult } from '@/lib/session';
import type { DeliveryDto } from '@logisaathi/domain';

/** Realistic objects as the API returns them, so components are fed what they get in production. */
export function makeUser(overrides: Partial<PublicUser> = {}): PublicUser {
  return {
    id: 'usr_01',
    firstName: 'Asha',
    lastName: 'Verma',
    name: 'Asha Verma',
    email: 'asha@vermatextiles.in',
    company: 'Verma Textiles',
    phone: '9876543210',
    businessType: 'wholesale',
    role: 'shipper',
    avatarUrl: null,
    createdAt: '2025-01-10T05:30:00.000Z',
    lastLogin: '2025-03-01T04:00:00.000Z',
    ...overrides,
  };
}

/** The body of POST /api/auth/login and /api/auth/register. */
export function makeAuthResponse(user: PublicUser = makeUser()): AuthResult & { success: true } {
  return { success: true, token: 'access-token-1', refreshToken: 'refresh-token-0123456789abcdef', user };
}

let alertSeq = 0;
/** A server alert (string id). Pass a number id to make one raised in the browser instead. */
export function makeAlert(overrides: Partial<AppAlert> = {}): AppAlert {
  alertSeq += 1;
  return {
    id: `alt_${alertSeq}`,
    type: 'info',
    title: `Alert ${alertSeq}`,
    message: 'Something happened to a shipment.',
    time: new Date(Date.UTC(2025, 2, 1, 6, 0, alertSeq)).toISOString(),
    status: 'active',
    priority: 'medium',
    shipmentId: null,
    route: null,
    read: false,
    ...overrides,
  };
}

export function makeAlerts(count: number, overrides: Partial<AppAlert> = {}): AppAlert[] {
  return Array.from({ length: count }, () => makeAlert(overrides));
}

let deliverySeq = 0;
export function makeDelivery(overrides: Partial<DeliveryDto> = {}): DeliveryDto {
  deliverySeq += 1;
  const n = String(deliverySeq).padStart(4, '0');
  return {
    deliveryId: `LS${n}ABCD`,
    _id: `dlv_${n}`,
    createdAt: new Date(Date.UTC(2025, 2, 1, 4, deliverySeq)).toISOString(),
    updatedAt: new Date(Date.UTC(2025, 2, 1, 4, deliverySeq)).toISOString(),
    customer: { name: 'Ravi Kumar', phone: '9811122233', email: 'ravi@example.in' },
    pickup: {
      address: 'Plot 12, Okhla Industrial Area Phase 2',
      contactPerson: 'Ravi',
      contactPhone: '9811122233',
      instructions: '',
      coordinates: { lat: 28.5355, lon: 77.2732 },
      placeName: 'Okhla Industrial Area Phase 2',
    },
    delivery: {
      address: 'Shop 4, Karol Bagh Market, New Delhi',
      contactPerson: 'Meena',
      contactPhone: '9822233344',
      instructions: '',
      coordinates: { lat: 28.6519, lon: 77.1909 },
      placeName: 'Karol Bagh',
    },
    package: { type: 'Electronics', name: null, weight: 12, dimensions: null, specialInstructions: '' },
    // A past day, so the status projection keeps final statuses and moves Scheduled to Delivered.
    schedule: { pickupDate: '2025-03-02', deliveryDate: '2025-03-02', preferredTimeSlot: '12-15' },
    pricing: {
      baseCost: 150,
      distanceCost: 216,
      weightCost: 35,
      specialHandlingCost: 0,
      totalCost: 401,
      currency: 'INR',
      regularCost: 401,
      pooledCost: null,
      savings: 0,
      isPooledPrice: false,
    },
    route: { distance: 18, estimatedTime: 55, source: 'estimate' },
    status: { current: 'Delivered', history: [] },
    mode: 'regular',
    poolingPreferences: null,
    ...overrides,
  };
}
