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
registerEnumType(ProfileTypeEnum, {
  name: 'ProfileType',
  description: 'dancer and trainer are people (first and last name); the others organisations (name).',
  valuesConfig: {
    dancer: { description: 'A dancer (a person).' },
    trainer: { description: 'A trainer (a person).' },
    formation: { description: 'A formation: a group that dances together.' },
    school: { description: 'A dance school.' },
    federation: { description: 'A federation.' },
    partner: { description: 'A partner: a venue, shop or sponsor.' },
  },
});

export enum DanceStyleEnum {
  ballet = 'ballet',
  contemporary = 'contemporary',
  hipHop = 'hipHop',
  jazz = 'jazz',
  tap = 'tap',
  modern = 'modern',
  ballroom = 'ballroom',
}
registerEnumType(DanceStyleEnum, {
  name: 'DanceStyle',
  description: 'A dance style.',
  valuesConfig: {
    ballet: { description: 'Ballet.' },
    ballroom: { description: 'Ballroom and Latin.' },
    contemporary: { description: 'Contemporary.' },
    hipHop: { description: 'Hip-hop.' },
    jazz: { description: 'Jazz.' },
    modern: { description: 'Modern.' },
    tap: { description: 'Tap.' },
  },
});

export enum MediaKindEnum {
  image = 'image',
  video = 'video',
}
registerEnumType(MediaKindEnum, {
  name: 'MediaKind',
  description: 'image: an upload; video: an http(s) link (YouTube, Vimeo…).',
  valuesConfig: {
    image: { description: 'An uploaded image.' },
    video: { description: 'A link to a video (YouTube, Vimeo…).' },
  },
});

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
  valuesConfig: {
    name: { description: 'By display name.' },
    createdAt: { description: 'By creation date.' },
    updatedAt: { description: 'By last change.' },
    country: { description: 'By country code.' },
    type: { description: 'By profile type.' },
  },
});
