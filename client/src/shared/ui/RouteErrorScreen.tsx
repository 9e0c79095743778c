import { Button } from '@mantine/core';
import { Link, useRouteError } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { describeError } from './describe-error';
import { ErrorScreen } from './ErrorScreen';

/** Route-level error element: a page failed to load or render; the way out is home. */
export function RouteErrorScreen() {
  const { message, details } = describeError(useRouteError());
  return (
    <ErrorScreen
      title="Something went wrong"
      message={message}
      details={details}
      actions={
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Go back
        </Button>
      }
    />
  );
}
