/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
/** A competition result to save on a profile. */
export type AchievementInput = {
  /** The category danced (optional). */
  category?: string | null | undefined;
  /** YYYY-MM-DD, not in the future. */
  date?: string | null | undefined;
  /** The competition's name. */
  eventName?: string | null | undefined;
  /** Where it took place (optional). */
  eventPlace?: string | null | undefined;
  /** Send back the id of an existing achievement to keep it. */
  id?: string | number | null | undefined;
  /** At most 5 per profile. */
  isTop?: boolean | null | undefined;
  /** The placing, 1 or more. */
  place?: number | null | undefined;
};

/** Either id (link a profile of the list's type) or name (free text). */
export type AffiliationInput = {
  /** Link an existing profile by id… */
  id?: string | number | null | undefined;
  /** …or type a name that has no profile (free text). */
  name?: string | null | undefined;
};

/** A profile's affiliation list. */
export type AffiliationList =
  /** Federations it belongs to. */
  | 'federations'
  /** Formations it dances in. */
  | 'formations'
  /** Partners it works with. */
  | 'partners'
  /** Schools it belongs to. */
  | 'schools'
  /** Its trainers. */
  | 'trainers';

/** An affiliation with an organisation, as the organisation's owner answered it. */
export type AffiliationStatus =
  /** Accepted: the member is listed on the organisation's page. */
  | 'accepted'
  /** Declined: the member page shows the name without a link. */
  | 'declined'
  /** Asked, not answered yet. */
  | 'pending';

/** What a bearer token may do. A cookie session holds every scope of its role; public reads need none. */
export type ApiScope =
  /** Admin operations (admins only). */
  | 'admin'
  /** makeDistribution (distributors only). */
  | 'distributions'
  /** markNotificationsRead: marking the viewer's notifications read (reading them needs only read). */
  | 'notifications'
  /** Create, update and delete own profiles; uploads. */
  | 'profiles'
  /** The viewer's own data: me, own profiles, balance, histories, payments, invoices, own distributor view. Never writes. */
  | 'read'
  /** transferOdance, buyOdance, retrying and confirming a payment. */
  | 'transfers'
  /** The viewer's webhook endpoints: create, list, delete, and their delivery log. */
  | 'webhooks';

/** How an account signs in. */
export type AuthMethod =
  /** Email and password. */
  | 'email'
  /** Google sign-in (no oDance password). */
  | 'google';

/** A purchase of oDance by card. */
export type BuyOdanceInput = {
  /** Whole oDance, 1 to 10,000. */
  amount: number;
  /** Your own key for this purchase (8–100 letters, digits, `-` or `_`), kept for good: sending it again from the same buyer answers the same payment and checkout (no new one); the same key with another amount or returnUrl is ODANCE_IDEMPOTENCY_KEY_REUSED. */
  idempotencyKey?: string | null | undefined;
  /** Where the checkout sends the buyer back, with `payment=<id>` and `status=paid|failed` added to its query: one of the calling OAuth app's registered redirect URIs (a loopback one on any port), or a path of this site (`/…`). Anything else is VALIDATION_FAILED on `returnUrl`. Left out: the web app's own pages. */
  returnUrl?: string | null | undefined;
};

/** The current password and the new one. */
export type ChangePasswordInput = {
  /** The password in use now. */
  currentPassword: string;
  /** 8–64 characters with an uppercase and a lowercase letter, a digit and a special character: any printable character that is not a letter or digit, a space included. */
  newPassword: string;
};

/** An account to make a distributor, with its credit terms. */
export type CreateDistributorInput = {
  /** An active account that is not an admin. */
  accountId: string | number;
  /** Whole oDance, 1 up to creditLimit. */
  collectionLimit: number;
  /** Whole oDance, 1–9,007,199,254,740,991 (2^53 − 1). */
  creditLimit: number;
  /** 0–100, at most two decimals (12.5). */
  marginPercent: number;
};

/** An app to register with the OAuth provider. */
export type CreateOAuthClientInput = {
  /** True for a server that can keep a secret; false for mobile, desktop and single-page apps. */
  confidential: boolean;
  /** Its name on the consent screen (1–80 characters). */
  name: string;
  /** One to ten redirect URIs, all https (a web app) or all loopback / private-scheme (a native app). */
  redirectUris: Array<string>;
  /** The API scopes the app may ask for (`admin` only for an admin’s app). */
  scopes: Array<ApiScope>;
};

/** A personal access token to create. */
export type CreatePersonalAccessTokenInput = {
  /** Days until it expires, 1–365 (default 90). */
  expiresInDays?: number | null | undefined;
  /** A name to recognise it by (1–64 characters). */
  name: string;
  /** What it may do; only scopes the viewer's role can use. */
  scopes: Array<ApiScope>;
};

/** A new profile: `type` decides which fields apply (people: first and last name; organisations: name). */
export type CreateProfileInput = {
  /** Competition results (at most 100, five highlighted); replaces the list. */
  achievements?: Array<AchievementInput> | null | undefined;
  /** The avatar: an image uploaded through POST /api/uploads; null removes it. */
  avatar?: ImageInput | null | undefined;
  /** The header image: an upload; null removes it. */
  backgroundImage?: ImageInput | null | undefined;
  /** About the profile, plain text. */
  bio?: string | null | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | null | undefined;
  /** The styles danced or taught; replaces the list. */
  danceStyles?: Array<DanceStyle> | null | undefined;
  /** Organisations: the name people read, 1–128 printable characters (spaces, accents); left out on creation, null or blank: the name with _ and . read as spaces. */
  displayName?: string | null | undefined;
  /** Federations it belongs to; replaces the list. */
  federations?: Array<AffiliationInput> | null | undefined;
  /** dancer and trainer: 1–32 characters. */
  firstName?: string | null | undefined;
  /** Formations it dances in; replaces the list. */
  formations?: Array<AffiliationInput> | null | undefined;
  /** dancer and trainer: 1–64 characters. */
  lastName?: string | null | undefined;
  /** Images (uploads) and videos (links); replaces the list. */
  media?: Array<MediaItemInput> | null | undefined;
  /** Organisations: the handle, the page's address /@handle: 1–128 letters, digits, dots, underscores, hyphens, starting and ending alphanumeric; unique; not a reserved word. Left out, null or blank on creation: derived from displayName ("Escuela de Baile Sevilla" → escuela-de-baile-sevilla, then -2, -3… when taken); on an update: kept. */
  name?: string | null | undefined;
  /** Partners it works with; replaces the list. */
  partners?: Array<AffiliationInput> | null | undefined;
  /** A portrait photo: an upload; null removes it. */
  photo?: ImageInput | null | undefined;
  /** Schools it belongs to; replaces the list. */
  schools?: Array<AffiliationInput> | null | undefined;
  /** Links to its social networks and website. */
  socialLinks?: SocialLinksInput | null | undefined;
  /** Its trainers; replaces the list. */
  trainers?: Array<AffiliationInput> | null | undefined;
  /** The kind of profile. */
  type: ProfileType;
};

