import { Suspense } from 'react';
import { Paper } from '@mantine/core';
import { Outlet } from 'react-router';
import { TypedTextHandover } from '../../shared/browser/TypedTextHandover';
import { PageLoader } from '../../shared/ui/FullScreenLoader';
import classes from './AuthLayout.module.css';

/** The auth pages share one narrow card in the middle of the page; on a phone it loses its frame. */
export default function AuthLayout() {
  return (
    <Paper withBorder radius="lg" className={classes.card}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <TypedTextHandover />
      </Suspense>
    </Paper>
  );
}
