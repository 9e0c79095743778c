import { isHttpUrlOn, MAX_TOP_ACHIEVEMENTS, PROFILE_LIMITS as LIMITS } from '@odance/contract/profiles';
import { isReservedHandle } from '@odance/contract/handles';
import { bioRule, displayNameRule, firstNameRule, lastNameRule, organisationHandleRule, socialLinkRule } from '@odance/contract/rules';
import type { CreateProfileInput, MediaKind, ProfileDetailsFieldsFragment, ProfileInput } from '../../../gql/graphql';
import { PRINTABLE_LINE_TEXT, ruleMessage, type FieldSpec } from '../../../shared/forms/server-errors';
import { ordinal } from '../profile-format';
import {
  AFFILIATION_LABEL,
  AFFILIATION_LISTS,
  AFFILIATIONS_BY_TYPE,
  hasFullWizard,
  isPersonType,
  type AffiliationList,
  type ProfileType,
} from '../profile-types';
import { SOCIAL_LABEL, SOCIAL_NETWORKS, socialLinkMessage, type SocialNetwork } from '../social-networks';

/*
 * The form checks with the server's own rules and limits (@odance/contract: packages/contract/src/rules.ts and
 * profiles.ts), so it says the same first.
 */

/** docs/product.md#profile-names: a handle has letters of any script, digits, dots, underscores and hyphens, alphanumeric at both ends. */
export const NAME_RULE_TEXT = 'Use letters, digits, dots, underscores and hyphens only, starting and ending with a letter or digit.';
export const RESERVED_HANDLE_TEXT = 'This address is reserved. Choose another one.';
/** A display name is any printable text on one line. */
export const TOP_LIMIT_TEXT = `Up to ${MAX_TOP_ACHIEVEMENTS} achievements can be marked as top.`;

export interface AffiliationValue {
  /** The linked profile, or null for free text. */
  id: string | null;
  name: string;
}

export interface AchievementValue {
  /** A local key for lists and dialogs; the server's id (kept on edits) is `id`. */
  key: string;
  id: string | null;
  place: number;
  eventName: string;
  eventPlace: string;
  category: string;
  /** YYYY-MM-DD. */
  date: string;
  isTop: boolean;
}

export interface MediaValue {
  url: string;
  kind: MediaKind;
}

export interface ProfileFormValues {
  firstName: string;
  lastName: string;
  /** Organisations: the handle (the `/@handle` address); blank on creation: derived by the server from the display name. */
  name: string;
  /** Organisations: the name people read ("Escuela de Baile Sevilla"), the one name the creator asks for. */
  displayName: string;
  avatar: string | null;
  photo: string | null;
  backgroundImage: string | null;
  country: string | null;
  danceStyles: string[];
  socialLinks: Record<SocialNetwork, string>;
  bio: string;
  media: MediaValue[];
  schools: AffiliationValue[];
  federations: AffiliationValue[];
  formations: AffiliationValue[];
  trainers: AffiliationValue[];
  partners: AffiliationValue[];
  achievements: AchievementValue[];
}

export type StepKey = 'basic' | 'affiliations' | 'bioMedia' | 'achievements';

export interface StepInfo {
  key: StepKey;
  label: string;
  description: string;
  optional: boolean;
}

const STEPS: Record<StepKey, StepInfo> = {
  basic: { key: 'basic', label: 'Basic information', description: 'Names, pictures, styles', optional: false },
  affiliations: { key: 'affiliations', label: 'Affiliations', description: 'Schools, trainers…', optional: true },
  bioMedia: { key: 'bioMedia', label: 'Bio and media', description: 'About you, pictures, videos', optional: true },
  achievements: { key: 'achievements', label: 'Achievements', description: 'Places and events', optional: true },
};

/** docs/web-app.md#states: dancer, trainer and formation get four steps; the other types the basic step only. */
export function stepsFor(type: ProfileType): [StepInfo, ...StepInfo[]] {
  return hasFullWizard(type) ? [STEPS.basic, STEPS.affiliations, STEPS.bioMedia, STEPS.achievements] : [STEPS.basic];
}

let keyCounter = 0;
export const newKey = (): string => `a${Date.now().toString(36)}${(keyCounter++).toString(36)}`;

const emptyLinks = (): Record<SocialNetwork, string> =>
  Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, ''])) as Record<SocialNetwork, string>;

