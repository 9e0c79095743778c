import sharp from 'sharp';
import type { HttpClient, TestResponse } from '../support/http-client.js';
import type { TestApp } from '../support/test-app.js';

// The profile tests' own helpers; profiles themselves are made by support/factories.ts (createProfile, uniqueName).

export const PERSON_TYPES = ['dancer', 'trainer'] as const;
export const ORGANISATION_TYPES = ['formation', 'school', 'federation', 'partner'] as const;

/** A real PNG made by sharp. */
export function makePng(width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 10, g: 186, b: 181 } } })
    .png()
    .toBuffer();
}

/** POST /api/uploads as a browser form would send it. */
export async function upload(client: HttpClient, bytes: Buffer, filename = 'photo.png', type = 'image/png'): Promise<TestResponse> {
  if (!client.cookies.has('XSRF-TOKEN')) await client.get('/config.json');
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = await fetch(`${client.baseUrl}/api/uploads`, {
    method: 'POST',
    body: form,
    headers: {
      cookie: [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; '),
      'x-xsrf-token': client.cookies.get('XSRF-TOKEN') ?? '',
    },
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined, text, headers: response.headers };
}

/** An uploaded image URL the profile rules accept. */
export async function uploadedUrl(client: HttpClient): Promise<string> {
  const res = await upload(client, await makePng());
  if (res.status !== 201) throw new Error(`upload failed: ${res.text}`);
  return res.body.url;
}

/** The VALIDATION_FAILED params of a response, for terse assertions. */
export function validation(res: TestResponse): { status: number; code: string; field?: string; reason?: string } {
  return { status: res.status, code: res.body?.code, field: res.body?.params?.field, reason: res.body?.params?.reason };
}

export type { TestApp };
