import { Arg, Args, ArgsType, Ctx, Field, ID, InputType, Mutation, Query, Resolver } from 'type-graphql';
import type { RequestContext } from '../../../kernel/context.js';
import { changePassword } from '../commands/change-password.js';
import { deleteAccount } from '../commands/delete-account.js';
import { requestEmailChange } from '../commands/request-email-change.js';
import { approveAccount } from '../commands/approve-account.js';
import { rejectAccount } from '../commands/reject-account.js';
import { setAccountActive } from '../commands/set-account-active.js';
import { listPendingAccounts } from '../queries/list-pending-accounts.js';
import { searchAccounts } from '../queries/search-accounts.js';
import { getAccountSummary } from '../queries/get-account-summary.js';
import { updateAccount } from '../commands/update-account.js';
import { AccountSummary, PendingAccount, User } from './account.types.js';
import { presentSignedInUser, presentViewer } from '../user-extras.js';
import { Access } from '../../auth/index.js';
import type { ZodInputOf } from '../../../shared/graphql/zod-input.js';
import type { UpdateAccountSchema } from '../commands/update-account.js';
import type { ChangePasswordSchema } from '../commands/change-password.js';
import type { RequestEmailChangeSchema } from '../commands/request-email-change.js';
import type { DeleteAccountSchema } from '../commands/delete-account.js';
import { FIRST_NAME_MAX, LAST_NAME_MAX, PASSWORD_MAX, PASSWORD_MIN, SEARCH_TEXT_MAX } from '@odance/contract';

@InputType({ description: 'The account\'s names and mail preference.' })
class UpdateAccountInput implements ZodInputOf<typeof UpdateAccountSchema, UpdateAccountInput> {
  @Field({ description: `1–${FIRST_NAME_MAX} characters.` })
  firstName: string;

  @Field({ description: `1–${LAST_NAME_MAX} characters.` })
  lastName: string;

  @Field(() => Boolean, { nullable: true, description: 'Mail me when I receive oDance; absent leaves it as it is.' })
  mailOnTransferReceived?: boolean | null;
}

@InputType({ description: 'The current password and the new one.' })
class ChangePasswordInput implements ZodInputOf<typeof ChangePasswordSchema, ChangePasswordInput> {
  @Field({ description: 'The password in use now.' })
  currentPassword: string;

  @Field({ description: `${PASSWORD_MIN}–${PASSWORD_MAX} characters with an uppercase and a lowercase letter, a digit and a special character: any printable character that is not a letter or digit, a space included.` })
  newPassword: string;
}

@InputType({ description: 'The address to sign in with from now on, once it confirms, and the password.' })
class RequestEmailChangeInput implements ZodInputOf<typeof RequestEmailChangeSchema, RequestEmailChangeInput> {
  @Field({ description: 'The new address: it gets a confirmation link; the current one gets a notice with an undo link.' })
  newEmail: string;

  @Field({ description: 'The password in use now.' })
  password: string;
}

@InputType({ description: 'What erasing the account asks for.' })
class DeleteAccountInput implements ZodInputOf<typeof DeleteAccountSchema, DeleteAccountInput> {
  @Field(() => String, { nullable: true, description: 'Required for accounts that sign in with a password.' })
  password?: string | null;

  @Field(() => Boolean, {
    nullable: true,
    description: 'Give up a positive balance: it moves to the platform account. Without it an account holding oDance is not closed (ACCOUNT_HAS_BALANCE).',
  })
  forfeitBalance?: boolean | null;
}

@ArgsType()
class SearchAccountsArgs {
  @Field({ description: `Part of a first or last name (up to ${SEARCH_TEXT_MAX} characters).` })
  name: string;

  @Field({ nullable: true, defaultValue: false, description: 'Include the viewer (default false).' })
  withOwn: boolean;
}

