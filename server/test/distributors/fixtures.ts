import type { Person } from '../support/factories.js';
import type { GraphQLResult } from '../support/http-client.js';
import { newKey } from '../support/ledger.js';

// The distributor tests' GraphQL documents and helpers; the people and distributors they act on come from
// support/factories.ts (person, distributorOf).

/** makeDistribution with a fresh idempotency key unless one is given. */
export function distribute(from: Person, recipientId: string, amount: number, extra: Record<string, unknown> = {}): Promise<GraphQLResult> {
  return from.client.graphql(MAKE_DISTRIBUTION, { input: { recipientId, amount, idempotencyKey: newKey(), ...extra } });
}

export const errorOf = (res: GraphQLResult) => res.errors?.[0]?.extensions;

const DISTRIBUTOR_FIELDS = `id active creditLimit collectionLimit marginPercent usedLimit availableLimit feesToCollectCents collectionDue
  lastCollectionAt createdAt updatedAt account { id firstName lastName email }`;
const DISTRIBUTION_FIELDS = `id distributorId amount message createdAt priceCents fiatCents marginPercent revenueCents feesCents
  distributorAccount { id firstName lastName } recipient { id firstName lastName }`;

export const CREATE_DISTRIBUTOR = `mutation($input: CreateDistributorInput!) { createDistributor(input: $input) { ${DISTRIBUTOR_FIELDS} } }`;
export const UPDATE_DISTRIBUTOR = `mutation($input: UpdateDistributorInput!) { updateDistributor(input: $input) { ${DISTRIBUTOR_FIELDS} } }`;
export const SET_DISTRIBUTOR_ACTIVE = `mutation($input: SetDistributorActiveInput!) { setDistributorActive(input: $input) { ${DISTRIBUTOR_FIELDS} } }`;
export const RECORD_COLLECTION = `mutation($input: RecordCollectionInput!) {
  recordCollection(input: $input) {
    collection { id distributorId odanceFreed feesCents note createdAt recordedBy { id firstName lastName } }
    distributor { ${DISTRIBUTOR_FIELDS} }
  }
}`;
export const MAKE_DISTRIBUTION = `mutation($input: MakeDistributionInput!) { makeDistribution(input: $input) { distribution { ${DISTRIBUTION_FIELDS} } } }`;
export const MY_DISTRIBUTOR = `{ myDistributor { ${DISTRIBUTOR_FIELDS} } }`;
export const DISTRIBUTOR = `query($id: ID!) { distributor(id: $id) { ${DISTRIBUTOR_FIELDS} } }`;
export const DISTRIBUTORS = `query($filter: DistributorsFilter, $sort: DistributorSort, $sortOrder: SortOrder, $page: Int, $pageSize: Int) {
  distributors(filter: $filter, sort: $sort, sortOrder: $sortOrder, page: $page, pageSize: $pageSize) {
    total page pageSize distributors { ${DISTRIBUTOR_FIELDS} }
  }
}`;
export const DISTRIBUTIONS = `query($distributorId: ID, $page: Int, $pageSize: Int, $sort: DistributionSort, $sortOrder: SortOrder) {
  distributions(distributorId: $distributorId, page: $page, pageSize: $pageSize, sort: $sort, sortOrder: $sortOrder) {
    total page pageSize distributions { ${DISTRIBUTION_FIELDS} }
  }
}`;
export const COLLECTIONS = `query($distributorId: ID!, $page: Int, $pageSize: Int) {
  distributorCollections(distributorId: $distributorId, page: $page, pageSize: $pageSize) {
    total page pageSize collections { id odanceFreed feesCents note createdAt recordedBy { id } }
  }
}`;
export const STATISTICS = `query($distributorId: ID, $from: String, $to: String) {
  distributorStatistics(distributorId: $distributorId, from: $from, to: $to) {
    distributorId from to
    totals { distributions odance fiatCents revenueCents feesCents }
    days { date distributions odance fiatCents revenueCents feesCents }
  }
}`;
export const TRANSFERS = `query($filter: TransfersFilter, $sort: TransferSort, $sortOrder: SortOrder, $page: Int, $pageSize: Int) {
  transfers(filter: $filter, sort: $sort, sortOrder: $sortOrder, page: $page, pageSize: $pageSize) {
    total page pageSize
    transfers { id type amount message createdAt distributorId fiatCents revenueCents feesCents
      sender { id firstName lastName } recipient { id firstName lastName } }
  }
}`;
