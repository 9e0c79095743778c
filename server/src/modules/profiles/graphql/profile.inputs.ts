import { ArgsType, Field, ID, InputType, Int } from 'type-graphql';
import { SortOrder } from '../../../shared/graphql/sort-order.js';
import { DanceStyleEnum, MediaKindEnum, ProfileSortEnum, ProfileTypeEnum } from './profile-enums.js';

// Input fields are nullable where the rules decide: a missing value then comes back as VALIDATION_FAILED
// with its dotted field (`achievements.0.date`), the same answer as REST, instead of a bare GraphQL error.

@InputType()
export class ImageInput {
  @Field({ description: 'A URL returned by POST /api/uploads.' })
  url: string;
}

@InputType()
export class SocialLinksInput {
  @Field(() => String, { nullable: true })
  facebook?: string | null;

  @Field(() => String, { nullable: true })
  instagram?: string | null;

  @Field(() => String, { nullable: true })
  tiktok?: string | null;

  @Field(() => String, { nullable: true })
  x?: string | null;

  @Field(() => String, { nullable: true })
  website?: string | null;

  @Field(() => String, { nullable: true })
  youtube?: string | null;
}

@InputType()
export class MediaItemInput {
  @Field()
  url: string;

  @Field(() => MediaKindEnum)
  kind: MediaKindEnum;
}

@InputType({ description: 'Either id (link a profile of the list\'s type) or name (free text).' })
export class AffiliationInput {
  @Field(() => ID, { nullable: true })
  id?: string | null;

  @Field(() => String, { nullable: true })
  name?: string | null;
}

@InputType()
export class AchievementInput {
  @Field(() => ID, { nullable: true, description: 'Send back the id of an existing achievement to keep it.' })
  id?: string | null;

  @Field(() => Int, { nullable: true })
  place?: number | null;

  @Field(() => String, { nullable: true })
  eventName?: string | null;

  @Field(() => String, { nullable: true })
  eventPlace?: string | null;

  @Field(() => String, { nullable: true })
  category?: string | null;

  @Field(() => String, { nullable: true, description: 'YYYY-MM-DD, not in the future.' })
  date?: string | null;

  @Field(() => Boolean, { nullable: true, description: 'At most 5 per profile.' })
  isTop?: boolean | null;
}

@InputType({ description: 'Fields left out keep their value on update; null or [] clears them.' })
export class ProfileInput {
  @Field(() => String, { nullable: true, description: 'dancer and trainer: 1–32 characters.' })
  firstName?: string | null;

  @Field(() => String, { nullable: true, description: 'dancer and trainer: 1–64 characters.' })
  lastName?: string | null;

  @Field(() => String, {
    nullable: true,
    description: 'Organisations: 1–128 letters, digits, dots, underscores, starting and ending alphanumeric; unique.',
  })
  name?: string | null;

  @Field(() => String, { nullable: true })
  bio?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  country?: string | null;

  @Field(() => [DanceStyleEnum], { nullable: true })
  danceStyles?: DanceStyleEnum[] | null;

  @Field(() => SocialLinksInput, { nullable: true })
  socialLinks?: SocialLinksInput | null;

  @Field(() => ImageInput, { nullable: true })
  avatar?: ImageInput | null;

  @Field(() => ImageInput, { nullable: true })
  photo?: ImageInput | null;

  @Field(() => ImageInput, { nullable: true })
  backgroundImage?: ImageInput | null;

  @Field(() => [MediaItemInput], { nullable: true })
  media?: MediaItemInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true })
  schools?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true })
  federations?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true })
  formations?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true })
  trainers?: AffiliationInput[] | null;

  @Field(() => [AffiliationInput], { nullable: true })
  partners?: AffiliationInput[] | null;

  @Field(() => [AchievementInput], { nullable: true })
  achievements?: AchievementInput[] | null;
}

@InputType()
export class CreateProfileInput extends ProfileInput {
  @Field(() => ProfileTypeEnum)
  type: ProfileTypeEnum;
}

@InputType({ description: 'List filters match profiles having any of their values.' })
export class ProfileFilter {
  @Field(() => [ProfileTypeEnum], { nullable: true })
  type?: ProfileTypeEnum[];

  @Field(() => [String], { nullable: true, description: 'ISO 3166-1 alpha-2 codes.' })
  country?: string[];

  @Field(() => [DanceStyleEnum], { nullable: true })
  danceStyles?: DanceStyleEnum[];

  @Field(() => ID, { nullable: true })
  ownerId?: string;
}

@ArgsType()
export class ProfilesArgs {
  @Field(() => ProfileFilter, { nullable: true })
  filter?: ProfileFilter;

  @Field(() => String, { nullable: true, description: 'Matches names by similarity, partial words too.' })
  search?: string;

  @Field(() => ProfileSortEnum, { nullable: true })
  sort?: ProfileSortEnum;

  @Field(() => SortOrder, { nullable: true })
  sortOrder?: SortOrder;

  @Field(() => Int, { nullable: true, description: 'From 1; default 1.' })
  page?: number;

  @Field(() => Int, { nullable: true, description: '1–100; default 25.' })
  pageSize?: number;
}

@ArgsType()
export class SuggestProfilesArgs {
  @Field({ description: 'Trimmed, 3–100 characters.' })
  search: string;

  @Field(() => [ProfileTypeEnum], { nullable: true, description: 'Only profiles of these types.' })
  types?: ProfileTypeEnum[] | null;

  @Field(() => Int, { nullable: true, defaultValue: 25, description: '1–25; default 25.' })
  first?: number | null;
}