/** A webhook endpoint to add. */
export type CreateWebhookEndpointInput = {
  /** The events to receive (at least one): transfer.received, transfer.sent, distribution.received, payment.succeeded, payment.failed. */
  events: Array<string>;
  /** An absolute http(s) URL (https in production; never a private, loopback or link-local address there), at most 2,048 characters. */
  url: string;
};

/** A dance style. */
export type DanceStyle =
  /** Ballet. */
  | 'ballet'
  /** Ballroom and Latin. */
  | 'ballroom'
  /** Contemporary. */
  | 'contemporary'
  /** Hip-hop. */
  | 'hipHop'
  /** Jazz. */
  | 'jazz'
  /** Modern. */
  | 'modern'
  /** Tap. */
  | 'tap';

/** What erasing the account asks for. */
export type DeleteAccountInput = {
  /** Give up a positive balance: it moves to the platform account. Without it an account holding oDance is not closed (ACCOUNT_HAS_BALANCE). */
  forfeitBalance?: boolean | null | undefined;
  /** Required for accounts that sign in with a password. */
  password?: string | null | undefined;
};

/** How to order distributions. */
export type DistributionSort =
  /** By amount of oDance. */
  | 'amount'
  /** By date. */
  | 'createdAt';

/** How to order distributors. */
export type DistributorSort =
  /** By when they became distributors. */
  | 'createdAt'
  /** By credit limit. */
  | 'creditLimit'
  /** By fees waiting to be collected. */
  | 'feesToCollect'
  /** By name. */
  | 'name'
  /** By credit used. */
  | 'usedLimit';

/** Which distributors to list. */
export type DistributorsFilter = {
  /** Only active (true) or deactivated (false) ones. */
  active?: boolean | null | undefined;
  /** Only those past their collection limit. */
  collectionDue?: boolean | null | undefined;
};

/** An uploaded image, by its URL (from POST /api/uploads). */
export type ImageInput = {
  /** A URL returned by POST /api/uploads. */
  url: string;
};

/** oDance to credit a buyer who paid the distributor in cash. */
export type MakeDistributionInput = {
  /** Whole oDance, at least 1, within the available limit. */
  amount: number;
  /** Made by the client once per attempt and reused on retry (8–100 of A–Z a–z 0–9 _ -). */
  idempotencyKey: string;
  /** At most 280 characters. */
  message?: string | null | undefined;
  /** An active account other than the distributor. */
  recipientId: string | number;
  /** Your own id for this distribution (a receipt or invoice number), 1–128 printable characters on one line; returned on the distribution, in histories and exports. Not unique: idempotencyKey is what makes a retry safe. */
  reference?: string | null | undefined;
};

/** An image (an upload) or a video (an http(s) link). */
export type MediaItemInput = {
  /** Image or video. */
  kind: MediaKind;
  /** The upload's URL, or the video's link. */
  url: string;
};

/** image: an upload; video: an http(s) link (YouTube, Vimeo…). */
export type MediaKind =
  /** An uploaded image. */
  | 'image'
  /** A link to a video (YouTube, Vimeo…). */
  | 'video';

/** Which accounts the admin member list shows. */
export type MemberStatus =
  /** Those that may sign in. */
  | 'active'
  /** Active and inactive. */
  | 'any'
  /** Deactivated, or awaiting approval. */
  | 'inactive';

/** A request seen from the viewer's side. */
export type MoneyRequestDirection =
  /** The viewer is asked to pay. */
  | 'received'
  /** The viewer asked for the oDance. */
  | 'sent';

/** Where a request for oDance stands. */
export type MoneyRequestStatus =
  /** The requester withdrew it. */
  | 'cancelled'
  /** The payer refused it. */
  | 'declined'
  /** The payer paid it with a transfer (transferOdance with its moneyRequestId). */
  | 'paid'
  /** Waiting for the payer: they may pay or decline it, the requester may cancel it. */
  | 'pending';

/** What a row of the viewer's history is, from the viewer's side. */
export type MyTransferKind =
  /** oDance the viewer, a distributor, sold. */
  | 'distributionMade'
  /** oDance the viewer bought from a distributor. */
  | 'distributionReceived'
  /** A transfer the viewer received. */
  | 'received'
  /** A transfer the viewer sent. */
  | 'sent';

/** Which rows of the viewer's history to list (or export). */
export type MyTransfersFilter = {
  /** Part of the other party's name, case and accents ignored (at most 100 characters; blank: any). */
  counterpart?: string | null | undefined;
  /** Inclusive. ISO 8601 date-time with a zone, or YYYY-MM-DD for its UTC midnight. */
  dateFrom?: string | null | undefined;
  /** Exclusive, after dateFrom. Same format; to include a whole last day, send the next day. */
  dateTo?: string | null | undefined;
  /** Only this kind; every kind when left out. */
  kind?: MyTransferKind | null | undefined;
};

/** What a notification is about. */
export type NotificationKind =
  /** An admin approved the viewer’s account. */
  | 'accountApproved'
  /** A member asked to be listed by one of the viewer’s organisations: the request waits for an answer. */
  | 'affiliationRequested'
  /** The viewer, a distributor, passed the collection limit: a collection is due. */
  | 'collectionDue'
  /** A distributor credited the viewer oDance sold for cash. */
  | 'distributionReceived'
  /** Someone declined the viewer’s request for oDance. */
  | 'moneyRequestDeclined'
  /** Someone paid the viewer’s request for oDance: the oDance arrived. */
  | 'moneyRequestPaid'
  /** Someone asked the viewer for oDance (requestOdance); the link opens the transfer that pays it. */
  | 'moneyRequested'
  /** A checkout of the viewer’s expired unpaid. */
  | 'paymentExpired'
  /** A payment of the viewer’s failed. */
  | 'paymentFailed'
  /** A purchase of the viewer’s was paid; its invoice is ready. */
  | 'paymentPaid'
  /** Someone sent the viewer oDance. */
  | 'transferReceived';

