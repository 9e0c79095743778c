import { randomUUID } from 'node:crypto';
import { displayNameOf, searchNameOf } from '../profile-names.js';
import { completenessOf } from '../profile-completeness.js';
import { DANCE_STYLES, PROFILE_TYPES, isPersonType, type AffiliationList, type DanceStyle, type ProfileType } from '../profile-types.js';

export const DEMO_PROFILES_PER_TYPE = 40;

const FIRST_NAMES = ['Amelia', 'Bruno', 'Chiara', 'Diego', 'Elena', 'Felix', 'Greta', 'Hugo', 'Ines', 'Jonas', 'Kaia', 'Luca', 'Maya', 'Nico', 'Olivia', 'Pablo', 'Rosa', 'Sami', 'Tara', 'Yuki'];
const LAST_NAMES = ['Moreau', 'Rossi', 'Novak', 'Schmidt', 'Garcia', 'Kowalski', 'Jensen', 'Silva', 'Dubois', 'Tanaka', 'Petrov', 'Okafor', 'Lindqvist', 'Costa', 'Horvat', 'Murphy'];
const PLACES = ['Vienna', 'Lisbon', 'Prague', 'Berlin', 'Paris', 'Milan', 'Kyiv', 'Warsaw', 'Madrid', 'Oslo', 'Dublin', 'Zagreb', 'Seoul', 'Austin'];
const ORGANISATION_WORDS: Record<Exclude<ProfileType, 'dancer' | 'trainer'>, string[]> = {
  formation: ['Dance_Crew', 'Ensemble', 'Company', 'Collective', 'Troupe'],
  school: ['Dance_Academy', 'Ballet_School', 'Dance_Studio', 'Conservatory', 'Movement_Lab'],
  federation: ['Dance_Federation', 'DanceSport_Union', 'Ballet_Association', 'Dance_Council'],
  partner: ['Shoes.Co', 'Stage_Lights', 'Dancewear', 'Music_Hall', 'Costume_Atelier'],
};
const COUNTRIES = ['AT', 'PT', 'CZ', 'DE', 'FR', 'IT', 'UA', 'PL', 'ES', 'NO', 'IE', 'HR', 'KR', 'US', 'GB', 'NL', 'SE', 'BR'];
const EVENTS = ['European Open', 'World Dance Cup', 'City Championship', 'Spring Gala', 'National Finals', 'Grand Prix', 'Summer Festival'];
const CATEGORIES = ['Solo', 'Duo', 'Small group', 'Formation', 'Junior', 'Adult'];

export interface DemoProfileRow {
  id: string;
  type: ProfileType;
  ownerId: string;
  firstName: string | null;
  lastName: string | null;
  name: string | null;
  displayName: string | null;
  searchName: string;
  completeness: number;
  bio: string;
  country: string;
  danceStyles: DanceStyle[];
  socialLinks: Record<string, string | null>;
  avatarUrl: string;
  backgroundImageUrl: string | null;
  isMain: boolean;
  createdAt: Date;
}

export interface DemoAffiliationRow {
  profileId: string;
  list: AffiliationList;
  linkedProfileId: string | null;
  name: string;
  position: number;
  /** Links to organisations are requests: the demo's organisations accepted theirs. */
  status?: 'accepted';
}

export interface DemoAchievementRow {
  profileId: string;
  place: number;
  eventName: string;
  eventPlace: string;
  category: string;
  date: string;
  isTop: boolean;
  position: number;
}

/** The item at `index`, counted round the list; every list here (the names above, the owners, the images) has items. */
function nth<T>(items: readonly T[], index: number): T {
  const item = items[index % items.length];
  if (item === undefined) throw new Error('demo data drawn from an empty list');
  return item;
}