export function emptyProfileValues(): ProfileFormValues {
  return {
    firstName: '',
    lastName: '',
    name: '',
    displayName: '',
    avatar: null,
    photo: null,
    backgroundImage: null,
    country: null,
    danceStyles: [],
    socialLinks: emptyLinks(),
    bio: '',
    media: [],
    schools: [],
    federations: [],
    formations: [],
    trainers: [],
    partners: [],
    achievements: [],
  };
}

/** The editor starts from the stored profile. */
export function valuesFromProfile(profile: ProfileDetailsFieldsFragment): ProfileFormValues {
  const links = emptyLinks();
  for (const network of SOCIAL_NETWORKS) links[network] = profile.socialLinks[network] ?? '';
  const affiliations = (list: AffiliationList) => profile[list].map((item) => ({ id: item.id ?? null, name: item.name }));
  return {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    name: profile.name ?? '',
    displayName: profile.name ? profile.displayName : '',
    avatar: profile.avatar?.url ?? null,
    photo: profile.photo?.url ?? null,
    backgroundImage: profile.backgroundImage?.url ?? null,
    country: profile.country ?? null,
    danceStyles: [...profile.danceStyles],
    socialLinks: links,
    bio: profile.bio ?? '',
    media: profile.media.map((item) => ({ url: item.url, kind: item.kind })),
    schools: affiliations('schools'),
    federations: affiliations('federations'),
    formations: affiliations('formations'),
    trainers: affiliations('trainers'),
    partners: affiliations('partners'),
    achievements: profile.achievements.map((item) => ({
      key: newKey(),
      id: item.id,
      place: item.place,
      eventName: item.eventName,
      eventPlace: item.eventPlace ?? '',
      category: item.category ?? '',
      date: item.date,
      isTop: item.isTop,
    })),
  };
}

const text = (value: string): string | null => (value.trim() === '' ? null : value.trim());

/**
 * The whole profile as the API takes it. Every field is sent, so an update replaces exactly what the form
 * shows (updates are partial on the server: a field left out would keep its old value).
 */
export function toProfileInput(type: ProfileType, values: ProfileFormValues): ProfileInput {
  const names = isPersonType(type)
    ? { firstName: values.firstName.trim(), lastName: values.lastName.trim() }
    : { name: text(values.name), displayName: text(values.displayName) };
  const socialLinks = Object.fromEntries(SOCIAL_NETWORKS.map((network) => [network, text(values.socialLinks[network])]));
  const affiliations = Object.fromEntries(
    AFFILIATION_LISTS.map((list) => [list, values[list].map((item) => (item.id ? { id: item.id } : { name: item.name.trim() }))]),
  );
  return {
    ...names,
    avatar: values.avatar ? { url: values.avatar } : null,
    photo: values.photo ? { url: values.photo } : null,
    backgroundImage: values.backgroundImage ? { url: values.backgroundImage } : null,
    country: values.country,
    danceStyles: values.danceStyles as ProfileInput['danceStyles'],
    socialLinks,
    bio: text(values.bio),
    media: values.media.map((item) => ({ url: item.url, kind: item.kind })),
    ...affiliations,
    achievements: values.achievements.map((item) => ({
      ...(item.id ? { id: item.id } : {}),
      place: item.place,
      eventName: item.eventName.trim(),
      eventPlace: text(item.eventPlace),
      category: text(item.category),
      date: item.date,
      isTop: item.isTop,
    })),
  };
}

export const toCreateInput = (type: ProfileType, values: ProfileFormValues): CreateProfileInput => ({ type, ...toProfileInput(type, values) });

export type FormErrors = Record<string, string>;

const FIELDS = {
  firstName: { label: 'First name', max: LIMITS.firstName, invalid: PRINTABLE_LINE_TEXT },
  lastName: { label: 'Last name', max: LIMITS.lastName, invalid: PRINTABLE_LINE_TEXT },
  name: { label: 'Address', max: LIMITS.name, invalid: NAME_RULE_TEXT },
  displayName: { label: 'Name', max: LIMITS.displayName, invalid: PRINTABLE_LINE_TEXT },
  bio: { label: 'Bio', max: LIMITS.bio },
} satisfies Record<string, FieldSpec>;

const socialLinkSpec = (network: SocialNetwork): FieldSpec => ({
  label: SOCIAL_LABEL[network],
  tooLong: `${SOCIAL_LABEL[network]} link is too long.`,
  invalid: socialLinkMessage(network),
});

