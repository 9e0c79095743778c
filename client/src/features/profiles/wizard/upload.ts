import { ErrorCode } from '@odance/contract/errors';
import { toApiError } from '../../../shared/api/api-error';
import type { RestClient } from '../../../shared/api/rest-client';

/** docs/api.md#uploads: JPEG, PNG or WebP, at most 5 MB. */
export const ACCEPTED_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
export const IMAGE_TYPE_TEXT = 'Choose a JPEG, PNG or WebP picture.';
export const IMAGE_SIZE_TEXT = 'The picture must be at most 5 MB.';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

export class UploadError extends Error {}

/** What is wrong with a file before it is sent, or null. The server checks the content itself again. */
export function checkImageFile(file: File): string | null {
  if (!ACCEPTED_IMAGE_TYPES.includes(file.type)) return IMAGE_TYPE_TEXT;
  if (file.size > MAX_UPLOAD_BYTES) return IMAGE_SIZE_TEXT;
  return null;
}

/** Sends one picture through the shared REST client (cookies, XSRF); failures become a sentence for the user. */
export async function uploadImage(rest: RestClient, file: File): Promise<UploadedImage> {
  const problem = checkImageFile(file);
  if (problem) throw new UploadError(problem);
  const body = new FormData();
  body.append('file', file);
  try {
    return await rest.post<UploadedImage>('/uploads', body);
  } catch (error) {
    throw new UploadError(uploadErrorText(error));
  }
}

export function uploadErrorText(error: unknown): string {
  const apiError = toApiError(error);
  if (apiError.code === ErrorCode.PAYLOAD_TOO_LARGE) return IMAGE_SIZE_TEXT;
  if (apiError.code === ErrorCode.VALIDATION_FAILED) return 'This file is not a JPEG, PNG or WebP picture the server can read.';
  return `The picture could not be uploaded: ${apiError.message}`;
}
