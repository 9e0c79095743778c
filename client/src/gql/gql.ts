/* eslint-disable */
import * as types from './graphql';
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';

/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": typeof types.ChangePasswordDocument,
    "mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}": typeof types.DeleteAccountDocument,
    "mutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    id\n    firstName\n    lastName\n  }\n}": typeof types.UpdateAccountDocument,
    "query ExploreProfiles($filter: ProfileFilter, $page: Int, $pageSize: Int) {\n  profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n    }\n  }\n}": typeof types.ExploreProfilesDocument,
    "query SearchAccounts($name: String!, $withOwn: Boolean) {\n  searchAccounts(name: $name, withOwn: $withOwn) {\n    id\n    firstName\n    lastName\n    avatar {\n      url\n    }\n  }\n}": typeof types.SearchAccountsDocument,
    "mutation BuyOdance($input: BuyOdanceInput!) {\n  buyOdance(input: $input) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}": typeof types.BuyOdanceDocument,
    "mutation ConfirmPayment($id: ID!) {\n  confirmPayment(id: $id) {\n    ...PaymentFields\n  }\n}": typeof types.ConfirmPaymentDocument,
    "query Invoice($paymentId: ID!) {\n  invoice(paymentId: $paymentId) {\n    paymentId\n    number\n    status\n    issuedAt\n    createdAt\n    seller\n    buyerName\n    lines {\n      description\n      quantity\n      unitPriceCents\n      totalCents\n    }\n    subtotalCents\n    taxCents\n    totalCents\n    currency\n  }\n}": typeof types.InvoiceDocument,
    "fragment PaymentFields on Payment {\n  id\n  amount\n  unitPriceCents\n  totalCents\n  currency\n  status\n  attempts\n  retryable\n  checkoutUrl\n  invoiceNumber\n  createdAt\n  paidAt\n}": typeof types.PaymentFieldsFragmentDoc,
    "query MyPayments($page: Int, $pageSize: Int) {\n  myPayments(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    payments {\n      ...PaymentFields\n    }\n  }\n}\n\nmutation RetryPayment($id: ID!) {\n  retryPayment(id: $id) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}": typeof types.MyPaymentsDocument,
    "query MyTransfers($page: Int, $pageSize: Int, $sort: TransferSort, $sortOrder: SortOrder) {\n  myTransfers(\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n    sortOrder: $sortOrder\n  ) {\n    total\n    page\n    pageSize\n    transfers {\n      id\n      direction\n      amount\n      message\n      createdAt\n      counterparty {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": typeof types.MyTransfersDocument,
    "mutation TransferOdance($input: TransferOdanceInput!) {\n  transferOdance(input: $input) {\n    transfer {\n      id\n      amount\n      message\n      createdAt\n      sender {\n        id\n        firstName\n        lastName\n      }\n      recipient {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": typeof types.TransferOdanceDocument,
    "query MyProfiles($page: Int, $pageSize: Int) {\n  myProfiles(page: $page, pageSize: $pageSize, sort: createdAt, sortOrder: asc) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n      isMain\n      updatedAt\n    }\n  }\n}\n\nmutation DeleteProfile($id: ID!) {\n  deleteProfile(id: $id) {\n    id\n  }\n}\n\nmutation SetMainProfile($id: ID!) {\n  setMainProfile(id: $id) {\n    id\n    isMain\n  }\n}": typeof types.MyProfilesDocument,
    "fragment ProfileCardFields on Profile {\n  id\n  type\n  displayName\n  avatar {\n    url\n  }\n  country\n  danceStyles\n}\n\nfragment ProfileDetailsFields on Profile {\n  id\n  type\n  name\n  firstName\n  lastName\n  displayName\n  avatar {\n    url\n  }\n  photo {\n    url\n  }\n  backgroundImage {\n    url\n  }\n  bio\n  country\n  danceStyles\n  socialLinks {\n    facebook\n    instagram\n    tiktok\n    x\n    website\n    youtube\n  }\n  media {\n    url\n    kind\n  }\n  isMain\n  canEdit\n  owner {\n    id\n  }\n  schools {\n    id\n    name\n  }\n  federations {\n    id\n    name\n  }\n  formations {\n    id\n    name\n  }\n  trainers {\n    id\n    name\n  }\n  partners {\n    id\n    name\n  }\n  achievements {\n    id\n    place\n    eventName\n    eventPlace\n    category\n    date\n    isTop\n  }\n  createdAt\n  updatedAt\n}": typeof types.ProfileCardFieldsFragmentDoc,
    "mutation CreateProfile($input: CreateProfileInput!) {\n  createProfile(input: $input) {\n    id\n    type\n    displayName\n    isMain\n  }\n}\n\nmutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...ProfileDetailsFields\n  }\n}": typeof types.CreateProfileDocument,
    "query PublicProfile($type: ProfileType!, $id: ID!) {\n  profile(type: $type, id: $id) {\n    ...ProfileDetailsFields\n  }\n}": typeof types.PublicProfileDocument,
    "query SearchProfiles($search: String!, $types: [ProfileType!], $pageSize: Int) {\n  profiles(search: $search, filter: {type: $types}, pageSize: $pageSize) {\n    total\n    profiles {\n      id\n      type\n      displayName\n      firstName\n      lastName\n      name\n      avatar {\n        url\n      }\n    }\n  }\n}": typeof types.SearchProfilesDocument,
    "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    role {\n      name\n    }\n    balance {\n      odance\n    }\n    active\n    emailConfirmed\n    authMethod\n    mainProfile {\n      id\n      type\n      avatar {\n        url\n      }\n    }\n  }\n}": typeof types.CurrentUserDocument,
};
const documents: Documents = {
    "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}": types.ChangePasswordDocument,
    "mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}": types.DeleteAccountDocument,
    "mutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    id\n    firstName\n    lastName\n  }\n}": types.UpdateAccountDocument,
    "query ExploreProfiles($filter: ProfileFilter, $page: Int, $pageSize: Int) {\n  profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n    }\n  }\n}": types.ExploreProfilesDocument,
    "query SearchAccounts($name: String!, $withOwn: Boolean) {\n  searchAccounts(name: $name, withOwn: $withOwn) {\n    id\n    firstName\n    lastName\n    avatar {\n      url\n    }\n  }\n}": types.SearchAccountsDocument,
    "mutation BuyOdance($input: BuyOdanceInput!) {\n  buyOdance(input: $input) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}": types.BuyOdanceDocument,
    "mutation ConfirmPayment($id: ID!) {\n  confirmPayment(id: $id) {\n    ...PaymentFields\n  }\n}": types.ConfirmPaymentDocument,
    "query Invoice($paymentId: ID!) {\n  invoice(paymentId: $paymentId) {\n    paymentId\n    number\n    status\n    issuedAt\n    createdAt\n    seller\n    buyerName\n    lines {\n      description\n      quantity\n      unitPriceCents\n      totalCents\n    }\n    subtotalCents\n    taxCents\n    totalCents\n    currency\n  }\n}": types.InvoiceDocument,
    "fragment PaymentFields on Payment {\n  id\n  amount\n  unitPriceCents\n  totalCents\n  currency\n  status\n  attempts\n  retryable\n  checkoutUrl\n  invoiceNumber\n  createdAt\n  paidAt\n}": types.PaymentFieldsFragmentDoc,
    "query MyPayments($page: Int, $pageSize: Int) {\n  myPayments(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    payments {\n      ...PaymentFields\n    }\n  }\n}\n\nmutation RetryPayment($id: ID!) {\n  retryPayment(id: $id) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}": types.MyPaymentsDocument,
    "query MyTransfers($page: Int, $pageSize: Int, $sort: TransferSort, $sortOrder: SortOrder) {\n  myTransfers(\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n    sortOrder: $sortOrder\n  ) {\n    total\n    page\n    pageSize\n    transfers {\n      id\n      direction\n      amount\n      message\n      createdAt\n      counterparty {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": types.MyTransfersDocument,
    "mutation TransferOdance($input: TransferOdanceInput!) {\n  transferOdance(input: $input) {\n    transfer {\n      id\n      amount\n      message\n      createdAt\n      sender {\n        id\n        firstName\n        lastName\n      }\n      recipient {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}": types.TransferOdanceDocument,
    "query MyProfiles($page: Int, $pageSize: Int) {\n  myProfiles(page: $page, pageSize: $pageSize, sort: createdAt, sortOrder: asc) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n      isMain\n      updatedAt\n    }\n  }\n}\n\nmutation DeleteProfile($id: ID!) {\n  deleteProfile(id: $id) {\n    id\n  }\n}\n\nmutation SetMainProfile($id: ID!) {\n  setMainProfile(id: $id) {\n    id\n    isMain\n  }\n}": types.MyProfilesDocument,
    "fragment ProfileCardFields on Profile {\n  id\n  type\n  displayName\n  avatar {\n    url\n  }\n  country\n  danceStyles\n}\n\nfragment ProfileDetailsFields on Profile {\n  id\n  type\n  name\n  firstName\n  lastName\n  displayName\n  avatar {\n    url\n  }\n  photo {\n    url\n  }\n  backgroundImage {\n    url\n  }\n  bio\n  country\n  danceStyles\n  socialLinks {\n    facebook\n    instagram\n    tiktok\n    x\n    website\n    youtube\n  }\n  media {\n    url\n    kind\n  }\n  isMain\n  canEdit\n  owner {\n    id\n  }\n  schools {\n    id\n    name\n  }\n  federations {\n    id\n    name\n  }\n  formations {\n    id\n    name\n  }\n  trainers {\n    id\n    name\n  }\n  partners {\n    id\n    name\n  }\n  achievements {\n    id\n    place\n    eventName\n    eventPlace\n    category\n    date\n    isTop\n  }\n  createdAt\n  updatedAt\n}": types.ProfileCardFieldsFragmentDoc,
    "mutation CreateProfile($input: CreateProfileInput!) {\n  createProfile(input: $input) {\n    id\n    type\n    displayName\n    isMain\n  }\n}\n\nmutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...ProfileDetailsFields\n  }\n}": types.CreateProfileDocument,
    "query PublicProfile($type: ProfileType!, $id: ID!) {\n  profile(type: $type, id: $id) {\n    ...ProfileDetailsFields\n  }\n}": types.PublicProfileDocument,
    "query SearchProfiles($search: String!, $types: [ProfileType!], $pageSize: Int) {\n  profiles(search: $search, filter: {type: $types}, pageSize: $pageSize) {\n    total\n    profiles {\n      id\n      type\n      displayName\n      firstName\n      lastName\n      name\n      avatar {\n        url\n      }\n    }\n  }\n}": types.SearchProfilesDocument,
    "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    role {\n      name\n    }\n    balance {\n      odance\n    }\n    active\n    emailConfirmed\n    authMethod\n    mainProfile {\n      id\n      type\n      avatar {\n        url\n      }\n    }\n  }\n}": types.CurrentUserDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 *
 *
 * @example
 * ```ts
 * const query = graphql(`query GetUser($id: ID!) { user(id: $id) { name } }`);
 * ```
 *
 * The query argument is unknown!
 * Please regenerate the types.
 */
export function graphql(source: string): unknown;

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"): (typeof documents)["mutation ChangePassword($input: ChangePasswordInput!) {\n  changePassword(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}"): (typeof documents)["mutation DeleteAccount($input: DeleteAccountInput!) {\n  deleteAccount(input: $input)\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    id\n    firstName\n    lastName\n  }\n}"): (typeof documents)["mutation UpdateAccount($input: UpdateAccountInput!) {\n  updateAccount(input: $input) {\n    id\n    firstName\n    lastName\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query ExploreProfiles($filter: ProfileFilter, $page: Int, $pageSize: Int) {\n  profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n    }\n  }\n}"): (typeof documents)["query ExploreProfiles($filter: ProfileFilter, $page: Int, $pageSize: Int) {\n  profiles(filter: $filter, page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchAccounts($name: String!, $withOwn: Boolean) {\n  searchAccounts(name: $name, withOwn: $withOwn) {\n    id\n    firstName\n    lastName\n    avatar {\n      url\n    }\n  }\n}"): (typeof documents)["query SearchAccounts($name: String!, $withOwn: Boolean) {\n  searchAccounts(name: $name, withOwn: $withOwn) {\n    id\n    firstName\n    lastName\n    avatar {\n      url\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation BuyOdance($input: BuyOdanceInput!) {\n  buyOdance(input: $input) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}"): (typeof documents)["mutation BuyOdance($input: BuyOdanceInput!) {\n  buyOdance(input: $input) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation ConfirmPayment($id: ID!) {\n  confirmPayment(id: $id) {\n    ...PaymentFields\n  }\n}"): (typeof documents)["mutation ConfirmPayment($id: ID!) {\n  confirmPayment(id: $id) {\n    ...PaymentFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query Invoice($paymentId: ID!) {\n  invoice(paymentId: $paymentId) {\n    paymentId\n    number\n    status\n    issuedAt\n    createdAt\n    seller\n    buyerName\n    lines {\n      description\n      quantity\n      unitPriceCents\n      totalCents\n    }\n    subtotalCents\n    taxCents\n    totalCents\n    currency\n  }\n}"): (typeof documents)["query Invoice($paymentId: ID!) {\n  invoice(paymentId: $paymentId) {\n    paymentId\n    number\n    status\n    issuedAt\n    createdAt\n    seller\n    buyerName\n    lines {\n      description\n      quantity\n      unitPriceCents\n      totalCents\n    }\n    subtotalCents\n    taxCents\n    totalCents\n    currency\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment PaymentFields on Payment {\n  id\n  amount\n  unitPriceCents\n  totalCents\n  currency\n  status\n  attempts\n  retryable\n  checkoutUrl\n  invoiceNumber\n  createdAt\n  paidAt\n}"): (typeof documents)["fragment PaymentFields on Payment {\n  id\n  amount\n  unitPriceCents\n  totalCents\n  currency\n  status\n  attempts\n  retryable\n  checkoutUrl\n  invoiceNumber\n  createdAt\n  paidAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyPayments($page: Int, $pageSize: Int) {\n  myPayments(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    payments {\n      ...PaymentFields\n    }\n  }\n}\n\nmutation RetryPayment($id: ID!) {\n  retryPayment(id: $id) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}"): (typeof documents)["query MyPayments($page: Int, $pageSize: Int) {\n  myPayments(page: $page, pageSize: $pageSize) {\n    total\n    page\n    pageSize\n    payments {\n      ...PaymentFields\n    }\n  }\n}\n\nmutation RetryPayment($id: ID!) {\n  retryPayment(id: $id) {\n    checkoutUrl\n    payment {\n      ...PaymentFields\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyTransfers($page: Int, $pageSize: Int, $sort: TransferSort, $sortOrder: SortOrder) {\n  myTransfers(\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n    sortOrder: $sortOrder\n  ) {\n    total\n    page\n    pageSize\n    transfers {\n      id\n      direction\n      amount\n      message\n      createdAt\n      counterparty {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"): (typeof documents)["query MyTransfers($page: Int, $pageSize: Int, $sort: TransferSort, $sortOrder: SortOrder) {\n  myTransfers(\n    page: $page\n    pageSize: $pageSize\n    sort: $sort\n    sortOrder: $sortOrder\n  ) {\n    total\n    page\n    pageSize\n    transfers {\n      id\n      direction\n      amount\n      message\n      createdAt\n      counterparty {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation TransferOdance($input: TransferOdanceInput!) {\n  transferOdance(input: $input) {\n    transfer {\n      id\n      amount\n      message\n      createdAt\n      sender {\n        id\n        firstName\n        lastName\n      }\n      recipient {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"): (typeof documents)["mutation TransferOdance($input: TransferOdanceInput!) {\n  transferOdance(input: $input) {\n    transfer {\n      id\n      amount\n      message\n      createdAt\n      sender {\n        id\n        firstName\n        lastName\n      }\n      recipient {\n        id\n        firstName\n        lastName\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query MyProfiles($page: Int, $pageSize: Int) {\n  myProfiles(page: $page, pageSize: $pageSize, sort: createdAt, sortOrder: asc) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n      isMain\n      updatedAt\n    }\n  }\n}\n\nmutation DeleteProfile($id: ID!) {\n  deleteProfile(id: $id) {\n    id\n  }\n}\n\nmutation SetMainProfile($id: ID!) {\n  setMainProfile(id: $id) {\n    id\n    isMain\n  }\n}"): (typeof documents)["query MyProfiles($page: Int, $pageSize: Int) {\n  myProfiles(page: $page, pageSize: $pageSize, sort: createdAt, sortOrder: asc) {\n    total\n    page\n    pageSize\n    profiles {\n      ...ProfileCardFields\n      isMain\n      updatedAt\n    }\n  }\n}\n\nmutation DeleteProfile($id: ID!) {\n  deleteProfile(id: $id) {\n    id\n  }\n}\n\nmutation SetMainProfile($id: ID!) {\n  setMainProfile(id: $id) {\n    id\n    isMain\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "fragment ProfileCardFields on Profile {\n  id\n  type\n  displayName\n  avatar {\n    url\n  }\n  country\n  danceStyles\n}\n\nfragment ProfileDetailsFields on Profile {\n  id\n  type\n  name\n  firstName\n  lastName\n  displayName\n  avatar {\n    url\n  }\n  photo {\n    url\n  }\n  backgroundImage {\n    url\n  }\n  bio\n  country\n  danceStyles\n  socialLinks {\n    facebook\n    instagram\n    tiktok\n    x\n    website\n    youtube\n  }\n  media {\n    url\n    kind\n  }\n  isMain\n  canEdit\n  owner {\n    id\n  }\n  schools {\n    id\n    name\n  }\n  federations {\n    id\n    name\n  }\n  formations {\n    id\n    name\n  }\n  trainers {\n    id\n    name\n  }\n  partners {\n    id\n    name\n  }\n  achievements {\n    id\n    place\n    eventName\n    eventPlace\n    category\n    date\n    isTop\n  }\n  createdAt\n  updatedAt\n}"): (typeof documents)["fragment ProfileCardFields on Profile {\n  id\n  type\n  displayName\n  avatar {\n    url\n  }\n  country\n  danceStyles\n}\n\nfragment ProfileDetailsFields on Profile {\n  id\n  type\n  name\n  firstName\n  lastName\n  displayName\n  avatar {\n    url\n  }\n  photo {\n    url\n  }\n  backgroundImage {\n    url\n  }\n  bio\n  country\n  danceStyles\n  socialLinks {\n    facebook\n    instagram\n    tiktok\n    x\n    website\n    youtube\n  }\n  media {\n    url\n    kind\n  }\n  isMain\n  canEdit\n  owner {\n    id\n  }\n  schools {\n    id\n    name\n  }\n  federations {\n    id\n    name\n  }\n  formations {\n    id\n    name\n  }\n  trainers {\n    id\n    name\n  }\n  partners {\n    id\n    name\n  }\n  achievements {\n    id\n    place\n    eventName\n    eventPlace\n    category\n    date\n    isTop\n  }\n  createdAt\n  updatedAt\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "mutation CreateProfile($input: CreateProfileInput!) {\n  createProfile(input: $input) {\n    id\n    type\n    displayName\n    isMain\n  }\n}\n\nmutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...ProfileDetailsFields\n  }\n}"): (typeof documents)["mutation CreateProfile($input: CreateProfileInput!) {\n  createProfile(input: $input) {\n    id\n    type\n    displayName\n    isMain\n  }\n}\n\nmutation UpdateProfile($id: ID!, $input: ProfileInput!) {\n  updateProfile(id: $id, input: $input) {\n    ...ProfileDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublicProfile($type: ProfileType!, $id: ID!) {\n  profile(type: $type, id: $id) {\n    ...ProfileDetailsFields\n  }\n}"): (typeof documents)["query PublicProfile($type: ProfileType!, $id: ID!) {\n  profile(type: $type, id: $id) {\n    ...ProfileDetailsFields\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query SearchProfiles($search: String!, $types: [ProfileType!], $pageSize: Int) {\n  profiles(search: $search, filter: {type: $types}, pageSize: $pageSize) {\n    total\n    profiles {\n      id\n      type\n      displayName\n      firstName\n      lastName\n      name\n      avatar {\n        url\n      }\n    }\n  }\n}"): (typeof documents)["query SearchProfiles($search: String!, $types: [ProfileType!], $pageSize: Int) {\n  profiles(search: $search, filter: {type: $types}, pageSize: $pageSize) {\n    total\n    profiles {\n      id\n      type\n      displayName\n      firstName\n      lastName\n      name\n      avatar {\n        url\n      }\n    }\n  }\n}"];
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    role {\n      name\n    }\n    balance {\n      odance\n    }\n    active\n    emailConfirmed\n    authMethod\n    mainProfile {\n      id\n      type\n      avatar {\n        url\n      }\n    }\n  }\n}"): (typeof documents)["query CurrentUser {\n  me {\n    id\n    email\n    firstName\n    lastName\n    role {\n      name\n    }\n    balance {\n      odance\n    }\n    active\n    emailConfirmed\n    authMethod\n    mainProfile {\n      id\n      type\n      avatar {\n        url\n      }\n    }\n  }\n}"];

export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}

export type DocumentType<TDocumentNode extends DocumentNode<any, any>> = TDocumentNode extends DocumentNode<  infer TType,  any>  ? TType  : never;