/** The client's copy of the server's rules for one step: errors by form path (empty when the step is fine). */
export function validateStep(type: ProfileType, step: StepKey, values: ProfileFormValues): FormErrors {
  const errors: FormErrors = {};
  const put = (path: string, message: string | null) => {
    if (message) errors[path] = message;
  };
  const bioOnBasic = !hasFullWizard(type);
  if (step === 'basic') {
    if (isPersonType(type)) {
      put('firstName', ruleMessage(firstNameRule, values.firstName, FIELDS.firstName));
      put('lastName', ruleMessage(lastNameRule, values.lastName, FIELDS.lastName));
    } else {
      // The name people read is required; the address may stay blank (the server derives it) but is checked when typed.
      put('displayName', values.displayName.trim() === '' ? 'Name is required.' : ruleMessage(displayNameRule, values.displayName, FIELDS.displayName));
      put('name', isReservedHandle(values.name.trim()) ? RESERVED_HANDLE_TEXT : ruleMessage(organisationHandleRule, values.name, FIELDS.name));
    }
    for (const network of SOCIAL_NETWORKS) {
      put(`socialLinks.${network}`, ruleMessage(socialLinkRule(network), values.socialLinks[network], socialLinkSpec(network)));
    }
    if (bioOnBasic) put('bio', ruleMessage(bioRule, values.bio, FIELDS.bio));
  }
  if (step === 'affiliations') {
    for (const list of AFFILIATIONS_BY_TYPE[type]) {
      if (values[list].length > LIMITS.affiliationsPerList)
        put(list, `At most ${LIMITS.affiliationsPerList} ${AFFILIATION_LABEL[list].toLowerCase()}.`);
    }
  }
  if (step === 'bioMedia') {
    put('bio', ruleMessage(bioRule, values.bio, FIELDS.bio));
    if (values.media.length > LIMITS.media) put('media', `At most ${LIMITS.media} pictures and videos.`);
  }
  if (step === 'achievements') {
    if (values.achievements.filter((item) => item.isTop).length > MAX_TOP_ACHIEVEMENTS) put('achievements', TOP_LIMIT_TEXT);
    if (values.achievements.length > LIMITS.achievements) put('achievements', `At most ${LIMITS.achievements} achievements.`);
  }
  return errors;
}

/** A video link for the gallery: any http(s) address (YouTube, Vimeo…). */
export const isVideoLink = (value: string): boolean => isHttpUrlOn(value.trim(), null);

/* ------------------------------------------------------------------------------------------------------------
 * Server answers: VALIDATION_FAILED names a dotted field (`socialLinks.x`, `achievements.2.date`). It is put on
 * the step that shows the field and under the field itself, in words.
 * ------------------------------------------------------------------------------------------------------------ */

export interface PlacedError {
  step: StepKey;
  /** The form path the message shows under. */
  path: string;
  message: string;
}

const notValid = (label: string): string => `${label} is not valid.`;

const GENERIC: Record<string, (label: string) => string> = {
  required: (label) => `${label} is required.`,
  tooShort: (label) => `${label} is too short.`,
  tooLong: (label) => `${label} is too long.`,
  invalid: notValid,
  alreadyExists: (label) => `${label} already exists.`,
  mismatch: (label) => `${label} does not match.`,
};

const generic = (label: string, reason: string): string => (GENERIC[reason] ?? notValid)(label);

const IMAGE_LABEL: Record<'avatar' | 'photo' | 'backgroundImage', string> = { avatar: 'Avatar', photo: 'Photo', backgroundImage: 'Background image' };

const ACHIEVEMENT_FIELDS: Record<string, { label: string; max?: number; invalid?: string }> = {
  place: { label: 'Place', invalid: 'Place must be a whole number of 1 or more.' },
  eventName: { label: 'Event name', max: LIMITS.eventName },
  eventPlace: { label: 'Event place', max: LIMITS.eventPlace },
  category: { label: 'Category', max: LIMITS.category },
  date: { label: 'Date', invalid: 'Enter a real date (dd/mm/yyyy) from 1900 up to today.' },
  isTop: { label: 'Top', invalid: TOP_LIMIT_TEXT },
};

function withLimit(label: string, reason: string, max: number | undefined): string {
  if (reason === 'tooLong' && max) return `${label} must be at most ${max} characters.`;
  return generic(label, reason);
}

