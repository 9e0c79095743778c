import { PROFILE_LIMITS, isHttpUrlOn, optionalList } from '@odance/contract';
import { z } from 'zod';
import { MEDIA_KINDS } from '../profile-types.js';

/** Decides whether a URL is one of our uploads (the media storage knows its own URLs). */
export type UploadUrlCheck = (url: string) => boolean;

/** `{url}` of an uploaded image, or null/absent for none; the result is the URL or null. */
export const uploadedImageRule = (isUpload: UploadUrlCheck) =>
  z
    .object({ url: z.string({ error: 'required' }).refine(isUpload, 'invalid') }, { error: 'invalid' })
    .nullish()
    .transform((image) => image?.url ?? null);

/** The gallery: uploaded images, and videos by their http(s) link (YouTube, Vimeo… are embedded by the client). */
export const mediaRule = (isUpload: UploadUrlCheck) =>
  optionalList(
    z
      .object({ url: z.string({ error: 'required' }).max(PROFILE_LIMITS.link, 'tooLong'), kind: z.enum(MEDIA_KINDS, { error: 'invalid' }) }, { error: 'invalid' })
      .superRefine((item, ctx) => {
        const valid = item.kind === 'image' ? isUpload(item.url) : isHttpUrlOn(item.url, null);
        if (!valid) ctx.addIssue({ code: 'custom', path: ['url'], message: 'invalid' });
      }),
    PROFILE_LIMITS.media,
  );
