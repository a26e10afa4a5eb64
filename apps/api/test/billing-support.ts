import type { FastifyInstance } from 'fastify';
import { extractText, getDocumentProxy } from 'unpdf';
import type { TestUser } from './helper';
import { assign, createDelivery } from './tracking-support';

/** The text of a PDF, pages joined, whitespace runs collapsed (what a reader would copy out of it). */
export async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocumentProxy(new Uint8Array(pdf));
  const { text } = await extractText(doc, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/**
 * A delivery of `user` (`booked`, or a plain booking made here), assigned to its own driver and moved up to
 * Out for Delivery.
 */
export async function readyToDeliver(
  app: FastifyInstance,
  user: TestUser,
  booked?: { _id: string; deliveryId: string },
) {
  const d = booked ?? (await createDelivery(app, user));
  const { tracking } = await assign(app, user, d._id);
  for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
    const res = await app.inject({
      method: 'PUT',
      url: `/api/deliveries/${d._id}/status`,
      headers: user.auth,
      payload: { status },
    });
    if (res.statusCode !== 200) throw new Error(`status ${status}: ${res.statusCode} ${res.body}`);
  }
  return { ...d, code: tracking.deliveryCode };
}

export function deliver(app: FastifyInstance, user: TestUser, d: { _id: string; code: string }) {
  return app.inject({
    method: 'PUT',
    url: `/api/deliveries/${d._id}/status`,
    headers: user.auth,
    payload: { status: 'Delivered', code: d.code },
  });
}
