import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import type { DanceStyle, MediaKind, ProfileType } from '../profile-types.js';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { DanceStyleEnum, MediaKindEnum, ProfileSortEnum, ProfileTypeEnum } from './profile-enums.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, type ProfileListQuerySchema, type ProfileSort } from '../queries/profile-list-query.js';
import { MAX_SUGGESTIONS } from '../queries/suggest-profiles.js';
import { MAX_TOP_ACHIEVEMENTS, PROFILE_LIMITS, SEARCH_TEXT_MAX, type socialLinksRule, SUGGEST_SEARCH_MIN } from '@odance/contract';
import type { achievementListRule } from '../rules/achievement-rules.js';
import type { affiliationListRule } from '../rules/affiliation-rules.js';
import type { mediaRule, uploadedImageRule } from '../rules/image-rules.js';
import type { profileInputSchema } from '../rules/profile-input.js';

// Input fields are nullable where the rules decide: a missing value then comes back as VALIDATION_FAILED
// with its dotted field (`achievements.0.date`), the same answer as REST, instead of a bare GraphQL error.

@InputType({ description: 'An uploaded image, by its URL (from POST /api/uploads).' })
export class ImageInput implements ZodInputOf<ReturnType<typeof uploadedImageRule>, ImageInput> {
  @Field({ description: 'A URL returned by POST /api/uploads.' })
  url: string;
}

@InputType({ description: 'A profile\'s links: each an http(s) URL on that network\'s host; null or empty removes it.' })
export class SocialLinksInput implements ZodInputOf<typeof socialLinksRule, SocialLinksInput> {
  @Field(() => String, { nullable: true, description: 'A facebook.com URL.' })
  facebook?: string | null;

  @Field(() => String, { nullable: true, description: 'An instagram.com URL.' })
  instagram?: string | null;

  @Field(() => String, { nullable: true, description: 'A tiktok.com URL.' })
  tiktok?: string | null;

  @Field(() => String, { nullable: true, description: 'An x.com or twitter.com URL.' })
  x?: string | null;

  @Field(() => String, { nullable: true, description: 'Any http(s) URL.' })
  website?: string | null;

  @Field(() => String, { nullable: true, description: 'A youtube.com URL.' })
  youtube?: string | null;
}

@InputType({ description: 'An image (an upload) or a video (an http(s) link).' })
export class MediaItemInput implements ZodInputOf<ReturnType<typeof mediaRule>, MediaItemInput> {
  @Field({ description: 'The upload\'s URL, or the video\'s link.' })
  url: string;

  @Field(() => MediaKindEnum, { description: 'Image or video.' })
  kind: MediaKind;
}

@InputType({ description: 'Either id (link a profile of the list\'s type) or name (free text).' })
export class AffiliationInput implements ZodInputOf<typeof affiliationListRule, AffiliationInput> {
  @Field(() => ID, { nullable: true, description: 'Link an existing profile by id…' })
  id?: string | null;

  @Field(() => String, { nullable: true, description: '…or type a name that has no profile (free text).' })
  name?: string | null;
}

@InputType({ description: 'A competition result to save on a profile.' })
export class AchievementInput implements ZodInputOf<typeof achievementListRule, AchievementInput, 'place' | 'eventName' | 'date'> {
  @Field(() => ID, { nullable: true, description: 'Send back the id of an existing achievement to keep it.' })
  id?: string | null;

  @Field(() => Int, { nullable: true, description: 'The placing, 1 or more.' })
  place?: number | null;

  @Field(() => String, { nullable: true, description: 'The competition\'s name.' })
  eventName?: string | null;

  @Field(() => String, { nullable: true, description: 'Where it took place (optional).' })
  eventPlace?: string | null;

  @Field(() => String, { nullable: true, description: 'The category danced (optional).' })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not in the future.' })
  date?: string | null;

  @Field(() => Boolean, { nullable: true, description: `At most ${MAX_TOP_ACHIEVEMENTS} per profile.` })
  isTop?: boolean | null;
}