/** Translates GraphQL to the account commands; the rules live in the commands. */
@Resolver()
export class AccountResolver {
  @Access({ who: 'anyone', scope: 'read' })
  @Query(() => User, { nullable: true, description: 'The signed-in user, or null when signed out.' })
  async me(@Ctx() ctx: RequestContext): Promise<User | null> {
    return presentSignedInUser(ctx.container, ctx.req);
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => User, { description: 'Changes the viewer\'s names and received-transfer mail preference (browser session only).' })
  async updateAccount(@Arg('input', () => UpdateAccountInput, { description: 'The names and mail preference.' }) input: UpdateAccountInput, @Ctx() ctx: RequestContext): Promise<User> {
    return presentViewer(ctx.container, await updateAccount(ctx, input));
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, { description: "Changes the password and signs out the account's other sessions." })
  async changePassword(@Arg('input', () => ChangePasswordInput, { description: 'The current and the new password.' }) input: ChangePasswordInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await changePassword(ctx, input);
    return true;
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => String, {
    description: 'Asks to sign in with another address (the same command as POST /api/account/email): nothing changes until the new address confirms its link. Answers the new address.',
  })
  async requestEmailChange(@Arg('input', () => RequestEmailChangeInput, { description: 'The new address and the password.' }) input: RequestEmailChangeInput, @Ctx() ctx: RequestContext): Promise<string> {
    return (await requestEmailChange(ctx, input)).newEmail;
  }

  @Access({ who: 'viewer', credential: 'browser' })
  @Mutation(() => Boolean, { description: 'Erases personal data and signs out; ledger history is kept. A positive balance is refused (ACCOUNT_HAS_BALANCE) unless forfeitBalance.' })
  async deleteAccount(@Arg('input', () => DeleteAccountInput, { description: 'The password, for a password account.' }) input: DeleteAccountInput, @Ctx() ctx: RequestContext): Promise<boolean> {
    await deleteAccount(ctx, input);
    await ctx.container.sessions.end(ctx.req, ctx.res);
    return true;
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => [AccountSummary], { description: 'Active members whose name contains the text, for choosing a recipient; accents and case ignored (scope read).' })
  async searchAccounts(@Args(() => SearchAccountsArgs) args: SearchAccountsArgs, @Ctx() ctx: RequestContext): Promise<AccountSummary[]> {
    return searchAccounts(ctx, args);
  }

  @Access({ who: 'viewer', scope: 'read' })
  @Query(() => AccountSummary, { description: 'One active account by id, as pickers show it (a receive link’s recipient); scope read.' })
  async accountSummary(@Arg('id', () => ID, { description: 'The account’s id.' }) id: string, @Ctx() ctx: RequestContext): Promise<AccountSummary> {
    return getAccountSummary(ctx, { id });
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Query(() => [PendingAccount], { description: 'Admin: confirmed accounts awaiting approval.' })
  async pendingAccounts(@Ctx() ctx: RequestContext): Promise<PendingAccount[]> {
    return listPendingAccounts(ctx);
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => User, { description: 'Admin: approve an account; its owner gets a mail.' })
  async approveAccount(@Arg('id', () => ID, { description: 'The account to approve.' }) id: string, @Ctx() ctx: RequestContext): Promise<User> {
    return presentViewer(ctx.container, await approveAccount(ctx, { accountId: id }));
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => Boolean, { description: 'Admin: refuse an account awaiting approval; it is erased.' })
  async rejectAccount(@Arg('id', () => ID, { description: 'The account to reject (it is erased).' }) id: string, @Ctx() ctx: RequestContext): Promise<boolean> {
    await rejectAccount(ctx, { accountId: id });
    return true;
  }

  @Access({ who: 'admin', scope: 'admin' })
  @Mutation(() => User, { description: 'Admin: activate or deactivate an account (deactivating signs it out).' })
  async setAccountActive(@Arg('id', () => ID, { description: 'The account.' }) id: string, @Arg('active', { description: 'False deactivates (signs out everywhere); true reactivates.' }) active: boolean, @Ctx() ctx: RequestContext): Promise<User> {
    return presentViewer(ctx.container, await setAccountActive(ctx, { accountId: id, active }));
  }
}
