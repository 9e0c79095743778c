import { registerEnumType } from 'type-graphql';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import { AFFILIATION_LIST_NAMES, AFFILIATION_STATUSES, DANCE_STYLES, MEDIA_KINDS, PROFILE_TYPES } from '../profile-types.js';
import { PROFILE_SORTS } from '../queries/profile-list-query.js';

/**
 * The GraphQL enums of profile-types.ts's vocabulary: its strings are the values, so GraphQL types declare the
 * unions (`ProfileType`, `DanceStyle`, `MediaKind`) and the presenter's strings need no conversion. Exported from
 * here, so whoever uses one in a GraphQL type has it registered; ProfileSort is only an argument.
 */
export const ProfileTypeEnum = stringEnum(PROFILE_TYPES);
export const DanceStyleEnum = stringEnum(DANCE_STYLES);
export const MediaKindEnum = stringEnum(MEDIA_KINDS);
export const AffiliationStatusEnum = stringEnum(AFFILIATION_STATUSES);
export const AffiliationListEnum = stringEnum(AFFILIATION_LIST_NAMES);

registerEnumType(AffiliationStatusEnum, {
  name: 'AffiliationStatus',
  description: "An affiliation with an organisation, as the organisation's owner answered it.",
  valuesConfig: {
    pending: { description: 'Asked, not answered yet.' },
    accepted: { description: "Accepted: the member is listed on the organisation's page." },
    declined: { description: 'Declined: the member page shows the name without a link.' },
  },
});

registerEnumType(AffiliationListEnum, {
  name: 'AffiliationList',
  description: "A profile's affiliation list.",
  valuesConfig: {
    schools: { description: 'Schools it belongs to.' },
    federations: { description: 'Federations it belongs to.' },
    formations: { description: 'Formations it dances in.' },
    trainers: { description: 'Its trainers.' },
    partners: { description: 'Partners it works with.' },
  },
});

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

export const ProfileSortEnum = stringEnum(PROFILE_SORTS);
registerEnumType(ProfileSortEnum, {
  name: 'ProfileSort',
  description: 'Without a sort, a search is ordered by closeness to the search text and a plain list by newest first.',
  valuesConfig: {
    name: { description: 'By display name.' },
    createdAt: { description: 'By creation date.' },
    updatedAt: { description: 'By last change.' },
    country: { description: 'By country code.' },
    type: { description: 'By profile type.' },
    completeness: { description: 'Explore\'s ranking: the most complete first (avatar, bio, dance styles, achievements), then the newest; descending by default.' },
  },
});
