import { z } from 'zod';
import { answerSchema } from '../../shared/validation/answer-schema.js';
import {
  AFFILIATION_LIST_NAMES,
  AFFILIATION_STATUSES,
  DANCE_STYLES,
  MEDIA_KINDS,
  PROFILE_TYPES,
  SOCIAL_NETWORKS,
  isPersonType,
  type AffiliationList,
  type AffiliationStatus,
  type DanceStyle,
  type MediaKind,
  type ProfileType,
  type SocialLinks,
} from './profile-types.js';
import type { ProfileAchievement } from './profile-achievement.entity.js';
import type { ProfileAffiliation } from './profile-affiliation.entity.js';
import type { Profile } from './profile.entity.js';
import { displayNameOf } from './profile-names.js';

/** The profile JSON of docs/api.md, shared by REST and GraphQL. */
export interface ImageJson {
  url: string;
}

/** `{id, name}` for a linked profile, `{name}` for free text. */
export interface AffiliationJson {
  id?: string;
  name: string;
  /** A link to an organisation: its owner's answer; absent for free text and trainers. */
  status?: AffiliationStatus;
}

export interface MediaItemJson {
  url: string;
  kind: MediaKind;
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
  type: ProfileType;
  name?: string;
  firstName?: string;
  lastName?: string;
  /** What a person reads: an organisation's display name, or "first last". */
  displayName: string;
  avatar: ImageJson | null;
  photo: ImageJson | null;
  backgroundImage: ImageJson | null;
  bio: string | null;
  country: string | null;
  danceStyles: DanceStyle[];
  socialLinks: SocialLinks;
  media: MediaItemJson[];
  isMain: boolean;
  /** An organisation an admin verified; always false for people. */
  verified: boolean;
  owner: { id: string };
  createdAt: Date;
  updatedAt: Date;
}

export type ProfileJson = ProfileCoreJson & Record<AffiliationList, AffiliationJson[]> & { achievements: AchievementJson[] };

const ImageSchema = z.object({ url: z.string() });
const AffiliationSchema = z.object({
  id: z.uuid().optional().describe('The linked profile; absent for free text'),
  name: z.string(),
  status: z.enum(AFFILIATION_STATUSES).optional().describe("A link to an organisation: its owner's answer"),
});

/** The profile JSON as the REST answers' schema (app/openapi.ts); the compiler holds it to ProfileJson. */
export const ProfileJsonSchema = answerSchema<ProfileJson>()(
  z.object({
    id: z.uuid(),
    type: z.enum(PROFILE_TYPES),
    name: z.string().optional().describe('Organisations'),
    firstName: z.string().optional().describe('People (dancer, trainer)'),
    lastName: z.string().optional().describe('People (dancer, trainer)'),
    displayName: z.string(),
    avatar: ImageSchema.nullable(),
    photo: ImageSchema.nullable(),
    backgroundImage: ImageSchema.nullable(),
    bio: z.string().nullable(),
    country: z.string().nullable().describe('ISO 3166-1 alpha-2'),
    danceStyles: z.array(z.enum(DANCE_STYLES)),
    socialLinks: z.object(Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, z.string().nullable()])) as Record<(typeof SOCIAL_NETWORKS)[number], z.ZodNullable<z.ZodString>>),
    media: z.array(z.object({ url: z.string(), kind: z.enum(MEDIA_KINDS) })),
    isMain: z.boolean(),
    verified: z.boolean(),
    owner: z.object({ id: z.uuid() }),
    createdAt: z.iso.datetime({ offset: true }),
    updatedAt: z.iso.datetime({ offset: true }),
    schools: z.array(AffiliationSchema),
    federations: z.array(AffiliationSchema),
    formations: z.array(AffiliationSchema),
    trainers: z.array(AffiliationSchema),
    partners: z.array(AffiliationSchema),
    achievements: z.array(
      z.object({
        id: z.uuid(),
        place: z.int(),
        eventName: z.string(),
        eventPlace: z.string().nullable(),
        category: z.string().nullable(),
        date: z.string().describe('YYYY-MM-DD'),
        isTop: z.boolean(),
      }),
    ),
  }),
);

const image = (url: string | null): ImageJson | null => (url ? { url } : null);

/** The profile's own columns; affiliations and achievements are presented apart (GraphQL loads them lazily). */
export function presentProfileCore(profile: Profile): ProfileCoreJson {
  const names = isPersonType(profile.type) ? { firstName: profile.firstName ?? '', lastName: profile.lastName ?? '' } : { name: profile.name ?? '' };
  const socialLinks = {} as SocialLinks;
  for (const network of SOCIAL_NETWORKS) socialLinks[network] = profile.socialLinks?.[network] ?? null;
  return {
    id: profile.id,
    type: profile.type,
    ...names,
    displayName: displayNameOf(profile),
    avatar: image(profile.avatarUrl),
    photo: image(profile.photoUrl),
    backgroundImage: image(profile.backgroundImageUrl),
    bio: profile.bio,
    country: profile.country,
    danceStyles: profile.danceStyles,
    socialLinks,
    media: profile.media.map((item) => ({ url: item.url, kind: item.kind })),
    isMain: profile.isMain,
    verified: profile.verifiedAt != null,
    owner: { id: profile.ownerId },
    createdAt: profile.createdAt,
    updatedAt: profile.updatedAt,
  };
}

export function presentAffiliation(row: ProfileAffiliation): AffiliationJson {
  if (!row.linkedProfileId) return { name: row.name };
  return row.status ? { id: row.linkedProfileId, name: row.name, status: row.status } : { id: row.linkedProfileId, name: row.name };
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
