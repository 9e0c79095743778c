import { registerEnumType } from 'type-graphql';

/** GraphQL enums mirroring profile-types.ts (type-graphql needs TypeScript enums; the values are the same strings). */
export enum ProfileTypeEnum {
  dancer = 'dancer',
  trainer = 'trainer',
  formation = 'formation',
  school = 'school',
  federation = 'federation',
  partner = 'partner',
}
registerEnumType(ProfileTypeEnum, { name: 'ProfileType', description: 'dancer and trainer are people (first and last name); the others organisations (name).' });

export enum DanceStyleEnum {
  ballet = 'ballet',
  contemporary = 'contemporary',
  hipHop = 'hipHop',
  jazz = 'jazz',
  tap = 'tap',
  modern = 'modern',
  ballroom = 'ballroom',
}
registerEnumType(DanceStyleEnum, { name: 'DanceStyle' });

export enum MediaKindEnum {
  image = 'image',
  video = 'video',
}
registerEnumType(MediaKindEnum, { name: 'MediaKind', description: 'image: an upload; video: an http(s) link (YouTube, Vimeo…).' });

export enum ProfileSortEnum {
  name = 'name',
  createdAt = 'createdAt',
  updatedAt = 'updatedAt',
  country = 'country',
  type = 'type',
}
registerEnumType(ProfileSortEnum, {
  name: 'ProfileSort',
  description: 'Without a sort, a search is ordered by closeness to the search text and a plain list by newest first.',
});
