import {
  AFFILIATION_LIST_NAMES,
  SOCIAL_NETWORKS,
  isPersonType,
  type AffiliationList,
  type DanceStyle,
  type MediaKind,
  type ProfileType,
  type SocialLinks,
} from './profile-types.js';
import type { ProfileAchievement } from './profile-achievement.entity.js';
import type { ProfileAffiliation } from './profile-affiliation.entity.js';
import type { Profile } from './profile.entity.js';

/**
 * The profile JSON's enums: the vocabulary of profile-types.ts as TypeScript enums, which graphql/profile-enums.ts
 * registers as the GraphQL `ProfileType`, `DanceStyle` and `MediaKind`. The presenter converts the entity's strings
 * (the same strings), so its JSON is what the GraphQL `Profile` declares, without a cast.
 */
export enum ProfileTypeEnum {
  dancer = 'dancer',
  trainer = 'trainer',
  formation = 'formation',
  school = 'school',
  federation = 'federation',
  partner = 'partner',
}

export enum DanceStyleEnum {
  ballet = 'ballet',
  contemporary = 'contemporary',
  hipHop = 'hipHop',
  jazz = 'jazz',
  tap = 'tap',
  modern = 'modern',
  ballroom = 'ballroom',
}

export enum MediaKindEnum {
  image = 'image',
  video = 'video',
}

// Each string of the vocabulary to its enum member (a missing or misspelt one does not compile).
const PROFILE_TYPE_MEMBERS = {
  dancer: ProfileTypeEnum.dancer,
  trainer: ProfileTypeEnum.trainer,
  formation: ProfileTypeEnum.formation,
  school: ProfileTypeEnum.school,
  federation: ProfileTypeEnum.federation,
  partner: ProfileTypeEnum.partner,
} as const satisfies { [K in ProfileType]: K };
const DANCE_STYLE_MEMBERS = {
  ballet: DanceStyleEnum.ballet,
  contemporary: DanceStyleEnum.contemporary,
  hipHop: DanceStyleEnum.hipHop,
  jazz: DanceStyleEnum.jazz,
  tap: DanceStyleEnum.tap,
  modern: DanceStyleEnum.modern,
  ballroom: DanceStyleEnum.ballroom,
} as const satisfies { [K in DanceStyle]: K };
const MEDIA_KIND_MEMBERS = { image: MediaKindEnum.image, video: MediaKindEnum.video } as const satisfies { [K in MediaKind]: K };

/** The profile JSON of docs/api.md, shared by REST and GraphQL. */
export interface ImageJson {
  url: string;
}

/** `{id, name}` for a linked profile, `{name}` for free text. */
export interface AffiliationJson {
  id?: string;
  name: string;
}

export interface MediaItemJson {
  url: string;
  kind: MediaKindEnum;
}

export interface AchievementJson {
  id: string;
  place: number;
  eventName: string;
  eventPlace: string | null;
  category: string | null;
  date: string;
  isTop: boolean;
}

export interface ProfileCoreJson {
  id: string;
  type: ProfileTypeEnum;
  name?: string;
  firstName?: string;
  lastName?: string;
  avatar: ImageJson | null;
  photo: ImageJson | null;
  backgroundImage: ImageJson | null;
  bio: string | null;
  country: string | null;
  danceStyles: DanceStyleEnum[];
  socialLinks: SocialLinks;
  media: MediaItemJson[];
  isMain: boolean;
  owner: { id: string };
  createdAt: Date;
  updatedAt: Date;
}

export type ProfileJson = ProfileCoreJson & Record<AffiliationList, AffiliationJson[]> & { achievements: AchievementJson[] };

const image = (url: string | null): ImageJson | null => (url ? { url } : null);

/** The profile's own columns; affiliations and achievements are presented apart (GraphQL loads them lazily). */
export function presentProfileCore(profile: Profile): ProfileCoreJson {
  const names = isPersonType(profile.type) ? { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' } : { name: profile.name ?? '' };
  const socialLinks = {} as SocialLinks;
  for (const network of SOCIAL_NETWORKS) socialLinks[network] = profile.socialLinks?.[network] ?? null;
  return {
    id: profile.id,
    type: PROFILE_TYPE_MEMBERS[profile.type],
    ...names,
    avatar: image(profile.avatarUrl),
    photo: image(profile.photoUrl),
    backgroundImage: image(profile.backgroundImageUrl),
    bio: profile.bio,
    country: profile.country,
    danceStyles: profile.danceStyles.map((style) => DANCE_STYLE_MEMBERS[style]),
    socialLinks,
    media: profile.media.map((item) => ({ url: item.url, kind: MEDIA_KIND_MEMBERS[item.kind] })),
    isMain: profile.isMain,
    owner: { id: profile.ownerId },
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

export function presentAffiliation(row: ProfileAffiliation): AffiliationJson {
  return row.linkedProfileId ? { id: row.linkedProfileId, name: row.name } : { name: row.name };
}

/** The five affiliation lists from a profile's affiliation rows (already in position order). */
export function presentAffiliationLists(rows: ProfileAffiliation[]): Record<AffiliationList, AffiliationJson[]> {
  const lists = Object.fromEntries(AFFILIATION_LIST_NAMES.map((list) => [list, [] as AffiliationJson[]])) as Record<AffiliationList, AffiliationJson[]>;
  for (const row of rows) lists[row.list].push(presentAffiliation(row));
  return lists;
}

export function presentAchievement(row: ProfileAchievement): AchievementJson {
  return {
    id: row.id,
    place: row.place,
    eventName: row.eventName,
    eventPlace: row.eventPlace,
    category: row.category,
    date: row.date,
    isTop: row.isTop,
  };
}

export function presentProfile(profile: Profile, affiliations: ProfileAffiliation[], achievements: ProfileAchievement[]): ProfileJson {
  return { ...presentProfileCore(profile), ...presentAffiliationLists(affiliations), achievements: achievements.map(presentAchievement) };
}
