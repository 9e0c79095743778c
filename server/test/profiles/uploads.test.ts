import http from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient } from '../support/factories.js';
import { HttpClient } from '../support/http-client.js';
import { startTestApp, type TestApp } from '../support/test-app.js';
import { makePng, upload } from './fixtures.js';

let app: TestApp;
let client: HttpClient;
beforeAll(async () => {
  app = await startTestApp();
  ({ client } = await signedInClient(app));
});
afterAll(async () => app?.stop());

describe('POST /api/uploads', () => {
  it('takes a real PNG: 201 {url, width, height}, re-encoded, and serves it at its url', async () => {
    const res = await upload(client, await makePng(64, 48));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ url: expect.stringMatching(/^\/media\/[0-9a-f-]{36}\.webp$/), width: 64, height: 48 });
    const served = await fetch(app.url + res.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('caps the longest side, applies the orientation and strips metadata (EXIF, GPS)', async () => {
    const jpeg = await sharp({ create: { width: 3000, height: 1000, channels: 3, background: '#336699' } })
      .jpeg()
      .withExif({ IFD0: { Copyright: 'secret owner', Software: 'camera' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(client, jpeg, 'photo.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    // orientation 6 is a quarter turn: the stored image is upright, longest side 2048
    expect(res.body).toMatchObject({ width: 683, height: 2048 });
    const stored = await sharp(Buffer.from(await (await fetch(app.url + res.body.url)).arrayBuffer())).metadata();
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('takes WebP too', async () => {
    const webp = await sharp({ create: { width: 10, height: 10, channels: 4, background: '#0abab5' } }).webp().toBuffer();
    expect((await upload(client, webp, 'a.webp', 'image/webp')).status).toBe(201);
  });

  it('judges by content: a text file named .png, a GIF, or a truncated image is 400 field file / invalid', async () => {
    const gif = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } }).gif().toBuffer();
    const png = await makePng();
    for (const [bytes, name] of [
      [Buffer.from('this is not an image at all'), 'fake.png'],
      [gif, 'anim.gif'],
      [png.subarray(0, png.length / 2), 'half.png'],
    ] as const) {
      const res = await upload(client, bytes, name, 'image/png');
      expect(res.status, name).toBe(400);
      expect(res.body, name).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'file', reason: 'invalid' } });
    }
  });

  it('a missing file is required; a file over 5 MB is 413 PAYLOAD_TOO_LARGE', async () => {
    const missing = await client.post('/api/uploads', { file: 'nope' });
    expect(missing.body).toMatchObject({ code: 'VALIDATION_FAILED', params: { field: 'file', reason: 'required' } });
    const big = await upload(client, Buffer.alloc(5 * 1024 * 1024 + 1, 1), 'big.png');
    expect(big.status).toBe(413);
    expect(big.body.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('needs a signed-in user and the anti-forgery header', async () => {
    const anonymous = new HttpClient(app.url);
    const res = await upload(anonymous, await makePng());
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('AUTH_UNAUTHORIZED');
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await makePng())]), 'a.png');
    const forged = await fetch(`${app.url}/api/uploads`, { method: 'POST', body: form, headers: { cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } });
    expect(forged.status).toBe(403);
  });
});

describe('with S3_BUCKET set', () => {
  it('stores through the S3 API and answers with the object URL', async () => {
    const objects = new Map<string, { body: Buffer; type: string | undefined }>();
    const s3 = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        if (req.method === 'PUT') objects.set(req.url!.split('?')[0]!, { body: Buffer.concat(chunks), type: req.headers['content-type'] });
        res.writeHead(200, { etag: '"1"' }).end();
      });
    });
    await new Promise<void>((resolve) => s3.listen(0, '127.0.0.1', resolve));
    const endpoint = `http://127.0.0.1:${(s3.address() as AddressInfo).port}`;
    const s3App = await startTestApp({ S3_BUCKET: 'odance-media', S3_REGION: 'eu-central-1', S3_ENDPOINT: endpoint, S3_ACCESS_KEY_ID: 'test', S3_SECRET_ACCESS_KEY: 'test-secret' });
    try {
      const { client: s3Client } = await signedInClient(s3App);
      const res = await upload(s3Client, await makePng(20, 10));
      expect(res.status).toBe(201);
      expect(res.body.url).toMatch(new RegExp(`^${endpoint}/odance-media/[0-9a-f-]{36}\\.webp$`));
      const stored = objects.get(new URL(res.body.url).pathname)!;
      expect(stored.type).toBe('image/webp');
      expect((await sharp(stored.body).metadata()).width).toBe(20);
      // and profiles accept that URL as an upload of theirs
      const profile = await s3Client.post('/api/profile/dancer', { firstName: 'S', lastName: 'Three', avatar: { url: res.body.url } });
      expect(profile.body.avatar).toEqual({ url: res.body.url });
    } finally {
      await s3App.stop();
      s3.close();
    }
  });
});