/** Where a payment stands. */
export type PaymentStatus =
  /** The buyer canceled it before paying (cancelPayment); final, nothing was charged. */
  | 'canceled'
  /** The checkout expired unpaid (it may be retried). */
  | 'expired'
  /** The payment failed (it may be retried). */
  | 'failed'
  /** Paid: the oDance were added to the balance. */
  | 'paid'
  /** Waiting for the checkout. */
  | 'pending';

/** Which payments to list (admins). */
export type PaymentsFilter = {
  /** The buyer's account. */
  accountId?: string | number | null | undefined;
  /** Inclusive, on when the purchase started. ISO 8601 date-time with a zone, or YYYY-MM-DD for its UTC midnight. */
  dateFrom?: string | null | undefined;
  /** Exclusive, after dateFrom. Same format; to include a whole last day, send the next day. */
  dateTo?: string | null | undefined;
  /** Every status when left out. */
  status?: PaymentStatus | null | undefined;
};

/** List filters match profiles having any of their values. */
export type ProfileFilter = {
  /** ISO 3166-1 alpha-2 codes. */
  country?: Array<string> | null | undefined;
  /** Profiles with any of these styles. */
  danceStyles?: Array<DanceStyle> | null | undefined;
  /** Profiles of this account. */
  ownerId?: string | number | null | undefined;
  /** Profiles of any of these types. */
  type?: Array<ProfileType> | null | undefined;
};

/** Fields left out keep their value on update; null or [] clears them. */
export type ProfileInput = {
  /** Competition results (at most 100, five highlighted); replaces the list. */
  achievements?: Array<AchievementInput> | null | undefined;
  /** The avatar: an image uploaded through POST /api/uploads; null removes it. */
  avatar?: ImageInput | null | undefined;
  /** The header image: an upload; null removes it. */
  backgroundImage?: ImageInput | null | undefined;
  /** About the profile, plain text. */
  bio?: string | null | undefined;
  /** ISO 3166-1 alpha-2. */
  country?: string | null | undefined;
  /** The styles danced or taught; replaces the list. */
  danceStyles?: Array<DanceStyle> | null | undefined;
  /** Organisations: the name people read, 1–128 printable characters (spaces, accents); left out on creation, null or blank: the name with _ and . read as spaces. */
  displayName?: string | null | undefined;
  /** Federations it belongs to; replaces the list. */
  federations?: Array<AffiliationInput> | null | undefined;
  /** dancer and trainer: 1–32 characters. */
  firstName?: string | null | undefined;
  /** Formations it dances in; replaces the list. */
  formations?: Array<AffiliationInput> | null | undefined;
  /** dancer and trainer: 1–64 characters. */
  lastName?: string | null | undefined;
  /** Images (uploads) and videos (links); replaces the list. */
  media?: Array<MediaItemInput> | null | undefined;
  /** Organisations: the handle, the page's address /@handle: 1–128 letters, digits, dots, underscores, hyphens, starting and ending alphanumeric; unique; not a reserved word. Left out, null or blank on creation: derived from displayName ("Escuela de Baile Sevilla" → escuela-de-baile-sevilla, then -2, -3… when taken); on an update: kept. */
  name?: string | null | undefined;
  /** Partners it works with; replaces the list. */
  partners?: Array<AffiliationInput> | null | undefined;
  /** A portrait photo: an upload; null removes it. */
  photo?: ImageInput | null | undefined;
  /** Schools it belongs to; replaces the list. */
  schools?: Array<AffiliationInput> | null | undefined;
  /** Links to its social networks and website. */
  socialLinks?: SocialLinksInput | null | undefined;
  /** Its trainers; replaces the list. */
  trainers?: Array<AffiliationInput> | null | undefined;
};

/** Without a sort, a search is ordered by closeness to the search text and a plain list by newest first. */
export type ProfileSort =
  /** Explore's ranking: the most complete first (avatar, bio, dance styles, achievements), then the newest; descending by default. */
  | 'completeness'
  /** By country code. */
  | 'country'
  /** By creation date. */
  | 'createdAt'
  /** By display name. */
  | 'name'
  /** By profile type. */
  | 'type'
  /** By last change. */
  | 'updatedAt';

/** dancer and trainer are people (first and last name); the others organisations (name). */
export type ProfileType =
  /** A dancer (a person). */
  | 'dancer'
  /** A federation. */
  | 'federation'
  /** A formation: a group that dances together. */
  | 'formation'
  /** A partner: a venue, shop or sponsor. */
  | 'partner'
  /** A dance school. */
  | 'school'
  /** A trainer (a person). */
  | 'trainer';

/** Money collected from a distributor. */
export type RecordCollectionInput = {
  /** The distributor collected from. */
  distributorId: string | number;
  /** At most 280 characters, e.g. how it was paid. */
  note?: string | null | undefined;
};

/** The address to sign in with from now on, once it confirms, and the password. */
export type RequestEmailChangeInput = {
  /** The new address: it gets a confirmation link; the current one gets a notice with an undo link. */
  newEmail: string;
  /** The password in use now. */
  password: string;
};

/** Ask another member for oDance. */
export type RequestOdanceInput = {
  /** Whole oDance, at least 1, at most what one transfer may carry. */
  amount: number;
  /** The account asked to pay (searchAccounts); not the viewer's own. */
  fromAccountId: string | number;
  /** At most 280 characters; shown to the payer and on the transfer that pays it. */
  message?: string | null | undefined;
};

/** What an account may do. */
export type RoleName =
  /** Runs distributors and sees every movement of money. */
  | 'admin'
  /** A member who sells oDance for cash on credit. */
  | 'distributor'
  /** A member. */
  | 'user';

/** Deactivate or reactivate a distributor. */
export type SetDistributorActiveInput = {
  /** False stops its distributions; true allows them again. */
  active: boolean;
  /** The distributor. */
  distributorId: string | number;
};

/** A profile's links: each an http(s) URL on that network's host; null or empty removes it. */
export type SocialLinksInput = {
  /** A facebook.com URL. */
  facebook?: string | null | undefined;
  /** An instagram.com URL. */
  instagram?: string | null | undefined;
  /** A tiktok.com URL. */
  tiktok?: string | null | undefined;
  /** Any http(s) URL. */
  website?: string | null | undefined;
  /** An x.com or twitter.com URL. */
  x?: string | null | undefined;
  /** A youtube.com URL. */
  youtube?: string | null | undefined;
};

/** Ascending or descending. */
export type SortOrder =
  /** Smallest, earliest or A first. */
  | 'asc'
  /** Largest, latest or Z first. */
  | 'desc';

/** Seen from the viewer's side. */
export type TransferDirection =
  /** oDance came in. */
  | 'received'
  /** oDance went out. */
  | 'sent';

