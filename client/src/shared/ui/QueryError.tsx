import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isLastingError, toApiError } from '../api/api-error';

/**
 * A list or page that failed to load: the server's message and, when asking again can help, a way to (a payment
 * that does not exist stays so: no useless Try again). `onRetry` is the query's own refetch, passed as it is: a
 * second failure shows through the query's `error`, here again, so its rejected promise is dropped.
 */
export function QueryError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => Promise<unknown> }) {
  const retry = onRetry ? () => void onRetry().catch(() => undefined) : undefined;
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {toApiError(error).message}
      {retry && !isLastingError(error) ? (
        <div>
          <Button mt="sm" size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={retry}>
            Try again
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
