import type { AppConfig } from '../../kernel/config.js';
import { DiskMediaStorage } from './disk-media-storage.js';
import type { MediaStorage } from './media-storage.js';
import { S3MediaStorage } from './s3-media-storage.js';

/**
 * S3 when it is configured, else the data directory. Apart from media-storage.ts (the interface both
 * implementations import), so that no module imports one that imports it back.
 */
export function createMediaStorage(config: AppConfig): MediaStorage {
  return config.s3 ? new S3MediaStorage(config.s3) : new DiskMediaStorage(config.dataDir);
}
