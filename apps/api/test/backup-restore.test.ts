import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import zlib from 'node:zlib';
import tar from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { dataDirLayout } from '../src/config';
import { openDatabase } from '../src/db/client';
import { DataDirInUseError } from '../src/db/data-dir-lock';
import { createBackup } from '../src/ops/create-backup';
import { restoreBackup, RestoreError } from '../src/ops/restore-backup';
import { pgliteTemplateDir } from './db-template';
import { signUp, type TestUser } from './helper';
import { makeTestConfig } from './test-config';
import { createDelivery, type CreatedDelivery } from './tracking-support';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const tempDir = (name: string) => fs.mkdtempSync(path.join(os.tmpdir(), `logisaathi-${name}-`));

/** Rewrites a backup with one byte of one upload changed, as damage on disk or tampering would. */
async function tamper(backup: string, out: string): Promise<void> {
  const extract = tar.extract();
  const pack = tar.pack();
  // The fastest compression: what the restore must notice is the changed byte, not how well it packs.
  const written = pipeline(pack, zlib.createGzip({ level: 1 }), fs.createWriteStream(out));
  const read = pipeline(fs.createReadStream(backup), zlib.createGunzip(), extract);
  for await (const entry of extract) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    if (entry.header.name.startsWith('uploads/documents/')) body[0] = body[0]! ^ 0xff;
    pack.entry({ name: entry.header.name, size: body.length }, body);
  }
  await read;
  pack.finalize();
  await written;
}

/** Everything under `dir` (itself included) that a user other than the owner could read, write or enter. */
function widerThanOwner(dir: string): string[] {
  const entries = [dir, ...fs.readdirSync(dir, { recursive: true }).map((p) => path.join(dir, String(p)))];
  return entries
    .filter((p) => (fs.lstatSync(p).mode & 0o077) !== 0)
    .map((p) => `${path.relative(dir, p)} ${(fs.lstatSync(p).mode & 0o777).toString(8)}`);
}