/** oDance to send; the idempotency key makes a retry safe. */
export type TransferOdanceInput = {
  /** Whole oDance, at least 1. */
  amount: number;
  /** Made by the client once per attempt and reused on retry (8–100 of A–Z a–z 0–9 _ -). */
  idempotencyKey: string;
  /** At most 280 characters. */
  message?: string | null | undefined;
  /** The money request this transfer pays (MoneyRequest.id, a notification moneyRequested links to it): it must be pending and asked of the viewer by the recipient for this amount; it is marked paid with the transfer, once. */
  moneyRequestId?: string | number | null | undefined;
  /** The recipient's account id (searchAccounts, accountSummary). */
  recipientId: string | number;
  /** Your own id for this transfer (an order or invoice number), 1–128 printable characters on one line; returned on the transfer, in histories and exports. Not unique: idempotencyKey is what makes a retry safe. */
  reference?: string | null | undefined;
};

/** A kind of movement in the admin list. */
export type TransferRecordType =
  /** Sold by a distributor. */
  | 'distribution'
  /** Between two members. */
  | 'transfer';

/** How to order transfers. */
export type TransferSort =
  /** By amount of oDance. */
  | 'amount'
  /** By date. */
  | 'createdAt';

/** Which movements to list. */
export type TransfersFilter = {
  /** An account on either side (sender, distributor or recipient). */
  accountId?: string | number | null | undefined;
  /** Inclusive, whole oDance. */
  amountFrom?: number | null | undefined;
  /** Inclusive, at least amountFrom. */
  amountTo?: number | null | undefined;
  /** Inclusive. ISO 8601 date-time with a zone, or YYYY-MM-DD for its UTC midnight. */
  dateFrom?: string | null | undefined;
  /** Exclusive, after dateFrom. Same format; to include a whole last day, send the next day. */
  dateTo?: string | null | undefined;
  /** Both when left out. */
  type?: TransferRecordType | null | undefined;
};

/** The account's names and mail preference. */
export type UpdateAccountInput = {
  /** 1–32 characters. */
  firstName: string;
  /** 1–64 characters. */
  lastName: string;
  /** Mail me when I receive oDance; absent leaves it as it is. */
  mailOnTransferReceived?: boolean | null | undefined;
};

/** Fields left out keep their value. */
export type UpdateDistributorInput = {
  /** Up to the credit limit. */
  collectionLimit?: number | null | undefined;
  /** Not below the used limit. */
  creditLimit?: number | null | undefined;
  /** The distributor. */
  distributorId: string | number;
  /** Applies to later distributions. */
  marginPercent?: number | null | undefined;
};

/** What to change on an app: absent fields stay as they are. */
export type UpdateOAuthClientInput = {
  /** The app’s client id. */
  clientId: string;
  /** Its new name on the consent screen (1–80 characters). */
  name?: string | null | undefined;
  /** Its new redirect URIs (the same rules as when registering). */
  redirectUris?: Array<string> | null | undefined;
};

export type AuthorizedAppsQueryVariables = Exact<{ [key: string]: never; }>;


export type AuthorizedAppsQuery = { authorizedApps: Array<{ clientId: string, name: string, scopes: Array<string>, allowedAt: string }> };

export type RevokeAuthorizedAppMutationVariables = Exact<{
  clientId: string;
}>;


export type RevokeAuthorizedAppMutation = { revokeAuthorizedApp: boolean };

export type ChangePasswordMutationVariables = Exact<{
  input: ChangePasswordInput;
}>;


export type ChangePasswordMutation = { changePassword: boolean };

export type DeleteAccountMutationVariables = Exact<{
  input: DeleteAccountInput;
}>;


export type DeleteAccountMutation = { deleteAccount: boolean };

export type DeviceSessionsQueryVariables = Exact<{ [key: string]: never; }>;


export type DeviceSessionsQuery = { sessions: Array<{ id: string, device: string, createdAt: string, lastUsedAt: string, current: boolean }> };

export type EndSessionMutationVariables = Exact<{
  id: string | number;
}>;


export type EndSessionMutation = { endSession: boolean };

export type PersonalAccessTokensQueryVariables = Exact<{ [key: string]: never; }>;


export type PersonalAccessTokensQuery = { personalAccessTokens: Array<{ id: string, name: string, scopes: Array<ApiScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null }> };

export type CreatePersonalAccessTokenMutationVariables = Exact<{
  input: CreatePersonalAccessTokenInput;
}>;


export type CreatePersonalAccessTokenMutation = { createPersonalAccessToken: { token: string, personalAccessToken: { id: string, name: string, scopes: Array<ApiScope>, createdAt: string, expiresAt: string, lastUsedAt: string | null } } };

export type RevokePersonalAccessTokenMutationVariables = Exact<{
  id: string | number;
}>;


export type RevokePersonalAccessTokenMutation = { revokePersonalAccessToken: boolean };

export type RequestEmailChangeMutationVariables = Exact<{
  input: RequestEmailChangeInput;
}>;


export type RequestEmailChangeMutation = { requestEmailChange: string };

export type SecondFactorsQueryVariables = Exact<{ [key: string]: never; }>;


export type SecondFactorsQuery = { secondFactors: { totp: boolean, recoveryCodesLeft: number, enrolmentRequired: boolean, passkeys: Array<{ id: string, name: string, createdAt: string, lastUsedAt: string | null }> } };

export type BeginTotpEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginTotpEnrolmentMutation = { beginTotpEnrolment: { secret: string, otpauthUrl: string } };

export type ConfirmTotpEnrolmentMutationVariables = Exact<{
  code: string;
}>;


export type ConfirmTotpEnrolmentMutation = { confirmTotpEnrolment: { recoveryCodes: Array<string> } };

