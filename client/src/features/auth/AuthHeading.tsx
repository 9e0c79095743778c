import type { ReactNode } from 'react';
import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';

/** The card's heading (the page's h1, also the tab title) and an optional line under it. */
export function AuthHeading({ title, children }: { title: string; children?: ReactNode }) {
  useDocumentTitle(`${title} · oDance`);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 26, sm: 30 }}>
        {title}
      </Title>
      {children ? <Text c="dimmed">{children}</Text> : null}
    </Stack>
  );
}
