import { useState } from 'react';
import { Alert, Button, Group, Text } from '@mantine/core';
import { outage, useOutage } from './outage';

/**
 * Shown under the top bar while the server cannot be reached (outage.ts). "Try again" asks the server for every
 * query on screen; the first successful answer hides the banner. The signed-in user stays signed in meanwhile.
 */
export function OutageBanner() {
  const down = useOutage();
  const [trying, setTrying] = useState(false);
  if (!down) return null;
  const retry = async () => {
    setTrying(true);
    try {
      await outage.retryAll();
    } catch {
      // Still down: the banner stays.
    } finally {
      setTrying(false);
    }
  };
  return (
    <Alert role="alert" variant="filled" color="dark" radius={0} py="xs" title="oDance cannot reach its server right now">
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Text size="sm" c="white">You are still signed in. Your last changes may not have been saved.</Text>
        <Button size="xs" variant="white" color="dark" loading={trying} onClick={() => void retry()}>
          Try again
        </Button>
      </Group>
    </Alert>
  );
}