export type DisableTotpMutationVariables = Exact<{
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type DisableTotpMutation = { disableTotp: boolean };

export type BeginPasskeyEnrolmentMutationVariables = Exact<{ [key: string]: never; }>;


export type BeginPasskeyEnrolmentMutation = { beginPasskeyEnrolment: { options: string } };

export type ConfirmPasskeyEnrolmentMutationVariables = Exact<{
  name: string;
  response: string;
}>;


export type ConfirmPasskeyEnrolmentMutation = { confirmPasskeyEnrolment: { recoveryCodes: Array<string>, passkey: { id: string, name: string, createdAt: string, lastUsedAt: string | null } } };

export type RemovePasskeyMutationVariables = Exact<{
  id: string | number;
  password?: string | null | undefined;
  code?: string | null | undefined;
}>;


export type RemovePasskeyMutation = { removePasskey: boolean };

export type UpdateAccountMutationVariables = Exact<{
  input: UpdateAccountInput;
}>;


export type UpdateAccountMutation = { updateAccount: { id: string, firstName: string, lastName: string, mailOnTransferReceived: boolean } };

export type WebhookEndpointsQueryVariables = Exact<{ [key: string]: never; }>;


export type WebhookEndpointsQuery = { webhookEndpoints: Array<{ id: string, url: string, events: Array<string>, createdAt: string, active: boolean }> };

export type CreateWebhookEndpointMutationVariables = Exact<{
  input: CreateWebhookEndpointInput;
}>;


export type CreateWebhookEndpointMutation = { createWebhookEndpoint: { secret: string, endpoint: { id: string, url: string, events: Array<string>, createdAt: string, active: boolean } } };

export type DeleteWebhookEndpointMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteWebhookEndpointMutation = { deleteWebhookEndpoint: boolean };

export type WebhookDeliveriesQueryVariables = Exact<{
  endpointId: string | number;
}>;


export type WebhookDeliveriesQuery = { webhookDeliveries: Array<{ id: string, eventId: string, type: string, statusCode: number | null, error: string | null, createdAt: string }> };

export type AdminDistributorsQueryVariables = Exact<{
  filter?: DistributorsFilter | null | undefined;
  sort?: DistributorSort | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminDistributorsQuery = { distributors: { total: number, page: number, pageSize: number, distributors: Array<{ id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } }> } };

export type CreateDistributorMutationVariables = Exact<{
  input: CreateDistributorInput;
}>;


export type CreateDistributorMutation = { createDistributor: { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } } };

export type UpdateDistributorMutationVariables = Exact<{
  input: UpdateDistributorInput;
}>;


export type UpdateDistributorMutation = { updateDistributor: { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } } };

export type SetDistributorActiveMutationVariables = Exact<{
  input: SetDistributorActiveInput;
}>;


export type SetDistributorActiveMutation = { setDistributorActive: { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } } };

export type AdminMembersQueryVariables = Exact<{
  search?: string | null | undefined;
  status?: MemberStatus | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminMembersQuery = { members: { total: number, page: number, pageSize: number, members: Array<{ id: string, email: string, firstName: string, lastName: string, role: RoleName, active: boolean, emailConfirmed: boolean, approved: boolean, balance: number, createdAt: string }> } };

export type SetMemberActiveMutationVariables = Exact<{
  id: string | number;
  active: boolean;
}>;


export type SetMemberActiveMutation = { setAccountActive: { id: string, active: boolean } };

export type AdminMoneyTotalsQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminMoneyTotalsQuery = { moneyTotals: { inCirculation: number, boughtByCard: number, distributorCreditOutstanding: number, distributorCreditCollected: number, platformAccount: number } };

export type AdminOverviewQueryVariables = Exact<{ [key: string]: never; }>;


export type AdminOverviewQuery = { allDistributors: { total: number }, activeDistributors: { total: number }, dueDistributors: { total: number, distributors: Array<{ id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } }> }, allTransfers: { total: number }, allDistributions: { total: number }, pendingAccounts: Array<{ id: string, firstName: string, lastName: string, email: string, createdAt: string }> };

export type AdminPaymentsQueryVariables = Exact<{
  filter?: PaymentsFilter | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminPaymentsQuery = { allPayments: { total: number, page: number, pageSize: number, payments: Array<{ id: string, status: PaymentStatus, amount: number, totalCents: number, currency: string, attempts: number, invoiceNumber: string | null, createdAt: string, paidAt: string | null, expiresAt: string | null, accountId: string, buyerName: string }> } };

export type AdminTransfersQueryVariables = Exact<{
  filter?: TransfersFilter | null | undefined;
  sort?: TransferSort | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type AdminTransfersQuery = { transfers: { total: number, page: number, pageSize: number, transfers: Array<{ id: string, type: TransferRecordType, amount: number, message: string | null, createdAt: string, distributorId: string | null, fiatCents: number | null, revenueCents: number | null, feesCents: number | null, sender: { id: string, firstName: string, lastName: string }, recipient: { id: string, firstName: string, lastName: string } }> } };

export type DistributorCollectionsQueryVariables = Exact<{
  distributorId: string | number;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type DistributorCollectionsQuery = { distributorCollections: { total: number, page: number, pageSize: number, collections: Array<{ id: string, distributorId: string, createdAt: string, feesCents: number, odanceFreed: number, note: string | null, recordedBy: { id: string, firstName: string, lastName: string } }> } };

export type RecordCollectionMutationVariables = Exact<{
  input: RecordCollectionInput;
}>;


export type RecordCollectionMutation = { recordCollection: { collection: { id: string, feesCents: number, odanceFreed: number, note: string | null, createdAt: string }, distributor: { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } } } };

export type DistributorTermLimitsQueryVariables = Exact<{ [key: string]: never; }>;


export type DistributorTermLimitsQuery = { distributorTermLimits: { limitMin: number, limitMax: number, marginPercentMin: number, marginPercentMax: number, marginPercentDecimals: number } };

export type OAuthClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type OAuthClientsQuery = { oauthClients: Array<{ clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string }> };

export type SetOAuthClientVerifiedMutationVariables = Exact<{
  clientId: string;
  verified: boolean;
}>;


export type SetOAuthClientVerifiedMutation = { setOAuthClientVerified: { clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string } };

export type PendingAccountFieldsFragment = { id: string, firstName: string, lastName: string, email: string, createdAt: string };

export type ApproveAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type ApproveAccountMutation = { approveAccount: { id: string, active: boolean } };

export type RejectAccountMutationVariables = Exact<{
  id: string | number;
}>;


export type RejectAccountMutation = { rejectAccount: boolean };

export type DistributionFieldsFragment = { id: string, distributorId: string, amount: number, message: string | null, createdAt: string, priceCents: number, fiatCents: number, marginPercent: number, revenueCents: number, feesCents: number, recipient: { id: string, firstName: string, lastName: string } };

export type DistributionQuoteQueryVariables = Exact<{
  amount: number;
}>;


export type DistributionQuoteQuery = { distributionQuote: { amount: number, priceCents: number, marginPercent: number, fiatCents: number, revenueCents: number, feesCents: number } };

export type DistributionsQueryVariables = Exact<{
  distributorId?: string | number | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: DistributionSort | null | undefined;
  sortOrder?: SortOrder | null | undefined;
}>;


export type DistributionsQuery = { distributions: { total: number, page: number, pageSize: number, distributions: Array<{ id: string, distributorId: string, amount: number, message: string | null, createdAt: string, priceCents: number, fiatCents: number, marginPercent: number, revenueCents: number, feesCents: number, recipient: { id: string, firstName: string, lastName: string } }> } };

export type DistributorFieldsFragment = { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } };

export type DistributorStatisticsQueryVariables = Exact<{
  distributorId?: string | number | null | undefined;
  from?: string | null | undefined;
  to?: string | null | undefined;
}>;


export type DistributorStatisticsQuery = { distributorStatistics: { distributorId: string, from: string, to: string, totals: { distributions: number, odance: number, fiatCents: number, revenueCents: number, feesCents: number }, days: Array<{ date: string, distributions: number, odance: number, fiatCents: number, revenueCents: number, feesCents: number }> } };

export type DistributorQueryVariables = Exact<{
  id: string | number;
}>;


export type DistributorQuery = { distributor: { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } } };

