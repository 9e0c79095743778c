import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isKeyUnder, type MediaStorage } from './media-storage.js';

/** Files under DATA_DIR/uploads, which http.ts serves at /media/. */
export class DiskMediaStorage implements MediaStorage {
  private readonly dir: string;
  private readonly prefix = '/media/';

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'uploads');
  }

  async save(key: string, body: Buffer): Promise<string> {
    await mkdir(this.dir, { recursive: true });
    // Write then rename: a reader never sees half a file.
    const temporary = path.join(this.dir, `.${key}.partial`);
    await writeFile(temporary, body);
    await rename(temporary, path.join(this.dir, key));
    return this.prefix + key;
  }

  isOwnUrl(url: string): boolean {
    return isKeyUnder(this.prefix, url);
  }
}
