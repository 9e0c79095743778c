import { registerEnumType } from 'type-graphql';
import { DanceStyleEnum, MediaKindEnum, ProfileTypeEnum } from '../profile.presenter.js';

/**
 * GraphQL enums mirroring profile-types.ts (type-graphql needs TypeScript enums; the values are the same strings).
 * The output ones are the presenter's own enums, registered here (and exported from here, so that whoever uses one
 * in a GraphQL type has it registered); ProfileSort is only an argument.
 */
export { DanceStyleEnum, MediaKindEnum, ProfileTypeEnum };

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