export type MakeDistributionMutationVariables = Exact<{
  input: MakeDistributionInput;
}>;


export type MakeDistributionMutation = { makeDistribution: { distribution: { id: string, distributorId: string, amount: number, message: string | null, createdAt: string, priceCents: number, fiatCents: number, marginPercent: number, revenueCents: number, feesCents: number, recipient: { id: string, firstName: string, lastName: string } } } };

export type MyDistributorQueryVariables = Exact<{ [key: string]: never; }>;


export type MyDistributorQuery = { myDistributor: { id: string, creditLimit: number, collectionLimit: number, marginPercent: number, usedLimit: number, availableLimit: number, feesToCollectCents: number, collectionDue: boolean, active: boolean, lastCollectionAt: string | null, createdAt: string, updatedAt: string, account: { id: string, firstName: string, lastName: string, email: string } } | null };

export type ExploreProfilesQueryVariables = Exact<{
  filter?: ProfileFilter | null | undefined;
  search?: string | null | undefined;
  sort?: ProfileSort | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type ExploreProfilesQuery = { profiles: { total: number, totalIsCapped: boolean, page: number, pageSize: number, profiles: Array<{ id: string, type: ProfileType, displayName: string, verified: boolean, country: string | null, danceStyles: Array<DanceStyle>, avatar: { url: string } | null }> } };

export type BalanceChangedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type BalanceChangedSubscription = { balanceChanged: { odance: number } };

export type NotificationAddedSubscriptionVariables = Exact<{ [key: string]: never; }>;


export type NotificationAddedSubscription = { notificationAdded: { id: string, kind: NotificationKind, title: string, message: string | null, amount: number | null, link: string, read: boolean, createdAt: string } };

export type MoneyRequestFieldsFragment = { id: string, status: MoneyRequestStatus, direction: MoneyRequestDirection, amount: number, message: string | null, createdAt: string, answeredAt: string | null, transferId: string | null, requester: { id: string, firstName: string, lastName: string }, payer: { id: string, firstName: string, lastName: string } };

export type MoneyRequestsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MoneyRequestsQuery = { moneyRequests: { total: number, page: number, pageSize: number, moneyRequests: Array<{ id: string, status: MoneyRequestStatus, direction: MoneyRequestDirection, amount: number, message: string | null, createdAt: string, answeredAt: string | null, transferId: string | null, requester: { id: string, firstName: string, lastName: string }, payer: { id: string, firstName: string, lastName: string } }> } };

export type RequestOdanceMutationVariables = Exact<{
  input: RequestOdanceInput;
}>;


export type RequestOdanceMutation = { requestOdance: { moneyRequest: { id: string, status: MoneyRequestStatus, direction: MoneyRequestDirection, amount: number, message: string | null, createdAt: string, answeredAt: string | null, transferId: string | null, requester: { id: string, firstName: string, lastName: string }, payer: { id: string, firstName: string, lastName: string } } } };

export type DeclineMoneyRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type DeclineMoneyRequestMutation = { declineMoneyRequest: { id: string, status: MoneyRequestStatus, direction: MoneyRequestDirection, amount: number, message: string | null, createdAt: string, answeredAt: string | null, transferId: string | null, requester: { id: string, firstName: string, lastName: string }, payer: { id: string, firstName: string, lastName: string } } };

export type CancelMoneyRequestMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelMoneyRequestMutation = { cancelMoneyRequest: { id: string, status: MoneyRequestStatus, direction: MoneyRequestDirection, amount: number, message: string | null, createdAt: string, answeredAt: string | null, transferId: string | null, requester: { id: string, firstName: string, lastName: string }, payer: { id: string, firstName: string, lastName: string } } };

export type PayableMoneyRequestQueryVariables = Exact<{
  id: string | number;
}>;


export type PayableMoneyRequestQuery = { moneyRequest: { id: string, status: MoneyRequestStatus, amount: number, requester: { id: string, firstName: string, lastName: string } } };

export type NotificationFieldsFragment = { id: string, kind: NotificationKind, title: string, message: string | null, amount: number | null, link: string, read: boolean, createdAt: string };

export type UnreadNotificationCountQueryVariables = Exact<{ [key: string]: never; }>;


export type UnreadNotificationCountQuery = { unreadNotificationCount: number };

export type NotificationsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  unreadOnly?: boolean | null | undefined;
}>;


export type NotificationsQuery = { notifications: { total: number, page: number, pageSize: number, notifications: Array<{ id: string, kind: NotificationKind, title: string, message: string | null, amount: number | null, link: string, read: boolean, createdAt: string }> } };

export type MarkNotificationsReadMutationVariables = Exact<{
  ids?: Array<string | number> | string | number | null | undefined;
}>;


export type MarkNotificationsReadMutation = { markNotificationsRead: number };

export type BuyOdanceMutationVariables = Exact<{
  input: BuyOdanceInput;
}>;


export type BuyOdanceMutation = { buyOdance: { checkoutUrl: string, payment: { id: string, amount: number, unitPriceCents: number, totalCents: number, currency: string, status: PaymentStatus, attempts: number, retryable: boolean, checkoutUrl: string | null, expiresAt: string | null, invoiceNumber: string | null, createdAt: string, paidAt: string | null } } };

export type ConfirmPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type ConfirmPaymentMutation = { confirmPayment: { id: string, amount: number, unitPriceCents: number, totalCents: number, currency: string, status: PaymentStatus, attempts: number, retryable: boolean, checkoutUrl: string | null, expiresAt: string | null, invoiceNumber: string | null, createdAt: string, paidAt: string | null } };

export type InvoiceQueryVariables = Exact<{
  paymentId: string | number;
}>;


