import type { S3Client } from '@aws-sdk/client-s3';
import type { AppConfig } from '../../kernel/config.js';
import { s3PublicBase } from './s3-public-base.js';
import { isKeyUnder, type MediaStorage } from './media-storage.js';

type S3Config = NonNullable<AppConfig['s3']>;

/**
 * Any S3-compatible store. With S3_ENDPOINT (MinIO, R2, …) objects are addressed path-style under the
 * endpoint; without it, AWS's virtual-hosted URL; S3_PUBLIC_URL overrides both (s3-public-base.ts). The bucket must allow public reads of its objects.
 */
export class S3MediaStorage implements MediaStorage {
  private client: Promise<S3Client> | undefined;
  private readonly prefix: string;

  constructor(private readonly config: S3Config) {
    this.prefix = s3PublicBase(config);
  }

  async save(key: string, body: Buffer, contentType: string): Promise<string> {
    const { PutObjectCommand } = await import('@aws-sdk/client-s3');
    await (await this.s3()).send(
      new PutObjectCommand({
        Bucket: this.config.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
        // Keys are never reused, so a file can be cached for good.
        CacheControl: 'public, max-age=31536000, immutable',
      }),
    );
    return this.prefix + key;
  }

  isOwnUrl(url: string): boolean {
    return isKeyUnder(this.prefix, url);
  }

  /** The SDK is large: loaded on the first upload, and only by servers that store on S3. */
  private s3(): Promise<S3Client> {
    this.client ??= import('@aws-sdk/client-s3').then(({ S3Client }) => this.createClient(S3Client));
    return this.client;
  }

  private createClient(S3: typeof S3Client): S3Client {
    const config = this.config;
    return new S3({
      region: config.region,
      endpoint: config.endpoint,
      forcePathStyle: Boolean(config.endpoint),
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Checksums only where S3 demands them: several S3-compatible stores reject the newer trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      maxAttempts: 3,
    });
  }
}
