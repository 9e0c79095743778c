import { lazy, Suspense } from 'react';
import { Loader, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import classes from './AdminExplorerPage.module.css';

const GraphiqlExplorer = lazy(() => import('./GraphiqlExplorer'));

/** /admin-panel/explorer: GraphiQL bundled with the app (no CDN), running operations as the signed-in admin. */
export default function AdminExplorerPage() {
  useDocumentTitle('GraphQL explorer · Admin panel · oDance');
  return (
    <Stack gap="sm" py="md">
      <Stack gap={4}>
        <Title order={1}>GraphQL explorer</Title>
        <Text c="dimmed">Ad-hoc queries and mutations against the live graph, as you. Mutations change real data.</Text>
      </Stack>
      <div className={classes.frame} data-testid="graphql-explorer">
        <Suspense
          fallback={
            <Stack align="center" justify="center" h="100%" gap="xs">
              <Loader role="status" aria-label="Loading the explorer" />
              <Text size="sm" c="dimmed">
                Loading the explorer…
              </Text>
            </Stack>
          }
        >
          <GraphiqlExplorer />
        </Suspense>
      </div>
    </Stack>
  );
}