export type InvoiceQuery = { invoice: { paymentId: string, number: string | null, status: PaymentStatus, issuedAt: string | null, createdAt: string, seller: string, buyerName: string, subtotalCents: number, taxCents: number, totalCents: number, currency: string, lines: Array<{ description: string, quantity: number, unitPriceCents: number, totalCents: number }> } };

export type PaymentFieldsFragment = { id: string, amount: number, unitPriceCents: number, totalCents: number, currency: string, status: PaymentStatus, attempts: number, retryable: boolean, checkoutUrl: string | null, expiresAt: string | null, invoiceNumber: string | null, createdAt: string, paidAt: string | null };

export type MyPaymentsQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyPaymentsQuery = { myPayments: { total: number, page: number, pageSize: number, payments: Array<{ id: string, amount: number, unitPriceCents: number, totalCents: number, currency: string, status: PaymentStatus, attempts: number, retryable: boolean, checkoutUrl: string | null, expiresAt: string | null, invoiceNumber: string | null, createdAt: string, paidAt: string | null }> } };

export type RetryPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type RetryPaymentMutation = { retryPayment: { checkoutUrl: string, payment: { id: string, amount: number, unitPriceCents: number, totalCents: number, currency: string, status: PaymentStatus, attempts: number, retryable: boolean, checkoutUrl: string | null, expiresAt: string | null, invoiceNumber: string | null, createdAt: string, paidAt: string | null } } };

export type CancelPaymentMutationVariables = Exact<{
  id: string | number;
}>;


export type CancelPaymentMutation = { cancelPayment: { id: string, amount: number, unitPriceCents: number, totalCents: number, currency: string, status: PaymentStatus, attempts: number, retryable: boolean, checkoutUrl: string | null, expiresAt: string | null, invoiceNumber: string | null, createdAt: string, paidAt: string | null } };

export type MyTransfersQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
  sort?: TransferSort | null | undefined;
  sortOrder?: SortOrder | null | undefined;
  filter?: MyTransfersFilter | null | undefined;
}>;


export type MyTransfersQuery = { myTransfers: { total: number, page: number, pageSize: number, transfers: Array<{ id: string, direction: TransferDirection, kind: MyTransferKind, amount: number, message: string | null, createdAt: string, counterparty: { id: string, firstName: string, lastName: string } }> } };

export type TransferOdanceMutationVariables = Exact<{
  input: TransferOdanceInput;
}>;


export type TransferOdanceMutation = { transferOdance: { transfer: { id: string, amount: number, message: string | null, createdAt: string, sender: { id: string, firstName: string, lastName: string }, recipient: { id: string, firstName: string, lastName: string } } } };

export type TransferReceiptQueryVariables = Exact<{
  id: string | number;
}>;


export type TransferReceiptQuery = { myTransfer: { id: string, kind: MyTransferKind, direction: TransferDirection, amount: number, fiatCents: number | null, message: string | null, reference: string | null, createdAt: string, counterparty: { id: string, firstName: string, lastName: string } } };

export type AffiliationRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type AffiliationRequestsQuery = { affiliationRequests: Array<{ id: string, list: AffiliationList, status: AffiliationStatus, requestedAt: string, member: { id: string, type: ProfileType, displayName: string, verified: boolean, country: string | null, danceStyles: Array<DanceStyle>, avatar: { url: string } | null }, organisation: { id: string, type: ProfileType, displayName: string } }> };

export type AnswerAffiliationRequestMutationVariables = Exact<{
  id: string | number;
  accept: boolean;
}>;


export type AnswerAffiliationRequestMutation = { answerAffiliationRequest: { id: string, status: AffiliationStatus } };

export type MyProfilesQueryVariables = Exact<{
  page?: number | null | undefined;
  pageSize?: number | null | undefined;
}>;


export type MyProfilesQuery = { myProfiles: { total: number, page: number, pageSize: number, profiles: Array<{ isMain: boolean, updatedAt: string, id: string, type: ProfileType, displayName: string, verified: boolean, country: string | null, danceStyles: Array<DanceStyle>, avatar: { url: string } | null }> } };

export type DeleteProfileMutationVariables = Exact<{
  id: string | number;
}>;


export type DeleteProfileMutation = { deleteProfile: { id: string } };

export type SetMainProfileMutationVariables = Exact<{
  id: string | number;
}>;


export type SetMainProfileMutation = { setMainProfile: { id: string, isMain: boolean } };

export type ProfileCardFieldsFragment = { id: string, type: ProfileType, displayName: string, verified: boolean, country: string | null, danceStyles: Array<DanceStyle>, avatar: { url: string } | null };

export type ProfileDetailsFieldsFragment = { id: string, type: ProfileType, name: string | null, firstName: string | null, lastName: string | null, displayName: string, bio: string | null, country: string | null, danceStyles: Array<DanceStyle>, isMain: boolean, verified: boolean, canEdit: boolean, createdAt: string, updatedAt: string, avatar: { url: string } | null, photo: { url: string } | null, backgroundImage: { url: string } | null, socialLinks: { facebook: string | null, instagram: string | null, tiktok: string | null, x: string | null, website: string | null, youtube: string | null }, media: Array<{ url: string, kind: MediaKind }>, owner: { id: string }, schools: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, federations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, formations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, trainers: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, partners: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, members: Array<{ id: string, type: ProfileType, displayName: string, verified: boolean }>, achievements: Array<{ id: string, place: number, eventName: string, eventPlace: string | null, category: string | null, date: string, isTop: boolean }> };

export type SetProfileVerifiedMutationVariables = Exact<{
  type: ProfileType;
  id: string | number;
  verified: boolean;
}>;


export type SetProfileVerifiedMutation = { setProfileVerified: { id: string, verified: boolean } };

export type CreateProfileMutationVariables = Exact<{
  input: CreateProfileInput;
}>;


export type CreateProfileMutation = { createProfile: { id: string, type: ProfileType, displayName: string, isMain: boolean } };

export type UpdateProfileMutationVariables = Exact<{
  id: string | number;
  input: ProfileInput;
}>;


export type UpdateProfileMutation = { updateProfile: { id: string, type: ProfileType, name: string | null, firstName: string | null, lastName: string | null, displayName: string, bio: string | null, country: string | null, danceStyles: Array<DanceStyle>, isMain: boolean, verified: boolean, canEdit: boolean, createdAt: string, updatedAt: string, avatar: { url: string } | null, photo: { url: string } | null, backgroundImage: { url: string } | null, socialLinks: { facebook: string | null, instagram: string | null, tiktok: string | null, x: string | null, website: string | null, youtube: string | null }, media: Array<{ url: string, kind: MediaKind }>, owner: { id: string }, schools: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, federations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, formations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, trainers: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, partners: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, members: Array<{ id: string, type: ProfileType, displayName: string, verified: boolean }>, achievements: Array<{ id: string, place: number, eventName: string, eventPlace: string | null, category: string | null, date: string, isTop: boolean }> } };