/** Where a server validation error goes, and what it says; null when the form has no place for it. */
export function placeServerError(type: ProfileType, field: string, reason: string): PlacedError | null {
  const parts = field.split('.');
  // split always gives at least one part (the whole field when it has no dot).
  const [head = field] = parts;
  const basic = (path: string, message: string): PlacedError => ({ step: 'basic', path, message });
  const bioStep: StepKey = hasFullWizard(type) ? 'bioMedia' : 'basic';

  switch (head) {
    case 'firstName':
      return basic('firstName', reason === 'invalid' ? PRINTABLE_LINE_TEXT : withLimit('First name', reason, LIMITS.firstName));
    case 'lastName':
      return basic('lastName', reason === 'invalid' ? PRINTABLE_LINE_TEXT : withLimit('Last name', reason, LIMITS.lastName));
    case 'name':
      if (reason === 'alreadyExists') return basic('name', 'This address is already taken. Choose another one.');
      if (reason === 'invalid') return basic('name', NAME_RULE_TEXT);
      return basic('name', withLimit('Address', reason, LIMITS.name));
    case 'displayName':
      if (reason === 'invalid') return basic('displayName', PRINTABLE_LINE_TEXT);
      return basic('displayName', withLimit('Name', reason, LIMITS.displayName));
    case 'avatar':
    case 'photo':
    case 'backgroundImage':
      return basic(head, reason === 'invalid' ? `${IMAGE_LABEL[head]}: upload the picture again.` : generic(IMAGE_LABEL[head], reason));
    case 'country':
      return basic('country', reason === 'invalid' ? 'Choose a country from the list.' : generic('Country', reason));
    case 'danceStyles':
      return basic('danceStyles', reason === 'invalid' ? 'Choose dance styles from the list.' : generic('Dance styles', reason));
    case 'socialLinks': {
      const network = parts[1] as SocialNetwork | undefined;
      if (network && (SOCIAL_NETWORKS as readonly string[]).includes(network)) {
        return basic(`socialLinks.${network}`, reason === 'tooLong' ? `${SOCIAL_LABEL[network]} link is too long.` : socialLinkMessage(network));
      }
      return basic('socialLinks.website', 'A social link is not valid.');
    }
    case 'bio':
      return { step: bioStep, path: 'bio', message: withLimit('Bio', reason, LIMITS.bio) };
    case 'media': {
      if (parts.length === 1)
        return {
          step: bioStep,
          path: 'media',
          message: reason === 'tooLong' ? `At most ${LIMITS.media} pictures and videos.` : generic('Media', reason),
        };
      const index = Number(parts[1]);
      return {
        step: bioStep,
        path: 'media',
        message: `Item ${index + 1} of the gallery is not valid: pictures must be uploaded here and videos need an http(s) link.`,
      };
    }
    case 'achievements': {
      if (parts.length === 1) {
        return {
          step: 'achievements',
          path: 'achievements',
          message: reason === 'tooLong' ? `At most ${LIMITS.achievements} achievements.` : generic('Achievements', reason),
        };
      }
      const index = Number(parts[1]);
      const spec = ACHIEVEMENT_FIELDS[parts[2] ?? ''];
      const message = spec
        ? reason === 'invalid' && spec.invalid
          ? spec.invalid
          : withLimit(spec.label, reason, spec.max)
        : 'This achievement is not valid.';
      return { step: 'achievements', path: `achievements.${index}`, message };
    }
    default:
      if ((AFFILIATION_LISTS as readonly string[]).includes(head)) {
        const list = head as AffiliationList;
        const label = AFFILIATION_LABEL[list];
        if (parts.length === 1) {
          return {
            step: 'affiliations',
            path: list,
            message: reason === 'tooLong' ? `At most ${LIMITS.affiliationsPerList} ${label.toLowerCase()}.` : generic(label, reason),
          };
        }
        const index = Number(parts[1]);
        const which = `The ${ordinal(index + 1)} of your ${label.toLowerCase()}`;
        const message =
          parts[2] === 'name'
            ? reason === 'tooLong'
              ? `${which} is longer than ${LIMITS.affiliationName} characters.`
              : `${which} needs a name.`
            : `${which} could not be linked: remove it and pick it again, or add it as free text.`;
        return { step: 'affiliations', path: list, message };
      }
      return null;
  }
}
