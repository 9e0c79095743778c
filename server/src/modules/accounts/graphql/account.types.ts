import { Field, ID, ObjectType, registerEnumType } from 'type-graphql';
import { stringEnum } from '../../../shared/graphql/string-enum.js';
import { AUTH_METHODS, ROLE_NAMES, type AuthMethod, type RoleName } from '../../account-rows/index.js';
import type { AccountSummaryView, UserJson } from '../account.presenter.js';
import { ProfileTypeEnum, type ProfileType } from '../../profiles/index.js';
import { Balance } from '../../ledger/index.js';
import { Image } from '../../../shared/graphql/image.type.js';
import { ApiScopeEnum, type ApiScope, type ViewerCapabilities as Capabilities } from '../../auth/index.js';

// The account's strings are the enums' values (shared/graphql/string-enum.ts).
export const RoleNameEnum = stringEnum(ROLE_NAMES);
export const AuthMethodEnum = stringEnum(AUTH_METHODS);

registerEnumType(RoleNameEnum, {
  name: 'RoleName',
  description: 'What an account may do.',
  valuesConfig: {
    user: { description: 'A member.' },
    distributor: { description: 'A member who sells oDance for cash on credit.' },
    admin: { description: 'Runs distributors and sees every movement of money.' },
  },
});

registerEnumType(AuthMethodEnum, {
  name: 'AuthMethod',
  description: 'How an account signs in.',
  valuesConfig: {
    email: { description: 'Email and password.' },
    google: { description: 'Google sign-in (no oDance password).' },
  },
});

@ObjectType({ description: 'What an account may do.' })
export class Role {
  @Field(() => RoleNameEnum, { description: 'The role.' })
  name: RoleName;
}

@ObjectType({
  description:
    "What an account may do now, as the server's policies decide it: the web app shows an operation only where these allow it. A role that waits for a required second factor (SECOND_FACTOR_REQUIRED_FOR) grants nothing beyond a member's until one is enrolled.",
})
export class ViewerCapabilities implements Capabilities {
  @Field({ description: 'The admin panel: members and their review, every payment and transfer, apps and profile verification.' })
  administer: boolean;

  @Field({ description: 'Create distributors, change their terms, deactivate them and record collections (createDistributor, updateDistributor, setDistributorActive, recordCollection, distributors).' })
  manageDistributors: boolean;

  @Field({ description: 'See every payment and transfer, export them and read the money totals (allPayments, transfers, moneyTotals).' })
  viewAllPayments: boolean;

  @Field({ description: 'Mark organisation profiles verified (setProfileVerified).' })
  verifyProfiles: boolean;

  @Field({ description: 'Sell oDance on credit as a distributor (makeDistribution, distributionQuote, myDistributor).' })
  distribute: boolean;

  @Field(() => [ApiScopeEnum], { description: 'The scopes a personal access token or an app of the account may be granted; createPersonalAccessToken refuses the others.' })
  grantableScopes: ApiScope[];

  @Field(() => [ApiScopeEnum], { description: 'The scopes an app the account registers may ask for (every scope but `admin`, which only an admin’s app may ask for); createOAuthClient refuses the others. People who allow the app grant only the scopes their own role may hold.' })
  appScopes: ApiScope[];
}

@ObjectType({ description: "The signed-in user's main profile, as the header shows it." })
export class MainProfile {
  @Field(() => ID, { description: 'The profile\'s id.' })
  id: string;

  @Field({ description: 'The profile\'s type.' })
  type: string;

  @Field(() => Image, { nullable: true, description: 'Its avatar, if any.' })
  avatar: Image | null;
}

@ObjectType({ description: 'An account as its owner (or an admin) sees it: the user JSON of the REST API.' })
export class User implements UserJson {
  @Field(() => ID, { description: 'The account\'s id.' })
  id: string;

  @Field({ description: 'The sign-in email.' })
  email: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => Role, { description: 'What the account may do.' })
  role: Role;

  @Field(() => Balance, { description: 'The oDance the account holds.' })
  balance: Balance;

  @Field({ description: 'False once an admin deactivated the account.' })
  active: boolean;

  @Field({ description: 'Whether the email was confirmed.' })
  emailConfirmed: boolean;

  @Field(() => AuthMethodEnum, { description: 'How the account signs in.' })
  authMethod: AuthMethod;

  @Field(() => MainProfile, { nullable: true, description: 'The profile shown as the account\'s face, if any.' })
  mainProfile: MainProfile | null;

  @Field({ description: 'Whether a received transfer is also mailed (on by default; Account information).' })
  mailOnTransferReceived: boolean;

  @Field(() => ViewerCapabilities, { description: 'What the account may do now, as the server\'s policies decide it (show an operation only where this allows it).' })
  can: ViewerCapabilities;
}

@ObjectType({ description: 'An account as others see it in pickers: no email.' })
export class AccountSummary implements AccountSummaryView {
  @Field(() => ID, { description: 'The account\'s id (what transfers and distributions take as recipientId).' })
  id: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field(() => Image, { nullable: true, description: 'Their main profile\'s avatar, if any.' })
  avatar: Image | null;

  @Field(() => ProfileTypeEnum, {
    nullable: true,
    description: 'Their main profile\'s type, null without one: with country, what tells namesakes apart in a picker.',
  })
  mainProfileType: ProfileType | null;

  @Field(() => String, { nullable: true, description: 'Their main profile\'s country (ISO 3166-1 alpha-2), if it names one.' })
  country: string | null;

  @Field({ description: 'When the account was created (a picker shows it for an account without a main profile).' })
  joinedAt: Date;
}

@ObjectType({ description: 'An account under admin review.' })
export class PendingAccount {
  @Field(() => ID, { description: 'The account\'s id.' })
  id: string;

  @Field({ description: 'Their email.' })
  email: string;

  @Field({ description: 'First name.' })
  firstName: string;

  @Field({ description: 'Last name.' })
  lastName: string;

  @Field({ description: 'When they signed up.' })
  createdAt: Date;
}