export type PublicProfileQueryVariables = Exact<{
  type: ProfileType;
  id: string | number;
}>;


export type PublicProfileQuery = { profile: { id: string, type: ProfileType, name: string | null, firstName: string | null, lastName: string | null, displayName: string, bio: string | null, country: string | null, danceStyles: Array<DanceStyle>, isMain: boolean, verified: boolean, canEdit: boolean, createdAt: string, updatedAt: string, avatar: { url: string } | null, photo: { url: string } | null, backgroundImage: { url: string } | null, socialLinks: { facebook: string | null, instagram: string | null, tiktok: string | null, x: string | null, website: string | null, youtube: string | null }, media: Array<{ url: string, kind: MediaKind }>, owner: { id: string }, schools: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, federations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, formations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, trainers: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, partners: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, members: Array<{ id: string, type: ProfileType, displayName: string, verified: boolean }>, achievements: Array<{ id: string, place: number, eventName: string, eventPlace: string | null, category: string | null, date: string, isTop: boolean }> } };

export type PublicProfileByHandleQueryVariables = Exact<{
  handle: string;
}>;


export type PublicProfileByHandleQuery = { profileByHandle: { id: string, type: ProfileType, name: string | null, firstName: string | null, lastName: string | null, displayName: string, bio: string | null, country: string | null, danceStyles: Array<DanceStyle>, isMain: boolean, verified: boolean, canEdit: boolean, createdAt: string, updatedAt: string, avatar: { url: string } | null, photo: { url: string } | null, backgroundImage: { url: string } | null, socialLinks: { facebook: string | null, instagram: string | null, tiktok: string | null, x: string | null, website: string | null, youtube: string | null }, media: Array<{ url: string, kind: MediaKind }>, owner: { id: string }, schools: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, federations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, formations: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, trainers: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, partners: Array<{ id: string | null, name: string, status: AffiliationStatus | null }>, members: Array<{ id: string, type: ProfileType, displayName: string, verified: boolean }>, achievements: Array<{ id: string, place: number, eventName: string, eventPlace: string | null, category: string | null, date: string, isTop: boolean }> } };

export type SuggestProfilesQueryVariables = Exact<{
  search: string;
  types?: Array<ProfileType> | ProfileType | null | undefined;
  first?: number | null | undefined;
}>;


export type SuggestProfilesQuery = { suggestProfiles: Array<{ id: string, type: ProfileType, displayName: string, firstName: string | null, lastName: string | null, name: string | null, verified: boolean, avatar: { url: string } | null }> };

export type SearchAccountsQueryVariables = Exact<{
  name: string;
  withOwn?: boolean | null | undefined;
}>;


export type SearchAccountsQuery = { searchAccounts: Array<{ id: string, firstName: string, lastName: string, mainProfileType: ProfileType | null, country: string | null, joinedAt: string, avatar: { url: string } | null }> };

export type CurrentUserQueryVariables = Exact<{ [key: string]: never; }>;


export type CurrentUserQuery = { me: { id: string, email: string, firstName: string, lastName: string, active: boolean, emailConfirmed: boolean, authMethod: AuthMethod, mailOnTransferReceived: boolean, role: { name: RoleName }, can: { administer: boolean, manageDistributors: boolean, viewAllPayments: boolean, verifyProfiles: boolean, distribute: boolean, grantableScopes: Array<ApiScope>, appScopes: Array<ApiScope> }, balance: { odance: number }, mainProfile: { id: string, type: string, avatar: { url: string } | null } | null } | null };

export type OAuthClientFieldsFragment = { clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string };

export type MyOAuthClientsQueryVariables = Exact<{ [key: string]: never; }>;


export type MyOAuthClientsQuery = { myOAuthClients: Array<{ clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string }> };

export type CreateOAuthClientMutationVariables = Exact<{
  input: CreateOAuthClientInput;
}>;


export type CreateOAuthClientMutation = { createOAuthClient: { clientSecret: string | null, client: { clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string } } };

export type UpdateOAuthClientMutationVariables = Exact<{
  input: UpdateOAuthClientInput;
}>;


export type UpdateOAuthClientMutation = { updateOAuthClient: { clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string } };

export type SetOAuthClientActiveMutationVariables = Exact<{
  clientId: string;
  active: boolean;
}>;


export type SetOAuthClientActiveMutation = { setOAuthClientActive: { clientId: string, name: string, redirectUris: Array<string>, scopes: Array<ApiScope>, confidential: boolean, active: boolean, verified: boolean, disabledByAdmin: boolean, ownerId: string | null, createdAt: string } };

export type AccountSummaryQueryVariables = Exact<{
  id: string | number;
}>;


export type AccountSummaryQuery = { accountSummary: { id: string, firstName: string, lastName: string, avatar: { url: string } | null } };


// The typed documents, one module per .graphql file.
export * from './account-picker';
export * from './account-summary';
export * from './admin-distributors';
export * from './admin-members';
export * from './admin-money-totals';
export * from './admin-overview';
export * from './admin-payments';
export * from './admin-transfers';
export * from './affiliation-requests';
export * from './authorized-apps';
export * from './buy-odance';
export * from './change-password';
export * from './collections';
export * from './confirm-payment';
export * from './current-user';
export * from './delete-account';
export * from './devices';
export * from './distribution-fields';
export * from './distribution-quote';
export * from './distributions';
export * from './distributor';
export * from './distributor-fields';
export * from './distributor-statistics';
export * from './distributor-term-limits';
export * from './explore-profiles';
export * from './invoice';
export * from './live';
export * from './make-distribution';
export * from './manage-profiles';
export * from './money-requests';
export * from './my-distributor';
export * from './notifications';
export * from './oauth-apps';
export * from './oauth-clients';
export * from './payable-money-request';
export * from './payment-fields';
export * from './payment-history';
export * from './pending-accounts';
export * from './personal-tokens';
export * from './profile-fields';
export * from './profile-verification';
export * from './profile-wizard';
export * from './public-profile';
export * from './request-email-change';
export * from './second-factors';
export * from './suggest-profiles';
export * from './transfer-history';
export * from './transfer-odance';
export * from './transfer-receipt';
export * from './update-account';
export * from './webhooks';