import { Suspense } from 'react';
import { Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { PageLoader } from '../../shared/ui/FullScreenLoader';

/** The auth pages share one narrow card in the middle of the page. */
export default function AuthLayout() {
  return (
    <Paper withBorder radius="lg" p="xl" maw={440} mx="auto" my="xl">
      <Suspense fallback={<PageLoader />}>
        <Outlet />
      </Suspense>
    </Paper>
  );
}