@InputType({ description: 'Fields left out keep their value on update; null or [] clears them.' })
export class ProfileInput implements ZodInputOf<ReturnType<typeof profileInputSchema>, ProfileInput> {
  @Field(() => String, { nullable: true, description: `dancer and trainer: 1–${PROFILE_LIMITS.firstName} characters.` })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: `dancer and trainer: 1–${PROFILE_LIMITS.lastName} characters.` })
  lastName?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      `Organisations: the handle, the page's address /@handle: 1–${PROFILE_LIMITS.name} letters, digits, dots, underscores, hyphens, starting and ending alphanumeric; unique; not a reserved word. Left out, null or blank on creation: derived from displayName ("Escuela de Baile Sevilla" → escuela-de-baile-sevilla, then -2, -3… when taken); on an update: kept.`,
  })
  name?: string | null;

  @Field(() => String, {
    nullable: true,
    description:
      `Organisations: the name people read, 1–${PROFILE_LIMITS.displayName} printable characters (spaces, accents); left out on creation, null or blank: the name with _ and . read as spaces.`,
  })
  displayName?: string | null;

  @Field(() => String, { nullable: true, description: 'About the profile, plain text.' })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  country?: string | null;

  @Field(() => [DanceStyleEnum], { nullable: true, description: 'The styles danced or taught; replaces the list.' })
  danceStyles?: DanceStyle[] | null;

  @Field(() => SocialLinksInput, { nullable: true, description: 'Links to its social networks and website.' })
  socialLinks?: SocialLinksInput | null;

  @Field(() => ImageInput, { nullable: true, description: 'The avatar: an image uploaded through POST /api/uploads; null removes it.' })
  avatar?: ImageInput | null;

  @Field(() => ImageInput, { nullable: true, description: 'A portrait photo: an upload; null removes it.' })
  photo?: ImageInput | null;

  @Field(() => ImageInput, { nullable: true, description: 'The header image: an upload; null removes it.' })
  backgroundImage?: ImageInput | null;

  @Field(() => [MediaItemInput], { nullable: true, description: 'Images (uploads) and videos (links); replaces the list.' })
  media?: MediaItemInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true, description: 'Schools it belongs to; replaces the list.' })
  schools?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true, description: 'Federations it belongs to; replaces the list.' })
  federations?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true, description: 'Formations it dances in; replaces the list.' })
  formations?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true, description: 'Its trainers; replaces the list.' })
  trainers?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true, description: 'Partners it works with; replaces the list.' })
  partners?: AffiliationInput[] | null;

  @Field(() => [AchievementInput], { nullable: true, description: `Competition results (at most ${PROFILE_LIMITS.achievements}, five highlighted); replaces the list.` })
  achievements?: AchievementInput[] | null;
}

@InputType({ description: 'A new profile: `type` decides which fields apply (people: first and last name; organisations: name).' })
export class CreateProfileInput extends ProfileInput {
  @Field(() => ProfileTypeEnum, { description: 'The kind of profile.' })
  type: ProfileType;
}

@InputType({ description: 'List filters match profiles having any of their values.' })
export class ProfileFilter implements ZodInputOf<typeof ProfileListQuerySchema.shape.filter, ProfileFilter> {
  @Field(() => [ProfileTypeEnum], { nullable: true, description: 'Profiles of any of these types.' })
  type?: ProfileType[];

  @Field(() => [String], { nullable: true, description: 'ISO 3166-1 alpha-2 codes.' })
  country?: string[];

  @Field(() => [DanceStyleEnum], { nullable: true, description: 'Profiles with any of these styles.' })
  danceStyles?: DanceStyle[];

  @Field(() => ID, { nullable: true, description: 'Profiles of this account.' })
  ownerId?: string;
}

@ArgsType()
export class ProfilesArgs {
  @Field(() => ProfileFilter, { nullable: true, description: 'Which of the viewer\'s profiles.' })
  filter?: ProfileFilter;

  @Field(() => String, { nullable: true, description: 'Matches names by similarity, partial words too.' })
  search?: string;

  @Field(() => ProfileSortEnum, { nullable: true, description: 'Order by (default newest first).' })
  sort?: ProfileSort;

  @Field(() => SortOrder, { nullable: true, description: 'Ascending or descending.' })
  sortOrder?: SortOrder;

  @Field(() => Int, { nullable: true, description: 'From 1; default 1.' })
  page?: number;

  @Field(() => Int, { nullable: true, description: `1–${MAX_PAGE_SIZE}; default ${DEFAULT_PAGE_SIZE}.` })
  pageSize?: number;
}

@ArgsType()
export class SuggestProfilesArgs {
  @Field({ description: `Trimmed, ${SUGGEST_SEARCH_MIN}–${SEARCH_TEXT_MAX} characters.` })
  search: string;

  @Field(() => [ProfileTypeEnum], { nullable: true, description: 'Only profiles of these types.' })
  types?: ProfileType[] | null;

  @Field(() => Int, { nullable: true, defaultValue: MAX_SUGGESTIONS, description: `1–${MAX_SUGGESTIONS}; default ${MAX_SUGGESTIONS}.` })
  first?: number | null;
}
