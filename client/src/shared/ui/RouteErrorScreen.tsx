import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { describeError } from './describe-error';
import { ErrorScreen } from './ErrorScreen';

/** A page or the layout failed to load or render (see RouteErrorBoundary); the way out is home. */
export function RouteErrorScreen({ error }: { error: unknown }) {
  const { message, details } = describeError(error);
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
