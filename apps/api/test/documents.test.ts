import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, DB_KINDS, signUp, type TestApp, type TestUser } from './helper';

/** A multipart body built by the platform's own FormData encoder, as a browser would send it. */
async function multipart(field: string, data: Uint8Array, fileName: string) {
  const form = new FormData();
  form.append(field, new Blob([data], { type: 'application/octet-stream' }), fileName);
  const encoded = new Response(form);
  return {
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
  };
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const MB = 1024 * 1024;

function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => path.join(e.parentPath, e.name));
}

describe.each(DB_KINDS)('company documents on %s', (kind) => {
  let t: TestApp;
  let owner: TestUser;
  let stranger: TestUser;
  let png: Buffer;
  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, stranger] = [await signUp(t.app), await signUp(t.app)];
    png = await sharp({ create: { width: 40, height: 20, channels: 3, background: '#224488' } })
      .png()
      .toBuffer();
  });
  afterAll(async () => {
    await t.close();
  });

  const upload = async (
    user: TestUser,
    docKind: string,
    data: Uint8Array,
    fileName: string,
    field = 'document',
  ) => {
    const body = await multipart(field, data, fileName);
    return t.app.inject({
      method: 'POST',
      url: `/api/users/documents/${docKind}`,
      headers: { ...user.auth, ...body.headers },
      payload: body.payload,
    });
  };
  const list = async (user: TestUser) =>
    (await t.app.inject({ method: 'GET', url: '/api/users/documents', headers: user.auth })).json().data
      .documents as Array<Record<string, unknown>>;
  const download = (user: TestUser | null, docKind: string) =>
    t.app.inject({ method: 'GET', url: `/api/users/documents/${docKind}/file`, headers: user?.auth ?? {} });

  it('stores a PDF GST certificate, lists it with name, size and upload time, and raises an alert', async () => {
    const res = await upload(owner, 'gstCertificate', PDF, 'GST certificate.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document).toMatchObject({
      kind: 'gstCertificate',
      label: 'GST Certificate',
      fileName: 'GST certificate.pdf',
      contentType: 'application/pdf',
      sizeBytes: PDF.length,
    });
    const docs = await list(owner);
    expect(docs).toHaveLength(1);
    expect(docs[0]).toMatchObject({
      kind: 'gstCertificate',
      fileName: 'GST certificate.pdf',
      sizeBytes: PDF.length,
    });
    expect(Date.parse(String(docs[0]?.uploadedAt))).toBeGreaterThan(Date.now() - 60_000);

    const alerts = (await t.app.inject({ method: 'GET', url: '/api/alerts', headers: owner.auth })).json()
      .data.alerts;
    expect(alerts).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ title: 'Document Uploaded', status: 'completed', priority: 'low' }),
      ]),
    );
    const stats = (
      await t.app.inject({ method: 'GET', url: '/api/users/profile', headers: owner.auth })
    ).json().data.stats;
    expect(stats.documents).toBe(1);
  });

  it('lets the owner download the exact bytes as an attachment', async () => {
    const res = await download(owner, 'gstCertificate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('attachment');
    expect(res.headers['content-disposition']).toContain("filename*=UTF-8''GST%20certificate.pdf");
    expect(Buffer.compare(res.rawPayload, PDF)).toBe(0);
  });

  it('answers 404 to another user and 401 to a caller without a token', async () => {
    expect((await download(stranger, 'gstCertificate')).statusCode).toBe(404);
    expect((await download(null, 'gstCertificate')).statusCode).toBe(401);
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/documents/gstCertificate',
      headers: stranger.auth,
    });
    expect(del.statusCode).toBe(404);
    expect(await list(stranger)).toEqual([]);
    expect((await download(owner, 'gstCertificate')).statusCode).toBe(200);
  });

  it('accepts a PNG renamed .pdf as an image and serves it as a PNG', async () => {
    const res = await upload(owner, 'companyPan', png, 'pan-card.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document).toMatchObject({ contentType: 'image/png', fileName: 'pan-card.pdf' });
    const file = await download(owner, 'companyPan');
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['content-disposition']).toContain('pan-card.pdf.png');
  });

  it('accepts JPEG and WebP images, keeping a fresh JPEG of each (issue 30: only decoded images are kept)', async () => {
    const jpeg = await sharp(png).jpeg().toBuffer();
    const webp = await sharp(png).webp().toBuffer();
    expect((await upload(owner, 'addressProof', jpeg, 'bill.jpg')).json().data.document.contentType).toBe(
      'image/jpeg',
    );
    expect((await upload(owner, 'bankProof', webp, 'cheque.webp')).json().data.document.contentType).toBe(
      'image/jpeg',
    );
    const kept = await download(owner, 'bankProof');
    expect(kept.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(kept.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 20 });
  });

  it.each([
    [
      'a Windows executable renamed .png',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(1024, 0x90)]),
      'scan.png',
    ],
    [
      'an ELF executable renamed .pdf',
      Buffer.concat([Buffer.from('\x7fELF', 'latin1'), Buffer.alloc(1024, 0)]),
      'scan.pdf',
    ],
    ['an HTML page renamed .pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'scan.pdf'],
    ['a text file', Buffer.from('just some text'), 'notes.txt'],
  ])('refuses %s with 415', async (_name, data, fileName) => {
    const res = await upload(owner, 'incorporationCertificate', data, fileName);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      success: false,
      message: 'Only PDF or image files (PNG, JPEG or WebP) are allowed',
    });
    expect((await list(owner)).map((d) => d.kind)).not.toContain('incorporationCertificate');
  });

  it('refuses a file over 10 MB with 413 and stores nothing', async () => {
    const before = filesUnder(t.config.uploadsDir).length;
    const big = Buffer.concat([PDF, Buffer.alloc(10 * MB, 0x20)]);
    const res = await upload(owner, 'incorporationCertificate', big, 'huge.pdf');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ success: false, message: 'File is too large' });
    expect((await list(owner)).map((d) => d.kind)).not.toContain('incorporationCertificate');
    expect(filesUnder(t.config.uploadsDir).length).toBe(before);
  });

  it('accepts a file just under 10 MB', async () => {
    const nearly = Buffer.concat([PDF, Buffer.alloc(10 * MB - PDF.length - 1, 0x20)]);
    const res = await upload(owner, 'incorporationCertificate', nearly, 'big-but-fine.pdf');
    expect(res.statusCode).toBe(201);
    expect(res.json().data.document.sizeBytes).toBe(10 * MB - 1);
  });

  it('replaces a document when the slot is uploaded again, keeping one file', async () => {
    const second = Buffer.from('%PDF-1.7\n1 0 obj (second version) endobj\ntrailer << >>\n%%EOF\n');
    const res = await upload(owner, 'gstCertificate', second, 'gst-2025.pdf');
    expect(res.statusCode).toBe(201);
    const gst = (await list(owner)).filter((d) => d.kind === 'gstCertificate');
    expect(gst).toEqual([expect.objectContaining({ fileName: 'gst-2025.pdf', sizeBytes: second.length })]);
    expect(Buffer.compare((await download(owner, 'gstCertificate')).rawPayload, second)).toBe(0);
    const stored = filesUnder(path.join(t.config.uploadsDir, 'documents', owner.id)).filter((f) =>
      path.basename(f).startsWith('gstCertificate-'),
    );
    expect(stored).toHaveLength(1);
  });

  it('deletes a document: it leaves the list, its file is gone, and a download answers 404', async () => {
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/documents/gstCertificate',
      headers: owner.auth,
    });
    expect(res.statusCode).toBe(200);
    expect((await list(owner)).map((d) => d.kind)).not.toContain('gstCertificate');
    expect((await download(owner, 'gstCertificate')).statusCode).toBe(404);
    const stored = filesUnder(path.join(t.config.uploadsDir, 'documents', owner.id)).filter((f) =>
      path.basename(f).startsWith('gstCertificate-'),
    );
    expect(stored).toEqual([]);
    const again = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/documents/gstCertificate',
      headers: owner.auth,
    });
    expect(again.statusCode).toBe(404);
  });

  it('refuses an unknown document kind and a form without the document field', async () => {
    const unknown = await upload(owner, 'passport', PDF, 'p.pdf');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toBe('Unknown document type');
    const wrongField = await upload(owner, 'gstCertificate', PDF, 'gst.pdf', 'file');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().message).toBe('Please choose a file to upload');
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/users/documents/gstCertificate',
      headers: owner.auth,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
  });
});
