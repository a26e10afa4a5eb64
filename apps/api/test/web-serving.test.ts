import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { openDatabase, type Database } from '../src/db/client';
import type { FastifyInstance } from 'fastify';
import { makeTestConfig } from './test-config';

describe('serving the built web app', () => {
  let app: FastifyInstance;
  let database: Database;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'logisaathi-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const page = '<!doctype html><title>LogiSaathi</title><div id="root"></div>';
    fs.writeFileSync(path.join(dist, 'index.html'), page);
    // The build writes a brotli copy beside each text file (apps/web/vite-plugins.ts).
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(page));
    fs.writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
    const config = {
      ...makeTestConfig(),
      webDistDir: dist,
      database: { kind: 'pglite' as const, dir: null },
    };
    database = await openDatabase(config.database);
    app = await buildApp(config, { database });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it('answers client routes with index.html so the router can take over', async () => {
    const res = await app.inject({ method: 'GET', url: '/dashboard' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends client routes the compressed index.html the build wrote', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/contact',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
  });

  it('serves hashed assets for a year and refuses a missing asset with 404 instead of the page', async () => {
    const asset = await app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toMatch(/immutable/);
    const missing = await app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).not.toContain('<div id="root">');
  });

  it('answers a client route whose token holds a dot with the page, not a missing file', async () => {
    // A consignee's stop link: /stop/<phone, base64url>.<signature, base64url> (issue 34).
    const res = await app.inject({ method: 'GET', url: '/stop/KzkxOTgxMTEyMjIzMw.Ab3dE5fG7hJ9kL1mN3pQ5r' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ success: false });
  });
});
