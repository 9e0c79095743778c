import { API_SCOPES, type ApiScope, type RoleName } from '@odance/contract';
import type { Account } from '../account-rows/index.js';
import { hasRole, mayAppAskScope, mayHoldScope, roleAwaitsSecondFactor } from './policies.js';

/**
 * What the viewer may do, as `me.can` answers it (docs/api.md#user-json): each answer is the policy the
 * operations named check (policies.ts), so the web app shows what the server allows and nothing else, a role on
 * hold (SECOND_FACTOR_REQUIRED_FOR) included.
 */
export interface ViewerCapabilities {
  /** The admin panel: members and their review, every payment and transfer, apps, profile verification (requireRole 'admin'). */
  administer: boolean;
  /** createDistributor, updateDistributor, setDistributorActive, recordCollection, distributors. */
  manageDistributors: boolean;
  /** allPayments, transfers (every one) and their CSV exports, moneyTotals. */
  viewAllPayments: boolean;
  /** setProfileVerified. */
  verifyProfiles: boolean;
  /** makeDistribution, distributionQuote, myDistributor (requireRole 'distributor'; admins pass). */
  distribute: boolean;
  /** The scopes a personal access token or an app may be granted (createPersonalAccessToken refuses the others). */
  grantableScopes: ApiScope[];
  /** The scopes an app the account registers may ask for (createOAuthClient refuses the others). */
  appScopes: ApiScope[];
}

/**
 * The capabilities of `account`, its hold judged by the rule the session lookup marks its viewer with
 * (`roleAwaitsSecondFactor` from `requiredFor`, config.secondFactorRequiredFor): the same answer for the account a
 * sign-in read, which the lookup never saw.
 */
export function viewerCapabilities(account: Account, requiredFor: readonly RoleName[]): ViewerCapabilities {
  const viewer: Account = { ...account, roleOnHold: roleAwaitsSecondFactor(account, requiredFor) };
  const admin = hasRole(viewer, 'admin');
  return {
    administer: admin,
    manageDistributors: admin,
    viewAllPayments: admin,
    verifyProfiles: admin,
    distribute: hasRole(viewer, 'distributor'),
    grantableScopes: API_SCOPES.filter((scope) => mayHoldScope(viewer, scope)),
    appScopes: API_SCOPES.filter((scope) => mayAppAskScope(viewer, scope)),
  };
}
