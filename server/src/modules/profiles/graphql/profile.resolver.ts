import { Arg, Args, Ctx, FieldResolver, ID, Int, Mutation, Query, Resolver, Root } from 'type-graphql';
import type { ProfileType } from '../profile-types.js';
import type { RequestContext } from '../../../kernel/context.js';
import { createProfile } from '../commands/create-profile.js';
import { deleteProfile } from '../commands/delete-profile.js';
import { setMainProfile } from '../commands/set-main-profile.js';
import { setProfileVerified } from '../commands/set-profile-verified.js';
import { updateProfile } from '../commands/update-profile.js';
import { findProfileByHandleOrFail, findProfileOrFail } from '../queries/find-profile.js';
import { findProfiles, type ProfileListScope, type ProfileTotal } from '../queries/list-profiles.js';
import { ownProfilesScope } from '../queries/own-profiles-scope.js';
import { MAX_PAGE_SIZE, PROFILE_TOTAL_CAP, parseProfileListQuery } from '../queries/profile-list-query.js';
import { suggestProfiles } from '../queries/suggest-profiles.js';
import { presentProfileCore } from '../profile.presenter.js';
import type { Profile as ProfileRow } from '../profile.entity.js';
import { ProfileTypeEnum } from './profile-enums.js';
import { CreateProfileInput, ProfileInput, ProfilesArgs, SuggestProfilesArgs } from './profile.inputs.js';
import { AffiliationRequest, DeletedProfile, Profile, ProfilePage } from './profile.types.js';
import { listAffiliationRequests, type AffiliationRequestView } from '../queries/list-affiliation-requests.js';
import { answerAffiliationRequest } from '../commands/answer-affiliation-request.js';
import { Access } from '../../auth/index.js';

/**
 * Translates GraphQL to the profile commands and queries, the same ones REST uses. Each resolver returns the
 * profile's own fields; affiliations and achievements come from the per-request loaders (profile-fields.resolver.ts).
 */
@Resolver()
export class ProfileResolver {
  @Access({ who: 'anyone' })
  @Query(() => ProfilePage, { description: `Public list: filters, similarity search, sort and paging (pageSize ≤ ${MAX_PAGE_SIZE}).` })
  async profiles(@Args(() => ProfilesArgs) args: ProfilesArgs, @Ctx() ctx: RequestContext): Promise<LazyProfilePage> {
    return page(ctx, args);
  }

  @Access({ who: 'anyone' })
  @Query(() => [Profile], {
    description: 'Typeahead (top bar, affiliation pickers): the best matches among a bounded candidate set — name starts, then names containing the text, else close by trigrams. No paging, no total.',
  })
  async suggestProfiles(@Args(() => SuggestProfilesArgs) args: SuggestProfilesArgs, @Ctx() ctx: RequestContext): Promise<Profile[]> {
    return (await suggestProfiles(ctx.container.dataSource.manager, args)).map(present);
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => ProfilePage, { description: "The signed-in user's profiles, with the same arguments as profiles." })
  async myProfiles(@Args(() => ProfilesArgs) args: ProfilesArgs, @Ctx() ctx: RequestContext): Promise<LazyProfilePage> {
    return page(ctx, args, await ownProfilesScope(ctx));
  }

