import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useCurrentUser } from '../../shared/auth/current-user';
import { useRuntimeConfig } from '../../shared/config/ConfigContext';
import { formatCents } from '../../shared/money/money';
import classes from './ExplorePage.module.css';

/**
 * For a visitor (the server's first screen is drawn signed out): what oDance is and costs, and the way in. The price
 * is the deployment's (`/config.json` odancePriceCents), so it is never a figure written here.
 */
export function FirstVisit() {
  const { user, loading } = useCurrentUser();
  const { odancePriceCents } = useRuntimeConfig();
  if (user || loading) return null;
  return (
    <>
      <Text className={classes.heroText}>
        oDance is the community’s own currency: buy it by card at {formatCents(odancePriceCents)} each, send it to any member, or buy it
        for cash from a local distributor. Creating an account and a profile is free.
      </Text>
      <Group gap="sm" mt="md">
        <Button component={Link} to="/auth/sign-up" size="md">
          Create a free account
        </Button>
        <Button component={Link} to="/auth/sign-in" size="md" variant="default">
          Sign in
        </Button>
      </Group>
    </>
  );
}
