import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { ProofRow } from '../partners/jobs-repository';
import { pdfText } from '../../../test/billing-support';
import { buildProofPdf, IMAGE_LEFT_OUT } from './proof-pdf';

describe('buildProofPdf', () => {
  it('embeds the signature and every readable photo, and notes the one left out', async () => {
    const image = (background: string) =>
      sharp({ create: { width: 80, height: 40, channels: 3, background } });
    const signature = await image('#ffffff').png().toBuffer();
    const photos = [await image('#884422').jpeg().toBuffer(), await image('#224488').png().toBuffer(), null];
    const delivery = {
      deliveryId: 'LSABC123',
      pickupAddress: 'Plot 12, Okhla Industrial Area Phase 2',
      deliveryAddress: 'Sector 3, Bawana Industrial Area',
      packageType: 'Electronics',
      packageName: null,
      weightKg: 12,
    } as DeliveryRow;
    const proof = {
      receiverName: 'Anil Mehta',
      deliveredAt: new Date('2026-11-25T09:00:00Z'),
      lat: 28.79,
      lon: 77.05,
      signatureSha256: 'a'.repeat(64),
      vehicleRegistration: 'DL01LAB1234',
      vehicleBodyType: 'Tata 407',
      driverName: 'Ramesh Kumar',
      photos: photos.map((_, i) => ({
        storageKey: `k${i}`,
        contentType: 'image/jpeg',
        sizeBytes: 1,
        sha256: 'b'.repeat(64),
      })),
    } as ProofRow;
    const pdf = await buildProofPdf({ delivery, proof, images: { signature, photos } });
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-')).toBe(true);
    // Three embedded images: the signature and the two photos that decode; the third is a printed note.
    expect(text.match(/\/Subtype \/Image/g)).toHaveLength(3);
    expect(await pdfText(pdf)).toContain(IMAGE_LEFT_OUT);
  });
});
