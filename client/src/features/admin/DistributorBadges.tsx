import { Badge, Group } from '@mantine/core';
import type { DistributorFieldsFragment } from '../../gql/graphql';

/** Active or deactivated, and a collection due. Dark text on light badges keeps AA contrast. */
export function DistributorBadges({ distributor }: { distributor: Pick<DistributorFieldsFragment, 'active' | 'collectionDue'> }) {
  return (
    <Group gap={6} wrap="wrap">
      <Badge variant="light" color={distributor.active ? 'green' : 'gray'} styles={{ label: { color: 'var(--mantine-color-black)' } }}>
        {distributor.active ? 'Active' : 'Deactivated'}
      </Badge>
      {distributor.collectionDue ? (
        <Badge variant="light" color="orange" styles={{ label: { color: 'var(--mantine-color-black)' } }}>
          Collection due
        </Badge>
      ) : null}
    </Group>
  );
}
