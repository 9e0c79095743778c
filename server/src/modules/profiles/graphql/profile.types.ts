import { Field, ID, Int, ObjectType } from 'type-graphql';
import { Image } from '../../accounts/account.types.js';
import { DanceStyleEnum, MediaKindEnum, ProfileTypeEnum } from './profile-enums.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';

@ObjectType()
export class SocialLinks {
  @Field(() => String, { nullable: true })
  facebook: string | null;

  @Field(() => String, { nullable: true })
  instagram: string | null;

  @Field(() => String, { nullable: true })
  tiktok: string | null;

  @Field(() => String, { nullable: true })
  x: string | null;

  @Field(() => String, { nullable: true })
  website: string | null;

  @Field(() => String, { nullable: true })
  youtube: string | null;
}

@ObjectType()
export class MediaItem {
  @Field()
  url: string;

  @Field(() => MediaKindEnum)
  kind: MediaKindEnum;
}

@ObjectType({ description: 'A linked profile (id and name; its type is the list\'s) or free text (name only, id null).' })
export class Affiliation {
  @Field(() => ID, { nullable: true })
  id?: string;

  @Field()
  name: string;
}

@ObjectType()
export class Achievement {
  @Field(() => ID)
  id: string;

  @Field(() => Int, { description: '1 for first place.' })
  place: number;

  @Field()
  eventName: string;

  @Field(() => String, { nullable: true })
  eventPlace: string | null;

  @Field(() => String, { nullable: true })
  category: string | null;

  @Field({ description: 'YYYY-MM-DD (the UI shows dd/mm/yyyy).' })
  date: string;

  @Field()
  isTop: boolean;
}

@ObjectType()
export class ProfileOwner {
  @Field(() => ID)
  id: string;
}

@ObjectType({ description: 'A public profile: the profile JSON of the REST API.' })
export class Profile {
  @Field(() => ID)
  id: string;

  @Field(() => ProfileTypeEnum)
  type: ProfileTypeEnum;

  @Field(() => String, { nullable: true, description: 'Organisation types only.' })
  name?: string;

  @Field(() => String, { nullable: true, description: 'dancer and trainer only.' })
  firstName?: string;

  @Field(() => String, { nullable: true, description: 'dancer and trainer only.' })
  lastName?: string;

  @Field(() => Image, { nullable: true })
  avatar: Image | null;

  @Field(() => Image, { nullable: true })
  photo: Image | null;

  @Field(() => Image, { nullable: true })
  backgroundImage: Image | null;

  @Field(() => String, { nullable: true })
  bio: string | null;

  @Field(() => String, { nullable: true, description: 'ISO 3166-1 alpha-2.' })
  country: string | null;

  @Field(() => [DanceStyleEnum])
  danceStyles: DanceStyleEnum[];

  @Field(() => SocialLinks)
  socialLinks: SocialLinks;

  @Field(() => [MediaItem])
  media: MediaItem[];

  @Field({ description: "The owner's main profile (exactly one per owner)." })
  isMain: boolean;

  @Field(() => ProfileOwner)
  owner: ProfileOwner;

  @Field()
  createdAt: Date;

  @Field()
  updatedAt: Date;
}

@ObjectType()
export class ProfilePage extends PageFields {
  @Field(() => [Profile])
  profiles: Profile[];
}

@ObjectType()
export class DeletedProfile {
  @Field(() => ID)
  id: string;
}
