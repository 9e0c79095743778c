import type { AppContainer } from '../../../app/container.js';
import type { ProfileType } from '../profile-types.js';
import type { Profile } from '../profile.entity.js';
import { findMainProfile } from './find-main-profile.js';

/** `mainProfile` of the user JSON: what the header shows (PRODUCT.md §2). */
export interface MainProfileSummary {
  id: string;
  type: ProfileType;
  avatar: { url: string } | null;
}

export function summarizeMainProfile(profile: Profile): MainProfileSummary {
  return { id: profile.id, type: profile.type, avatar: profile.avatarUrl ? { url: profile.avatarUrl } : null };
}

export async function loadMainProfileSummary(c: AppContainer, ownerId: string): Promise<MainProfileSummary | null> {
  const main = await findMainProfile(c.dataSource.manager, ownerId);
  return main ? summarizeMainProfile(main) : null;
}
