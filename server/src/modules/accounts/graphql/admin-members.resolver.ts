import { SEARCH_TEXT_MAX } from '@odance/contract';
import { GraphQLSafeInt } from 'graphql-scalars';
import { Args, ArgsType, Ctx, Field, ID, ObjectType, Query, registerEnumType, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { PageArgs } from '../../../shared/graphql/page-args.js';
import { PageFields } from '../../../shared/graphql/page-fields.js';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import { Access } from '../../auth/index.js';
import type { RoleName } from '../../account-rows/index.js';
import { RoleNameEnum } from './account.types.js';
import { listMembers, MEMBER_STATUSES, type MemberStatus, type MemberView } from '../queries/list-members.js';

const MemberStatusEnum = stringEnum(MEMBER_STATUSES);
registerEnumType(MemberStatusEnum, {
  name: 'MemberStatus',
  description: 'Which accounts the admin member list shows.',
  valuesConfig: {
    any: { description: 'Active and inactive.' },
    active: { description: 'Those that may sign in.' },
    inactive: { description: 'Deactivated, or awaiting approval.' },
  },
});

@ObjectType({ description: 'A member as the admin member list shows it.' })
export class Member implements MemberView {
  @Field(() => ID, { description: 'The account’s id.' })
  id: string;

  @Field({ description: 'The sign-in email.' })
  email: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => RoleNameEnum, { description: 'What the account may do.' })
  role: RoleName;

  @Field({ description: 'May sign in; false after a deactivation or while awaiting approval.' })
  active: boolean;

  @Field({ description: 'Whether the email was confirmed.' })
  emailConfirmed: boolean;

  @Field({ description: 'Whether the account was ever approved (ACCOUNT_APPROVAL=manual).' })
  approved: boolean;

  @Field(() => GraphQLSafeInt, { description: 'The oDance the account holds (kept while it is inactive).' })
  balance: number;

  @Field({ description: 'When the account was created.' })
  createdAt: Date;
}

@ObjectType({ description: 'One page of the admin member list.' })
class MemberPage extends PageFields {
  @Field(() => [Member], { description: 'This page’s members, newest first.' })
  members: Member[];
}

@ArgsType()
class MembersArgs extends PageArgs {
  @Field(() => String, { nullable: true, description: `Part of a name (accents and case ignored) or of an email; up to ${SEARCH_TEXT_MAX} characters.` })
  search?: string | null;

  @Field(() => MemberStatusEnum, { nullable: true, description: 'Default any.' })
  status?: MemberStatus | null;
}

/** Translates GraphQL to the admin member list (deactivation is setAccountActive); the policy lives in the query. */
@Resolver()
export class AdminMembersResolver {
  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => MemberPage, { description: 'Admin: every account that is not erased, newest first, searched by name or email.' })
  async members(@Args(() => MembersArgs) args: MembersArgs, @Ctx() ctx: RequestContext): Promise<MemberPage> {
    return listMembers(ctx, { ...args });
  }
}
