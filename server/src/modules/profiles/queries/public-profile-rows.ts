import type { EntityManager } from 'typeorm';
import type { ProfileType } from '../profile-types.js';
import { oneRow } from '../../../shared/database/one-row.js';

// What modules/public-pages reads of the `profile` table for the heads and the sitemap (profile-head.ts,
// sitemap.ts): every profile is public. One statement each, as public-pages sent them itself.
type Queryable = Pick<EntityManager, 'query'>;

/** The columns a profile's page head shows, as stored. */
export interface ProfileHeadRow {
  id: string;
  type: ProfileType;
  first_name: string | null;
  last_name: string | null;
  name: string | null;
  display_name: string | null;
  bio: string | null;
  country: string | null;
  avatar_url: string | null;
  photo_url: string | null;
  background_image_url: string | null;
  social_links: Record<string, string | null>;
  verified_at: Date | null;
  updated_at: Date;
}

const HEAD_COLUMNS = 'id, type, first_name, last_name, name, display_name, bio, country, avatar_url, photo_url, background_image_url, social_links, verified_at, updated_at';

/** The profile with this id and type, or undefined. */
export async function profileHeadRowById(db: Queryable, id: string, type: ProfileType): Promise<ProfileHeadRow | undefined> {
  const rows: ProfileHeadRow[] = await db.query(`SELECT ${HEAD_COLUMNS} FROM profile WHERE id = $1 AND type = $2`, [id, type]);
  return rows[0];
}

/** The profile with this handle (an organisation's name, any case: citext), or undefined. */
export async function profileHeadRowByHandle(db: Queryable, handle: string): Promise<ProfileHeadRow | undefined> {
  const rows: ProfileHeadRow[] = await db.query(`SELECT ${HEAD_COLUMNS} FROM profile WHERE name = $1`, [handle]);
  return rows[0];
}

/** How many profiles there are. */
export async function countProfiles(db: Queryable): Promise<number> {
  const { count } = oneRow(await db.query<{ count: number }[]>('SELECT count(*)::int AS count FROM profile'));
  return count;
}

/** The id of the profile at this offset in id order (an index-only scan of the primary key), or null past the end. */
export async function profileIdAt(db: Queryable, offset: number): Promise<string | null> {
  const rows: { id: string }[] = await db.query('SELECT id FROM profile ORDER BY id OFFSET $1 LIMIT 1', [offset]);
  return rows[0]?.id ?? null;
}

/** Up to `limit` profiles after the id `after` (from the first when null), in id order: a keyset batch. */
export function profilesAfter(db: Queryable, after: string | null, limit: number): Promise<Array<{ id: string; type: string; updated_at: Date }>> {
  return db.query(`SELECT id, type, updated_at FROM profile WHERE ($1::uuid IS NULL OR id > $1::uuid) ORDER BY id LIMIT $2`, [after, limit]);
}
