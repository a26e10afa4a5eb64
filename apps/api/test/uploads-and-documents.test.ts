/*
 * Issue 30, files and documents: every uploaded image is decoded within a pixel bound before it is kept (the
 * review's three reproductions), a PDF upload needs a PDF's frame, a kept file that no longer decodes is left
 * out of the proof PDF with a note, documents are drawn in worker threads behind a bounded queue and a per-user
 * rate limit, issued documents are kept once drawn, quotas hold, and the data export carries the proof.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { unzipSync, strFromU8 } from 'fflate';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMAGE_MAX_PIXELS,
  PHOTO_TOO_MANY_PIXELS,
  SIGNATURE_TOO_MANY_PIXELS,
  translateText,
  UNREADABLE_PDF_MESSAGE,
} from '@logisaathi/domain';
import { HINDI_TEXTS } from '@logisaathi/domain/i18n/hi';
import {
  DECODE_QUEUE_MAX,
  decodeInTurn,
  DECODES_AT_ONCE,
  IMAGES_BUSY_MESSAGE,
} from '../src/lib/checked-upload';
import { DOCUMENTS_BUSY_MESSAGE } from '../src/lib/documents/document-renderer';
import { IMAGE_LEFT_OUT } from '../src/modules/partner-jobs/proof-pdf';
import { STORAGE_FULL_MESSAGE, OWNER_DOCUMENTS_FULL_MESSAGE } from '../src/modules/users/storage-quota';
import { pdfText } from './billing-support';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';
import {
  allowEarlyPickup,
  eventually,
  multipartForm,
  offerFor,
  PDF,
  readyVehicle,
  signUpPartner,
  uploadDocument,
  inDays,
} from './partner-support';
import { createDelivery, NEAR_OKHLA } from './tracking-support';

/**
 * A PNG of the given size whose IDAT chunk holds `idat` (not necessarily valid zlib), with correct CRCs; 8-bit RGBA
 * unless `pixel` says otherwise ([bit depth, colour type]).
 */