  @Access({ who: 'anyone' })
  @Query(() => Profile, { description: 'One public profile; NOT_FOUND when the id does not exist or has another type.' })
  async profile(@Arg('type', () => ProfileTypeEnum, { description: 'The profile\'s type.' }) type: ProfileType, @Arg('id', () => ID, { description: 'The profile\'s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<Profile> {
    return present(await findProfileOrFail(ctx.container.dataSource.manager, id, { type }));
  }

  @Access({ who: 'anyone' })
  @Query(() => Profile, { description: 'The organisation at `/@handle`: its handle (`name`), any case, with or without the @; NOT_FOUND when none has it.' })
  async profileByHandle(@Arg('handle', { description: 'The handle, e.g. escuela-de-baile-sevilla.' }) handle: string, @Ctx() ctx: RequestContext): Promise<Profile> {
    return present(await findProfileByHandleOrFail(ctx.container.dataSource.manager, handle));
  }

  @Access({ who: 'viewer', scope: 'profiles' })
  @Mutation(() => Profile, { description: "Creates a profile owned by the signed-in user; the user's first profile becomes main." })
  async createProfile(@Arg('input', () => CreateProfileInput, { description: 'The profile\'s fields.' }) input: CreateProfileInput, @Ctx() ctx: RequestContext): Promise<Profile> {
    const { type, ...fields } = input;
    return present(await createProfile(ctx, { type, profile: fields }));
  }

  @Access({ who: 'viewer', scope: 'profiles' })
  @Mutation(() => Profile, { description: 'Owner or admin. Fields left out keep their value.' })
  async updateProfile(
    @Arg('id', () => ID, { description: 'The profile to change.' }) id: string,
    @Arg('input', () => ProfileInput, { description: 'The fields to change; lists given replace the old ones.' }) input: ProfileInput,
    @Ctx() ctx: RequestContext,
  ): Promise<Profile> {
    return present(await updateProfile(ctx, { id, profile: { ...input } }));
  }

  @Access({ who: 'viewer', scope: 'profiles' })
  @Mutation(() => DeletedProfile, { description: 'Owner or admin. Deleting the main profile makes the oldest remaining one main.' })
  async deleteProfile(@Arg('id', () => ID, { description: 'The profile to delete.' }) id: string, @Ctx() ctx: RequestContext): Promise<DeletedProfile> {
    return deleteProfile(ctx, { id });
  }

  @Access({ who: 'viewer', scope: 'profiles' })
  @Mutation(() => Profile, { description: "Owner or admin: makes this the owner's main profile." })
  async setMainProfile(@Arg('id', () => ID, { description: 'One of the viewer\'s profiles.' }) id: string, @Ctx() ctx: RequestContext): Promise<Profile> {
    return present(await setMainProfile(ctx, { id }));
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => [AffiliationRequest], {
    description: "Pending requests to be listed as a member of the viewer's organisations (an affiliation that links one), newest first; at most 100.",
  })
  async affiliationRequests(@Ctx() ctx: RequestContext): Promise<AffiliationRequest[]> {
    return (await listAffiliationRequests(ctx)).map(presentRequest);
  }

  @Access({ who: 'viewer', scope: 'profiles' })
  @Mutation(() => AffiliationRequest, {
    description: "The organisation's owner (or an admin) accepts (the member is listed on its page) or declines a request; an answer can be changed later.",
  })
  async answerAffiliationRequest(
    @Arg('id', () => ID, { description: 'The request (AffiliationRequest.id).' }) id: string,
    @Arg('accept', { description: 'true to accept, false to decline.' }) accept: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<AffiliationRequest> {
    return presentRequest(await answerAffiliationRequest(ctx, { id, accept }));
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => Profile, {
    description:
      'Admin: marks a school, federation, formation or partner profile verified (a badge on its page and in search), or takes it back. A dancer or trainer: VALIDATION_FAILED on type.',
  })
  async setProfileVerified(
    @Arg('type', () => ProfileTypeEnum, { description: "The profile's type." }) type: ProfileType,
    @Arg('id', () => ID, { description: "The profile's id." }) id: string,
    @Arg('verified', { description: 'true to verify, false to take it back.' }) verified: boolean,
    @Ctx() ctx: RequestContext,
  ): Promise<Profile> {
    return present(await setProfileVerified(ctx, { type, id, verified }));
  }
}

function presentRequest(view: AffiliationRequestView): AffiliationRequest {
  return { ...view, member: present(view.member), organisation: present(view.organisation) };
}

/** The profile JSON's own fields (the presenter speaks the GraphQL enums); the children come from ProfileFieldsResolver. */
function present(row: ProfileRow): Profile {
  return presentProfileCore(row);
}

/**
 * `total` is counted only when the operation selects it (ProfilePageTotalResolver): a count reads up to
 * PROFILE_TOTAL_CAP + 1 matches, while a plain or sorted page reads about pageSize rows. A search without a sort
 * reads its matches to rank them anyway, and its page's statement counts them (`findProfiles`): no statement more.
 */
async function page(ctx: RequestContext, args: ProfilesArgs, scope: ProfileListScope = {}): Promise<LazyProfilePage> {
  const query = parseProfileListQuery({ ...withoutNulls(args), filter: withoutNulls(args.filter ?? {}) }, 'arguments');
  const result = await findProfiles(ctx.container.dataSource.manager, query, scope);
  let counted: Promise<ProfileTotal> | undefined; // total and totalIsCapped share one count
  return { profiles: result.profiles.map(present), page: result.page, pageSize: result.pageSize, countTotal: () => (counted ??= result.countTotal()) };
}

/**
 * What `profiles` and `myProfiles` return for the GraphQL `ProfilePage`: every field but `total` and
 * `totalIsCapped`, which ProfilePageTotalResolver resolves from `countTotal` (so the resolvers declare this type,
 * not ProfilePage).
 */
type LazyProfilePage = Omit<ProfilePage, 'total' | 'totalIsCapped'> & { countTotal(): Promise<ProfileTotal> };

@Resolver(() => ProfilePage)
export class ProfilePageTotalResolver {
  @FieldResolver(() => Int, { description: `Every match, counted exactly up to ${PROFILE_TOTAL_CAP.toLocaleString('en')} (see totalIsCapped); counted only when selected.` })
  async total(@Root() page: LazyProfilePage): Promise<number> {
    return (await page.countTotal()).total;
  }

  @FieldResolver(() => Boolean, { description: `Whether more profiles match than total says: it stopped counting at ${PROFILE_TOTAL_CAP.toLocaleString('en')} (show "${PROFILE_TOTAL_CAP.toLocaleString('en')}+").` })
  async totalIsCapped(@Root() page: LazyProfilePage): Promise<boolean> {
    return (await page.countTotal()).capped;
  }
}

/** GraphQL lets a client send null for an optional argument; here that means "not given", as in a URL. */
function withoutNulls(values: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== null && value !== undefined));
}
