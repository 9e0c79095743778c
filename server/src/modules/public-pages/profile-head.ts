import { isUuid, ORGANISATION_NAME_PATTERN, PROFILE_LIMITS } from '@odance/contract';
import type { AppContainer } from '../../kernel/context.js';
import { displayNameOf, isPersonType, isProfileType, profileHeadRowByHandle, profileHeadRowById, type ProfileHeadRow, type ProfileType } from '../profiles/index.js';
import { previewText } from './html-text.js';
import { SITE_NAME, type PageHead } from './page-head.js';

/** The words a preview uses for each type ("Ana Núñez · Dancer"). */
const TYPE_LABELS: Record<ProfileType, string> = {
  dancer: 'Dancer',
  trainer: 'Trainer',
  formation: 'Formation',
  school: 'Dance school',
  federation: 'Federation',
  partner: 'Partner',
};

/** schema.org types (docs/public-pages.md): Person for people, DanceGroup for a formation, Organization for the others. */
const SCHEMA_TYPES: Record<ProfileType, string> = {
  dancer: 'Person',
  trainer: 'Person',
  formation: 'DanceGroup',
  school: 'Organization',
  federation: 'Organization',
  partner: 'Organization',
};

export interface ProfileHead {
  head: PageHead;
  /** Changes whenever anything the head shows can have changed (the profile's update time, its verification). */
  version: string;
}

/** The head of `/profile/{type}/{id}`, or null for a profile that does not exist (under that type). One statement. */
export async function findProfileHead(c: AppContainer, type: string, id: string): Promise<ProfileHead | null> {
  if (!isProfileType(type) || !isUuid(id)) return null;
  return headOf(c, await profileHeadRowById(c.dataSource.manager, id, type));
}

/**
 * The head of `/@{handle}` (an organisation's handle, any case), or null when no profile has it. The same head as
 * the id address's, canonical link included: the id address stays the one to index, since a handle can change.
 */
export async function findProfileHeadByHandle(c: AppContainer, handle: string): Promise<ProfileHead | null> {
  if (handle === '' || handle.length > PROFILE_LIMITS.name || !ORGANISATION_NAME_PATTERN.test(handle)) return null;
  return headOf(c, await profileHeadRowByHandle(c.dataSource.manager, handle));
}

function headOf(c: AppContainer, row: ProfileHeadRow | undefined): ProfileHead | null {
  if (!row) return null;
  return { head: profileHead(c.config.appUrl, row), version: `${row.id}:${row.updated_at.getTime()}:${row.verified_at?.getTime() ?? 0}` };
}

function profileHead(appUrl: string, row: ProfileHeadRow): PageHead {
  const person = isPersonType(row.type);
  const name = displayNameOf({ name: row.name, displayName: row.display_name, firstName: row.first_name, lastName: row.last_name });
  const url = `${appUrl}/profile/${row.type}/${row.id}`;
  const portrait = row.avatar_url ?? row.photo_url;
  const picture = portrait ?? row.background_image_url;
  const image = picture ? new URL(picture, `${appUrl}/`).href : undefined;
  const description = row.bio?.trim() ? previewText(row.bio) : `${name}, ${TYPE_LABELS[row.type].toLowerCase()} on ${SITE_NAME}.`;
  const sameAs = Object.values(row.social_links ?? {}).filter((link): link is string => typeof link === 'string' && link !== '');
  const jsonLd: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': SCHEMA_TYPES[row.type],
    name,
    url,
    ...(person ? { givenName: row.first_name, familyName: row.last_name } : {}),
    // The organisation's handle, when its display name reads otherwise.
    ...(!person && row.name && row.name !== name ? { alternateName: row.name } : {}),
    ...(row.bio?.trim() ? { description: previewText(row.bio, 500) } : {}),
    ...(image ? { image } : {}),
    ...(!person && row.country ? { address: { '@type': 'PostalAddress', addressCountry: row.country } } : {}),
    ...(sameAs.length > 0 ? { sameAs } : {}),
    // A verified organisation: schema.org has no "verified" property; a credential recognised by
    // the site says who vouches for it, in terms search engines and other readers already parse.
    ...(row.verified_at ? { hasCredential: verifiedCredential(appUrl, row.verified_at) } : {}),
  };
  return {
    title: `${name} · ${TYPE_LABELS[row.type]} · ${SITE_NAME}`,
    description,
    url,
    image,
    ogType: person ? 'profile' : 'website',
    twitterCard: portrait || !image ? 'summary' : 'summary_large_image',
    jsonLd,
    // The banner across the top of the public page (client/src/features/profiles/PublicProfilePage.tsx).
    ...(row.background_image_url ? { leadImage: row.background_image_url } : {}),
  };
}

function verifiedCredential(appUrl: string, verifiedAt: Date): Record<string, unknown> {
  return {
    '@type': 'EducationalOccupationalCredential',
    name: `Verified by ${SITE_NAME}`,
    credentialCategory: 'verification',
    recognizedBy: { '@type': 'Organization', name: SITE_NAME, url: `${appUrl}/` },
    dateCreated: verifiedAt.toISOString().slice(0, 10),
  };
}

/** The head of a profile path that names nothing: not indexed; the app draws its not-found screen. */
export function missingProfileHead(appUrl: string, path: string): PageHead {
  return {
    title: `Profile not found · ${SITE_NAME}`,
    description: 'This profile does not exist or was deleted.',
    url: `${appUrl}${path}`,
    ogType: 'website',
    twitterCard: 'summary',
    noindex: true,
  };
}

/** `/`: the site itself (docs/public-pages.md). */
export function homeHead(appUrl: string): PageHead {
  const url = `${appUrl}/`;
  return {
    title: `${SITE_NAME}: dancers, trainers, formations and schools`,
    description: 'Find dancers, trainers, formations, schools and federations with their affiliations and competition results, and pay each other in oDance.',
    url,
    ogType: 'website',
    twitterCard: 'summary',
    jsonLd: { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url },
  };
}
