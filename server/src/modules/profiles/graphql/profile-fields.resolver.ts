import { Ctx, FieldResolver, Resolver, Root } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import type { AffiliationList } from '../profile-types.js';
import { profileLoadersOf } from '../profile.loaders.js';
import { canEditProfile } from '../profile-policies.js';
import { presentAchievement, presentAffiliation, presentProfileCore } from '../profile.presenter.js';
import { Achievement, Affiliation, Profile } from './profile.types.js';

/** The fields of Profile that need more than the profile row: batched per request through DataLoader. */
@Resolver(() => Profile)
export class ProfileFieldsResolver {
  @FieldResolver(() => Boolean, { description: 'Whether the signed-in user may edit or delete it (owner or admin).' })
  async canEdit(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<boolean> {
    return canEditProfile(await ctx.viewer(), { ownerId: profile.owner.id });
  }

  @FieldResolver(() => [Affiliation], { description: 'Schools it belongs to.' })
  schools(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Affiliation[]> {
    return affiliations(ctx, profile, 'schools');
  }

  @FieldResolver(() => [Affiliation], { description: 'Federations it belongs to.' })
  federations(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Affiliation[]> {
    return affiliations(ctx, profile, 'federations');
  }

  @FieldResolver(() => [Affiliation], { description: 'Formations it dances in.' })
  formations(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Affiliation[]> {
    return affiliations(ctx, profile, 'formations');
  }

  @FieldResolver(() => [Affiliation], { description: 'Its trainers.' })
  trainers(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Affiliation[]> {
    return affiliations(ctx, profile, 'trainers');
  }

  @FieldResolver(() => [Affiliation], { description: 'Partners it works with.' })
  partners(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Affiliation[]> {
    return affiliations(ctx, profile, 'partners');
  }

  @FieldResolver(() => [Profile], {
    description: 'An organisation\'s members: the profiles whose affiliation linking it the organisation accepted, by name (at most 200). Empty for people.',
  })
  async members(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Profile[]> {
    return (await profileLoadersOf(ctx).profileMembers.load(profile.id)).map(presentProfileCore);
  }

  @FieldResolver(() => [Achievement], { description: 'Competition results, highlighted ones first.' })
  async achievements(@Root() profile: Profile, @Ctx() ctx: RequestContext): Promise<Achievement[]> {
    return (await profileLoadersOf(ctx).profileAchievements.load(profile.id)).map(presentAchievement);
  }
}

async function affiliations(ctx: RequestContext, profile: Profile, list: AffiliationList): Promise<Affiliation[]> {
  const rows = await profileLoadersOf(ctx).profileAffiliations.load(profile.id);
  return rows.filter((row) => row.list === list).map(presentAffiliation);
}

