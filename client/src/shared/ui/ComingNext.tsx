import type { ReactNode } from 'react';
import { Badge, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** Body of a page a later issue fills: its real title, so routes and guards can be used and tested now. */
export function ComingNext({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} · oDance`);
  return (
    <Stack gap="sm" py="md">
      <Title order={1}>{title}</Title>
      {children ? <Text c="dimmed">{children}</Text> : null}
      <Badge variant="light" w="fit-content">
        Coming next
      </Badge>
    </Stack>
  );
}
