/*
 * Proof-of-delivery files over HTTP, the same for the partner who took them and the shipper they belong to:
 * which photo a path names, and how a stored file or the proof PDF is sent (never cached, never sniffed).
 */
import { POD_PHOTO_MAX_COUNT, ID_MAX_LENGTH } from '@logisaathi/domain';
import type { FastifyReply } from 'fastify';
import type { Readable } from 'node:stream';
import { z } from 'zod';

export const photoParams = z.object({
  id: z.string().max(ID_MAX_LENGTH),
  n: z.coerce.number().int().min(1).max(POD_PHOTO_MAX_COUNT),
});

export function sendFile(
  reply: FastifyReply,
  file: { body: Readable; sizeBytes: number; contentType: string },
) {
  return reply
    .header('content-type', file.contentType)
    .header('content-length', file.sizeBytes)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(file.body);
}

export function sendPdf(reply: FastifyReply, pdf: Buffer, deliveryId: string) {
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="proof-of-delivery-${deliveryId}.pdf"`)
    .header('cache-control', 'private, no-store')
    .send(pdf);
}
