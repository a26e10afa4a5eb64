/*
 * Delivered means proven (issue 20): the consignee's code (entered by the driver or the owner) or an explicit
 * 'marked delivered by owner' with a reason, recorded in the status trail and shown on the public page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import { assign, createDelivery } from './tracking-support';

describe.each(DB_KINDS)('delivered proof on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await signUp(t.app);
  });
  afterAll(async () => {
    await t.close();
  });

  const setStatus = (id: string, body: Record<string, unknown>) =>
    t.app.inject({ method: 'PUT', url: `/api/deliveries/${id}/status`, headers: owner.auth, payload: body });

  it("the owner enters the consignee's code; the trail and the public page say it was code-confirmed", async () => {
    const d = await createDelivery(t.app, owner);
    const { tracking } = await assign(t.app, owner, d._id);
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      expect((await setStatus(d._id, { status })).statusCode).toBe(200);
    }
    const wrong = String((Number(tracking.deliveryCode) + 1) % 10_000).padStart(4, '0');
    const refused = await setStatus(d._id, { status: 'Delivered', code: wrong });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual([
      { field: 'code', msg: 'Wrong delivery code. Ask the consignee for the 4-digit code.' },
    ]);
    const done = await setStatus(d._id, { status: 'Delivered', code: tracking.deliveryCode });
    expect(done.statusCode).toBe(200);
    expect(done.json().data.delivery.status.history.at(-1)).toMatchObject({
      status: 'Delivered',
      proof: 'code',
      note: 'Delivery code confirmed by the owner',
    });
    const publicView = await t.app.inject({ method: 'GET', url: `/api/public/track/${tracking.publicCode}` });
    expect(publicView.json().data.tracking.history.at(-1)).toMatchObject({
      status: 'Delivered',
      proof: 'code',
    });
  });

  it('a delivery marked delivered by its owner says so on the public page', async () => {
    const d = await createDelivery(t.app, owner);
    const { tracking } = await assign(t.app, owner, d._id);
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) await setStatus(d._id, { status });
    const done = await setStatus(d._id, {
      status: 'Delivered',
      markedByOwner: true,
      reason: 'Consignee lost the code',
    });
    expect(done.statusCode).toBe(200);
    const publicView = await t.app.inject({ method: 'GET', url: `/api/public/track/${tracking.publicCode}` });
    expect(publicView.json().data.tracking.history.at(-1)).toMatchObject({
      status: 'Delivered',
      proof: 'owner',
    });
  });
});
