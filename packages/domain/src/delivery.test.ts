import { describe, expect, it } from 'vitest';
import {
  deliveryListResponseSchema,
  deliveryResponseSchema,
  deliverySchema,
  deliveryStatusInput,
  deliveryStatusUpdateSchema,
  type Delivery,
  type DeliveryDto,
} from './delivery';
import { currentShipment, projectStatus } from './delivery-status';

const delivery: Delivery = {
  deliveryId: 'LS234567',
  _id: '0b4c2c7e-1111-4e8e-9a77-3b1d5f8e2a10',
  createdAt: '2025-03-09T10:00:00.000Z',
  customer: { name: 'Asha', phone: '9876543210', email: 'asha@example.in' },
  pickup: { address: 'Okhla Phase 2', contactPerson: 'Asha', contactPhone: '9876543210', instructions: '' },
  delivery: { address: 'Narela', contactPerson: 'Ravi', contactPhone: '9123456780', instructions: 'Gate 3' },
  package: { type: 'Documents', name: null, weight: 1, dimensions: null, specialInstructions: '' },
  schedule: { pickupDate: '2025-03-10', deliveryDate: '2025-03-10', preferredTimeSlot: '12-15' },
  pricing: {
    baseCost: 150,
    distanceCost: 300,
    weightCost: 0,
    specialHandlingCost: 0,
    totalCost: 450,
    currency: 'INR',
  },
  route: { distance: 25, estimatedTime: 70 },
  status: { current: 'Scheduled' },
  mode: 'regular',
  poolingPreferences: null,
};

/** What the API sends: the spec's shape plus coordinates, place names, pooled pricing and the status trail. */
const dto: DeliveryDto = {
  ...delivery,
  updatedAt: '2025-03-09T10:00:00.000Z',
  pickup: { ...delivery.pickup, coordinates: { lat: 28.53, lon: 77.27 }, placeName: 'Okhla' },
  delivery: { ...delivery.delivery, coordinates: { lat: 28.85, lon: 77.09 }, placeName: 'Narela' },
  pricing: { ...delivery.pricing, regularCost: 450, pooledCost: null, savings: 0, isPooledPrice: false },
  route: { ...delivery.route, source: 'estimate' },
  status: {
    current: 'Scheduled',
    history: [{ status: 'Scheduled', at: '2025-03-09T10:00:00.000Z', note: null }],
  },
  poolingPreferences: null,
};

describe('delivery response schemas', () => {
  it('accepts the server shape and wraps it', () => {
    expect(deliverySchema.parse(delivery)).toEqual(delivery);
    expect(deliveryResponseSchema.parse({ success: true, data: { delivery: dto } }).data.delivery).toEqual(
      dto,
    );
    const list = { deliveries: [dto], pagination: { total: 1, limit: 100, offset: 0 } };
    expect(deliveryListResponseSchema.parse({ success: true, data: list }).data).toEqual(list);
  });

  it('refuses a server delivery without its coordinates', () => {
    const { coordinates: _c, ...pickup } = dto.pickup;
    expect(
      deliveryResponseSchema.safeParse({ success: true, data: { delivery: { ...dto, pickup } } }).success,
    ).toBe(false);
  });

  it.each<[string, unknown]>([
    ['other currency', { ...delivery, pricing: { ...delivery.pricing, currency: 'USD' } }],
    ['unknown status', { ...delivery, status: { current: 'Lost' } }],
    ['unknown package type', { ...delivery, package: { ...delivery.package, type: 'Gold' } }],
    ['missing route', { ...delivery, route: undefined }],
  ])('rejects %s', (_label, value) => {
    expect(deliverySchema.safeParse(value).success).toBe(false);
  });

  it.each([
    [{ status: 'Picked Up' }, true],
    [{ status: 'Lost' }, false],
    [{}, false],
  ])('status update %o valid=%s', (body, valid) => {
    const result = deliveryStatusUpdateSchema.safeParse(body);
    expect(result.success).toBe(valid);
    if (!valid) expect(result.error?.issues[0]?.message).toBe('Status must be one of the delivery statuses');
  });
});

describe('deliveryStatusInput', () => {
  it('feeds the projection from the server shape', () => {
    const input = deliveryStatusInput(delivery);
    expect(input).toEqual({ status: 'Scheduled', deliveryDate: '2025-03-10', slot: '12-15' });
    expect(projectStatus(input, new Date('2025-03-10T13:00:00+05:30'))).toBe('In Transit');
    expect(
      currentShipment([delivery], new Date('2025-03-10T16:00:00+05:30'), deliveryStatusInput),
    ).toBeUndefined();
  });
});