/** A small deterministic generator: the same demo data on every first start. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const pick = <T>(items: readonly T[]): T => nth(items, Math.floor(next() * items.length));
  const some = <T>(items: readonly T[], min: number, max: number): T[] => {
    const count = min + Math.floor(next() * (max - min + 1));
    return [...new Set(Array.from({ length: count }, () => pick(items)))];
  };
  return { next, pick, some };
}

/** Profiles of every type for the given owners, then affiliations that link them together, then achievements. */
export function buildDemoProfiles(ownerIds: string[], images: { avatars: string[]; backgrounds: string[] }, now = Date.now()) {
  const rnd = random(42);
  const profiles: DemoProfileRow[] = [];
  const mainOwners = new Set<string>();
  PROFILE_TYPES.forEach((type, typeIndex) => {
    for (let i = 0; i < DEMO_PROFILES_PER_TYPE; i++) {
      const ownerId = nth(ownerIds, i + typeIndex);
      const person = isPersonType(type);
      const names = person
        ? { firstName: nth(FIRST_NAMES, i * 7 + typeIndex), lastName: nth(LAST_NAMES, i * 3 + typeIndex * 5), name: null }
        : { firstName: null, lastName: null, name: `${nth(PLACES, i)}_${nth(ORGANISATION_WORDS[type], i)}${i >= PLACES.length ? `_${i}` : ''}` };
      // Each owner's first profile is their main one, as if they had created it first.
      const isMain = !mainOwners.has(ownerId);
      mainOwners.add(ownerId);
      const handle = (names.name ?? `${names.firstName}.${names.lastName}`).toLowerCase().replace(/_/g, '');
      profiles.push({
        id: randomUUID(),
        type,
        ownerId,
        ...names,
        displayName: names.name === null ? null : displayNameOf(names),
        searchName: searchNameOf(names),
        completeness: 0, // once the achievements are drawn, below
        bio: person ? `${type === 'dancer' ? 'Dancer' : 'Trainer'} based in ${rnd.pick(PLACES)}. Stage, studio and competition.` : `${displayNameOf(names)}: classes, shows and events all year round.`,
        country: rnd.pick(COUNTRIES),
        danceStyles: rnd.some(DANCE_STYLES, 1, 3),
        socialLinks: { facebook: null, instagram: `https://www.instagram.com/${handle}`, tiktok: null, x: null, website: person ? null : `https://${handle}.example.com`, youtube: null },
        avatarUrl: nth(images.avatars, i + typeIndex),
        backgroundImageUrl: i % 3 === 0 ? nth(images.backgrounds, i) : null,
        isMain,
        createdAt: new Date(now - (typeIndex * DEMO_PROFILES_PER_TYPE + i) * 60_000),
      });
    }
  });
  const affiliations = linkAffiliations(profiles, rnd);
  const achievements = makeAchievements(profiles, rnd);
  for (const profile of profiles) {
    const achievementCount = achievements.filter((row) => row.profileId === profile.id).length;
    profile.completeness = completenessOf({ ...profile, achievementCount });
  }
  return { profiles, affiliations, achievements };
}

const LISTS_BY_TYPE: Record<ProfileType, AffiliationList[]> = {
  dancer: ['schools', 'trainers', 'formations', 'federations'],
  trainer: ['schools', 'federations'],
  formation: ['schools', 'trainers', 'federations'],
  school: ['federations', 'partners'],
  federation: ['partners'],
  partner: [],
};
const TYPE_OF_LIST: Record<AffiliationList, ProfileType> = { schools: 'school', federations: 'federation', formations: 'formation', trainers: 'trainer', partners: 'partner' };

function linkAffiliations(profiles: DemoProfileRow[], rnd: ReturnType<typeof random>): DemoAffiliationRow[] {
  const byType = new Map<ProfileType, DemoProfileRow[]>(PROFILE_TYPES.map((type) => [type, profiles.filter((p) => p.type === type)]));
  const rows: DemoAffiliationRow[] = [];
  for (const profile of profiles) {
    let position = 0;
    for (const list of LISTS_BY_TYPE[profile.type]) {
      if (rnd.next() < 0.35) continue;
      const linked = rnd.pick(byType.get(TYPE_OF_LIST[list])!);
      rows.push({ profileId: profile.id, list, linkedProfileId: linked.id, name: displayNameOf(linked), position: position++, ...(list === 'trainers' ? {} : { status: 'accepted' as const }) });
      // Now and then a free-text entry, as people add places that have no profile yet.
      if (rnd.next() < 0.2) rows.push({ profileId: profile.id, list, linkedProfileId: null, name: `${rnd.pick(PLACES)} Community ${list === 'trainers' ? 'Coach' : 'Club'}`, position: position++ });
    }
  }
  return rows;
}

function makeAchievements(profiles: DemoProfileRow[], rnd: ReturnType<typeof random>): DemoAchievementRow[] {
  const rows: DemoAchievementRow[] = [];
  for (const profile of profiles) {
    if (!['dancer', 'trainer', 'formation'].includes(profile.type)) continue;
    const count = Math.floor(rnd.next() * 5);
    for (let position = 0; position < count; position++) {
      const year = 2016 + Math.floor(rnd.next() * 9);
      const month = String(1 + Math.floor(rnd.next() * 12)).padStart(2, '0');
      const day = String(1 + Math.floor(rnd.next() * 28)).padStart(2, '0');
      rows.push({
        profileId: profile.id,
        place: 1 + Math.floor(rnd.next() * 6),
        eventName: rnd.pick(EVENTS),
        eventPlace: rnd.pick(PLACES),
        category: rnd.pick(CATEGORIES),
        date: `${year}-${month}-${day}`,
        isTop: position < 2,
        position,
      });
    }
  }
  return rows;
}