function craftedPng(width: number, height: number, idat: Buffer, pixel: [number, number] = [8, 6]): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(zlib.crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([...pixel, 0, 0, 0], 8); // deflate, no filter method variants, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', idat),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

// The review's reproductions: 76 bytes of PNG whose image data is not zlib, and 74 bytes declaring 50000x50000.
const BROKEN_ZLIB_PNG = craftedPng(1, 1, Buffer.from('this is not zlib!!!', 'latin1'));
const HUGE_HEADER_PNG = craftedPng(50_000, 50_000, Buffer.from('tiny, not zlib!!!', 'latin1'));
// The review's valid 8000x8000 signature (64 MP, over the 4 MP bound), white, one bit a pixel: every row is its
// filter byte and 1,000 bytes of set bits. Made with zlib in milliseconds, where drawing it with sharp takes seconds.
const BIG_SIGNATURE_SIDE = 8000;
const BIG_VALID_PNG = craftedPng(
  BIG_SIGNATURE_SIDE,
  BIG_SIGNATURE_SIDE,
  zlib.deflateSync(
    Buffer.concat(
      Array.from({ length: BIG_SIGNATURE_SIDE }, () =>
        Buffer.concat([Buffer.from([0]), Buffer.alloc(BIG_SIGNATURE_SIDE / 8, 0xff)]),
      ),
    ),
  ),
  [1, 0],
);

describe.each(DB_KINDS)('uploads and documents (issue 30) on %s', (kind) => {
  let t: TestApp;
  let shipper: TestUser;
  let partner: TestUser;
  let vehicleId: string;
  let signature: Buffer;
  let delivery: { _id: string; deliveryId: string };
  let jobId = '';
  beforeAll(async () => {
    t = await createTestApp(kind, {
      PARTNER_DISPATCH_INTERVAL_MS: '50',
      DISPATCH_BATCH_INTERVAL_MS: '50',
      UPLOAD_QUOTA_MB: '1',
      DOCUMENTS_PER_VEHICLE: '5',
      DOCUMENT_RATE_LIMIT_PER_USER: '8',
      // One thread and a queue of one: the busy test (first, while the thread is cold) fills them.
      DOCUMENT_WORKERS: '1',
      DOCUMENT_QUEUE_MAX: '1',
    });
    shipper = await signUp(t.app);
    partner = await signUpPartner(t.app);
    vehicleId = (await readyVehicle(t.app, partner, NEAR_OKHLA)).vehicle.id;
    signature = await sharp({ create: { width: 300, height: 120, channels: 3, background: '#ffffff' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const get = (user: TestUser, url: string, language = 'en') =>
    t.app.inject({ method: 'GET', url, headers: { ...user.auth, 'accept-language': language } });
  const post = (user: TestUser, url: string, payload?: object) =>
    t.app.inject({ method: 'POST', url, headers: user.auth, ...(payload ? { payload } : {}) });
  const sendProof = async (
    files: Array<{ field: string; data: Uint8Array; name: string }>,
    language = 'en',
  ) => {
    const code = (await get(shipper, `/api/deliveries/${delivery._id}/tracking`)).json().data.deliveryCode;
    const body = await multipartForm({ receiverName: 'Anil Mehta', lat: '28.84', lon: '77.05', code }, files);
    return t.app.inject({
      method: 'POST',
      url: `/api/partners/jobs/${jobId}/proof`,
      headers: { ...partner.auth, ...body.headers, 'accept-language': language },
      payload: body.payload,
    });
  };
  const healthy = async () => expect((await t.app.inject({ url: '/api/health' })).statusCode).toBe(200);

  it('answers 503 with Retry-After when every document thread is busy and the queue is full', async () => {
    // The file's app has one document thread and a queue of one, and this is its first document: starting the
    // thread (tsx, pdfkit, the fonts) takes far longer than the requests below take to arrive, so one job waits
    // for the thread, one in the queue, and the others find the queue full.
    const owner = await signUp(t.app);
    const url = '/api/billing/statements/2026-11/pdf';
    const ask = () => get(owner, url, 'hi');
    const answers = await Promise.all([1, 2, 3, 4, 5].map(ask));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 503, 503, 503]);
    const busy = answers.find((a) => a.statusCode === 503)!;
    expect(busy.headers['retry-after']).toBe('30');
    expect(busy.json().message).toBe(translateText(DOCUMENTS_BUSY_MESSAGE, HINDI_TEXTS));
    expect((await ask()).statusCode).toBe(200);
  });

  it('refuses the three signature reproductions with a 4xx in English and Hindi, and the server stays up', async () => {
    delivery = await createDelivery(t.app, shipper);
    const offer = await offerFor(t.app, partner, delivery.deliveryId);
    jobId = (await post(partner, `/api/partners/offers/${offer.id}/accept`)).json().data.job.id;
    await allowEarlyPickup(t.app, shipper, delivery._id);
    for (const status of ['Picked Up', 'In Transit', 'Out for Delivery']) {
      expect((await post(partner, `/api/partners/jobs/${jobId}/status`, { status })).statusCode).toBe(200);
    }
    expect(BROKEN_ZLIB_PNG.length).toBe(76);
    expect(HUGE_HEADER_PNG.length).toBe(74);

    const broken = await sendProof([{ field: 'signature', data: BROKEN_ZLIB_PNG, name: 's.png' }]);
    expect(broken.statusCode).toBe(415);
    expect(broken.json().errors).toEqual([
      { field: 'signature', msg: 'The image could not be read. Please choose another file.' },
    ]);
    const huge = await sendProof([{ field: 'signature', data: HUGE_HEADER_PNG, name: 's.png' }], 'hi');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe(translateText(SIGNATURE_TOO_MANY_PIXELS, HINDI_TEXTS));
    expect(huge.json().message).not.toBe(SIGNATURE_TOO_MANY_PIXELS);
    // A valid image (its first rows decode to white), refused for its size alone.
    const corner = await sharp(BIG_VALID_PNG, { limitInputPixels: false })
      .extract({ left: 0, top: 0, width: 8, height: 8 })
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect(corner.info).toMatchObject({ width: 8, height: 8 });
    expect([...corner.data].every((v) => v === 255)).toBe(true);
    expect(await sharp(BIG_VALID_PNG).metadata()).toMatchObject({ width: 8000, height: 8000 });
    const bigRes = await sendProof([{ field: 'signature', data: BIG_VALID_PNG, name: 's.png' }]);
    expect(bigRes.statusCode).toBe(413);
    expect(bigRes.json().message).toBe(SIGNATURE_TOO_MANY_PIXELS);
    expect(SIGNATURE_TOO_MANY_PIXELS).toContain(` ${IMAGE_MAX_PIXELS.signature / 1_000_000} megapixels`);
    expect(PHOTO_TOO_MANY_PIXELS).toContain(` ${IMAGE_MAX_PIXELS.photo / 1_000_000} megapixels`);
    const hugePhoto = await sendProof([
      { field: 'signature', data: signature, name: 's.png' },
      { field: 'photos', data: HUGE_HEADER_PNG, name: 'p.png' },
    ]);
    expect(hugePhoto.statusCode).toBe(413);
    expect(hugePhoto.json().message).toBe(PHOTO_TOO_MANY_PIXELS);
    expect((await get(partner, `/api/partners/jobs/${jobId}`)).json().data.job.proofOfDelivery).toBeNull();
    await healthy();
  });

  it('keeps a re-encoded proof; a kept file that will not decode is left out of the PDF with a note', async () => {
    const done = await sendProof([{ field: 'signature', data: signature, name: 's.png' }]);
    expect(done.statusCode).toBe(200);
    const pdf = await get(shipper, `/api/deliveries/${delivery._id}/proof.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(await pdfText(pdf.rawPayload)).not.toContain(IMAGE_LEFT_OUT);
    // A signature stored before images were checked: the review's 76-byte PNG, put where the proof's file is.
    const folder = path.join(t.config.uploadsDir, 'proofs', jobId);
    const [proofFolder] = fs.readdirSync(folder);
    fs.writeFileSync(path.join(folder, proofFolder!, 'signature.png'), BROKEN_ZLIB_PNG);
    for (const user of [shipper, partner]) {
      const url =
        user === shipper
          ? `/api/deliveries/${delivery._id}/proof.pdf`
          : `/api/partners/jobs/${jobId}/proof.pdf`;
      const again = await get(user, url);
      expect(again.statusCode).toBe(200);
      expect(await pdfText(again.rawPayload)).toContain(IMAGE_LEFT_OUT);
    }
    await healthy();
  });

  it('draws an issued invoice once per language and serves the kept copy after that', async () => {
    const billing = await eventually(
      async () => (await get(shipper, `/api/billing/deliveries/${delivery._id}`)).json().data,
      (data) => Boolean(data?.invoice),
    );
    const url = billing.invoice.pdfUrl as string;
    const first = await get(shipper, url, 'hi');
    expect(first.statusCode).toBe(200);
    const kept = fs.readdirSync(path.join(t.config.uploadsDir, 'rendered', shipper.id));
    expect(kept).toEqual([expect.stringMatching(/^invoice-.*-hi-[0-9a-f]+\.pdf$/)]);
    // pdfkit stamps each drawing with its creation time: equal bytes mean the second answer is the kept file.
    const second = await get(shipper, url, 'hi');
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    const english = await get(shipper, url, 'en');
    expect(english.rawPayload.equals(first.rawPayload)).toBe(false);
    expect(fs.readdirSync(path.join(t.config.uploadsDir, 'rendered', shipper.id))).toHaveLength(2);
  });

  it('rate-limits document downloads per user', async () => {
    const url = `/api/billing/invoices/00000000-0000-4000-8000-000000000000/pdf`;
    const [counted, other] = [await signUp(t.app), await signUp(t.app)];
    for (let i = 0; i < 8; i += 1) expect((await get(counted, url)).statusCode).toBe(404);
    const limited = await get(counted, url);
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(other, url)).statusCode).toBe(404);
  });

  it('puts the proof of delivery, record and files, in the shipper data export', async () => {
    const res = await get(shipper, '/api/users/me/export');
    expect(res.statusCode).toBe(200);
    const entries = unzipSync(new Uint8Array(res.rawPayload));
    const json = JSON.parse(strFromU8(entries['logisaathi-data.json']!));
    const exported = json.deliveries.find(
      (d: { deliveryId: string }) => d.deliveryId === delivery.deliveryId,
    );
    expect(exported.proofOfDelivery).toMatchObject({
      receiverName: 'Anil Mehta',
      lat: 28.84,
      lon: 77.05,
      signatureFileInThisArchive: `files/proofs-of-delivery/${delivery.deliveryId}/signature.png`,
      photos: [],
    });
    expect(entries[exported.proofOfDelivery.signatureFileInThisArchive]).toBeDefined();
    expect(JSON.stringify(exported.proofOfDelivery)).not.toContain('proofs/');
  });

  it('refuses a 15-byte fake PDF and keeps a real one', async () => {
    const upload = async (data: Buffer) => {
      const body = await multipartForm({}, [{ field: 'document', data, name: 'gst.pdf' }]);
      return t.app.inject({
        method: 'POST',
        url: '/api/users/documents/gstCertificate',
        headers: { ...shipper.auth, ...body.headers },
        payload: body.payload,
      });
    };
    const fake = Buffer.from('%PDF-1.4\n%%EOF\n');
    expect(fake.length).toBe(15);
    const refused = await upload(fake);
    expect(refused.statusCode).toBe(415);
    expect(refused.json().errors).toEqual([{ field: 'document', msg: UNREADABLE_PDF_MESSAGE }]);
    expect((await upload(PDF)).statusCode).toBe(201);
    const partnerFake = await uploadDocument(t.app, partner, 'vehicles', vehicleId, 'puc', inDays(100), fake);
    expect(partnerFake.statusCode).toBe(415);
  });

  it('holds the account storage quota and the per-vehicle document limit with 409, shown on the lists', async () => {
    const padded = (kb: number) =>
      Buffer.concat([PDF.subarray(0, PDF.length - 6), Buffer.alloc(kb * 1024, 0x20), Buffer.from('%%EOF\n')]);
    const upload = async (kindName: string, data: Buffer, language = 'en') => {
      const body = await multipartForm({}, [{ field: 'document', data, name: `${kindName}.pdf` }]);
      return t.app.inject({
        method: 'POST',
        url: `/api/users/documents/${kindName}`,
        headers: { ...shipper.auth, ...body.headers, 'accept-language': language },
        payload: body.payload,
      });
    };
    expect((await upload('companyPan', padded(600))).statusCode).toBe(201);
    const full = await upload('addressProof', padded(600), 'hi');
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe(translateText(STORAGE_FULL_MESSAGE, HINDI_TEXTS));
    // Uploading a kind again replaces it: the old file's bytes are not counted twice.
    expect((await upload('companyPan', padded(700))).statusCode).toBe(201);
    const listed = (await get(shipper, '/api/users/documents')).json().data;
    expect(listed.storage).toEqual({
      usedBytes: listed.documents.reduce((sum: number, d: { sizeBytes: number }) => sum + d.sizeBytes, 0),
      limitBytes: 1024 * 1024,
      perOwnerDocuments: 5,
    });

    // readyVehicle kept four documents for the vehicle; the fifth fits, the sixth does not.
    expect((await uploadDocument(t.app, partner, 'vehicles', vehicleId, 'puc', inDays(200))).statusCode).toBe(
      201,
    );
    const sixth = await uploadDocument(t.app, partner, 'vehicles', vehicleId, 'puc', inDays(300));
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().message).toBe(OWNER_DOCUMENTS_FULL_MESSAGE);
    const usage = (await get(partner, '/api/partners/documents/storage')).json().data.storage;
    expect(usage).toMatchObject({ limitBytes: 1024 * 1024, perOwnerDocuments: 5 });
    expect(usage.usedBytes).toBeGreaterThan(0);
    // One quota per account: the profile's documents count the partner's truck documents too.
    const profile = (await get(partner, '/api/users/documents')).json().data;
    expect(profile.storage.usedBytes).toBe(usage.usedBytes);
  });
});

describe('image decodes (issue 30)', () => {
  it('run a few at a time, let a bounded number wait, and answer 503 with Retry-After past that', async () => {
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const work = () =>
      decodeInTurn(async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => gates.push(resolve));
        running -= 1;
        return 'decoded';
      });
    const accepted = Array.from({ length: DECODES_AT_ONCE + DECODE_QUEUE_MAX }, work);
    await expect(work()).rejects.toMatchObject({
      code: 'unavailable',
      message: IMAGES_BUSY_MESSAGE,
      hints: { retryAfterS: 30 },
    });
    expect(translateText(IMAGES_BUSY_MESSAGE, HINDI_TEXTS)).not.toBe(IMAGES_BUSY_MESSAGE);
    while (gates.length > 0 || running > 0) {
      gates.shift()?.();
      await new Promise((r) => setImmediate(r));
    }
    expect(await Promise.all(accepted)).toEqual(accepted.map(() => 'decoded'));
    expect(most).toBe(DECODES_AT_ONCE);
  });
});
