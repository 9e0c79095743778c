import { Field, ID, Int, ObjectType } from 'type-graphql';
import type { AffiliationList, AffiliationStatus, DanceStyle, MediaKind, ProfileType } from '../profile-types.js';
import { Image } from '../../../shared/graphql/image.type.js';
import { AffiliationListEnum, AffiliationStatusEnum, DanceStyleEnum, MediaKindEnum, ProfileTypeEnum } from './profile-enums.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import type { AchievementJson, AffiliationJson, MediaItemJson, ProfileCoreJson } from '../profile.presenter.js';

@ObjectType({ description: 'A profile\'s links.' })
export class SocialLinks {
  @Field(() => String, { nullable: true, description: 'Its Facebook page.' })
  facebook: string | null;

  @Field(() => String, { nullable: true, description: 'Its Instagram account.' })
  instagram: string | null;

  @Field(() => String, { nullable: true, description: 'Its TikTok account.' })
  tiktok: string | null;

  @Field(() => String, { nullable: true, description: 'Its X (Twitter) account.' })
  x: string | null;

  @Field(() => String, { nullable: true, description: 'Its website.' })
  website: string | null;

  @Field(() => String, { nullable: true, description: 'Its YouTube channel.' })
  youtube: string | null;
}

@ObjectType({ description: 'An image or a video link on a profile.' })
export class MediaItem implements MediaItemJson {
  @Field({ description: 'The image\'s URL or the video\'s link.' })
  url: string;

  @Field(() => MediaKindEnum, { description: 'Image or video.' })
  kind: MediaKind;
}

@ObjectType({ description: 'A linked profile (id and name; its type is the list\'s) or free text (name only, id null).' })
export class Affiliation implements AffiliationJson {
  @Field(() => ID, { nullable: true, description: 'The linked profile\'s id, or null for a name typed without a profile.' })
  id?: string;

  @Field({ description: 'The display name of the school, trainer, formation, federation or partner.' })
  name: string;

  @Field(() => AffiliationStatusEnum, {
    nullable: true,
    description: "A link to an organisation is a request its owner answers: pending, accepted or declined. Null for free text and trainers.",
  })
  status?: AffiliationStatus;
}


@ObjectType({ description: 'A competition result on a profile.' })
export class Achievement implements AchievementJson {
  @Field(() => ID, { description: 'Identifies the achievement.' })
  id: string;

  @Field(() => Int, { description: '1 for first place.' })
  place: number;

  @Field({ description: 'The competition\'s name.' })
  eventName: string;

  @Field(() => String, { nullable: true, description: 'Where the competition took place.' })
  eventPlace: string | null;

  @Field(() => String, { nullable: true, description: 'The category danced, e.g. "Adult Latin".' })
  category: string | null;

  @Field({ description: 'YYYY-MM-DD (the UI shows dd/mm/yyyy).' })
  date: string;

  @Field({ description: 'One of the profile\'s highlighted results (at most five).' })
  isTop: boolean;
}

@ObjectType({ description: 'The account that owns a profile.' })
export class ProfileOwner {
  @Field(() => ID, { description: 'The account\'s id.' })
  id: string;
}

@ObjectType({ description: 'A public profile: the profile JSON of the REST API.' })
export class Profile implements ProfileCoreJson {
  @Field(() => ID, { description: 'Identifies the profile (with its type).' })
  id: string;

  @Field(() => ProfileTypeEnum, { description: 'The kind of profile.' })
  type: ProfileType;

  @Field(() => String, { nullable: true, description: 'Organisation types only.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'Dancers and trainers only.' })
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'Dancers and trainers only.' })
  lastName?: string;

  @Field({
    description:
      'The name to show: an organisation\'s display name (spaces and accents allowed; by default its name with _ and . read as spaces), "firstName lastName" for a person.',
  })
  displayName: string;

  @Field(() => Image, { nullable: true, description: 'The avatar image, if any.' })
  avatar: Image | null;

  @Field(() => Image, { nullable: true, description: 'A portrait photo, if any.' })
  photo: Image | null;

  @Field(() => Image, { nullable: true, description: 'The header image, if any.' })
  backgroundImage: Image | null;

  @Field(() => String, { nullable: true, description: 'About the profile, plain text; null when empty.' })
  bio: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  country: string | null;

  @Field(() => [DanceStyleEnum], { description: 'The styles danced or taught.' })
  danceStyles: DanceStyle[];

  @Field(() => SocialLinks, { description: 'Links to its social networks and website.' })
  socialLinks: SocialLinks;

  @Field(() => [MediaItem], { description: 'Images and video links.' })
  media: MediaItem[];

  @Field({ description: "The owner's main profile (exactly one per owner)." })
  isMain: boolean;

  @Field({
    description:
      'Whether an admin verified this organisation (school, federation, formation or partner) as the one it names; always false for dancers and trainers. Renaming it clears it.',
  })
  verified: boolean;

  @Field(() => ProfileOwner, { description: 'The account that owns it.' })
  owner: ProfileOwner;

  @Field({ description: 'When it was created.' })
  createdAt: Date;

  @Field({ description: 'When it last changed.' })
  updatedAt: Date;
}

@ObjectType({ description: 'A page of profiles.' })
export class ProfilePage extends PageFields {
  /** Resolved with `total` by ProfilePageTotalResolver (profile.resolver.ts), which describes it. */
  totalIsCapped: boolean;

  @Field(() => [Profile], { description: 'The profiles of this page.' })
  profiles: Profile[];
}

@ObjectType({ description: 'The profile that was deleted.' })
export class DeletedProfile {
  @Field(() => ID, { description: 'Its id.' })
  id: string;
}

@ObjectType({ description: "A profile's request to be listed as a member of an organisation the viewer owns (an affiliation that links it)." })
export class AffiliationRequest {
  @Field(() => ID, { description: 'Identifies the request (answerAffiliationRequest).' })
  id: string;

  @Field(() => AffiliationListEnum, { description: 'The member profile\'s list that links the organisation.' })
  list: AffiliationList;

  @Field(() => AffiliationStatusEnum, { description: 'Pending until answered.' })
  status: AffiliationStatus;

  @Field({ description: 'When the member linked the organisation.' })
  requestedAt: Date;

  @Field(() => Date, { nullable: true, description: 'When the organisation answered, if it did.' })
  answeredAt: Date | null;

  @Field(() => Profile, { description: 'The profile that asks to be listed.' })
  member: Profile;

  @Field(() => Profile, { description: "The viewer's organisation it links." })
  organisation: Profile;
}
