import { describe, expect, it } from 'vitest';
import { fakeServer } from '@/test/fake-server';
import { makeDelivery } from '@/test/factories';
import { DELIVERIES_PAGE_SIZE, getDeliveries } from './get-deliveries';

describe('getDeliveries', () => {
  it('reads every page, so a business with more deliveries than one page is counted in full', async () => {
    const total = DELIVERIES_PAGE_SIZE + 150;
    const stored = Array.from({ length: total }, (_, i) =>
      makeDelivery({ deliveryId: `LS${String(i).padStart(6, '0')}` }),
    );
    const server = fakeServer({
      'GET /api/deliveries': (req) => {
        const limit = Number(req.query.limit);
        const offset = Number(req.query.offset);
        return {
          body: {
            success: true,
            data: { deliveries: stored.slice(offset, offset + limit), pagination: { total, limit, offset } },
          },
        };
      },
    });
    const all = await getDeliveries();
    expect(all.map((d) => d.deliveryId)).toEqual(stored.map((d) => d.deliveryId));
    expect(server.callsTo('GET /api/deliveries').map((c) => c.query)).toEqual([
      { limit: String(DELIVERIES_PAGE_SIZE), offset: '0' },
      { limit: String(DELIVERIES_PAGE_SIZE), offset: String(DELIVERIES_PAGE_SIZE) },
    ]);
  });

  it('asks once when the first page holds them all', async () => {
    const server = fakeServer({
      'GET /api/deliveries': {
        body: {
          success: true,
          data: { deliveries: [makeDelivery()], pagination: { total: 1, limit: 500, offset: 0 } },
        },
      },
    });
    expect(await getDeliveries()).toHaveLength(1);
    expect(server.callsTo('GET /api/deliveries')).toHaveLength(1);
  });
});
