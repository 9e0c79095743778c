import sharp from 'sharp';
import { z } from 'zod';
import { answerSchema } from '../../../shared/validation/answer-schema.js';
import type { CommandContext } from '../../../kernel/context.js';
import { AppError } from '../../../shared/errors/app-error.js';
import { ErrorCode } from '../../../shared/errors/error-codes.js';
import { requireViewer } from '../../auth/index.js';
import { newMediaKey } from '../media-storage.js';

export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;
/** The longest side kept: enough for a full-width background on a large screen. */
export const MAX_IMAGE_SIDE = 2048;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp']);
// Decompression bombs: a small file may declare a huge canvas. 40 megapixels covers any camera photo.
const MAX_INPUT_PIXELS = 40_000_000;

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/** The answer of `POST /uploads` as its schema (app/openapi.ts); the compiler holds it to UploadedImage. */
export const UploadedImageSchema = answerSchema<UploadedImage>()(z.object({ url: z.string(), width: z.int().min(1), height: z.int().min(1) }));

/**
 * Checks an uploaded file by its content (not its name or declared type), re-encodes it as WebP with the
 * orientation applied, the size capped and every metadata block (EXIF, GPS, ICC comments) dropped, then stores it.
 */
export async function uploadImage(ctx: CommandContext, { file }: { file: { buffer: Buffer } | undefined }): Promise<UploadedImage> {
  requireViewer(await ctx.viewer());
  const c = ctx.container;
  if (!file || file.buffer.length === 0) throw AppError.validation('file', 'required');
  const encoded = await reencode(file.buffer);
  const url = await c.media.save(newMediaKey('webp'), encoded.data, 'image/webp').catch((error: unknown) => {
    // The store (disk full, S3 down) failed, not the user's file: say so rather than a bare 500.
    c.logger.error({ err: error }, 'storing an upload failed');
    throw new AppError(ErrorCode.SERVICE_UNAVAILABLE, { reason: 'storage' });
  });
  return { url, width: encoded.info.width, height: encoded.info.height };
}

async function reencode(buffer: Buffer) {
  try {
    const image = sharp(buffer, { failOn: 'error', limitInputPixels: MAX_INPUT_PIXELS });
    const { format } = await image.metadata();
    if (!format || !ACCEPTED_FORMATS.has(format)) throw new Error(`unsupported format ${format}`);
    return await image
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    // Not an image, a truncated one, a format we do not take, or too many pixels: all the same to the user.
    throw AppError.validation('file', 'invalid');
  }
}
