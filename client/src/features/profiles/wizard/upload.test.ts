import { describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@odance/contract/errors';
import { ApiError } from '../../../shared/api/api-error';
import { createRestClient } from '../../../shared/api/rest-client';
import { stubRestClient } from '../../../shared/test/test-utils';
import { checkImageFile, IMAGE_SIZE_TEXT, IMAGE_TYPE_TEXT, MAX_UPLOAD_BYTES, uploadImage } from './upload';

const png = (size = 10) => new File([new Uint8Array(size)], 'a.png', { type: 'image/png' });

describe('picture uploads (POST /uploads)', () => {
  it('checks type and size before sending', () => {
    expect(checkImageFile(png())).toBeNull();
    expect(checkImageFile(new File(['x'], 'a.gif', { type: 'image/gif' }))).toBe(IMAGE_TYPE_TEXT);
    expect(checkImageFile(png(MAX_UPLOAD_BYTES + 1))).toBe(IMAGE_SIZE_TEXT);
  });

  it('sends the file as multipart field `file` through the shared client', async () => {
    const post = vi.fn(() => Promise.resolve({ url: '/media/x.webp', width: 10, height: 10 }));
    const result = await uploadImage(stubRestClient({ post: post as never }), png());
    expect(result.url).toBe('/media/x.webp');
    const [path, body] = post.mock.calls[0] as unknown as [string, FormData];
    expect(path).toBe('/uploads');
    expect(body).toBeInstanceOf(FormData);
    expect((body.get('file') as File).name).toBe('a.png');
  });

  it('turns the server’s refusal into a sentence', async () => {
    const refuse = (code: string) =>
      stubRestClient({
        post: (() =>
          Promise.reject(new ApiError({ code, status: 400, message: 'No.', type: 'error', params: { field: 'file', reason: 'invalid' } }))),
      });
    await expect(uploadImage(refuse(ErrorCode.VALIDATION_FAILED), png())).rejects.toThrow(
      'This file is not a JPEG, PNG or WebP picture the server can read.',
    );
    await expect(uploadImage(refuse(ErrorCode.PAYLOAD_TOO_LARGE), png())).rejects.toThrow(IMAGE_SIZE_TEXT);
  });

  it('lets the REST client send FormData as is: no JSON, no content type of its own', async () => {
    const fetchMock = vi.fn((_input: RequestInfo | URL, _init?: RequestInit) => Promise.resolve(new Response('{"url":"/media/y.webp"}', { status: 201 })));
    const rest = createRestClient('/api', fetchMock);
    const body = new FormData();
    body.append('file', png());
    await rest.post('/uploads', body);
    const init = fetchMock.mock.calls[0]![1]!;
    expect(init.body).toBe(body);
    expect((init.headers as Record<string, string>)['Content-Type']).toBeUndefined();
  });
});
