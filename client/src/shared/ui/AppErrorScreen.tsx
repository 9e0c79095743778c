import { Button } from '@mantine/core';
import { IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { describeError } from './describe-error';
import { ErrorScreen } from './ErrorScreen';

/**
 * Top-level variant (docs/web-app.md#screens-and-routes): nothing of the app may be working (no router, no API clients), so the
 * actions are plain: a full page load of `/`, or a reload of this page.
 */
export function AppErrorScreen({ error }: { error: unknown }) {
  const { message, details } = describeError(error);
  return (
    <ErrorScreen
      title="oDance could not start"
      message={message}
      details={details}
      actions={
        <>
          <Button onClick={() => window.location.reload()} leftSection={<IconRefresh size={18} aria-hidden />}>
            Try again
          </Button>
          <Button component="a" href="/" variant="default" leftSection={<IconArrowLeft size={18} aria-hidden />}>
            Go back
          </Button>
        </>
      }
    />
  );
}
