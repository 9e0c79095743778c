import type { AppConfig } from '../../kernel/config.js';

type S3Config = NonNullable<AppConfig['s3']>;

/**
 * Where browsers read uploaded objects: S3_PUBLIC_URL when set (a CDN or custom domain in front of the bucket),
 * else path-style under S3_ENDPOINT (MinIO, R2, …), else AWS's virtual-hosted URL. Ends with a slash.
 * One function for the stored URLs and the CSP's img-src (app/http.ts), so the two cannot disagree.
 */
export function s3PublicBase(config: S3Config): string {
  if (config.publicUrl) return `${config.publicUrl.replace(/\/$/, '')}/`;
  if (config.endpoint) return `${config.endpoint.replace(/\/$/, '')}/${config.bucket}/`;
  return `https://${config.bucket}.s3.${config.region}.amazonaws.com/`;
}

/** The origin img-src must allow for uploaded images, or undefined when they are served from /media. */
export function mediaImageOrigin(config: AppConfig): string | undefined {
  return config.s3 ? new URL(s3PublicBase(config.s3)).origin : undefined;
}
