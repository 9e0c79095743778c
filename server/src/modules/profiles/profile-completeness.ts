/** What Explore's default order counts: an avatar, a bio, a dance style, an achievement. */
export interface CompletenessParts {
  avatarUrl: string | null;
  bio: string | null;
  danceStyles: readonly string[];
  achievementCount: number;
}

/** 0–4, one point for each part present; stored as `profile.completeness` by the commands and the demo seed. */
export function completenessOf(parts: CompletenessParts): number {
  return [parts.avatarUrl !== null, parts.bio !== null, parts.danceStyles.length > 0, parts.achievementCount > 0].filter(Boolean).length;
}