describe('backup and restore of the embedded database and uploads', () => {
  const source = tempDir('source');
  const work = tempDir('backups');
  const backup = path.join(work, 'backup.tar.gz');
  let user: TestUser;
  let delivery: CreatedDelivery;

  beforeAll(async () => {
    // The data folder's database starts as a copy of the run's migrated template, as the e2e servers' do:
    // creating one on disk and migrating it cost most of this file's time, and backups are the subject here.
    fs.cpSync(await pgliteTemplateDir(), dataDirLayout(source).pgDir, { recursive: true });
    // As PGlite left data folders before issue 30: files 0666, folders 0777.
    fs.chmodSync(source, 0o777);
    for (const p of fs.readdirSync(source, { recursive: true }).map((p) => path.join(source, String(p)))) {
      fs.chmodSync(p, fs.statSync(p).isDirectory() ? 0o777 : 0o666);
    }
    expect(widerThanOwner(source).length).toBeGreaterThan(100);
    const app = await buildApp(makeTestConfig({ DATA_DIR: source }));
    await app.ready();
    try {
      user = await signUp(app);
      delivery = await createDelivery(app, user);
      const form = new FormData();
      form.append('document', new Blob([PDF]), 'gst.pdf');
      const encoded = new Response(form);
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/users/documents/gstCertificate',
        headers: { ...user.auth, 'content-type': encoded.headers.get('content-type') ?? '' },
        payload: Buffer.from(await encoded.arrayBuffer()),
      });
      expect(uploaded.statusCode, uploaded.body).toBe(201);
    } finally {
      await app.close();
    }
    startedModes = widerThanOwner(source);
    await createBackup(source, backup);
  });
  let startedModes: string[] = [];
  afterAll(() => {
    for (const dir of [source, work]) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('keeps the data folder, the backup file and a restored folder readable by their owner only', async () => {
    // The server narrowed what was wider on start, and what the database wrote while it ran is owner-only too.
    expect(startedModes).toEqual([]);
    expect(widerThanOwner(source)).toEqual([]);
    expect(fs.statSync(backup).mode & 0o777).toBe(0o600);
    const target = path.join(tempDir('private'), 'data');
    await restoreBackup(backup, target);
    expect(widerThanOwner(target)).toEqual([]);
    expect(fs.statSync(target).mode & 0o777).toBe(0o700);
  });

  it('refuses to run while a server has the data folder open', async () => {
    const config = makeTestConfig({ DATA_DIR: source });
    const database = await openDatabase(config.database);
    try {
      await expect(createBackup(source, path.join(work, 'while-open.tar.gz'))).rejects.toThrow(
        DataDirInUseError,
      );
      await expect(restoreBackup(backup, source, { force: true })).rejects.toThrow(DataDirInUseError);
    } finally {
      await database.close();
    }
    expect(fs.existsSync(path.join(work, 'while-open.tar.gz'))).toBe(false);
  });

  it('restores into a new folder, and the app reads the same data back', async () => {
    const target = path.join(tempDir('restored'), 'data');
    const manifest = await restoreBackup(backup, target);
    expect(manifest.files.map((f) => f.path)).toEqual(
      expect.arrayContaining(['database/pgdata.tar', expect.stringMatching(/^uploads\/documents\//)]),
    );

    const app = await buildApp(makeTestConfig({ DATA_DIR: target }));
    await app.ready();
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: user.email, password: user.password },
      });
      expect(signIn.statusCode, signIn.body).toBe(200);
      const auth = { authorization: `Bearer ${signIn.json().token}` };
      const list = (await app.inject({ method: 'GET', url: '/api/deliveries', headers: auth })).json();
      expect(list.data.deliveries.map((d: { deliveryId: string }) => d.deliveryId)).toEqual([
        delivery.deliveryId,
      ]);
      const file = await app.inject({
        method: 'GET',
        url: '/api/users/documents/gstCertificate/file',
        headers: auth,
      });
      expect(file.statusCode).toBe(200);
      expect(file.rawPayload).toEqual(PDF);
    } finally {
      await app.close();
    }
  });

  it('carries the generated Web Push keys, owner-only, so subscribed devices keep receiving after a restore', async () => {
    const keys = dataDirLayout(source).vapidKeysFile;
    expect(fs.existsSync(keys)).toBe(true);
    const target = path.join(tempDir('vapid'), 'data');
    const manifest = await restoreBackup(backup, target);
    expect(manifest.files.map((f) => f.path)).toContain('vapid-keys.json');
    const restored = dataDirLayout(target).vapidKeysFile;
    expect(fs.readFileSync(restored, 'utf8')).toBe(fs.readFileSync(keys, 'utf8'));
    expect(fs.statSync(restored).mode & 0o777).toBe(0o600);
    // The restored server signs pushes with the same key the devices subscribed to.
    const original = JSON.parse(fs.readFileSync(keys, 'utf8')) as { publicKey: string };
    expect(makeTestConfig({ DATA_DIR: target }).notifications.push.vapid.publicKey).toBe(original.publicKey);
  });

  it('refuses a folder that holds data unless forced', async () => {
    const target = tempDir('occupied');
    fs.writeFileSync(path.join(target, 'notes.txt'), 'mine');
    await expect(restoreBackup(backup, target)).rejects.toThrow(/is not empty/);
    expect(fs.readdirSync(target)).toEqual(['notes.txt']);
    await restoreBackup(backup, target, { force: true });
    expect(fs.readdirSync(target).sort()).toEqual(['notes.txt', 'pg', 'uploads', 'vapid-keys.json']);
  });

  it('refuses a damaged backup and leaves the folder untouched', async () => {
    const damaged = path.join(work, 'damaged.tar.gz');
    await tamper(backup, damaged);
    const target = tempDir('damaged');
    await expect(restoreBackup(damaged, target)).rejects.toThrow(RestoreError);
    await expect(restoreBackup(damaged, target)).rejects.toThrow(
      /Checksum mismatch for uploads\/documents\//,
    );
    expect(fs.readdirSync(target)).toEqual([]);
    const garbage = path.join(work, 'garbage.tar.gz');
    fs.writeFileSync(garbage, 'not a backup');
    await expect(restoreBackup(garbage, target)).rejects.toThrow(RestoreError);
  });
});
