import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { isLastingError, toApiError } from '../api/api-error';

/**
 * A list or page that failed to load: the server's message and, when asking again can help, a way to (a payment
 * that does not exist stays so: no useless Try again).
 */
export function QueryError({ title, error, onRetry }: { title: string; error: unknown; onRetry?: () => void }) {
  return (
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />} role="alert">
      {toApiError(error).message}
      {onRetry && !isLastingError(error) ? (
        <div>
          <Button mt="sm" size="xs" variant="default" leftSection={<IconRefresh size={14} aria-hidden />} onClick={onRetry}>
            Try again
          </Button>
        </div>
      ) : null}
    </Alert>
  );
}
