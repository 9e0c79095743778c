import { randomUUID } from 'node:crypto';

/**
 * Where uploaded files live. Profiles only store URLs this storage handed out, so swapping disk for S3
 * is a configuration change (docs/operations.md#configuration: S3_BUCKET), not a code change.
 */
export interface MediaStorage {
  /** Stores a file under a key made by `newMediaKey` and returns its public URL. */
  save(key: string, body: Buffer, contentType: string): Promise<string>;
  /** Whether a URL points at a file of this storage (profiles may reference uploads only). */
  isOwnUrl(url: string): boolean;
}

const KEY_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.(webp|png|jpg)$/;

/** Keys are random: nothing about the uploader or the original file name is public. */
export function newMediaKey(extension: 'webp' | 'png' | 'jpg'): string {
  return `${randomUUID()}.${extension}`;
}

/** A URL is ours when it is the storage's public prefix followed by a key of the shape above. */
export function isKeyUnder(prefix: string, url: string): boolean {
  return url.startsWith(prefix) && KEY_PATTERN.test(url.slice(prefix.length));
}

declare module '../../kernel/context.js' {
  interface AppServices {
    /** Uploaded images: disk under DATA_DIR, or S3 when S3_BUCKET is set. */
    media: MediaStorage;
  }
}
