import PDFDocument from 'pdfkit';
import { formatRegistrationNumber, toIstIso } from '@logisaathi/domain';
import type { DeliveryRow } from '../deliveries/deliveries-repository';
import type { ProofRow } from '../partners/jobs-repository';

/**
 * The proof's images as printable-image.ts made them (PNG or JPEG, decoded and re-encoded within their pixel
 * bound); null for a stored file that would not decode, which the document leaves out with a note.
 */
export interface ProofImages<Bytes = Buffer> {
  signature: Bytes | null;
  photos: Array<Bytes | null>;
}

/** What a worker thread receives to draw a proof (modules/documents): plain data, bytes as Uint8Array. */
export interface ProofPdfInput {
  delivery: DeliveryRow;
  proof: ProofRow;
  images: ProofImages<Uint8Array>;
}

export const IMAGE_LEFT_OUT = 'This stored image could not be read and is left out.';

/** '2026-11-25 14:05' in IST. */
function istMinuteText(at: Date): string {
  return toIstIso(at).slice(0, 16).replace('T', ' ');
}

/**
 * The proof-of-delivery document a shipper downloads: the delivery, the vehicle and driver as recorded with the
 * proof, who received it where and when (IST), the signature and the photos. Text only in PDF base fonts
 * (Helvetica): the rupee sign and Devanagari are not in them, so amounts read 'INR'.
 */
export async function buildProofPdf(args: {
  delivery: DeliveryRow;
  proof: ProofRow;
  images: ProofImages;
}): Promise<Buffer> {
  const { delivery, proof, images } = args;
  const { photos } = images;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 48,
    info: { Title: `Proof of delivery ${delivery.deliveryId}`, Author: 'LogiSaathi' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  doc.fontSize(20).text('Proof of Delivery', { align: 'left' });
  doc.moveDown(0.3).fontSize(11).fillColor('#555').text(`LogiSaathi shipment ${delivery.deliveryId}`);
  doc.moveDown().fillColor('#000');
  const row = (label: string, value: string) => {
    doc.font('Helvetica-Bold').text(`${label}: `, { continued: true }).font('Helvetica').text(value);
  };
  row('From', delivery.pickupAddress);
  row('To', delivery.deliveryAddress);
  row(
    'Package',
    `${delivery.packageType}${delivery.packageName ? ` (${delivery.packageName})` : ''}, ${delivery.weightKg} kg`,
  );
  row('Vehicle', `${formatRegistrationNumber(proof.vehicleRegistration)} (${proof.vehicleBodyType})`);
  row('Driver', proof.driverName);
  doc.moveDown();
  row('Received by', proof.receiverName);
  row('Delivered at', `${istMinuteText(proof.deliveredAt)} IST`);
  row('GPS position', `${proof.lat.toFixed(5)}, ${proof.lon.toFixed(5)}`);
  row('Delivery code', 'confirmed by the consignee');
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Signature');
  if (images.signature) doc.image(images.signature, { fit: [240, 100] });
  else doc.font('Helvetica').fillColor('#a00').text(IMAGE_LEFT_OUT).fillColor('#000');
  doc.moveDown();
  if (photos.length > 0) {
    doc.font('Helvetica-Bold').text(`Photos (${photos.length})`);
    doc.moveDown(0.3);
    const top = doc.y;
    photos.forEach((photo, i) => {
      if (photo) doc.image(photo, 48 + i * 170, top, { fit: [160, 160] });
      else
        doc
          .font('Helvetica')
          .fillColor('#a00')
          .text(IMAGE_LEFT_OUT, 48 + i * 170, top, { width: 160 });
    });
    doc.fillColor('#000');
    doc.y = top + 170;
  }
  doc
    .moveDown()
    .font('Helvetica')
    .fontSize(8)
    .fillColor('#777')
    .text(
      `Files are kept with their SHA-256 digests: signature ${proof.signatureSha256}` +
        proof.photos.map((p, i) => `; photo ${i + 1} ${p.sha256}`).join(''),
    );
  doc.end();
  return done;
}
