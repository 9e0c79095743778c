import { Button } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { IconArrowLeft } from '@tabler/icons-react';
import { ErrorScreen } from './ErrorScreen';

export default function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorScreen
      title="Page not found"
      message="There is no page at this address."
      details={pathname}
      actions={
        <Button component={Link} to="/" leftSection={<IconArrowLeft size={18} aria-hidden />}>
          Go back
        </Button>
      }
    />
  );
}
